import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';

/** GET /show/detail/{showId}: the show with its schedules and their current applyPeople. */
export function getShowDetail(showId: string, signal?: AbortSignal) {
  return call('showDetail', { params: { showId }, signal });
}

export function showDetailQueryOptions(showId: string) {
  return queryOptions({
    queryKey: ['browse', 'show', showId],
    queryFn: ({ signal }) => getShowDetail(showId, signal),
  });
}

export function useShowDetail(showId: string) {
  return useQuery(showDetailQueryOptions(showId));
}
