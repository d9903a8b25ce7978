import type { Db, DialectName } from '../../db/database.ts';
import { ACTIVE_WAITLIST as ACTIVE, LIVE_STATUSES } from '../../db/schema.ts';
import { HOLDER_COLUMNS, SCHEDULE_COLUMNS } from '../../db/columns.ts';

export async function listClubSchedules(db: Db, clubId: number) {
  return db
    .selectFrom('schedules')
    .innerJoin('shows', 'shows.id', 'schedules.show_id')
    .select((eb) => [
      eb
        .selectFrom('reservations')
        .select((e) => e.fn.countAll<number>().as('n'))
        .whereRef('reservations.schedule_id', '=', 'schedules.id')
        .where('reservations.cancel_requested', '=', 1)
        .where('reservations.status', 'in', LIVE_STATUSES)
        .as('cancel_requests'),
      eb
        .selectFrom('waitlist')
        .select((e) => e.fn.countAll<number>().as('n'))
        .whereRef('waitlist.schedule_id', '=', 'schedules.id')
        .where('waitlist.status', 'in', ACTIVE)
        .as('waitlist_length'),
      'schedules.id',
      'schedules.order_index',
      'schedules.date',
      'schedules.time',
      'schedules.apply_people',
      'schedules.max_people',
      'shows.id as show_id',
      'shows.name as show_name',
      'shows.poster_file',
      'shows.sales_open_at',
    ])
    .where('shows.club_id', '=', clubId)
    .orderBy('shows.start_date', 'desc')
    .orderBy('shows.id', 'desc')
    .orderBy('schedules.order_index')
    .execute();
}

export async function findScheduleWithClub(db: Db, scheduleId: number) {
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
      'shows.payment_deadline_hours',
      'shows.waitlist_enabled',
    ])
    .where('schedules.id', '=', scheduleId)
    .executeTakeFirst();
}

/** The holder columns, for one schedule or every schedule of a show; one query either way (index on schedule_id). */
function holderQuery(db: Db) {
  return db
    .selectFrom('reservations')
    .innerJoin('users', 'users.id', 'reservations.user_id')
    .select(HOLDER_COLUMNS);
}

export async function listHolders(db: Db, scheduleId: number) {
  return holderQuery(db)
    .where('reservations.schedule_id', '=', scheduleId)
    .orderBy('reservations.created_at')
    .orderBy('reservations.id')
    .execute();
}

/** Every schedule's holders of a show, by schedule order, then reservation time. */
export async function listShowHolders(db: Db, showId: number) {
  return holderQuery(db)
    .innerJoin('schedules', 'schedules.id', 'reservations.schedule_id')
    .where('schedules.show_id', '=', showId)
    .orderBy('schedules.order_index')
    .orderBy('schedules.id')
    .orderBy('reservations.created_at')
    .orderBy('reservations.id')
    .execute();
}

export async function findShowWithClub(db: Db, showId: number) {
  return db.selectFrom('shows').select(['id', 'name', 'club_id']).where('id', '=', showId).executeTakeFirst();
}

export async function listShowSchedules(db: Db, showId: number) {
  return db
    .selectFrom('schedules')
    .select(['id', ...SCHEDULE_COLUMNS])
    .where('show_id', '=', showId)
    .orderBy('order_index')
    .orderBy('id')
    .execute();
}

/** What the dashboard counts: every reservation of a show, without who made it. */
export async function listShowSales(db: Db, showId: number) {
  return db
    .selectFrom('reservations')
    .innerJoin('schedules', 'schedules.id', 'reservations.schedule_id')
    .select([
      'reservations.schedule_id',
      'reservations.created_at',
      'reservations.ticket_count',
      'reservations.admitted_tickets',
      'reservations.unit_price',
      'reservations.status',
    ])
    .where('schedules.show_id', '=', showId)
    .execute();
}

export async function reservationsOf(db: Db, ids: number[]) {
  return db
    .selectFrom('reservations')
    .select(['id', 'schedule_id', 'ticket_count', 'status', 'pay_by'])
    .where('id', 'in', ids)
    .execute();
}

/**
 * The reservations as they are now, for a write that changes them: locked until the transaction ends on PostgreSQL
 * (SELECT … FOR UPDATE, in id order so two batches never wait on each other in a circle); SQLite runs one write
 * transaction at a time. A reservation deleted meanwhile is missing from the answer.
 */
export async function lockReservations(db: Db, ids: number[], dialect: DialectName) {
  return db
    .selectFrom('reservations')
    .select([
      'id',
      'schedule_id',
      'ticket_count',
      'status',
      'pay_by',
      'expires_at',
      'payment_changed_at',
      'payment_changed_by',
      'status_changed_at',
      'cancel_requested',
      'admitted_tickets',
    ])
    .where('id', 'in', ids)
    .orderBy('id')
    .$if(dialect === 'postgres', (qb) => qb.forUpdate())
    .execute();
}

export async function deleteReservations(db: Db, ids: number[]) {
  await db.deleteFrom('reservations').where('id', 'in', ids).execute();
}

/** Refuses the cancel requests with the club's reason; answers false if any of them changed meanwhile. */
export async function rejectCancelRequests(
  db: Db,
  ids: number[],
  reason: string,
  at: string,
): Promise<boolean> {
  const result = await db
    .updateTable('reservations')
    .set({
      cancel_requested: 0,
      cancel_requested_at: null,
      cancel_rejected_reason: reason,
      cancel_rejected_at: at,
      updated_at: at,
    })
    .where('id', 'in', ids)
    .where('cancel_requested', '=', 1)
    .where('status', 'in', LIVE_STATUSES)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === ids.length;
}
