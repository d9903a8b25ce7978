import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';

/** GET /club/detail/{id}: the club with its in-progress events, past recruiting and past shows and events. */
export function getClubDetail(id: string, signal?: AbortSignal) {
  return call('clubDetail', { params: { id }, signal });
}

export function clubDetailQueryOptions(id: string) {
  return queryOptions({
    queryKey: ['browse', 'club', id],
    queryFn: ({ signal }) => getClubDetail(id, signal),
  });
}

export function useClubDetail(id: string) {
  return useQuery(clubDetailQueryOptions(id));
}
