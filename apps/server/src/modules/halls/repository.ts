import type { Insertable } from 'kysely';
import type { Db, DialectName } from '../../db/database.ts';
import type { HallSeatsTable, HallsTable } from '../../db/schema.ts';

/** The SQL of halls and their seats (Kysely's portable builder: the same code on SQLite and PostgreSQL). */

/** Rows per INSERT: well under either database's limit on bound values (8 columns a seat). */
const INSERT_CHUNK = 500;

export async function listClubHalls(db: Db, clubId: number) {
  return db
    .selectFrom('halls')
    .select(['id', 'club_id', 'name', 'stage', 'seat_count', 'updated_at'])
    .select((eb) =>
      eb
        .selectFrom('schedules')
        .select((e) => e.fn.countAll<number>().as('n'))
        .whereRef('schedules.hall_id', '=', 'halls.id')
        .as('schedule_count'),
    )
    .where('club_id', '=', clubId)
    .orderBy('name')
    .orderBy('id')
    .execute();
}

export async function findHall(db: Db, id: number) {
  return db.selectFrom('halls').selectAll().where('id', '=', id).executeTakeFirst();
}

/** The hall's row, locked until the transaction ends on PostgreSQL (SQLite has one writer): edits of it queue. */
export async function lockHall(db: Db, id: number, dialect: DialectName) {
  return db
    .selectFrom('halls')
    .selectAll()
    .where('id', '=', id)
    .$if(dialect === 'postgres', (qb) => qb.forUpdate())
    .executeTakeFirst();
}

export async function countClubHalls(db: Db, clubId: number): Promise<number> {
  const row = await db
    .selectFrom('halls')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('club_id', '=', clubId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function nameTaken(db: Db, clubId: number, name: string, exceptId?: number): Promise<boolean> {
  const row = await db
    .selectFrom('halls')
    .select('id')
    .where('club_id', '=', clubId)
    .where('name', '=', name)
    .$if(exceptId !== undefined, (qb) => qb.where('id', '!=', exceptId!))
    .executeTakeFirst();
  return row !== undefined;
}

export async function scheduleCount(db: Db, hallId: number): Promise<number> {
  const row = await db
    .selectFrom('schedules')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('hall_id', '=', hallId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function hallSeatRows(db: Db, hallId: number) {
  return db
    .selectFrom('hall_seats')
    .select(['seat_key', 'section', 'row_label', 'seat_number', 'x', 'y', 'kind'])
    .where('hall_id', '=', hallId)
    .orderBy('y')
    .orderBy('x')
    .execute();
}

export async function seatKeys(db: Db, hallId: number): Promise<string[]> {
  const rows = await db.selectFrom('hall_seats').select('seat_key').where('hall_id', '=', hallId).execute();
  return rows.map((r) => r.seat_key);
}

/**
 * The keys of the hall's seats that reservations hold. reservation_seats holds the seats of live reservations only
 * (docs/decisions/0025-halls.md), and its foreign key is what keeps such a seat in the hall.
 */
export async function heldKeys(db: Db, hallId: number): Promise<string[]> {
  const rows = await db
    .selectFrom('reservation_seats')
    .select('seat_key')
    .distinct()
    .where('hall_id', '=', hallId)
    .orderBy('seat_key')
    .execute();
  return rows.map((r) => r.seat_key);
}

export async function insertHall(db: Db, row: Insertable<HallsTable>): Promise<number> {
  const { id } = await db.insertInto('halls').values(row).returning('id').executeTakeFirstOrThrow();
  return id;
}

export async function updateHall(
  db: Db,
  id: number,
  row: Pick<HallsTable, 'name' | 'source_text' | 'stage' | 'seat_count' | 'updated_at'>,
): Promise<void> {
  await db.updateTable('halls').set(row).where('id', '=', id).execute();
}

export async function deleteHall(db: Db, id: number): Promise<void> {
  await db.deleteFrom('halls').where('id', '=', id).execute();
}

export async function insertSeats(db: Db, rows: Insertable<HallSeatsTable>[]): Promise<void> {
  for (let i = 0; i < rows.length; i += INSERT_CHUNK) {
    await db
      .insertInto('hall_seats')
      .values(rows.slice(i, i + INSERT_CHUNK))
      .execute();
  }
}

/** Deletes the hall's seats no reservation holds; the held ones stay, to be updated in place. */
export async function deleteUnheldSeats(db: Db, hallId: number): Promise<void> {
  await db
    .deleteFrom('hall_seats')
    .where('hall_id', '=', hallId)
    .where('seat_key', 'not in', (eb) =>
      eb.selectFrom('reservation_seats').select('seat_key').where('reservation_seats.hall_id', '=', hallId),
    )
    .execute();
}

/** A held seat's place and kind as the new drawing has it (its key, hence its section, row and number, stay). */
export async function moveSeat(
  db: Db,
  hallId: number,
  seat: Pick<HallSeatsTable, 'seat_key' | 'x' | 'y' | 'kind'>,
): Promise<void> {
  await db
    .updateTable('hall_seats')
    .set({ x: seat.x, y: seat.y, kind: seat.kind })
    .where('hall_id', '=', hallId)
    .where('seat_key', '=', seat.seat_key)
    .execute();
}
