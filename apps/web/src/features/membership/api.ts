/** The student's own club memberships, renewal questions and dues (docs/product.md#members). */
import { queryOptions, type QueryClient } from '@tanstack/react-query';
import type { ExcuseRequest, HandoverAnswerRequest, RenewalAnswerRequest } from '@moa/contract';
import { call } from '../../lib/api-client';

/** Everything under ['membership'] is fetched again after the student answers or changes a consent. */
export const membershipKeys = {
  all: ['membership'] as const,
  memberships: ['membership', 'memberships'] as const,
  renewals: ['membership', 'renewals'] as const,
  dues: ['membership', 'dues'] as const,
  handovers: ['membership', 'handovers'] as const,
  meetings: ['membership', 'meetings'] as const,
};

export const myMembershipsQuery = queryOptions({
  queryKey: membershipKeys.memberships,
  queryFn: ({ signal }) => call('myMemberships', { signal }),
});

export const myRenewalsQuery = queryOptions({
  queryKey: membershipKeys.renewals,
  queryFn: ({ signal }) => call('myRenewals', { signal }),
});

export const myDuesQuery = queryOptions({
  queryKey: membershipKeys.dues,
  queryFn: ({ signal }) => call('myDues', { signal }),
});

export const answerRenewal = (renewalId: number, body: RenewalAnswerRequest) =>
  call('myRenewalAnswer', { params: { renewalId }, body });

/** 입금했어요: the club's managers are told; the card says when it was said. */
export const claimDues = (membershipId: number) => call('myDuesClaim', { params: { membershipId } });

export const setUnionConsent = (membershipId: number, unionConsent: boolean) =>
  call('myMembershipConsent', { params: { membershipId }, body: { unionConsent } });

export const refreshMembership = (queryClient: QueryClient) =>
  queryClient.invalidateQueries({ queryKey: membershipKeys.all });

/** Hand-overs naming the account as a successor (any signed-in account: an officer may be named to another position). */
export const myHandoversQuery = queryOptions({
  queryKey: membershipKeys.handovers,
  queryFn: ({ signal }) => call('myHandovers', { signal }),
});

export const answerHandover = (itemId: number, body: HandoverAnswerRequest) =>
  call('myHandoverAnswer', { params: { itemId }, body });

/** The meetings of the student's clubs they are expected at, soon or open now, with their own mark. */
export const myMeetingsQuery = queryOptions({
  queryKey: membershipKeys.meetings,
  queryFn: ({ signal }) => call('myMeetings', { signal }),
});

/** The code a meeting's QR carried: 출석 or 지각, once (a second scan answers what was recorded). */
export const attend = (meetingId: number, code: string) =>
  call('myMeetingAttend', { params: { meetingId }, body: { code } });

/** 공결 신청: the reason, and a photo of a document when there is one. */
export const requestExcuse = (membershipId: number, request: ExcuseRequest, photo: File | undefined) =>
  call('myExcuseCreate', { params: { membershipId }, body: { request, files: { photo } } });
