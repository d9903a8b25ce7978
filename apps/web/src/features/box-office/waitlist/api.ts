/** A schedule's waiting list as its club's manager sees it (docs/product.md#waiting-list), under ['manage']. */
import { queryOptions } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { manageKeys } from '../../../lib/manager-keys';

export const waitlistKey = (scheduleId: string) => [...manageKeys.all, 'waitlist', scheduleId] as const;

/** GET /mypage/manager/holder/{scheduleId}/waitlist: everyone who joined, in join order. */
export function scheduleWaitlistQuery(scheduleId: string) {
  return queryOptions({
    queryKey: waitlistKey(scheduleId),
    queryFn: ({ signal }) => call('holderWaitlist', { params: { scheduleId }, signal }),
  });
}
