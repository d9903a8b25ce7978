import type { Db } from '../../db/database.ts';

export async function listClubSessions(db: Db, clubId: number) {
  return db
    .selectFrom('schedules')
    .innerJoin('shows', 'shows.id', 'schedules.show_id')
    .select([
      'schedules.id',
      'schedules.order_index',
      'schedules.date',
      'schedules.time',
      'schedules.apply_people',
      'schedules.max_people',
      'shows.id as show_id',
      'shows.name as show_name',
      'shows.poster_file',
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
    ])
    .where('schedules.id', '=', scheduleId)
    .executeTakeFirst();
}

export async function listHolders(db: Db, scheduleId: number) {
  return db
    .selectFrom('reservations')
    .innerJoin('users', 'users.id', 'reservations.user_id')
    .select([
      'reservations.id',
      'reservations.created_at',
      'reservations.ticket_count',
      'reservations.unit_price',
      'reservations.paid',
      'reservations.cancel_requested',
      'users.name',
      'users.student_id',
      'users.phone',
    ])
    .where('reservations.schedule_id', '=', scheduleId)
    .orderBy('reservations.created_at')
    .orderBy('reservations.id')
    .execute();
}

export async function reservationsOf(db: Db, ids: number[]) {
  return db
    .selectFrom('reservations')
    .select(['id', 'schedule_id', 'ticket_count'])
    .where('id', 'in', ids)
    .execute();
}

export async function setPaid(db: Db, id: number, paid: boolean, at: string) {
  await db
    .updateTable('reservations')
    .set({ paid: paid ? 1 : 0, updated_at: at })
    .where('id', '=', id)
    .execute();
}

export async function deleteReservations(db: Db, ids: number[]) {
  await db.deleteFrom('reservations').where('id', 'in', ids).execute();
}
