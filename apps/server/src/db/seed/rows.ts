import { PAYMENT_DEADLINE, WAITLIST } from '@moa/contract';
import type { Insertable } from 'kysely';
import type { ReservationsTable, ShowsTable } from '../schema.ts';
import type { ShowSeed } from './content.ts';
import type { Random } from './random.ts';

/** The rows the seed writes for a show and a reservation, one way for the ticketed shows and the seated one. */

const HOUR_MS = 60 * 60 * 1000;

export function showValues(
  show: Omit<ShowSeed, 'schedules'>,
  row: {
    clubId: number;
    dates: string[];
    maxPeople: number;
    poster: string;
    qr: string;
    created: string;
  },
): Insertable<ShowsTable> {
  const dates = [...row.dates].sort();
  return {
    club_id: row.clubId,
    name: show.name,
    location: show.location,
    start_date: dates[0]!,
    end_date: dates.at(-1)!,
    runtime: show.runtime,
    manager: show.manager,
    manager_phone: show.managerPhone,
    default_max_people: row.maxPeople,
    account_number: show.accountNumber,
    account_name: show.accountName,
    account_bank_name: show.bank,
    introduction: show.introduction,
    notice: show.notice,
    early_bird: show.earlyBird ? 1 : 0,
    payment_deadline_hours: PAYMENT_DEADLINE.defaultHours,
    waitlist_enabled: show.noWaitlist ? 0 : 1,
    waitlist_offer_minutes: WAITLIST.defaultOfferMinutes,
    poster_file: row.poster,
    qr_file: row.qr,
    created_at: row.created,
    updated_at: row.created,
  };
}

/**
 * A live demo reservation. Unpaid ones have one to three days left: no wave of expiries at the first start, and a
 * browser journey may move the server's clock a day forward (and back) without expiring them.
 */
export function reservationValues(
  rnd: Random,
  now: Date,
  r: {
    scheduleId: number;
    scheduleStart: number;
    userId: number;
    ticketCount: number;
    unitPrice: number;
    paid: boolean;
    cancelRequested: boolean;
    depositName: string;
    createdAt: Date;
    changedBy: string | null;
  },
): Insertable<ReservationsTable> {
  const createdAt = r.createdAt.toISOString();
  const payBy = new Date(
    r.paid
      ? r.createdAt.getTime() + 24 * HOUR_MS
      : Math.min(now.getTime() + rnd.int(26, 72) * HOUR_MS, r.scheduleStart - HOUR_MS),
  ).toISOString();
  const updatedAt = r.paid
    ? new Date(Math.min(r.createdAt.getTime() + rnd.int(2, 30) * HOUR_MS, now.getTime())).toISOString()
    : createdAt;
  return {
    schedule_id: r.scheduleId,
    user_id: r.userId,
    ticket_count: r.ticketCount,
    unit_price: r.unitPrice,
    status: r.paid ? 'paid' : 'unpaid',
    cancel_requested: r.cancelRequested ? 1 : 0,
    deposit_name: r.depositName,
    pay_by: payBy,
    expires_at: payBy,
    ...(r.paid ? { payment_changed_at: updatedAt, payment_changed_by: r.changedBy } : {}),
    created_at: createdAt,
    updated_at: updatedAt,
  };
}
