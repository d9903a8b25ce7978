/** GET /mypage/manager/show/{showId}/dashboard: seats and money per schedule, the totals and sales per day. */
import { queryOptions } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { holderKeys } from '../holders/api';

export function showDashboardQuery(showId: string) {
  return queryOptions({
    queryKey: holderKeys.dashboard(showId),
    queryFn: ({ signal }) => call('showDashboard', { params: { showId }, signal }),
  });
}
