import type { Holder, HolderList, HolderPaymentResult, HolderSummary, ShowHolderList } from '@moa/contract';
import { CANCEL_MESSAGES, seatsLabel } from '@moa/contract';
import type { Db } from '../../db/database.ts';
import { AppError } from '../../lib/app-error.ts';
import type { AppContext } from '../../lib/context.ts';
import type { SessionUser } from '../auth/index.ts';
import { recordAudit } from '../audit/index.ts';
import { fileUrl } from '../files/index.ts';
import { salesOpenAtOf } from '../../lib/time.ts';
import { cancelRejectionOf, refundAccountOf, transferClaimOf } from '../reservations/index.ts';
import { markPaid, markUnpaid, releaseSeatsOf, restoreExpired } from '../reservations/index.ts';
import { seatsOf } from '../seating/index.ts';
import * as repo from './holders-repository.ts';
import { recordRefunds } from './refund-records.ts';
import { noticeReservations } from '../notifications/index.ts';
import { assertOwned } from '../../lib/ownership.ts';
import { recordChange, undoDeadline } from './payment-undo.ts';

export async function scheduleCards(ctx: AppContext, user: SessionUser) {
  const rows = await repo.listClubSchedules(ctx.db, user.clubId!);
  return {
    reservationList: rows.map((r) => ({
      id: r.id,
      scheduleId: r.id,
      showId: r.show_id,
      poster: fileUrl(r.poster_file),
      title: r.show_name,
      order: r.order_index,
      date: r.date,
      time: r.time.slice(0, 5),
      applyPeople: r.apply_people,
      maxPeople: r.max_people,
      salesOpenAt: salesOpenAtOf(r.sales_open_at),
      cancelRequests: Number(r.cancel_requests),
      waitlistLength: Number(r.waitlist_length),
    })),
  };
}

export async function ownedSchedule(ctx: AppContext, user: SessionUser, scheduleId: number) {
  return assertOwned(await repo.findScheduleWithClub(ctx.db, scheduleId), user.clubId!, '회차');
}

type HolderRow = Awaited<ReturnType<typeof repo.listHolders>>[number];

/** One holder as the manager sees it: the spec's fields plus the money loop's (docs/product.md#reservation-status). */
export function toHolder(r: HolderRow): Holder {
  return {
    reservationId: r.id,
    createdAt: r.created_at,
    name: r.name ?? '',
    stdCode: r.student_id ?? '',
    phoneNumber: r.phone ?? '',
    ticketNumber: r.ticket_count,
    seats: seatsOf(r),
    admitted: r.admitted_tickets,
    admittedAt: r.admitted_at,
    price: r.unit_price * r.ticket_count,
    isPaid: r.status === 'paid',
    cancelRequest: r.cancel_requested === 1,
    scheduleId: r.schedule_id,
    status: r.status,
    payBy: r.pay_by,
    expiresAt: r.expires_at,
    depositName: r.deposit_name,
    transferClaim: transferClaimOf(r),
    paymentChangedAt: r.payment_changed_at,
    paymentChangedBy: r.payment_changed_by,
    cancelRequestedAt: r.cancel_requested === 1 ? r.cancel_requested_at : null,
    refundAccount: refundAccountOf(r),
    cancelRejection: cancelRejectionOf(r),
  };
}

/** The money and counts of a list of holders (HolderSummary in the contract): live = unpaid or paid. */
export function summarize(holders: readonly Holder[]): HolderSummary {
  const s: HolderSummary = {
    expected: 0,
    confirmed: 0,
    outstanding: 0,
    people: 0,
    tickets: 0,
    paidPeople: 0,
    paidTickets: 0,
    expired: 0,
    needsCheck: 0,
    cancelRequested: 0,
  };
  for (const h of holders) {
    if (h.status === 'expired') s.expired++;
    if (h.status !== 'unpaid' && h.status !== 'paid') continue;
    s.people++;
    s.tickets += h.ticketNumber;
    s.expected += h.price;
    if (h.cancelRequest) s.cancelRequested++;
    if (h.status === 'paid') {
      s.confirmed += h.price;
      s.paidPeople++;
      s.paidTickets += h.ticketNumber;
    } else {
      s.outstanding += h.price;
      if (h.transferClaim) s.needsCheck++;
    }
  }
  return s;
}

/** The manager's own show: unknown → 404, another club's → 403. */
export async function ownedShow(ctx: AppContext, user: SessionUser, showId: number) {
  return assertOwned(await repo.findShowWithClub(ctx.db, showId), user.clubId!, '공연');
}

/** The show's schedules as the show-wide views list them. */
export async function showSchedules(ctx: AppContext, showId: number) {
  const rows = await repo.listShowSchedules(ctx.db, showId);
  return rows.map((r) => ({
    scheduleId: r.id,
    order: r.order_index,
    date: r.date,
    time: r.time.slice(0, 5),
    maxPeople: r.max_people,
    applyPeople: r.apply_people,
    cost: r.cost,
  }));
}

/** Every schedule's holders of a show together, with the schedules and the money summary. */
export async function showHolderList(
  ctx: AppContext,
  user: SessionUser,
  showId: number,
): Promise<ShowHolderList> {
  const show = await ownedShow(ctx, user, showId);
  const [schedules, rows] = await Promise.all([
    showSchedules(ctx, showId),
    repo.listShowHolders(ctx.db, showId),
  ]);
  const holders = rows.map(toHolder);
  return { showId: show.id, title: show.name, schedules, holderList: holders, summary: summarize(holders) };
}

/** One schedule's holders with its title, order, date and time (the holder list and its export). */
export async function scheduleHolders(ctx: AppContext, user: SessionUser, scheduleId: number) {
  const schedule = await ownedSchedule(ctx, user, scheduleId);
  const rows = await repo.listHolders(ctx.db, scheduleId);
  return { schedule, holders: rows.map(toHolder) };
}

export async function holderList(
  ctx: AppContext,
  user: SessionUser,
  scheduleId: number,
): Promise<HolderList> {
  const { schedule, holders } = await scheduleHolders(ctx, user, scheduleId);
  return {
    showId: schedule.show_id,
    title: schedule.show_name,
    order: schedule.order_index,
    date: schedule.date,
    time: schedule.time.slice(0, 5),
    holderList: holders,
    // The spec's CSV rows: its ten columns, unchanged, then ours: 입장 and 좌석, as in the XLSX (export.ts).
    csv_json: holders.map((h, i) => ({
      number: i + 1,
      createdAt: h.createdAt,
      name: h.name,
      stdCode: h.stdCode,
      phoneNumber: h.phoneNumber,
      ticketNumber: h.ticketNumber,
      price: h.price,
      isPaid: h.isPaid,
      cancelRequest: h.cancelRequest,
      reservationId: h.reservationId,
      admitted: h.admitted,
      seats: seatsLabel(h.seats),
    })),
    summary: summarize(holders),
  };
}

/**
 * Every reservation of a batch must belong to the schedule; otherwise the whole batch is refused (one already deleted:
 * 404). Answers the rows in the order asked, so a batch is applied (and fails) the same way on both databases.
 */
export async function assertBatch(ctx: AppContext, scheduleId: number, ids: number[]) {
  const unique = [...new Set(ids)];
  const rows = await repo.reservationsOf(ctx.db, unique);
  if (rows.some((r) => r.schedule_id !== scheduleId)) {
    throw new AppError('BAD_REQUEST', '이 회차의 예매자가 아닌 항목이 포함되어 있어 처리하지 않았습니다.');
  }
  if (rows.length !== unique.length) throw new AppError('NOT_FOUND', CANCEL_MESSAGES.holderGone);
  const byId = new Map(rows.map((r) => [r.id, r]));
  return unique.map((id) => byId.get(id)!);
}

/**
 * The batch's reservations as they are now, locked in the caller's transaction (lockReservations): what a write that
 * changes them decides from, never a read made before it. One deleted meanwhile refuses the batch (404). Answers
 * the rows in the order asked.
 */
export async function lockBatch(db: Db, ctx: AppContext, ids: number[]) {
  const unique = [...new Set(ids)];
  const rows = await repo.lockReservations(db, unique, ctx.dialect);
  if (rows.length !== unique.length) throw new AppError('NOT_FOUND', CANCEL_MESSAGES.holderGone);
  const byId = new Map(rows.map((r) => [r.id, r]));
  return unique.map((id) => byId.get(id)!);
}

/**
 * Marks holders paid or unpaid in one transaction; an expired holder marked paid takes its seats again. Who is paid
 * already is read under the lock (lockBatch), never from an earlier read: a deposit or another manager's change that
 * landed first is not changed again, nor told twice. What changed is recorded, so the change can be undone for
 * LIMITS.paymentUndoMinutes (payment-undo.ts); the answer names it.
 */
export async function setPayments(
  ctx: AppContext,
  user: SessionUser,
  scheduleId: number,
  list: { reservationId: number; isPaid: boolean }[],
): Promise<HolderPaymentResult> {
  await ownedSchedule(ctx, user, scheduleId);
  const ids = list.map((l) => l.reservationId);
  await assertBatch(ctx, scheduleId, ids);
  const now = ctx.now();
  const at = now.toISOString();
  const changeId = await ctx.db.transaction().execute(async (trx) => {
    const rows = await lockBatch(trx, ctx, ids);
    const before = new Map(rows.map((r) => [r.id, { ...r }]));
    const byId = new Map(rows.map((r) => [r.id, r]));
    const paid: number[] = [];
    const revoked: number[] = [];
    for (const item of list) {
      const row = byId.get(item.reservationId)!;
      const changed = item.isPaid
        ? await markPaid(trx, row, user.email, now)
        : await markUnpaid(trx, row, user.email, now);
      if (changed) row.status = item.isPaid ? 'paid' : 'unpaid';
      if (changed) (item.isPaid ? paid : revoked).push(row.id);
    }
    const changeId = await recordChange(
      trx,
      ctx,
      scheduleId,
      user.email,
      at,
      [...new Set([...paid, ...revoked])],
      before,
    );
    await noticeReservations(trx, paid, 'paymentConfirmed', at);
    // Read after the change, so the notice carries the new pay-by time (docs/product.md#reservation-status).
    await noticeReservations(trx, revoked, 'paymentRevoked', at);
    await recordAudit(
      trx,
      user,
      'holder.payment',
      { type: 'schedule', id: scheduleId },
      { source: 'manager', list, changeId },
    );
    return changeId;
  });
  return {
    success: true,
    count: list.length,
    changeId,
    undoUntil: changeId === null ? null : undoDeadline(at).toISOString(),
  };
}

/** Expired holders hold their seats again (unpaid, with a fresh pay-by time), while the seats are free. */
export async function restoreHolders(
  ctx: AppContext,
  user: SessionUser,
  scheduleId: number,
  ids: number[],
  /** Other seats for a seated schedule's holders whose own were taken meanwhile, by reservation. */
  seats: ReadonlyMap<number, readonly string[]> = new Map(),
) {
  const schedule = await ownedSchedule(ctx, user, scheduleId);
  const rows = await assertBatch(ctx, scheduleId, ids);
  const now = ctx.now();
  await ctx.db.transaction().execute(async (trx) => {
    for (const row of rows) {
      await restoreExpired(
        trx,
        row,
        { date: schedule.date, time: schedule.time, deadlineHours: schedule.payment_deadline_hours },
        now,
        seats.get(row.id),
      );
    }
    await recordAudit(
      trx,
      user,
      'holder.restore',
      { type: 'schedule', id: scheduleId },
      { source: 'manager', reservations: rows.map((r) => ({ id: r.id, tickets: r.ticket_count })) },
    );
  });
  return { success: true, count: rows.length };
}

/**
 * Deletes holders and gives back the seats the live ones held (the waiting list first), in one transaction. With
 * `refund`, each paid holder is owed their money back: a refund record keeps who, how much and the account if given.
 */
export async function deleteHolders(
  ctx: AppContext,
  user: SessionUser,
  scheduleId: number,
  ids: number[],
  refund = false,
) {
  await ownedSchedule(ctx, user, scheduleId);
  await assertBatch(ctx, scheduleId, ids);
  const now = ctx.now();
  const count = await ctx.db.transaction().execute(async (trx) => {
    // Who is paid and who still holds seats is read under the lock: a cancel, an expiry or another delete that
    // landed first has already given the seats back (docs/architecture.md, "Capacity").
    const rows = await lockBatch(trx, ctx, ids);
    const paid = rows.filter((r) => r.status === 'paid').map((r) => r.id);
    if (refund) await recordRefunds(trx, paid, 'delete', user.email, now.toISOString());
    await repo.deleteReservations(
      trx,
      rows.map((r) => r.id),
    );
    await releaseSeatsOf(trx, scheduleId, rows, now);
    await recordAudit(
      trx,
      user,
      'holder.delete',
      { type: 'schedule', id: scheduleId },
      {
        reservations: rows.map((r) => ({ id: r.id, tickets: r.ticket_count, status: r.status })),
        refundsRecorded: refund ? paid.length : 0,
      },
    );
    return rows.length;
  });
  return { success: true, count };
}
