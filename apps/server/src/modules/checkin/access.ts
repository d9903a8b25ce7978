import { CHECKIN_LIMITS, CHECKIN_MESSAGES } from '@moa/contract';
import { AppError } from '../../lib/app-error.ts';
import type { AppContext } from '../../lib/context.ts';
import { seoulInstant } from '../../lib/time.ts';
import type { SessionUser } from '../auth/index.ts';
import * as repo from './repository.ts';

/**
 * Who may keep a schedule's door (docs/product.md#door-check-in): the managers of the show's club, and the show's door
 * staff until its last schedule has ended (plus CHECKIN_LIMITS.staffGraceHours, so scans queued offline still sync).
 */

export type DoorRole = 'manager' | 'staff';
export type DoorSchedule = NonNullable<Awaited<ReturnType<typeof repo.findDoorSchedule>>>;

const HOUR_MS = 3_600_000;
const MINUTE_MS = 60_000;

/** When a show's door staff lose their access: the end of its last schedule plus the grace; null without schedules. */
export function staffAccessEnd(schedules: readonly { date: string; time: string }[], runtimeMinutes: number) {
  if (schedules.length === 0) return null;
  const lastStart = Math.max(...schedules.map((s) => seoulInstant(s.date, s.time).getTime()));
  return new Date(lastStart + runtimeMinutes * MINUTE_MS + CHECKIN_LIMITS.staffGraceHours * HOUR_MS);
}

export async function showAccessEnd(ctx: AppContext, showId: number, runtimeMinutes: number) {
  return staffAccessEnd(await repo.showScheduleTimes(ctx.db, showId), runtimeMinutes);
}

const isManagerOf = (user: SessionUser, clubId: number) =>
  user.authority === 'ROLE_CLUB' && user.clubId !== null && user.clubId === clubId;

/** The schedule and the caller's role at its door; 404 for an unknown schedule, 403 for anyone else. */
export async function doorAccess(
  ctx: AppContext,
  user: SessionUser,
  scheduleId: number,
): Promise<{ schedule: DoorSchedule; role: DoorRole }> {
  const schedule = await repo.findDoorSchedule(ctx.db, scheduleId);
  if (!schedule) throw new AppError('NOT_FOUND', CHECKIN_MESSAGES.scheduleNotFound);
  if (isManagerOf(user, schedule.club_id)) return { schedule, role: 'manager' };
  const staff = await repo.findStaff(ctx.db, schedule.show_id, user.email.toLowerCase());
  if (!staff) throw new AppError('FORBIDDEN', CHECKIN_MESSAGES.noAccess);
  const end = await showAccessEnd(ctx, schedule.show_id, schedule.runtime);
  if (!end || ctx.now().getTime() >= end.getTime()) {
    throw new AppError('FORBIDDEN', CHECKIN_MESSAGES.accessEnded);
  }
  return { schedule, role: 'staff' };
}
