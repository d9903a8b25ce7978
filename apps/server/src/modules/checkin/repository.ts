import type { Db } from '../../db/database.ts';
import type { CheckinScansTable } from '../../db/schema.ts';
import type { Insertable } from 'kysely';
import { HOLDER_COLUMNS } from '../../db/columns.ts';

/** The schedule with its show, for the door: who owns it, where and when, and how long door staff may use it. */
export async function findDoorSchedule(db: Db, scheduleId: number) {
  return db
    .selectFrom('schedules')
    .innerJoin('shows', 'shows.id', 'schedules.show_id')
    .select([
      'schedules.id',
      'schedules.order_index',
      'schedules.date',
      'schedules.time',
      'shows.id as show_id',
      'shows.name as show_name',
      'shows.club_id',
      'shows.location',
      'shows.runtime',
    ])
    .where('schedules.id', '=', scheduleId)
    .executeTakeFirst();
}

/** Every schedule of a show (date and time), for when its door staff's access ends. */
export async function showScheduleTimes(db: Db, showId: number) {
  return db
    .selectFrom('schedules')
    .select(['id', 'order_index', 'date', 'time'])
    .where('show_id', '=', showId)
    .orderBy('order_index')
    .orderBy('id')
    .execute();
}

/** A show with its club, for the manager's ownership check. */
export async function findShowWithClub(db: Db, showId: number) {
  return db.selectFrom('shows').select(['id', 'name', 'club_id']).where('id', '=', showId).executeTakeFirst();
}

/** A show's running time in minutes (0 for an unknown show), for when its schedules end. */
export async function showRuntime(db: Db, showId: number): Promise<number> {
  const row = await db.selectFrom('shows').select('runtime').where('id', '=', showId).executeTakeFirst();
  return row?.runtime ?? 0;
}

export async function findStaff(db: Db, showId: number, email: string) {
  return db
    .selectFrom('checkin_staff')
    .select(['show_id', 'email'])
    .where('show_id', '=', showId)
    .where('email', '=', email)
    .executeTakeFirst();
}

export async function listStaff(db: Db, showId: number) {
  return db
    .selectFrom('checkin_staff')
    .leftJoin('users', 'users.email', 'checkin_staff.email')
    .select(['checkin_staff.email', 'checkin_staff.created_at', 'users.id as user_id'])
    .where('checkin_staff.show_id', '=', showId)
    .orderBy('checkin_staff.created_at')
    .orderBy('checkin_staff.email')
    .execute();
}

/** Adds door staff; answers false when the e-mail already was. */
export async function insertStaff(
  db: Db,
  row: { show_id: number; email: string; granted_by: string; created_at: string },
): Promise<boolean> {
  const inserted = await db
    .insertInto('checkin_staff')
    .values(row)
    .onConflict((oc) => oc.columns(['show_id', 'email']).doNothing())
    .returning('email')
    .executeTakeFirst();
  return inserted !== undefined;
}

export async function deleteStaff(db: Db, showId: number, email: string): Promise<boolean> {
  const result = await db
    .deleteFrom('checkin_staff')
    .where('show_id', '=', showId)
    .where('email', '=', email)
    .executeTakeFirst();
  return Number(result.numDeletedRows) === 1;
}

/** The shows an e-mail keeps the door of, with their schedules. */
export async function staffShows(db: Db, email: string) {
  return db
    .selectFrom('checkin_staff')
    .innerJoin('shows', 'shows.id', 'checkin_staff.show_id')
    .innerJoin('schedules', 'schedules.show_id', 'shows.id')
    .select([
      'shows.id as show_id',
      'shows.name',
      'shows.location',
      'shows.runtime',
      'schedules.id as schedule_id',
      'schedules.order_index',
      'schedules.date',
      'schedules.time',
    ])
    .where('checkin_staff.email', '=', email)
    .orderBy('shows.start_date')
    .orderBy('shows.id')
    .orderBy('schedules.order_index')
    .execute();
}

/** The schedule's reservations as the door needs them, in reservation order. */
export async function doorHolders(db: Db, scheduleId: number) {
  return db
    .selectFrom('reservations')
    .innerJoin('users', 'users.id', 'reservations.user_id')
    .select(HOLDER_COLUMNS)
    .where('reservations.schedule_id', '=', scheduleId)
    .orderBy('reservations.created_at')
    .orderBy('reservations.id')
    .execute();
}

/** One reservation as a scan needs it; any schedule (a ticket of another schedule is told so). */
export async function findTicketHolder(db: Db, reservationId: number) {
  return db
    .selectFrom('reservations')
    .innerJoin('users', 'users.id', 'reservations.user_id')
    .select(HOLDER_COLUMNS)
    .where('reservations.id', '=', reservationId)
    .executeTakeFirst();
}

/**
 * Lets n more tickets in, only if the reservation is paid and they are not more than it has left: one conditional
 * update, re-checked by the database under concurrent scans (as seats are taken: docs/architecture.md, "Capacity").
 */
export async function admitExactly(db: Db, reservationId: number, n: number, at: string): Promise<boolean> {
  const result = await db
    .updateTable('reservations')
    .set((eb) => ({ admitted_tickets: eb('admitted_tickets', '+', n), admitted_at: at }))
    .where('id', '=', reservationId)
    .where('status', '=', 'paid')
    .where((eb) => eb(eb('admitted_tickets', '+', n), '<=', eb.ref('ticket_count')))
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/**
 * Sets the admitted tickets from `from` to `to`, only if they still are `from` and the reservation is paid (a
 * compare-and-set: a sync admits what is left of an offline scan, and retries when another door came first).
 */
export async function admitFrom(
  db: Db,
  reservationId: number,
  from: number,
  to: number,
  at: string,
): Promise<boolean> {
  const result = await db
    .updateTable('reservations')
    .set({ admitted_tickets: to, admitted_at: at })
    .where('id', '=', reservationId)
    .where('status', '=', 'paid')
    .where('admitted_tickets', '=', from)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function insertScan(db: Db, row: Insertable<CheckinScansTable>): Promise<void> {
  await db.insertInto('checkin_scans').values(row).execute();
}

export async function findScan(db: Db, deviceId: string, scanId: string) {
  return db
    .selectFrom('checkin_scans')
    .select(['reservation_id', 'schedule_id', 'requested', 'admitted', 'result', 'scanned_at'])
    .where('device_id', '=', deviceId)
    .where('scan_id', '=', scanId)
    .executeTakeFirst();
}

/** The last scan that let this reservation in: when, on which device, by whom. */
export async function lastAdmission(db: Db, reservationId: number) {
  return db
    .selectFrom('checkin_scans')
    .select(['scanned_at', 'device_label', 'by_email'])
    .where('reservation_id', '=', reservationId)
    .where('admitted', '>', 0)
    .orderBy('recorded_at', 'desc')
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
}

/** Every scan of a schedule, oldest first (the door list's last device, and the conflicts). */
export async function scheduleScans(db: Db, scheduleId: number) {
  return db
    .selectFrom('checkin_scans')
    .select([
      'id',
      'reservation_id',
      'device_label',
      'by_email',
      'requested',
      'admitted',
      'result',
      'scanned_at',
    ])
    .where('schedule_id', '=', scheduleId)
    .orderBy('recorded_at')
    .orderBy('id')
    .execute();
}

/** Tickets let in and tickets expected (paid) of a schedule. */
export async function scheduleCounts(db: Db, scheduleId: number) {
  const row = await db
    .selectFrom('reservations')
    .select((eb) => [
      eb.fn.coalesce(eb.fn.sum<number>('admitted_tickets'), eb.lit(0)).as('admitted'),
      eb.fn
        .coalesce(
          eb.fn.sum<number>(eb.case().when('status', '=', 'paid').then(eb.ref('ticket_count')).else(0).end()),
          eb.lit(0),
        )
        .as('expected'),
    ])
    .where('schedule_id', '=', scheduleId)
    .executeTakeFirstOrThrow();
  return { admitted: Number(row.admitted), expected: Number(row.expected) };
}
