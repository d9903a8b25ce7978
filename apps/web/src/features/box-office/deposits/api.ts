/**
 * Deposit import and apply (docs/product.md#reservation-status). Applying changes payments, so every holder list and
 * the my-page's schedule cards are fetched again (the manager area's keys, by prefix).
 */
import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  DEPOSIT_PAGE_DEFAULT,
  type ColumnMapping,
  type DepositApplyRequest,
  type DepositImport,
  type DepositMatch,
  type DepositNameColumn,
  type DepositSettleRequest,
} from '@moa/contract';
import { call } from '../../../lib/api-client';
import { manageKeys } from '../../../lib/manager-keys';

export type DepositSource =
  { kind: 'file'; file: File; mapping?: ColumnMapping } | { kind: 'text'; text: string };

/** POST /mypage/manager/show/{showId}/deposits: a statement file (multipart) or pasted notifications (JSON). */
export function useDepositImport(showId: string) {
  const forget = useForgetRows(showId);
  return useMutation({
    onSuccess: forget,
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
  rows: (showId: string, importId: number) =>
    [...manageKeys.all, 'deposits', showId, 'rows', importId] as const,
};

/** An import answered afresh (matched again): the pages read before are dropped, its first page starts them again. */
function useForgetRows(showId: string) {
  const queryClient = useQueryClient();
  return (result: DepositImport) =>
    queryClient.removeQueries({ queryKey: depositKeys.rows(showId, result.importId) });
}

/**
 * GET /mypage/manager/show/{showId}/deposits/{importId}/rows: the review's rows of one match or all, a page at a time
 * (더 보기). All of them start from the import answer's first page. Kept as read (no refetch on focus): the totals and
 * the choice were made against them.
 */
export function useDepositRows(showId: string, result: DepositImport, match: DepositMatch | null) {
  return useInfiniteQuery({
    queryKey: [...depositKeys.rows(showId, result.importId), match ?? 'all'],
    queryFn: ({ pageParam, signal }) =>
      call('depositImportRows', {
        params: { showId, importId: result.importId },
        query: { limit: DEPOSIT_PAGE_DEFAULT, ...(match ? { match } : {}), after: pageParam },
        signal,
      }),
    initialPageParam: undefined as number | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    initialData:
      match === null
        ? { pages: [{ deposits: result.deposits, nextCursor: result.nextCursor }], pageParams: [undefined] }
        : undefined,
    staleTime: Infinity,
  });
}

/** GET /mypage/manager/show/{showId}/deposits: the show's imports with their review state, newest first. */
export function useDepositImports(showId: string) {
  return useQuery({
    queryKey: depositKeys.imports(showId),
    queryFn: ({ signal }) => call('depositImports', { params: { showId }, signal }),
  });
}

/** GET /mypage/manager/show/{showId}/deposits/{importId}: an import reopened, its unapplied deposits matched again. */
export function useDepositReopen(showId: string) {
  const forget = useForgetRows(showId);
  return useMutation({
    onSuccess: forget,
    mutationFn: (importId: number) => call('depositImportReview', { params: { showId, importId } }),
  });
}

/** PUT …/deposits/{importId}/name-column: the import matched again by the statement's other text column first. */
export function useDepositNameColumn(showId: string) {
  const forget = useForgetRows(showId);
  return useMutation({
    onSuccess: forget,
    mutationFn: ({ importId, column }: { importId: number; column: DepositNameColumn }) =>
      call('depositNameColumn', { params: { showId, importId }, body: { column } }),
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
