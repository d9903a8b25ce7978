import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  ReservationCard,
  ReservationRequest,
  StudentProfileRequest,
  TransferClaimRequest,
} from '@moa/contract';
import { call } from '../../../lib/api-client';

/** Query keys of this feature; everything under ['reservations'] is refetched after a reservation or a change. */
export const reservationKeys = {
  all: ['reservations'] as const,
  profile: ['reservations', 'profile'] as const,
  list: ['reservations', 'list'] as const,
};

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
  return useQuery({
    queryKey: reservationKeys.list,
    queryFn: ({ signal }) => call('studentReservations', { signal }),
    enabled,
  });
}

/** POST /show/detail/reservation */
export function useReserve() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ReservationRequest) => call('reserve', { body }),
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

/** POST (request) or DELETE (withdraw) /mypage/student/reservation/:reservationId/cancel-request */
export function useCancelRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ reservationId, on }: { reservationId: number; on: boolean }) =>
      call(on ? 'cancelRequest' : 'cancelRequestWithdraw', { params: { reservationId } }),
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

/** POST /mypage/student/reservation/:reservationId/transfer-claim ("입금했어요"); the answer is the updated card. */
export function useTransferClaim() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ reservationId, body }: { reservationId: number; body: TransferClaimRequest }) =>
      call('transferClaim', { params: { reservationId }, body }),
    onSuccess: (updated) => {
      queryClient.setQueryData<ReservationCard[]>(reservationKeys.list, (cards) =>
        cards?.map((card) => (card.reservationId === updated.reservationId ? updated : card)),
      );
    },
  });
}
