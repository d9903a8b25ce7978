/**
 * Holders of one session (docs/product.md#holder-list): the list, payment changes and deletions. After a change the
 * list and the my-page's session cards (applied counts) are fetched again.
 */
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { HolderList } from '@moa/contract';
import { ApiError, call } from '../../../lib/api-client';
import { ko } from '../../../text/ko';
import { manageKeys } from '../mypage/api';

export function holderListQuery(scheduleId: string) {
  return queryOptions({
    queryKey: manageKeys.holders(scheduleId),
    queryFn: ({ signal }) => call('holderList', { params: { scheduleId }, signal }),
  });
}

export interface PaymentChange {
  reservationId: number;
  isPaid: boolean;
}

function useRefresh(scheduleId: string) {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: manageKeys.holders(scheduleId) }),
      queryClient.invalidateQueries({ queryKey: manageKeys.sessions }),
    ]);
}

/** A `success: false` answer counts as a failure (docs/product.md#holder-list). */
function requireSuccess(result: { success: boolean; count: number }, path: string, message: string) {
  if (!result.success) throw new ApiError({ status: 200, code: 'HTTP_ERROR', message, path });
  return result;
}

/** PUT /mypage/manager/holder/{scheduleId}: one holder (the toggle) or a batch. */
export function useHolderPayment(scheduleId: string) {
  const queryClient = useQueryClient();
  const refresh = useRefresh(scheduleId);
  return useMutation({
    mutationFn: async (changes: PaymentChange[]) =>
      requireSuccess(
        await call('holderPayment', { params: { scheduleId }, body: { reservationList: changes } }),
        `/mypage/manager/holder/${scheduleId}`,
        ko.managerArea.holders.paymentFailed,
      ),
    onSuccess: (_result, changes) => {
      // show the new status at once; the refetch below confirms it
      const paid = new Map(changes.map((c) => [c.reservationId, c.isPaid]));
      queryClient.setQueryData<HolderList>(manageKeys.holders(scheduleId), (old) =>
        old
          ? {
              ...old,
              holderList: old.holderList.map((h) =>
                paid.has(h.reservationId) ? { ...h, isPaid: paid.get(h.reservationId)! } : h,
              ),
              csv_json: old.csv_json.map((r) =>
                paid.has(r.reservationId) ? { ...r, isPaid: paid.get(r.reservationId)! } : r,
              ),
            }
          : old,
      );
    },
    onSettled: refresh,
  });
}

/** POST /mypage/manager/holder/{scheduleId}: deletes holders; their seats go back to the session. */
export function useHolderDelete(scheduleId: string) {
  const refresh = useRefresh(scheduleId);
  return useMutation({
    mutationFn: async (reservationIds: number[]) =>
      requireSuccess(
        await call('holderDelete', {
          params: { scheduleId },
          body: { reservationList: reservationIds.map((reservationId) => ({ reservationId })) },
        }),
        `/mypage/manager/holder/${scheduleId}`,
        ko.managerArea.holders.deleteFailed,
      ),
    onSettled: refresh,
  });
}
