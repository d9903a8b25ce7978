import type { RefundAccount, ReservationCard } from '@moa/contract';
import { CANCEL_MESSAGES } from '@moa/contract';
import { AppError } from '../../lib/app-error.ts';
import type { AppContext } from '../../lib/context.ts';
import { seoulInstant } from '../../lib/time.ts';
import { recordAudit } from '../audit/index.ts';
import type { SessionUser } from '../auth/index.ts';
import { noticeManagers } from '../notifications/index.ts';
import * as repo from './repository.ts';
import { studentCard } from './service.ts';
import { cancelReservation } from './status.ts';

const notFound = () => new AppError('NOT_FOUND', '예매 내역을 찾을 수 없습니다.');
const admitted = () => new AppError('RESERVATION_STATE', CANCEL_MESSAGES.admitted);

/**
 * The student cancels their own unpaid reservation at once, up to the schedule's start: cancelled, its seats back to
 * the schedule (the waiting list first) in the same transaction (docs/product.md#cancelling-and-refunds).
 */
export async function cancelUnpaid(
  ctx: AppContext,
  user: SessionUser,
  reservationId: number,
): Promise<ReservationCard> {
  const own = await repo.findStudentReservation(ctx.db, reservationId, user.id);
  if (!own) throw notFound();
  if (own.status !== 'unpaid') throw new AppError('RESERVATION_STATE', CANCEL_MESSAGES.cancelNotUnpaid);
  if (own.admitted_tickets > 0) throw admitted();
  const now = ctx.now();
  if (seoulInstant(own.date, own.time).getTime() <= now.getTime()) {
    throw new AppError('SCHEDULE_STARTED', CANCEL_MESSAGES.cancelStarted);
  }
  return ctx.db.transaction().execute(async (trx) => {
    await cancelReservation(trx, own, now, true);
    await recordAudit(
      trx,
      user,
      'reservation.cancel',
      { type: 'reservation', id: own.id },
      { source: 'student', scheduleId: own.schedule_id, tickets: own.ticket_count },
    );
    return studentCard(ctx, user, reservationId, trx);
  });
}

/**
 * Raises or withdraws the student's cancel request. A paid reservation's request must carry the refund account;
 * sending the request again replaces it, until the club handles it.
 */
export async function setCancelRequest(
  ctx: AppContext,
  user: SessionUser,
  reservationId: number,
  on: boolean,
  body?: { refundAccount?: RefundAccount },
) {
  const own = await repo.findStudentReservation(ctx.db, reservationId, user.id);
  if (!own) throw notFound();
  if (own.status !== 'unpaid' && own.status !== 'paid') {
    throw new AppError('RESERVATION_STATE', CANCEL_MESSAGES.requestNotLive);
  }
  if (on && own.admitted_tickets > 0) throw admitted();
  const account = on ? (body?.refundAccount ?? null) : null;
  if (on && own.status === 'paid' && !account) {
    throw new AppError('VALIDATION_FAILED', CANCEL_MESSAGES.refundAccountRequired, {
      refundAccount: CANCEL_MESSAGES.refundAccountRequired,
    });
  }
  const at = ctx.now().toISOString();
  const ok = await ctx.db.transaction().execute(async (trx) => {
    if (!(await repo.setCancelRequest(trx, reservationId, user.id, { on, at, account }))) return false;
    if (on) await noticeManagers(trx, reservationId, 'cancelRequest', user.name ?? '', at);
    await recordAudit(
      trx,
      user,
      on ? 'reservation.cancelRequest' : 'reservation.cancelRequestWithdraw',
      { type: 'reservation', id: reservationId },
      on && account ? { refundBank: account.bankName, refundHolder: account.holder } : {},
    );
    return true;
  });
  if (!ok) {
    // The conditional update refused it; the row as it is now says why.
    const now = await repo.findStudentReservation(ctx.db, reservationId, user.id);
    if (on && now && now.admitted_tickets > 0) throw admitted();
    throw new AppError('RESERVATION_STATE', CANCEL_MESSAGES.requestNotLive);
  }
  return { reservationId, cancelRequest: on };
}
