import type { CheckinConflict, CheckinSchedule } from '@moa/contract';
import type { AppContext } from '../../lib/context.ts';
import type { SessionUser } from '../auth/index.ts';
import { doorAccess } from './access.ts';
import * as repo from './repository.ts';
import { codeHash, ticketCode, ticketKey } from './ticket-code.ts';
import { seatsOf } from '../seating/index.ts';

type ScanRow = Awaited<ReturnType<typeof repo.scheduleScans>>[number];

/**
 * Reservations let in more often than their tickets allow (offline scans at two doors), or let in offline on a
 * ticket that was no longer paid, with every scan of each: what every door device is told.
 */
export function conflictsOf(
  scans: readonly ScanRow[],
  holders: ReadonlyMap<number, { name: string; tickets: number }>,
): CheckinConflict[] {
  const troubled = new Set(scans.filter((s) => s.result !== 'admitted').map((s) => s.reservation_id));
  return [...troubled].map((reservationId) => {
    const holder = holders.get(reservationId);
    return {
      reservationId,
      name: holder?.name ?? '',
      tickets: holder?.tickets ?? 0,
      entries: scans
        .filter((s) => s.reservation_id === reservationId)
        .map((s) => ({
          at: s.scanned_at,
          device: s.device_label,
          by: s.by_email,
          count: s.requested,
          admitted: s.admitted,
          result: s.result,
        })),
    };
  });
}

/** The schedule's conflicts and counts, read afresh (after a scan or a sync). */
export async function scheduleState(ctx: AppContext, scheduleId: number) {
  const [rows, scans, counts] = await Promise.all([
    repo.doorHolders(ctx.db, scheduleId),
    repo.scheduleScans(ctx.db, scheduleId),
    repo.scheduleCounts(ctx.db, scheduleId),
  ]);
  const byId = new Map(rows.map((r) => [r.id, { name: r.name ?? '', tickets: r.ticket_count }]));
  return { rows, scans, counts, conflicts: conflictsOf(scans, byId) };
}

/**
 * GET /mypage/manager/checkin/{scheduleId}: what a door device keeps: every reservation of the schedule (so an unpaid
 * or expired ticket is told so offline too) with its code's hash, tickets and admissions; phone numbers for managers
 * only.
 */
export async function doorSchedule(
  ctx: AppContext,
  user: SessionUser,
  scheduleId: number,
): Promise<CheckinSchedule> {
  const { schedule, role } = await doorAccess(ctx, user, scheduleId);
  const key = ticketKey(ctx.config);
  const { rows, scans, counts, conflicts } = await scheduleState(ctx, scheduleId);
  const lastScan = new Map<number, ScanRow>();
  for (const s of scans) if (s.admitted > 0) lastScan.set(s.reservation_id, s);
  return {
    scheduleId: schedule.id,
    showId: schedule.show_id,
    title: schedule.show_name,
    order: schedule.order_index,
    date: schedule.date,
    time: schedule.time.slice(0, 5),
    location: schedule.location,
    role,
    serverTime: ctx.now().toISOString(),
    holders: rows.map((r) => ({
      reservationId: r.id,
      name: r.name ?? '',
      studentId: r.student_id ?? '',
      depositName: r.deposit_name,
      phoneNumber: role === 'manager' ? (r.phone ?? '') : null,
      tickets: r.ticket_count,
      seats: seatsOf(r),
      admitted: r.admitted_tickets,
      status: r.status,
      codeHash: codeHash(ticketCode(key, r.id, r.schedule_id)),
      lastAt: r.admitted_at,
      lastDevice: lastScan.get(r.id)?.device_label ?? null,
    })),
    counts,
    conflicts,
  };
}
