import type { ReservationResult } from '@moa/contract';
import type { AppContext } from '../../lib/context.ts';
import { isUniqueViolation } from '../../lib/db-errors.ts';
import { seoulInstant } from '../../lib/time.ts';
import { recordAudit } from '../audit/index.ts';
import type { SessionUser } from '../auth/index.ts';
import { ticketLimit } from '../capacity/index.ts';
import { fileUrl } from '../files/index.ts';
import { noticeReservations } from '../notifications/index.ts';
import { alreadyReserved, linkReservation, openOffer, takeOffer } from '../waitlist/index.ts';
import { offeredSeats, passOfferSeats } from '../seating/index.ts';
import { payByFor } from './deadline.ts';
import { depositName, insertReservation } from './service.ts';

/**
 * The student takes their open offer: an ordinary unpaid reservation of the held seats (already taken from the
 * schedule when offered) with the show's normal payment deadline, told to the student as any reservation is. The offer
 * moves to claimed only while still open, so a claim racing the offer's lapse is either a reservation or a refusal,
 * never both.
 */
export async function claimOffer(
  ctx: AppContext,
  user: SessionUser,
  waitlistId: number,
): Promise<ReservationResult> {
  const now = ctx.now();
  const at = now.toISOString();
  const entry = await openOffer(ctx, user, waitlistId, at);
  if (entry.tickets > entry.max_ticket) throw ticketLimit(entry.max_ticket);
  const payBy = payByFor(
    now,
    entry.payment_deadline_hours,
    seoulInstant(entry.date, entry.time),
  ).toISOString();
  const deposit = depositName(user.studentId, user.name);
  let claimed: { id: number; offered: { keys: string[]; price: number } | null };
  try {
    claimed = await ctx.db.transaction().execute(async (trx) => {
      await takeOffer(trx, entry.id, at);
      // A seated schedule's offer holds seats: the reservation takes them, at their grade's price.
      const offered = await offeredSeats(trx, entry.schedule_id, entry.id);
      const id = await insertReservation(trx, {
        schedule_id: entry.schedule_id,
        user_id: user.id,
        ticket_count: entry.tickets,
        unit_price: offered?.price ?? entry.cost,
        deposit_name: deposit,
        pay_by: payBy,
        at,
        ...(offered ? { seat_keys: offered.keys } : {}),
      });
      if (offered) await passOfferSeats(trx, entry.id, id);
      await linkReservation(trx, entry.id, id);
      // The same "예매가 접수되었습니다" with the pay-by time as an ordinary reservation, in this transaction.
      await noticeReservations(trx, [id], 'reservationMade', at);
      await recordAudit(
        trx,
        user,
        'waitlist.claim',
        { type: 'waitlist', id: entry.id },
        { scheduleId: entry.schedule_id, reservationId: id, tickets: entry.tickets },
      );
      return { id, offered };
    });
  } catch (err) {
    // They hold a live reservation of the schedule already: nothing changed, the offer stays until it lapses.
    if (isUniqueViolation(err)) throw alreadyReserved();
    throw err;
  }
  const unitPrice = claimed.offered?.price ?? entry.cost;
  return {
    reservationId: claimed.id,
    seats: claimed.offered?.keys ?? [],
    scheduleId: entry.schedule_id,
    showId: entry.show_id,
    showName: entry.show_name,
    order: entry.order_index,
    date: entry.date,
    time: entry.time,
    ticketCount: entry.tickets,
    unitPrice,
    amount: unitPrice * entry.tickets,
    qrImage: fileUrl(entry.qr_file),
    bankName: entry.account_bank_name,
    accountNumber: entry.account_number,
    accountName: entry.account_name,
    depositName: deposit,
    seatsLeft: Math.max(0, entry.max_people - entry.apply_people),
    payBy,
  };
}
