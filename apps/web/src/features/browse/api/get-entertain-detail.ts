import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';

/** GET /entertain/detail/{id} */
export function getEntertainDetail(id: string, signal?: AbortSignal) {
  return call('entertainDetail', { params: { id }, signal });
}

export function entertainDetailQueryOptions(id: string) {
  return queryOptions({
    queryKey: ['browse', 'entertain', id],
    queryFn: ({ signal }) => getEntertainDetail(id, signal),
  });
}

export function useEntertainDetail(id: string) {
  return useQuery(entertainDetailQueryOptions(id));
}
