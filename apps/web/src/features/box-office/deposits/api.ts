/**
 * Deposit import and apply (docs/product.md#reservation-status). Applying changes payments, so every holder list and
 * the my-page's session cards are fetched again (the manager area's keys, by prefix).
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ColumnMapping, DepositApplyRequest, DepositSettleRequest } from '@moa/contract';
import { call } from '../../../lib/api-client';
import { manageKeys } from '../../../lib/manager-keys';

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

const depositKeys = {
  imports: (showId: string) => [...manageKeys.all, 'deposits', showId, 'imports'] as const,
  issues: (showId: string) => [...manageKeys.all, 'deposits', showId, 'issues'] as const,
};

/** GET /mypage/manager/show/{showId}/deposits: the show's imports with their review state, newest first. */
export function useDepositImports(showId: string) {
  return useQuery({
    queryKey: depositKeys.imports(showId),
    queryFn: ({ signal }) => call('depositImports', { params: { showId }, signal }),
  });
}

/** GET /mypage/manager/show/{showId}/deposits/{importId}: an import reopened, its unapplied deposits matched again. */
export function useDepositReopen(showId: string) {
  return useMutation({
    mutationFn: (importId: number) => call('depositImportReview', { params: { showId, importId } }),
  });
}

/** GET /mypage/manager/show/{showId}/deposits/open: deposits that did not fit their price, not settled yet. */
export function useDepositIssues(showId: string) {
  return useQuery({
    queryKey: depositKeys.issues(showId),
    queryFn: ({ signal }) => call('depositIssues', { params: { showId }, signal }),
  });
}

/** POST /mypage/manager/show/{showId}/deposits/settle: a short deposit accepted as paid, or given back. */
export function useDepositSettle(showId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: DepositSettleRequest) => call('depositSettle', { params: { showId }, body }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: manageKeys.all }),
  });
}
