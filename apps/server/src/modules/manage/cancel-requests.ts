import type { holderCancelRequest } from '@moa/contract';
import { CANCEL_MESSAGES } from '@moa/contract';
import type { z } from 'zod';
import { AppError } from '../../lib/app-error.ts';
import type { AppContext } from '../../lib/context.ts';
import { recordAudit } from '../audit/index.ts';
import type { SessionUser } from '../auth/index.ts';
import { noticeReservations } from '../notifications/index.ts';
import { cancelReservation } from '../reservations/index.ts';
import { assertBatch, lockBatch, ownedSchedule } from './holders.ts';
import * as repo from './holders-repository.ts';
import { recordRefunds } from './refund-records.ts';

/**
 * The club answers cancel requests of one schedule (docs/product.md#cancelling-and-refunds), all or none: approved,
 * each is cancelled with its seats back (the waiting list first) and, when paid, a refund owed is recorded with the
 * account the student gave; refused, the request is cleared and the reason shown to the student.
 */
export async function answerCancelRequests(
  ctx: AppContext,
  user: SessionUser,
  scheduleId: number,
  body: z.output<typeof holderCancelRequest>,
) {
  await ownedSchedule(ctx, user, scheduleId);
  await assertBatch(ctx, scheduleId, body.reservationIds);
  const now = ctx.now();
  const at = now.toISOString();
  const rows = await ctx.db.transaction().execute(async (trx) => {
    // Decided from the rows as they are under the lock: a holder deleted, a request withdrawn or a reservation
    // expired since the list was loaded refuses the batch instead of answering a request that is not there.
    const rows = await lockBatch(trx, ctx, body.reservationIds);
    const live = (r: (typeof rows)[number]) => r.status === 'unpaid' || r.status === 'paid';
    if (rows.some((r) => r.cancel_requested !== 1 || !live(r))) {
      throw new AppError('RESERVATION_STATE', CANCEL_MESSAGES.notRequested);
    }
    if (body.approve) {
      // A ticket let in at the door (after the request was sent) has been used: no refund is owed for it.
      if (rows.some((r) => r.admitted_tickets > 0)) {
        throw new AppError('RESERVATION_STATE', CANCEL_MESSAGES.approveAdmitted);
      }
      await recordRefunds(
        trx,
        rows.filter((r) => r.status === 'paid').map((r) => r.id),
        'cancel',
        user.email,
        at,
      );
      for (const r of rows) await cancelReservation(trx, r, now);
      await noticeReservations(
        trx,
        rows.map((r) => r.id),
        'cancelApproved',
        at,
      );
    } else {
      const ids = rows.map((r) => r.id);
      if (!(await repo.rejectCancelRequests(trx, ids, body.reason!, at))) {
        throw new AppError('CONFLICT', CANCEL_MESSAGES.changedMeanwhile);
      }
      await noticeReservations(trx, ids, 'cancelRejected', at, body.reason);
    }
    await recordAudit(
      trx,
      user,
      body.approve ? 'holder.cancel.approve' : 'holder.cancel.reject',
      { type: 'schedule', id: scheduleId },
      {
        reservations: rows.map((r) => ({ id: r.id, tickets: r.ticket_count, status: r.status })),
        ...(body.approve ? {} : { reason: body.reason }),
      },
    );
    return rows;
  });
  return { success: true, count: rows.length };
}
