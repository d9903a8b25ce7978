/**
 * The student's side of the waiting list (docs/product.md#waiting-list): their entries, joining, leaving and claiming
 * an offer. The entries live under ['reservations'], so whatever refreshes the reservations refreshes them too; a
 * claim makes a reservation, so it refreshes both.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { StudentWaitlistEntry, WaitlistJoinRequest } from '@moa/contract';
import { call } from '../../../lib/api-client';
import { reservationKeys } from './queries';

export const waitlistKey = ['reservations', 'waitlist'] as const;

/** While the student waits, the list is asked again now and then, so an offer shows without a reload. */
const WAITING_REFRESH_MS = 60_000;

/** GET /mypage/student/waitlist; `enabled: false` while nobody is signed in as a student. */
export function useStudentWaitlist({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: waitlistKey,
    queryFn: ({ signal }) => call('studentWaitlist', { signal }),
    enabled,
    refetchInterval: (query) =>
      (query.state.data ?? []).some((e: StudentWaitlistEntry) => e.status !== 'lapsed')
        ? WAITING_REFRESH_MS
        : false,
  });
}

/** POST /show/detail/waitlist */
export function useJoinWaitlist() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: WaitlistJoinRequest) => call('waitlistJoin', { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: waitlistKey }),
  });
}

/** DELETE /mypage/student/waitlist/:waitlistId */
export function useLeaveWaitlist() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (waitlistId: number) => call('waitlistLeave', { params: { waitlistId } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: waitlistKey }),
  });
}

/** POST /mypage/student/waitlist/:waitlistId/claim: the answer is the new reservation, as reserving answers it. */
export function useClaimOffer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (waitlistId: number) => call('waitlistClaim', { params: { waitlistId } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: reservationKeys.all }),
  });
}
