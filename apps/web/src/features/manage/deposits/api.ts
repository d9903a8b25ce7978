/**
 * Deposit import and apply (docs/product.md#reservation-status). Applying changes payments, so every holder list and
 * the my-page's session cards are fetched again (the manager area's keys, by prefix).
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ColumnMapping, DepositApplyRequest } from '@moa/contract';
import { call } from '../../../lib/api-client';
import { manageKeys } from '../mypage/api';

export type DepositSource =
  { kind: 'file'; file: File; mapping?: ColumnMapping } | { kind: 'text'; text: string };

/** POST /mypage/manager/show/{showId}/deposits: a statement file (multipart) or pasted notifications (JSON). */
export function useDepositImport(showId: string) {
  return useMutation({
    mutationFn: (source: DepositSource) =>
      call('depositImport', {
        params: { showId },
        body:
          source.kind === 'text'
            ? { json: { text: source.text } }
            : { request: source.mapping ? { mapping: source.mapping } : {}, files: { file: source.file } },
      }),
  });
}

/** POST /mypage/manager/show/{showId}/deposits/{importId}/apply */
export function useDepositApply(showId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ importId, body }: { importId: number; body: DepositApplyRequest }) =>
      call('depositApply', { params: { showId, importId }, body }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: manageKeys.all }),
  });
}
