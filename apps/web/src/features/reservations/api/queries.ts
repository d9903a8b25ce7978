import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  RefundAccount,
  ReservationCard,
  ReservationRequest,
  StudentProfileRequest,
  TransferClaimRequest,
} from '@moa/contract';
import { call, isApiError } from '../../../lib/api-client';
import { resultOfCard } from '../lib/result-of-card';
import { reservationKeys, studentReservationsQuery } from './list-query';

export { reservationKeys, studentReservationsQuery };

/** GET /mypage/student/profile */
export function studentProfileQueryOptions() {
  return queryOptions({
    queryKey: reservationKeys.profile,
    queryFn: ({ signal }) => call('studentProfile', { signal }),
  });
}

export function useStudentProfile() {
  return useQuery(studentProfileQueryOptions());
}

/** GET /mypage/student/reservation (newest first); `enabled: false` while nobody is signed in as a student. */
export function useStudentReservations({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...studentReservationsQuery(), enabled });
}

/**
 * POST /show/detail/reservation. An ALREADY_RESERVED answer to it is read back (GET /mypage/student/reservation):
 * when the student holds a live reservation of that schedule, the call resolves with it as a result, so a request
 * that reached the server twice (a second click, a resend after a lost answer) ends in the success dialog with the
 * transfer details, never in a failure (docs/product.md#reservations-and-capacity).
 */
export function useReserve() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: ReservationRequest) => {
      try {
        return await call('reserve', { body });
      } catch (error) {
        if (!isApiError(error) || error.code !== 'ALREADY_RESERVED') throw error;
        const cards = await queryClient.fetchQuery({ ...studentReservationsQuery(), staleTime: 0 });
        const held = cards.find(
          (card) =>
            card.scheduleId === body.scheduleId && (card.status === 'unpaid' || card.status === 'paid'),
        );
        if (!held) throw error;
        return resultOfCard(held);
      }
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: reservationKeys.list }),
  });
}

/** PUT /mypage/student/profile */
export function useUpdateStudentProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: StudentProfileRequest) => call('studentProfileUpdate', { body }),
    onSuccess: (profile) => {
      queryClient.setQueryData(reservationKeys.profile, profile);
      // the deposit name on every card is student id + name
      return queryClient.invalidateQueries({ queryKey: reservationKeys.list });
    },
  });
}

/** Fetches the reservation list again (after a refusal: the card changed meanwhile). */
export function useRefetchReservations() {
  const queryClient = useQueryClient();
  return () => void queryClient.invalidateQueries({ queryKey: reservationKeys.list });
}

/** Puts the server's updated card in the list in place of the old one. */
function useReplaceCard() {
  const queryClient = useQueryClient();
  return (updated: ReservationCard) =>
    queryClient.setQueryData<ReservationCard[]>(reservationKeys.list, (cards) =>
      cards?.map((card) => (card.reservationId === updated.reservationId ? updated : card)),
    );
}

/** What a cancel-request call sends: raise it (a paid reservation with the refund account) or withdraw it. */
export type CancelRequestChange =
  { reservationId: number; on: true; refundAccount?: RefundAccount } | { reservationId: number; on: false };

/**
 * POST (request, or a new refund account) or DELETE (withdraw) /mypage/student/reservation/:reservationId/cancel-request
 * (docs/product.md#cancelling-and-refunds); the list is fetched again for the card's new state.
 */
export function useCancelRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: CancelRequestChange) =>
      change.on
        ? call('cancelRequest', {
            params: { reservationId: change.reservationId },
            body: change.refundAccount ? { refundAccount: change.refundAccount } : {},
          })
        : call('cancelRequestWithdraw', { params: { reservationId: change.reservationId } }),
    onSuccess: (answer) => {
      queryClient.setQueryData<ReservationCard[]>(reservationKeys.list, (cards) =>
        cards?.map((card) =>
          card.reservationId === answer.reservationId
            ? { ...card, cancelRequest: answer.cancelRequest }
            : card,
        ),
      );
      return queryClient.invalidateQueries({ queryKey: reservationKeys.list });
    },
  });
}

/** DELETE /mypage/student/reservation/:reservationId: an unpaid reservation cancelled at once; answers the card. */
export function useCancelReservation() {
  const replaceCard = useReplaceCard();
  return useMutation({
    mutationFn: (reservationId: number) => call('reservationCancel', { params: { reservationId } }),
    onSuccess: replaceCard,
  });
}

/** POST /mypage/student/reservation/:reservationId/transfer-claim ("입금했어요"); the answer is the updated card. */
export function useTransferClaim() {
  const replaceCard = useReplaceCard();
  return useMutation({
    mutationFn: ({ reservationId, body }: { reservationId: number; body: TransferClaimRequest }) =>
      call('transferClaim', { params: { reservationId }, body }),
    onSuccess: replaceCard,
  });
}
