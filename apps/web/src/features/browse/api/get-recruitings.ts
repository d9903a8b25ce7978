import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';

/** GET /recruiting/list */
export function getRecruitings(signal?: AbortSignal) {
  return call('recruitingList', { signal });
}

export function recruitingsQueryOptions() {
  return queryOptions({
    queryKey: ['browse', 'recruitings'],
    queryFn: ({ signal }) => getRecruitings(signal),
  });
}

export function useRecruitings() {
  return useQuery(recruitingsQueryOptions());
}
