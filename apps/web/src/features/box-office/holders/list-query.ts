import { queryOptions } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { manageKeys } from '../../../lib/manager-keys';

export const holderKeys = {
  schedule: (scheduleId: string) => manageKeys.holders(scheduleId),
  show: (showId: number) => ['manage', 'show-holders', String(showId)] as const,
  dashboard: (showId: number | string) => ['manage', 'dashboard', String(showId)] as const,
  refunds: (showId: number | string) => ['manage', 'refunds', String(showId)] as const,
  seatPlan: (scheduleId: number | string) => ['manage', 'seat-plan', String(scheduleId)] as const,
};

/**
 * GET /mypage/manager/holder/:scheduleId. A module of its own, with nothing else of the feature: the app's entry
 * starts it as the holder list opens (app/early-pages.ts).
 */
export function holderListQuery(scheduleId: string) {
  return queryOptions({
    queryKey: holderKeys.schedule(scheduleId),
    queryFn: ({ signal }) => call('holderList', { params: { scheduleId }, signal }),
  });
}
