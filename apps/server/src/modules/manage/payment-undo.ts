import { LIMITS, PAYMENT_MESSAGES, type PaymentUndoResult } from '@moa/contract';
import type { Db } from '../../db/database.ts';
import type { ReservationStatus } from '../../db/schema.ts';
import { AppError } from '../../lib/app-error.ts';
import type { AppContext } from '../../lib/context.ts';
import type { SessionUser } from '../auth/index.ts';
import { recordAudit } from '../audit/index.ts';
import { giveSeatsBack, takeSeats } from '../capacity/index.ts';
import { noticeReservations } from '../notifications/index.ts';
import { returnSeats } from '../waitlist/index.ts';
import { unpaidAgain } from '../reservations/index.ts';
import { seoulInstant } from '../../lib/time.ts';
import { releaseSeats } from '../seating/index.ts';
import * as holdersRepo from './holders-repository.ts';
import { assertOwned } from '../../lib/ownership.ts';
import * as repo from './payment-changes-repository.ts';

/**
 * Undoing a manager's batch payment change (docs/product.md#reservation-status): for LIMITS.paymentUndoMinutes after
 * it, by the server's clock, each reservation it changed goes back to exactly its state before, if it is still
 * exactly as the change left it; one unpaid again whose pay-by time passed meanwhile gets a fresh one (unpaidAgain). One changed since (cancelled, deleted, expired, paid by a deposit, let in at the
 * door, a cancel request, changed again) is skipped and counted. Seats the change took back are given back (the
 * waiting list first); a state that held seats is only restored while they are free (modules/capacity). Students are
 * told as the change told them: confirmed, taken back, or expired again.
 */

const MINUTE_MS = 60_000;
const live = (s: ReservationStatus) => s === 'unpaid' || s === 'paid';

/** Until when a change made at `at` can be undone. */
export function undoDeadline(at: string): Date {
  return new Date(Date.parse(at) + LIMITS.paymentUndoMinutes * MINUTE_MS);
}

interface Before {
  status: ReservationStatus;
  pay_by: string;
  expires_at: string;
  payment_changed_at: string | null;
  payment_changed_by: string | null;
  status_changed_at: string | null;
  ticket_count: number;
  cancel_requested: number;
  admitted_tickets: number;
}

/**
 * Records what a payment change did, in its transaction: the reservations it changed, each as it was before (the
 * locked rows) and as it is now. Answers the change's id, or null when it changed nothing.
 */
export async function recordChange(
  db: Db,
  ctx: AppContext,
  scheduleId: number,
  by: string,
  at: string,
  changed: number[],
  before: Map<number, Before>,
): Promise<number | null> {
  if (changed.length === 0) return null;
  const after = await repo.lockStates(db, changed, ctx.dialect);
  return repo.insertChange(
    db,
    { scheduleId, by, at },
    after.map((a) => {
      const b = before.get(a.id)!;
      return {
        reservation_id: a.id,
        seats_taken: !live(b.status) && live(a.status) ? b.ticket_count : 0,
        cancel_requested: b.cancel_requested,
        admitted_tickets: b.admitted_tickets,
        before_status: b.status,
        before_pay_by: b.pay_by,
        before_expires_at: b.expires_at,
        before_payment_changed_at: b.payment_changed_at,
        before_payment_changed_by: b.payment_changed_by,
        before_status_changed_at: b.status_changed_at,
        after_status: a.status,
        after_pay_by: a.pay_by,
        after_expires_at: a.expires_at,
      };
    }),
  );
}

/** The notice each restored state sends: the one the student would have had on reaching it. */
const NOTICE = { paid: 'paymentConfirmed', unpaid: 'paymentRevoked', expired: 'reservationExpired' } as const;

export async function undoPayments(
  ctx: AppContext,
  user: SessionUser,
  scheduleId: number,
  changeId: number,
): Promise<PaymentUndoResult> {
  const schedule = assertOwned(
    await holdersRepo.findScheduleWithClub(ctx.db, scheduleId),
    user.clubId!,
    '회차',
  );
  const deadline = {
    deadlineHours: schedule.payment_deadline_hours,
    start: seoulInstant(schedule.date, schedule.time),
  };
  const now = ctx.now();
  const at = now.toISOString();
  return ctx.db.transaction().execute(async (trx) => {
    const change = await repo.findChange(trx, changeId);
    if (!change || change.schedule_id !== scheduleId) {
      throw new AppError('NOT_FOUND', PAYMENT_MESSAGES.undoNotFound);
    }
    if (change.undone_at !== null) throw new AppError('ALREADY_UNDONE', PAYMENT_MESSAGES.alreadyUndone);
    if (now.getTime() > undoDeadline(change.made_at).getTime()) {
      throw new AppError('UNDO_EXPIRED', PAYMENT_MESSAGES.undoExpired);
    }
    // The conditional update decides between two undos of one change: the second finds it undone.
    if (!(await repo.markUndone(trx, changeId, user.email, at))) {
      throw new AppError('ALREADY_UNDONE', PAYMENT_MESSAGES.alreadyUndone);
    }
    const items = await repo.changeItems(trx, changeId);
    const ids = items.map((i) => i.reservation_id);
    // Locked first, then what else touched them is read: a deposit or a later change that landed first is seen.
    const rows = new Map((await repo.lockStates(trx, ids, ctx.dialect)).map((r) => [r.id, r]));
    const later = await repo.changedLater(trx, ids, changeId);
    const deposited = await repo.depositedSince(trx, ids, change.made_at);
    const skippedReasons = { changed: 0, deleted: 0, noSeats: 0 };
    const restored: Record<'paid' | 'unpaid' | 'expired', number[]> = { paid: [], unpaid: [], expired: [] };
    let seatsBack = 0;
    for (const item of items) {
      const row = rows.get(item.reservation_id);
      if (!row) {
        skippedReasons.deleted++;
        continue;
      }
      if (later.has(row.id) || deposited.has(row.id)) {
        skippedReasons.changed++;
        continue;
      }
      // No change of setPayments gives seats back today; should one, its undo takes them only while they are free.
      const retake = live(item.before_status) && !live(item.after_status);
      if (retake && !(await takeSeats(trx, scheduleId, row.ticket_count))) {
        skippedReasons.noSeats++;
        continue;
      }
      // Unpaid again with a pay-by time gone by meanwhile: a fresh one from now, not an expiry at once.
      const times =
        item.before_status === 'unpaid'
          ? unpaidAgain(
              {
                payBy: item.before_pay_by,
                expiresAt: item.before_expires_at,
                claimed: row.transfer_claimed_at !== null,
              },
              deadline,
              now,
            )
          : { payBy: item.before_pay_by, expiresAt: item.before_expires_at };
      const ok = await repo.restoreState(
        trx,
        {
          reservationId: row.id,
          left: {
            status: item.after_status,
            payBy: item.after_pay_by,
            expiresAt: item.after_expires_at,
            by: change.made_by,
            at: change.made_at,
            cancelRequested: item.cancel_requested,
            admittedTickets: item.admitted_tickets,
          },
          before: {
            status: item.before_status,
            payBy: times.payBy,
            expiresAt: times.expiresAt,
            paymentChangedAt: item.before_payment_changed_at,
            paymentChangedBy: item.before_payment_changed_by,
            statusChangedAt: item.before_status_changed_at,
          },
        },
        at,
      );
      if (!ok) {
        if (retake) await giveSeatsBack(trx, scheduleId, row.ticket_count);
        skippedReasons.changed++;
        continue;
      }
      seatsBack += item.seats_taken;
      // A restore undone: the reservation is expired again, and a seated one's seats go back with the count.
      if (item.seats_taken > 0) await releaseSeats(trx, [row.id]);
      const status = item.before_status;
      if (status === 'paid' || status === 'unpaid' || status === 'expired') restored[status].push(row.id);
    }
    // The seats the change took back go back to the schedule, the waiting list first.
    await returnSeats(trx, scheduleId, seatsBack, now);
    for (const status of ['paid', 'unpaid', 'expired'] as const) {
      await noticeReservations(trx, restored[status], NOTICE[status], at);
    }
    const count = restored.paid.length + restored.unpaid.length + restored.expired.length;
    const skipped = skippedReasons.changed + skippedReasons.deleted + skippedReasons.noSeats;
    await recordAudit(
      trx,
      user,
      'holder.payment.undo',
      { type: 'schedule', id: scheduleId },
      { changeId, restored: count, skippedReasons, seatsReturned: seatsBack },
    );
    return { restored: count, skipped, skippedReasons };
  });
}
