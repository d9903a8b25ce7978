import type { Insertable, Updateable } from 'kysely';
import type { DialectName, Db } from '../../db/database.ts';
import type { EntertainsTable, RecruitingsTable, SchedulesTable, ShowsTable } from '../../db/schema.ts';

// ---- lists ----

export async function listClubShows(db: Db, clubId: number) {
  return db
    .selectFrom('shows')
    .select(['id', 'name', 'start_date', 'end_date', 'poster_file', 'sales_open_at'])
    .where('club_id', '=', clubId)
    .orderBy('start_date', 'desc')
    .orderBy('id', 'desc')
    .execute();
}

export async function listClubEntertains(db: Db, clubId: number) {
  return db
    .selectFrom('entertains')
    .select(['id', 'name', 'start_date', 'end_date', 'poster_file'])
    .where('club_id', '=', clubId)
    .orderBy('start_date', 'desc')
    .orderBy('id', 'desc')
    .execute();
}

export async function listClubRecruitings(db: Db, clubId: number) {
  return db
    .selectFrom('recruitings')
    .select(['id', 'title', 'start_date', 'end_date', 'poster_file'])
    .where('club_id', '=', clubId)
    .orderBy('start_date', 'desc')
    .orderBy('id', 'desc')
    .execute();
}

// ---- shows ----

export async function findShow(db: Db, id: number) {
  return db.selectFrom('shows').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function listSchedules(db: Db, showId: number) {
  return db
    .selectFrom('schedules')
    .selectAll()
    .where('show_id', '=', showId)
    .orderBy('order_index')
    .execute();
}

/**
 * The show's schedules, locked for the rest of the transaction on PostgreSQL (SELECT … FOR UPDATE), so a reservation
 * cannot take seats between an edit's checks and its writes. SQLite runs one write transaction at a time already.
 */
export async function lockSchedules(db: Db, showId: number, dialect: DialectName) {
  return db
    .selectFrom('schedules')
    .selectAll()
    .where('show_id', '=', showId)
    .orderBy('order_index')
    .orderBy('id')
    .$if(dialect === 'postgres', (qb) => qb.forUpdate())
    .execute();
}

export async function insertShow(db: Db, row: Insertable<ShowsTable>): Promise<number> {
  const { id } = await db.insertInto('shows').values(row).returning('id').executeTakeFirstOrThrow();
  return id;
}

export async function updateShow(db: Db, id: number, row: Updateable<ShowsTable>) {
  await db.updateTable('shows').set(row).where('id', '=', id).execute();
}

export async function insertSchedule(db: Db, row: Insertable<SchedulesTable>): Promise<number> {
  const { id } = await db.insertInto('schedules').values(row).returning('id').executeTakeFirstOrThrow();
  return id;
}

export async function updateSchedule(db: Db, id: number, row: Updateable<SchedulesTable>) {
  await db.updateTable('schedules').set(row).where('id', '=', id).execute();
}

export async function deleteSchedule(db: Db, id: number) {
  await db.deleteFrom('schedules').where('id', '=', id).execute();
}

export async function countShowReservations(db: Db, showId: number): Promise<number> {
  const row = await db
    .selectFrom('reservations')
    .innerJoin('schedules', 'schedules.id', 'reservations.schedule_id')
    .select((eb) => eb.fn.countAll().as('n'))
    .where('schedules.show_id', '=', showId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function deleteShow(db: Db, id: number) {
  await db.deleteFrom('schedules').where('show_id', '=', id).execute();
  await db.deleteFrom('shows').where('id', '=', id).execute();
}

// ---- events ----

export async function findEntertain(db: Db, id: number) {
  return db.selectFrom('entertains').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function insertEntertain(db: Db, row: Insertable<EntertainsTable>): Promise<number> {
  const { id } = await db.insertInto('entertains').values(row).returning('id').executeTakeFirstOrThrow();
  return id;
}

export async function deleteEntertain(db: Db, id: number) {
  await db.deleteFrom('entertains').where('id', '=', id).execute();
}

export async function updateEntertain(db: Db, id: number, row: Updateable<EntertainsTable>) {
  await db.updateTable('entertains').set(row).where('id', '=', id).execute();
}

// ---- recruiting ----

export async function findRecruiting(db: Db, id: number) {
  return db.selectFrom('recruitings').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function insertRecruiting(db: Db, row: Insertable<RecruitingsTable>): Promise<number> {
  const { id } = await db.insertInto('recruitings').values(row).returning('id').executeTakeFirstOrThrow();
  return id;
}

export async function updateRecruiting(db: Db, id: number, row: Updateable<RecruitingsTable>) {
  await db.updateTable('recruitings').set(row).where('id', '=', id).execute();
}
