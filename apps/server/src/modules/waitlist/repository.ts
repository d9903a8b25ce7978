import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';
import { ACTIVE_WAITLIST as ACTIVE, type WaitlistStatus } from '../../db/schema.ts';
import { BOOKING_COLUMNS } from '../../db/columns.ts';

const LIVE_RESERVATION = sql<boolean>`reservations.status in ('unpaid', 'paid')`;

/** What offering needs of a schedule: its seats, start and the show's waiting list settings. */
export async function scheduleForOffers(db: Db, scheduleId: number) {
  return db
    .selectFrom('schedules')
    .innerJoin('shows', 'shows.id', 'schedules.show_id')
    .select([
      'schedules.max_people',
      'schedules.apply_people',
      'schedules.date',
      'schedules.time',
      'schedules.hall_id',
      'shows.waitlist_enabled',
      'shows.waitlist_offer_minutes',
    ])
    .where('schedules.id', '=', scheduleId)
    .executeTakeFirst();
}

/** Students waiting for the schedule in join order, with whether each already holds a live reservation of it. */
export async function waitingInOrder(db: Db, scheduleId: number) {
  return db
    .selectFrom('waitlist')
    .select((eb) => [
      'waitlist.id',
      'waitlist.user_id',
      'waitlist.tickets',
      eb
        .exists(
          eb
            .selectFrom('reservations')
            .select('reservations.id')
            .whereRef('reservations.schedule_id', '=', 'waitlist.schedule_id')
            .whereRef('reservations.user_id', '=', 'waitlist.user_id')
            .where(LIVE_RESERVATION),
        )
        .as('holds_reservation'),
    ])
    .where('waitlist.schedule_id', '=', scheduleId)
    .where('waitlist.status', '=', 'waiting')
    .orderBy('waitlist.id')
    .execute();
}

/**
 * Moves one entry from `from` to `to` only if it is still in `from` (and, for an offer, still open or already due as
 * asked): with several instances or requests racing for the same entry, exactly one of these updates goes through.
 */
export async function move(
  db: Db,
  id: number,
  from: WaitlistStatus,
  to: WaitlistStatus,
  at: string,
  extra: { offerExpiresAt?: string | null; reservationId?: number; openAt?: string; dueAt?: string } = {},
): Promise<boolean> {
  const result = await db
    .updateTable('waitlist')
    .set({
      status: to,
      status_changed_at: at,
      ...(extra.offerExpiresAt !== undefined ? { offer_expires_at: extra.offerExpiresAt } : {}),
      ...(extra.reservationId !== undefined ? { reservation_id: extra.reservationId } : {}),
    })
    .where('id', '=', id)
    .where('status', '=', from)
    .$if(extra.openAt !== undefined, (q) => q.where('offer_expires_at', '>', extra.openAt!))
    .$if(extra.dueAt !== undefined, (q) => q.where('offer_expires_at', '<=', extra.dueAt!))
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Offers whose time has run out, oldest first. */
export async function dueOffers(db: Db, now: string, limit: number) {
  return db
    .selectFrom('waitlist')
    .select(['id', 'schedule_id', 'tickets', 'user_id'])
    .where('status', '=', 'offered')
    .where('offer_expires_at', '<=', now)
    .orderBy('offer_expires_at')
    .orderBy('id')
    .limit(limit)
    .execute();
}

/** The schedule as joining needs it, with the student's live reservation and active entry of it, if any. */
export async function scheduleForJoin(db: Db, scheduleId: number, userId: number) {
  return db
    .selectFrom('schedules')
    .innerJoin('shows', 'shows.id', 'schedules.show_id')
    .select((eb) => [
      'schedules.id',
      'schedules.date',
      'schedules.time',
      'schedules.max_ticket',
      'schedules.max_people',
      'schedules.apply_people',
      'schedules.hall_id',
      'shows.sales_open_at',
      'shows.waitlist_enabled',
      eb
        .selectFrom('reservations')
        .select('reservations.id')
        .whereRef('reservations.schedule_id', '=', 'schedules.id')
        .where('reservations.user_id', '=', userId)
        .where(LIVE_RESERVATION)
        .limit(1)
        .as('own_reservation_id'),
      eb
        .selectFrom('waitlist')
        .select('waitlist.id')
        .whereRef('waitlist.schedule_id', '=', 'schedules.id')
        .where('waitlist.user_id', '=', userId)
        .where('waitlist.status', 'in', ACTIVE)
        .limit(1)
        .as('own_entry_id'),
    ])
    .where('schedules.id', '=', scheduleId)
    .executeTakeFirst();
}

export async function insertEntry(
  db: Db,
  row: { scheduleId: number; userId: number; tickets: number; at: string },
) {
  const { id } = await db
    .insertInto('waitlist')
    .values({
      schedule_id: row.scheduleId,
      user_id: row.userId,
      tickets: row.tickets,
      status: 'waiting',
      created_at: row.at,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

/** 1 for the first in line: active entries of the schedule joined no later than this one. */
export async function positionOf(db: Db, scheduleId: number, id: number): Promise<number> {
  const { n } = await db
    .selectFrom('waitlist')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('schedule_id', '=', scheduleId)
    .where('status', 'in', ACTIVE)
    .where('id', '<=', id)
    .executeTakeFirstOrThrow();
  return Number(n);
}

/** The student's own entry with what claiming needs of its schedule and show. */
export async function findOwnEntry(db: Db, id: number, userId: number) {
  return db
    .selectFrom('waitlist')
    .innerJoin('schedules', 'schedules.id', 'waitlist.schedule_id')
    .innerJoin('shows', 'shows.id', 'schedules.show_id')
    .select([
      'waitlist.id',
      'waitlist.schedule_id',
      'waitlist.tickets',
      'waitlist.status',
      'waitlist.offer_expires_at',
      ...BOOKING_COLUMNS,
    ])
    .where('waitlist.id', '=', id)
    .where('waitlist.user_id', '=', userId)
    .executeTakeFirst();
}

/** The student's entries in line, offered or lapsed, with their schedules and places. */
export async function listStudentEntries(db: Db, userId: number) {
  return db
    .selectFrom('waitlist')
    .innerJoin('schedules', 'schedules.id', 'waitlist.schedule_id')
    .innerJoin('shows', 'shows.id', 'schedules.show_id')
    .select((eb) => [
      'waitlist.id',
      'waitlist.schedule_id',
      'waitlist.tickets',
      'waitlist.status',
      'waitlist.offer_expires_at',
      'waitlist.seat_keys',
      'waitlist.created_at',
      'schedules.show_id',
      'schedules.order_index',
      'schedules.date',
      'schedules.time',
      'schedules.cost',
      'shows.name as show_name',
      eb
        .selectFrom('waitlist as ahead')
        .select((e) => e.fn.countAll<number>().as('n'))
        .whereRef('ahead.schedule_id', '=', 'waitlist.schedule_id')
        .where('ahead.status', 'in', ACTIVE)
        .whereRef('ahead.id', '<=', 'waitlist.id')
        .as('position'),
    ])
    .where('waitlist.user_id', '=', userId)
    .where('waitlist.status', 'in', ['waiting', 'offered', 'lapsed'])
    .orderBy('schedules.date')
    .orderBy('schedules.time')
    .orderBy('waitlist.id')
    .execute();
}

/** A schedule's whole waiting list in join order, with who is in it. */
export async function listScheduleEntries(db: Db, scheduleId: number) {
  return db
    .selectFrom('waitlist')
    .innerJoin('users', 'users.id', 'waitlist.user_id')
    .select([
      'waitlist.id',
      'waitlist.tickets',
      'waitlist.status',
      'waitlist.offer_expires_at',
      'waitlist.seat_keys',
      'waitlist.created_at',
      'waitlist.status_changed_at',
      'users.name',
      'users.student_id',
      'users.phone',
    ])
    .where('waitlist.schedule_id', '=', scheduleId)
    .orderBy('waitlist.id')
    .execute();
}

/** The reservation a claimed offer became. */
export async function linkReservation(db: Db, id: number, reservationId: number) {
  await db.updateTable('waitlist').set({ reservation_id: reservationId }).where('id', '=', id).execute();
}

/** The seats a seated schedule's offer holds, recorded on the entry for the student's and the manager's lists. */
export async function setOfferSeats(db: Db, id: number, keys: readonly string[]): Promise<void> {
  await db
    .updateTable('waitlist')
    .set({ seat_keys: keys.length > 0 ? JSON.stringify(keys) : null })
    .where('id', '=', id)
    .execute();
}
