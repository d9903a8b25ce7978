import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';

/** GET /club/list */
export function getClubs(signal?: AbortSignal) {
  return call('clubList', { signal });
}

export function clubsQueryOptions() {
  return queryOptions({
    queryKey: ['browse', 'clubs'],
    queryFn: ({ signal }) => getClubs(signal),
  });
}

export function useClubs() {
  return useQuery(clubsQueryOptions());
}
