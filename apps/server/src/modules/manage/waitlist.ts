import type { ManagerWaitlist } from '@moa/contract';
import type { AppContext } from '../../lib/context.ts';
import type { SessionUser } from '../auth/index.ts';
import { scheduleWaitlist } from '../waitlist/index.ts';
import { ownedSchedule } from './holders.ts';

/** GET /mypage/manager/holder/{scheduleId}/waitlist: the schedule's waiting list, for its own club only. */
export async function holderWaitlist(
  ctx: AppContext,
  user: SessionUser,
  scheduleId: number,
): Promise<ManagerWaitlist> {
  const schedule = await ownedSchedule(ctx, user, scheduleId);
  return scheduleWaitlist(ctx, schedule, schedule.waitlist_enabled === 1);
}
