import type { Insertable } from 'kysely';
import type { Db, DialectName } from '../../db/database.ts';
import type { ScheduleGradesTable, ScheduleSeatsTable } from '../../db/schema.ts';

/** The SQL of seated schedules: their plans, and the seats reservations hold (the same code on both databases). */

/** Rows per INSERT: well under either database's limit on bound values. */
const INSERT_CHUNK = 400;

/** A schedule with what its seats depend on: its hall, its club, its counts, its start. */
export async function findSchedule(db: Db, scheduleId: number) {
  return db
    .selectFrom('schedules')
    .innerJoin('shows', 'shows.id', 'schedules.show_id')
    .leftJoin('halls', 'halls.id', 'schedules.hall_id')
    .select([
      'schedules.id',
      'schedules.show_id',
      'schedules.hall_id',
      'schedules.date',
      'schedules.time',
      'schedules.max_ticket',
      'schedules.max_people',
      'schedules.apply_people',
      'schedules.wheelchair_release_hours',
      'shows.club_id',
      'halls.name as hall_name',
      'halls.stage as hall_stage',
    ])
    .where('schedules.id', '=', scheduleId)
    .executeTakeFirst();
}

/** The schedule's row, locked on PostgreSQL until the transaction ends (SQLite has one writer): plan edits queue. */
export async function lockSchedule(db: Db, scheduleId: number, dialect: DialectName) {
  return db
    .selectFrom('schedules')
    .select(['id', 'hall_id', 'max_people', 'apply_people'])
    .where('id', '=', scheduleId)
    .$if(dialect === 'postgres', (qb) => qb.forUpdate())
    .executeTakeFirst();
}

export async function clubOwnsHall(db: Db, hallId: number, clubId: number): Promise<boolean> {
  const row = await db
    .selectFrom('halls')
    .select('id')
    .where('id', '=', hallId)
    .where('club_id', '=', clubId)
    .executeTakeFirst();
  return row !== undefined;
}

/** The hall's seats in map order: section by section, row by row, left to right. */
export async function hallSeats(db: Db, hallId: number) {
  return db
    .selectFrom('hall_seats')
    .select(['seat_key', 'section', 'row_label', 'seat_number', 'x', 'y', 'kind'])
    .where('hall_id', '=', hallId)
    .orderBy('y')
    .orderBy('x')
    .execute();
}

export async function grades(db: Db, scheduleId: number) {
  return db
    .selectFrom('schedule_grades')
    .select(['position', 'name', 'price', 'color'])
    .where('schedule_id', '=', scheduleId)
    .orderBy('position')
    .execute();
}

export async function paint(db: Db, scheduleId: number) {
  return db
    .selectFrom('schedule_seats')
    .select(['seat_key', 'grade', 'block_label'])
    .where('schedule_id', '=', scheduleId)
    .execute();
}

/**
 * The chosen seats as the plan has them, with their grade's price, their kind and the reservation holding each now
 * (absent: no such seat).
 */
export async function chosenSeats(db: Db, scheduleId: number, keys: readonly string[]) {
  return db
    .selectFrom('schedule_seats')
    .innerJoin('hall_seats', (j) =>
      j
        .onRef('hall_seats.hall_id', '=', 'schedule_seats.hall_id')
        .onRef('hall_seats.seat_key', '=', 'schedule_seats.seat_key'),
    )
    .leftJoin('schedule_grades', (j) =>
      j
        .onRef('schedule_grades.schedule_id', '=', 'schedule_seats.schedule_id')
        .onRef('schedule_grades.position', '=', 'schedule_seats.grade'),
    )
    .leftJoin('reservation_seats', (j) =>
      j
        .onRef('reservation_seats.schedule_id', '=', 'schedule_seats.schedule_id')
        .onRef('reservation_seats.seat_key', '=', 'schedule_seats.seat_key'),
    )
    .select([
      'schedule_seats.seat_key',
      'schedule_seats.block_label',
      'schedule_grades.price',
      'hall_seats.kind',
      'reservation_seats.seat_key as held_key',
    ])
    .where('schedule_seats.schedule_id', '=', scheduleId)
    .where('schedule_seats.seat_key', 'in', [...keys])
    .execute();
}

/** Keys held by the schedule's live reservations and open offers. */
export async function heldKeys(db: Db, scheduleId: number): Promise<string[]> {
  const rows = await db
    .selectFrom('reservation_seats')
    .select('seat_key')
    .where('schedule_id', '=', scheduleId)
    .execute();
  return rows.map((r) => r.seat_key);
}

export async function replacePlan(
  db: Db,
  scheduleId: number,
  gradeRows: Insertable<ScheduleGradesTable>[],
  seatRows: Insertable<ScheduleSeatsTable>[],
): Promise<void> {
  await db.deleteFrom('schedule_seats').where('schedule_id', '=', scheduleId).execute();
  await db.deleteFrom('schedule_grades').where('schedule_id', '=', scheduleId).execute();
  if (gradeRows.length > 0) await db.insertInto('schedule_grades').values(gradeRows).execute();
  for (let i = 0; i < seatRows.length; i += INSERT_CHUNK) {
    await db
      .insertInto('schedule_seats')
      .values(seatRows.slice(i, i + INSERT_CHUNK))
      .execute();
  }
}

export async function dropPlan(db: Db, scheduleId: number): Promise<void> {
  await replacePlan(db, scheduleId, [], []);
}

export async function setSeating(
  db: Db,
  scheduleId: number,
  set: { max_people: number; cost?: number; wheelchair_release_hours?: number | null },
): Promise<void> {
  await db.updateTable('schedules').set(set).where('id', '=', scheduleId).execute();
}

/**
 * Seats for sale to students (graded, not blocked) plus blocked ones a reservation holds: the schedule's seat count,
 * which the conditional update of takeSeats guards.
 */
export async function countSellable(db: Db, scheduleId: number): Promise<number> {
  const row = await db
    .selectFrom('schedule_seats')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('schedule_id', '=', scheduleId)
    .where('grade', 'is not', null)
    .where((eb) =>
      eb.or([
        eb('block_label', 'is', null),
        eb.exists(
          eb
            .selectFrom('reservation_seats')
            .select('reservation_seats.seat_key')
            .whereRef('reservation_seats.schedule_id', '=', 'schedule_seats.schedule_id')
            .whereRef('reservation_seats.seat_key', '=', 'schedule_seats.seat_key'),
        ),
      ]),
    )
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/**
 * Takes the seats for the reservation: a seat already held by another reservation of the schedule is skipped by the
 * primary key (schedule, seat). Answers the keys it took; the caller refuses (and rolls back) when any is missing.
 */
export async function takeKeys(
  db: Db,
  row: { reservationId: number; scheduleId: number; hallId: number; at: string },
  keys: readonly string[],
): Promise<string[]> {
  const rows = await db
    .insertInto('reservation_seats')
    .values(
      keys.map((key) => ({
        reservation_id: row.reservationId,
        schedule_id: row.scheduleId,
        hall_id: row.hallId,
        seat_key: key,
        created_at: row.at,
      })),
    )
    .onConflict((oc) => oc.columns(['schedule_id', 'seat_key']).doNothing())
    .returning('seat_key')
    .execute();
  return rows.map((r) => r.seat_key);
}

/** Deletes the reservations' seats; answers what was deleted, to recount schedules where a blocked seat came free. */
export async function releaseKeys(db: Db, reservationIds: readonly number[]) {
  if (reservationIds.length === 0) return [];
  return db
    .deleteFrom('reservation_seats')
    .where('reservation_id', 'in', [...reservationIds])
    .returning(['schedule_id', 'seat_key'])
    .execute();
}

/** Whether any of the keys is a blocked seat of the schedule (its count includes it only while held). */
export async function anyBlocked(db: Db, scheduleId: number, keys: readonly string[]): Promise<boolean> {
  if (keys.length === 0) return false;
  const row = await db
    .selectFrom('schedule_seats')
    .select('seat_key')
    .where('schedule_id', '=', scheduleId)
    .where('seat_key', 'in', [...keys])
    .where('block_label', 'is not', null)
    .executeTakeFirst();
  return row !== undefined;
}

export async function recordKeys(db: Db, reservationId: number, keys: readonly string[]): Promise<void> {
  await db
    .updateTable('reservations')
    .set({ seat_keys: JSON.stringify(keys) })
    .where('id', '=', reservationId)
    .execute();
}

/** A live reservation's row, locked on PostgreSQL until the transaction ends (a move decides from it). */
export async function lockLiveReservation(
  db: Db,
  reservationId: number,
  scheduleId: number,
  dialect: DialectName,
) {
  return db
    .selectFrom('reservations')
    .select(['id', 'ticket_count', 'seat_keys', 'status'])
    .where('id', '=', reservationId)
    .where('schedule_id', '=', scheduleId)
    .where('status', 'in', ['unpaid', 'paid'])
    .$if(dialect === 'postgres', (qb) => qb.forUpdate())
    .executeTakeFirst();
}

export async function reservationKeys(db: Db, reservationId: number) {
  return db
    .selectFrom('reservations')
    .innerJoin('schedules', 'schedules.id', 'reservations.schedule_id')
    .select(['reservations.seat_keys', 'schedules.hall_id', 'reservations.schedule_id'])
    .where('reservations.id', '=', reservationId)
    .executeTakeFirst();
}

/** Schedules set in a hall, for recounting after the hall's seats changed. */
export async function schedulesInHall(db: Db, hallId: number): Promise<number[]> {
  const rows = await db.selectFrom('schedules').select('id').where('hall_id', '=', hallId).execute();
  return rows.map((r) => r.id);
}

/** Seats an offer of the waiting list holds (the caller holds the schedule's row, so nobody takes them meanwhile). */
export async function holdForOffer(
  db: Db,
  row: { waitlistId: number; scheduleId: number; hallId: number; at: string },
  keys: readonly string[],
): Promise<void> {
  await db
    .insertInto('reservation_seats')
    .values(
      keys.map((key) => ({
        reservation_id: null,
        waitlist_id: row.waitlistId,
        schedule_id: row.scheduleId,
        hall_id: row.hallId,
        seat_key: key,
        created_at: row.at,
      })),
    )
    .execute();
}

export async function offerKeys(db: Db, waitlistId: number): Promise<string[]> {
  const rows = await db
    .selectFrom('reservation_seats')
    .select('seat_key')
    .where('waitlist_id', '=', waitlistId)
    .orderBy('seat_key')
    .execute();
  return rows.map((r) => r.seat_key);
}

export async function releaseOffer(db: Db, waitlistId: number): Promise<void> {
  await db.deleteFrom('reservation_seats').where('waitlist_id', '=', waitlistId).execute();
}

/** The offer's seats become the reservation's that claimed it. */
export async function passOffer(db: Db, waitlistId: number, reservationId: number): Promise<void> {
  await db
    .updateTable('reservation_seats')
    .set({ reservation_id: reservationId, waitlist_id: null })
    .where('waitlist_id', '=', waitlistId)
    .execute();
}

/** Per grade of each schedule: the seats painted with it (blocked ones left out) and those held now. */
export async function gradeCounts(db: Db, scheduleIds: readonly number[]) {
  if (scheduleIds.length === 0) return [];
  return db
    .selectFrom('schedule_grades as g')
    .leftJoin('schedule_seats as ss', (j) =>
      j
        .onRef('ss.schedule_id', '=', 'g.schedule_id')
        .onRef('ss.grade', '=', 'g.position')
        .on('ss.block_label', 'is', null),
    )
    .leftJoin('reservation_seats as rs', (j) =>
      j.onRef('rs.schedule_id', '=', 'ss.schedule_id').onRef('rs.seat_key', '=', 'ss.seat_key'),
    )
    .select((eb) => [
      'g.schedule_id',
      'g.position',
      'g.name',
      'g.price',
      'g.color',
      eb.fn.count<number>('ss.seat_key').as('seats'),
      eb.fn.count<number>('rs.seat_key').as('sold'),
    ])
    .where('g.schedule_id', 'in', [...scheduleIds])
    .groupBy(['g.schedule_id', 'g.position', 'g.name', 'g.price', 'g.color'])
    .orderBy('g.schedule_id')
    .orderBy('g.position')
    .execute();
}
