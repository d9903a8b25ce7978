import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';

/** GET /attraction/list: the banner's items (rotatingPerformances) and the list of shows and events (entireList). */
export function getAttractions(signal?: AbortSignal) {
  return call('attractionList', { signal });
}

export function attractionsQueryOptions() {
  return queryOptions({
    queryKey: ['browse', 'attractions'],
    queryFn: ({ signal }) => getAttractions(signal),
  });
}

export function useAttractions() {
  return useQuery(attractionsQueryOptions());
}
