import { randomUUID } from 'node:crypto';
import type { CheckinRequest, CheckinResult, CheckinResultKind } from '@moa/contract';
import type { AppContext } from '../../lib/context.ts';
import { isUniqueViolation } from '../../lib/db-errors.ts';
import type { SessionUser } from '../auth/index.ts';
import { seatsOf } from '../seating/index.ts';
import { doorAccess, type DoorSchedule } from './access.ts';
import * as repo from './repository.ts';
import { readTicketCode, ticketKey } from './ticket-code.ts';

type Holder = NonNullable<Awaited<ReturnType<typeof repo.findTicketHolder>>>;

/** Who scanned: the device's name (its id's start when unnamed) and the signed-in user's e-mail. */
export function scanner(user: SessionUser, deviceId?: string, deviceLabel?: string) {
  const id = deviceId ?? `api-${user.id}`;
  return { id, label: deviceLabel || `기기 ${id.slice(0, 4).toUpperCase()}`, by: user.email };
}

async function answer(
  ctx: AppContext,
  scheduleId: number,
  result: CheckinResultKind,
  holder: Holder | null,
  extra: Partial<CheckinResult> = {},
): Promise<CheckinResult> {
  const last = holder && result === 'already' ? await repo.lastAdmission(ctx.db, holder.id) : undefined;
  return {
    result,
    reservationId: holder?.id ?? null,
    name: holder?.name ?? '',
    tickets: holder?.ticket_count ?? 0,
    seats: holder ? seatsOf(holder) : [],
    admittedNow: 0,
    admitted: holder?.admitted_tickets ?? 0,
    at: last?.scanned_at ?? holder?.admitted_at ?? null,
    device: last?.device_label ?? null,
    by: last?.by_email ?? null,
    status: holder?.status ?? null,
    otherSchedule: null,
    counts: await repo.scheduleCounts(ctx.db, scheduleId),
    ...extra,
  };
}

/** A real ticket of another schedule: which one (its holder's name only when it is the same club's show). */
async function otherSchedule(ctx: AppContext, here: DoorSchedule, holder: Holder): Promise<CheckinResult> {
  const other = await repo.findDoorSchedule(ctx.db, holder.schedule_id);
  const sameClub = other?.club_id === here.club_id;
  return answer(ctx, here.id, 'otherSchedule', sameClub ? holder : null, {
    otherSchedule: other
      ? {
          scheduleId: other.id,
          title: other.show_name,
          order: other.order_index,
          date: other.date,
          time: other.time.slice(0, 5),
        }
      : null,
  });
}

/** The reservation a request names: by a code the server signed, or by id (a holder found by name). */
async function holderOf(ctx: AppContext, body: CheckinRequest) {
  if (body.code !== undefined) {
    const ids = readTicketCode(ticketKey(ctx.config), body.code);
    if (!ids) return null;
    const holder = await repo.findTicketHolder(ctx.db, ids.reservationId);
    return holder && holder.schedule_id === ids.scheduleId ? holder : null;
  }
  return (await repo.findTicketHolder(ctx.db, body.reservationId!)) ?? null;
}

/**
 * POST /mypage/manager/checkin/{scheduleId}: lets in `count` tickets (all that are left when absent) of a paid
 * reservation of this schedule, never more than it has: the conditional update decides, so two doors scanning the same
 * ticket at once let it in once. A scan sent again under the same device and scan id is answered, not counted again.
 */
export async function scanTicket(
  ctx: AppContext,
  user: SessionUser,
  scheduleId: number,
  body: CheckinRequest,
): Promise<CheckinResult> {
  const { schedule } = await doorAccess(ctx, user, scheduleId);
  const holder = await holderOf(ctx, body);
  if (!holder) return answer(ctx, scheduleId, 'unknown', null);
  if (holder.schedule_id !== scheduleId) {
    // by id, only this schedule's holders exist here; by code, another schedule's ticket is told apart
    return body.code !== undefined
      ? otherSchedule(ctx, schedule, holder)
      : answer(ctx, scheduleId, 'unknown', null);
  }
  const device = scanner(user, body.deviceId, body.deviceLabel);
  const scanId = body.scanId ?? randomUUID();
  const repeated = await repo.findScan(ctx.db, device.id, scanId);
  if (repeated) return replayed(ctx, scheduleId, holder, repeated);
  if (holder.status !== 'paid') return answer(ctx, scheduleId, 'unpaid', holder);
  const count = body.count ?? holder.ticket_count - holder.admitted_tickets;
  if (count <= 0) return answer(ctx, scheduleId, 'already', holder);
  const at = ctx.now().toISOString();
  let admitted: boolean;
  try {
    admitted = await ctx.db.transaction().execute(async (trx) => {
      if (!(await repo.admitExactly(trx, holder.id, count, at))) return false;
      await repo.insertScan(trx, {
        reservation_id: holder.id,
        schedule_id: scheduleId,
        device_id: device.id,
        device_label: device.label,
        scan_id: scanId,
        requested: count,
        admitted: count,
        result: 'admitted',
        offline: 0,
        scanned_at: at,
        recorded_at: at,
        by_email: device.by,
      });
      return true;
    });
  } catch (err) {
    // the same scan sent twice at once: the first one's record answers both
    if (!isUniqueViolation(err)) throw err;
    const first = await repo.findScan(ctx.db, device.id, scanId);
    return replayed(ctx, scheduleId, (await repo.findTicketHolder(ctx.db, holder.id))!, first!);
  }
  const now = (await repo.findTicketHolder(ctx.db, holder.id))!;
  if (admitted) {
    return answer(ctx, scheduleId, 'admitted', now, {
      at,
      admittedNow: count,
      device: device.label,
      by: device.by,
    });
  }
  // refused by the update: paid no longer, or not that many tickets left
  return answer(ctx, scheduleId, now.status === 'paid' ? 'already' : 'unpaid', now);
}

function replayed(
  ctx: AppContext,
  scheduleId: number,
  holder: Holder,
  scan: NonNullable<Awaited<ReturnType<typeof repo.findScan>>>,
) {
  const result: CheckinResultKind =
    scan.result === 'unpaid' ? 'unpaid' : scan.admitted > 0 ? 'admitted' : 'already';
  return answer(
    ctx,
    scheduleId,
    result,
    holder,
    result === 'admitted' ? { at: scan.scanned_at, admittedNow: scan.admitted } : {},
  );
}
