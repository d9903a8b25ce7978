/** The manager's calls of recruiting applications, interview slots and results (docs/product.md#recruiting-applications). */
import type { ApplicationStage, ResultSendRequest, ReviewRequest, SlotRequest } from '@moa/contract';
import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { call, download } from '../../../lib/api-client';

export const reviewKeys = {
  all: ['manage', 'applications'] as const,
  list: (recruitingId: number) => ['manage', 'applications', recruitingId] as const,
  slots: (recruitingId: number) => ['manage', 'applications', recruitingId, 'slots'] as const,
};

/** GET /recruiting/detail/{recruitingId}: the post and its questions, under the browse feature's key. */
export const postQuery = (recruitingId: number) =>
  queryOptions({
    queryKey: ['browse', 'recruiting', String(recruitingId)],
    queryFn: ({ signal }) => call('recruitingDetail', { params: { recruitingId }, signal }),
  });

/** GET /mypage/manager/recruiting/{recruitingId}/applications */
export const applicationsQuery = (recruitingId: number) =>
  queryOptions({
    queryKey: reviewKeys.list(recruitingId),
    queryFn: ({ signal }) => call('managerApplications', { params: { recruitingId }, signal }),
  });

/** GET /mypage/manager/recruiting/{recruitingId}/slots */
export const slotsQuery = (recruitingId: number) =>
  queryOptions({
    queryKey: reviewKeys.slots(recruitingId),
    queryFn: ({ signal }) => call('interviewSlots', { params: { recruitingId }, signal }),
  });

export const refreshReview = (queryClient: QueryClient, recruitingId: number) =>
  queryClient.invalidateQueries({ queryKey: reviewKeys.list(recruitingId) });

export function moveStage(recruitingId: number, applicationIds: number[], stage: ApplicationStage) {
  return call('applicationStageMove', { params: { recruitingId }, body: { applicationIds, stage } });
}

export function saveReview(recruitingId: number, applicationId: number, body: ReviewRequest) {
  return call('applicationReview', { params: { recruitingId, applicationId }, body });
}

export function sendResults(recruitingId: number, body: ResultSendRequest) {
  return call('applicationResults', { params: { recruitingId }, body });
}

export function exportApplications(recruitingId: number, format: 'xlsx' | 'csv') {
  return format === 'xlsx'
    ? download('applicationExport', { params: { recruitingId } })
    : download('applicationCsvExport', { params: { recruitingId } });
}

export function saveSlot(recruitingId: number, body: SlotRequest, slotId?: number) {
  return slotId === undefined
    ? call('interviewSlotCreate', { params: { recruitingId }, body })
    : call('interviewSlotUpdate', { params: { recruitingId, slotId }, body });
}

export function deleteSlot(recruitingId: number, slotId: number) {
  return call('interviewSlotDelete', { params: { recruitingId, slotId } });
}
