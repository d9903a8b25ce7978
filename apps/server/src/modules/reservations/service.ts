import type {
  ReservationCard,
  ReservationRequest,
  RefundAccount,
  ReservationResult,
  TransferClaimRequest,
} from '@moa/contract';
import { formatSalesOpen, PAYMENT_MESSAGES, SHOW_MESSAGES } from '@moa/contract';
import type { Db } from '../../db/database.ts';
import { AppError } from '../../lib/app-error.ts';
import type { AppContext } from '../../lib/context.ts';
import { isUniqueViolation } from '../../lib/db-errors.ts';
import { salesOpenAtOf, seoulInstant, weekday } from '../../lib/time.ts';
import { claimedExpiry, payByFor } from './deadline.ts';
import type { SessionUser } from '../auth/index.ts';
import { ticketKey, ticketOf } from '../checkin/index.ts';
import { fileUrl } from '../files/index.ts';
import { RESERVATION_NOTICES } from '../notifications/index.ts';
import { noticeManagers } from '../notifications/index.ts';
import * as repo from './repository.ts';
import { notFound, soldOut, writeReservation } from './writer.ts';
import { ticketLimit } from '../capacity/index.ts';
import { checkWish, seatsOf } from '../seating/index.ts';

/** Inserts an unpaid reservation in the caller's transaction, which has taken its seats (a waiting list's claim). */
export function insertReservation(
  db: Db,
  row: Parameters<typeof repo.insertReservation>[1],
): Promise<number> {
  return repo.insertReservation(db, row);
}

export const depositName = (studentId: string | null, name: string | null) =>
  `${studentId ?? ''}${name ?? ''}`;

/** What the refusals of a reservation read of its schedule: the service's query row, or an early path's snapshot. */
export interface ScheduleForRefusal {
  date: string;
  time: string;
  sales_open_at: string | null;
  max_ticket: number;
  max_people: number;
  apply_people: number;
}

/**
 * The refusals of `reserve`, in the product's order, in one place: the service throws them, and the early path
 * (plugins/early-refusals.ts, docs/decisions/0023-early-refusals.md) answers them from memory before Fastify, so
 * both refuse alike. The first: the student's profile, before the schedule is read.
 */
export function profileRefusal(user: SessionUser): AppError | null {
  if (!user.profileComplete || !user.studentId || !user.name) {
    return new AppError('PROFILE_INCOMPLETE', '예매하려면 먼저 이름, 학번, 전화번호를 입력해주세요.');
  }
  return null;
}

/**
 * A schedule's start and sales opening in milliseconds, read once per row: the early path refuses a rush's attempts
 * from one snapshot row, and parsing its dates again each time was a visible part of a refusal's cost.
 */
const instants = new WeakMap<ScheduleForRefusal, { startsAt: number; salesOpenAt: number }>();
function instantsOf(schedule: ScheduleForRefusal): { startsAt: number; salesOpenAt: number } {
  let found = instants.get(schedule);
  if (!found) {
    found = {
      startsAt: seoulInstant(schedule.date, schedule.time).getTime(),
      salesOpenAt: schedule.sales_open_at ? Date.parse(schedule.sales_open_at) : Number.NaN,
    };
    instants.set(schedule, found);
  }
  return found;
}

/**
 * The rest, from the schedule as read (undefined: there is none) and whether the student holds a live reservation of
 * it; null there means not read (the early path's snapshot reads it only when seats are short), and then nothing from
 * that step on is answered.
 */
export function scheduleRefusal(
  now: Date,
  tickets: number,
  schedule: ScheduleForRefusal | undefined,
  reserved: boolean | null,
): AppError | null {
  if (!schedule) return notFound();
  const { startsAt, salesOpenAt } = instantsOf(schedule);
  if (startsAt <= now.getTime()) {
    return new AppError('SCHEDULE_STARTED', '이미 시작되었거나 종료된 회차는 예매할 수 없습니다.');
  }
  if (schedule.sales_open_at && salesOpenAt > now.getTime()) {
    const opens = formatSalesOpen(salesOpenAtOf(schedule.sales_open_at)!);
    return new AppError('SALES_NOT_OPEN', SHOW_MESSAGES.salesNotOpen(opens));
  }
  if (tickets > schedule.max_ticket) return ticketLimit(schedule.max_ticket);
  // Refusals from what was just read, before any write: a student who already holds the schedule, or seats that
  // are not there. A write may still refuse (the seats went meanwhile, or a second try of the same student raced).
  if (reserved === null) return null;
  if (reserved) return alreadyReserved();
  if (schedule.apply_people + tickets > schedule.max_people) {
    return soldOut(schedule.max_people - schedule.apply_people);
  }
  return null;
}

/**
 * Reserves tickets in one transaction that can never oversell: the seats are taken by a conditional update, and
 * one reservation per student per schedule (a unique constraint) keeps the per-person cap across attempts
 * (writer.ts: on SQLite, reservations arriving together share one transaction, each in its own savepoint).
 */
export async function reserve(
  ctx: AppContext,
  user: SessionUser,
  body: ReservationRequest,
): Promise<ReservationResult> {
  const now = ctx.now();
  const incomplete = profileRefusal(user);
  if (incomplete) throw incomplete;
  const n = body.wishToPurchaseTickets;
  const schedule = await repo.findScheduleForReservation(ctx.db, body.scheduleId, user.id);
  const refused = scheduleRefusal(now, n, schedule, schedule?.own_reservation_id != null);
  if (refused) throw refused;
  if (!schedule) throw notFound(); // refused above; says so to the type checker
  // A seated schedule's seats are checked against its plan before the write, which then takes them or none.
  const seatPrice = await checkWish(ctx.db, schedule, body.wishSeats, n, now);
  const unitPrice = seatPrice ?? schedule.cost;
  const seats =
    schedule.hall_id !== null && body.wishSeats
      ? { hallId: schedule.hall_id, keys: body.wishSeats }
      : undefined;
  const scheduleStart = seoulInstant(schedule.date, schedule.time);
  const payBy = payByFor(now, schedule.payment_deadline_hours, scheduleStart).toISOString();
  const deposit = depositName(user.studentId, user.name);
  let written;
  try {
    written = await writeReservation(ctx.db, {
      scheduleId: schedule.id,
      userId: user.id,
      tickets: n,
      unitPrice,
      depositName: deposit,
      payBy,
      at: now.toISOString(),
      ...(seats ? { seats } : {}),
      notice: RESERVATION_NOTICES.reservationMade({
        user_id: user.id,
        ticket_count: n,
        unit_price: unitPrice,
        seat_keys: seats ? JSON.stringify(seats.keys) : null,
        pay_by: payBy,
        show_name: schedule.show_name,
        order_index: schedule.order_index,
      }),
    });
  } catch (err) {
    // Two tries at once from the same student: the unique constraint lets one through.
    if (isUniqueViolation(err)) throw alreadyReserved();
    throw err;
  }
  return {
    reservationId: written.reservationId,
    scheduleId: schedule.id,
    showId: schedule.show_id,
    showName: schedule.show_name,
    order: schedule.order_index,
    date: schedule.date,
    time: schedule.time,
    ticketCount: n,
    unitPrice,
    amount: unitPrice * n,
    qrImage: fileUrl(schedule.qr_file),
    bankName: schedule.account_bank_name,
    accountNumber: schedule.account_number,
    accountName: schedule.account_name,
    depositName: deposit,
    seatsLeft: written.seatsLeft,
    seats: seats ? [...seats.keys] : [],
    payBy,
  };
}

const alreadyReserved = () =>
  new AppError('ALREADY_RESERVED', '이미 예매한 회차입니다. 마이페이지에서 예매 내역을 확인해주세요.');

type CardRow = Awaited<ReturnType<typeof repo.listStudentReservations>>[number];

export function toCard(r: CardRow, key: Buffer, holder: string): ReservationCard {
  return {
    reservationId: r.id,
    scheduleId: r.schedule_id,
    showId: r.show_id,
    poster: fileUrl(r.poster_file),
    title: r.show_name,
    qrImage: fileUrl(r.qr_file),
    order: r.order_index,
    date: r.date,
    weekday: weekday(r.date),
    time: r.time.slice(0, 5),
    location: r.location,
    managerPhone: r.manager_phone,
    accountInfo: {
      bankName: r.account_bank_name,
      accountNumber: r.account_number,
      accountName: r.account_name,
    },
    depositName: r.deposit_name,
    ticketCount: r.ticket_count,
    seats: seatsOf(r),
    price: r.unit_price * r.ticket_count,
    paid: r.status === 'paid',
    cancelRequest: r.cancel_requested === 1,
    createdAt: r.created_at,
    status: r.status,
    payBy: r.pay_by,
    expiresAt: r.expires_at,
    transferClaim: transferClaimOf(r),
    cancelRequestedAt: r.cancel_requested === 1 ? r.cancel_requested_at : null,
    refundAccount: refundAccountOf(r),
    cancelRejection: cancelRejectionOf(r),
    refund: r.refund_amount !== null ? { amount: r.refund_amount, refundedAt: r.refunded_at } : null,
    ticket: ticketOf(key, holder, r),
  };
}

/** The refund account given with a pending cancel request, or null. */
export function refundAccountOf(r: {
  cancel_requested: number;
  refund_bank: string | null;
  refund_account: string | null;
  refund_holder: string | null;
}): RefundAccount | null {
  if (r.cancel_requested !== 1 || !r.refund_bank || !r.refund_account || !r.refund_holder) return null;
  return {
    bankName: r.refund_bank as RefundAccount['bankName'],
    accountNumber: r.refund_account,
    holder: r.refund_holder,
  };
}

/** The club's refusal of the last cancel request, or null. */
export function cancelRejectionOf(r: {
  cancel_rejected_reason: string | null;
  cancel_rejected_at: string | null;
}) {
  return r.cancel_rejected_reason && r.cancel_rejected_at
    ? { reason: r.cancel_rejected_reason, at: r.cancel_rejected_at }
    : null;
}

/** The student's "입금했어요" as recorded, or null. */
export function transferClaimOf(r: {
  transfer_claimed_at: string | null;
  transfer_at: string | null;
  transfer_amount: number | null;
  transfer_name: string | null;
}) {
  if (!r.transfer_claimed_at) return null;
  return {
    transferredAt: r.transfer_at ?? r.transfer_claimed_at,
    amount: r.transfer_amount ?? 0,
    depositName: r.transfer_name ?? '',
    claimedAt: r.transfer_claimed_at,
  };
}

export async function studentReservations(ctx: AppContext, user: SessionUser): Promise<ReservationCard[]> {
  const rows = await repo.listStudentReservations(ctx.db, user.id);
  const key = ticketKey(ctx.config);
  return rows.map((r) => toCard(r, key, user.name ?? ''));
}

/**
 * "입금했어요": the student says they transferred. The reservation is kept a day past its pay-by time for the manager
 * to check (docs/product.md#reservation-status). Saying it again replaces what they said.
 */
export async function claimTransfer(
  ctx: AppContext,
  user: SessionUser,
  reservationId: number,
  body: TransferClaimRequest,
): Promise<ReservationCard> {
  const own = await repo.findStudentReservation(ctx.db, reservationId, user.id);
  if (!own) throw new AppError('NOT_FOUND', '예매 내역을 찾을 수 없습니다.');
  const at = ctx.now().toISOString();
  const card = await ctx.db.transaction().execute(async (trx) => {
    const claimed = await repo.claimTransfer(trx, reservationId, user.id, {
      at,
      transferAt: new Date(body.transferredAt).toISOString(),
      amount: body.amount,
      name: body.depositName,
      expiresAt: claimedExpiry(own.pay_by),
    });
    if (!claimed) return undefined;
    await noticeManagers(trx, reservationId, 'transferClaim', user.name ?? '', at);
    return studentCard(ctx, user, reservationId, trx);
  });
  if (!card) throw new AppError('RESERVATION_STATE', PAYMENT_MESSAGES.claimNotUnpaid);
  return card;
}

/**
 * One of the student's cards as /mypage shows it. A write answers the card read in its own transaction, under the
 * row lock it holds: read after the commit, a manager's delete landing in between would leave no card to answer.
 */
export async function studentCard(
  ctx: AppContext,
  user: SessionUser,
  reservationId: number,
  db: Db = ctx.db,
) {
  const [card] = await repo.listStudentReservations(db, user.id, reservationId);
  if (!card) throw new AppError('NOT_FOUND', '예매 내역을 찾을 수 없습니다.');
  return toCard(card, ticketKey(ctx.config), user.name ?? '');
}
