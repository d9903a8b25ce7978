/** The administrator's calls (contract: adminClubs … adminAudit, adminUnions …) as query options and cache keys. */
import { infiniteQueryOptions, queryOptions, type QueryClient } from '@tanstack/react-query';
import { call } from '../../lib/api-client';

export const adminKeys = {
  all: ['admin'] as const,
  clubs: ['admin', 'clubs'] as const,
  managers: ['admin', 'managers'] as const,
  audit: ['admin', 'audit'] as const,
  unions: ['admin', 'unions'] as const,
};

export const AUDIT_PAGE_SIZE = 20;

export const adminClubsQuery = queryOptions({
  queryKey: adminKeys.clubs,
  queryFn: ({ signal }) => call('adminClubs', { signal }),
});

export const adminManagersQuery = queryOptions({
  queryKey: adminKeys.managers,
  queryFn: ({ signal }) => call('adminManagers', { signal }),
});

export const adminUnionsQuery = queryOptions({
  queryKey: adminKeys.unions,
  queryFn: ({ signal }) => call('adminUnions', { signal }),
});

export const adminAuditQuery = infiniteQueryOptions({
  queryKey: adminKeys.audit,
  queryFn: ({ signal, pageParam }) =>
    call('adminAudit', { signal, query: { limit: AUDIT_PAGE_SIZE, before: pageParam } }),
  initialPageParam: undefined as number | undefined,
  // newest first: the next page is everything before the oldest entry shown
  getNextPageParam: (last) =>
    last.entries.length < AUDIT_PAGE_SIZE ? undefined : last.entries[last.entries.length - 1]?.id,
});

/**
 * After any administrator write: the console's lists and the audit log are refetched, and every other cached
 * answer (public club lists, the signed-in user's data) is marked stale.
 */
export async function afterAdminWrite(queryClient: QueryClient): Promise<void> {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: adminKeys.all }),
    queryClient.invalidateQueries({
      predicate: (query) => query.queryKey[0] !== adminKeys.all[0],
      refetchType: 'none',
    }),
  ]);
}
