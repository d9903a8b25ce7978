/** The student's calls of recruiting applications (docs/product.md#recruiting-applications). */
import { queryOptions, type QueryClient } from '@tanstack/react-query';
import type { ApplicationRequest } from '@moa/contract';
import { call } from '../../lib/api-client';

/** Everything under ['applications'] is fetched again after an application changes. */
export const applicationKeys = {
  all: ['applications'] as const,
  mine: ['applications', 'mine'] as const,
  of: (recruitingId: number) => ['applications', 'post', recruitingId] as const,
  slots: (recruitingId: number) => ['applications', 'slots', recruitingId] as const,
};

/** GET /recruiting/detail/{recruitingId}: under the browse feature's key, so both share one answer. */
export const recruitingQuery = (recruitingId: number) =>
  queryOptions({
    queryKey: ['browse', 'recruiting', String(recruitingId)],
    queryFn: ({ signal }) => call('recruitingDetail', { params: { recruitingId }, signal }),
  });

/** GET /recruiting/{recruitingId}/application: mine, with its answers, or null. */
export const myApplicationQuery = (recruitingId: number) =>
  queryOptions({
    queryKey: applicationKeys.of(recruitingId),
    queryFn: ({ signal }) => call('myApplication', { params: { recruitingId }, signal }),
  });

/** GET /mypage/student/applications */
export const myApplicationsQuery = queryOptions({
  queryKey: applicationKeys.mine,
  queryFn: ({ signal }) => call('myApplications', { signal }),
});

/** GET /recruiting/{recruitingId}/application/slots (at the interview stage only). */
export const openSlotsQuery = (recruitingId: number) =>
  queryOptions({
    queryKey: applicationKeys.slots(recruitingId),
    queryFn: ({ signal }) => call('applicationSlots', { params: { recruitingId }, signal }),
  });

/** POST (a new application) or PUT (new answers) /recruiting/{recruitingId}/application. */
export function submitApplication(recruitingId: number, body: ApplicationRequest, update: boolean) {
  return update
    ? call('applicationUpdate', { params: { recruitingId }, body })
    : call('applicationSubmit', { params: { recruitingId }, body });
}

export function deleteApplication(recruitingId: number) {
  return call('applicationDelete', { params: { recruitingId } });
}

export function bookSlot(recruitingId: number, slotId: number) {
  return call('applicationSlotBook', { params: { recruitingId }, body: { slotId } });
}

export const refreshApplications = (queryClient: QueryClient) =>
  queryClient.invalidateQueries({ queryKey: applicationKeys.all });
