/**
 * A show's refunds (docs/product.md#cancelling-and-refunds): the list with its totals, marking refunds sent (or back
 * to owed) in batch, and the server's XLSX. After a change the list is fetched again.
 */
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { LIMITS } from '@moa/contract';
import { call, download } from '../../../lib/api-client';
import { holderKeys } from '../holders/api';

export function refundListQuery(showId: string) {
  return queryOptions({
    queryKey: holderKeys.refunds(showId),
    queryFn: ({ signal }) => call('showRefunds', { params: { showId }, signal }),
  });
}

/** PUT /mypage/manager/show/{showId}/refunds, at most LIMITS.holderBatchMax refunds a call. */
export function useRefundMark(showId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ refundIds, refunded }: { refundIds: number[]; refunded: boolean }) => {
      for (let i = 0; i < refundIds.length; i += LIMITS.holderBatchMax) {
        const batch = refundIds.slice(i, i + LIMITS.holderBatchMax);
        await call('showRefundsMark', { params: { showId }, body: { refundIds: batch, refunded } });
      }
      return refundIds.length;
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: holderKeys.refunds(showId) }),
  });
}

/** GET …/refunds.xlsx: '{title}_환불.xlsx' as the server builds it. */
export const downloadRefundXlsx = (showId: string) => download('showRefundsXlsx', { params: { showId } });
