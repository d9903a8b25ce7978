import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';

/** GET /recruiting/detail/{recruitingId} */
export function getRecruitingDetail(recruitingId: string, signal?: AbortSignal) {
  return call('recruitingDetail', { params: { recruitingId }, signal });
}

export function recruitingDetailQueryOptions(recruitingId: string) {
  return queryOptions({
    queryKey: ['browse', 'recruiting', recruitingId],
    queryFn: ({ signal }) => getRecruitingDetail(recruitingId, signal),
  });
}

export function useRecruitingDetail(recruitingId: string) {
  return useQuery(recruitingDetailQueryOptions(recruitingId));
}
