import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';
import { compiledOnce } from '../../lib/compiled.ts';
import { LIVE_STATUSES } from '../../db/schema.ts';
import { BOOKING_COLUMNS, RESERVATION_COLUMNS } from '../../db/columns.ts';

/**
 * The partial index's own condition, written out: SQLite uses a partial index only for a WHERE that repeats its
 * condition literally (with bound parameters it falls back to the schedule index and reads the whole schedule).
 */
const LIVE = sql<boolean>`status in ('unpaid', 'paid')`;

const scheduleForReservation = compiledOnce((db, scheduleId: number, userId: number) =>
  db
    .selectFrom('schedules')
    .innerJoin('shows', 'shows.id', 'schedules.show_id')
    .select((eb) => [
      'schedules.id',
      ...BOOKING_COLUMNS,
      'shows.sales_open_at',
      // The student's live reservation of this schedule, by the partial unique index.
      eb
        .selectFrom('reservations')
        .select('reservations.id')
        .whereRef('reservations.schedule_id', '=', 'schedules.id')
        .where('reservations.user_id', '=', userId)
        .where(LIVE)
        .limit(1)
        .as('own_reservation_id'),
    ])
    .where('schedules.id', '=', scheduleId),
);

/**
 * The schedule and its show as a reservation needs them, with the student's own live reservation of it if any: one
 * query, compiled once (every try of a rush reads it).
 */
export async function findScheduleForReservation(db: Db, scheduleId: number, userId: number) {
  return (await scheduleForReservation(db, scheduleId, userId))[0];
}

/**
 * A schedule as its refusals need it and, when its seats left are fewer than one student may take (only then can a
 * holder's second try be told from a sold-out one), the students who hold a live reservation of it: one row per
 * holder (one row with a null user when there is none), in one statement, so the seats and the holders are of one
 * moment. While seats are plenty it reads one row, which a rush's selling phase re-reads after every sale. The same
 * schedule and show join as findScheduleForReservation: a schedule found here is one reserve finds.
 */
export const scheduleSnapshotRows = compiledOnce((db, scheduleId: number) =>
  db
    .selectFrom('schedules')
    .innerJoin('shows', 'shows.id', 'schedules.show_id')
    .leftJoin('reservations', (j) =>
      j
        .onRef('reservations.schedule_id', '=', 'schedules.id')
        .on(sql<boolean>`reservations.status in ('unpaid', 'paid')`)
        .on(sql<boolean>`schedules.max_people - schedules.apply_people < schedules.max_ticket`),
    )
    .select([
      'schedules.date',
      'schedules.time',
      'schedules.max_ticket',
      'schedules.max_people',
      'schedules.apply_people',
      'shows.sales_open_at',
      'reservations.user_id',
    ])
    .where('schedules.id', '=', scheduleId),
);

/** The schedule's seats, or undefined when it is gone. */
export async function seatsOf(db: Db, scheduleId: number) {
  return db
    .selectFrom('schedules')
    .select(['apply_people', 'max_people'])
    .where('id', '=', scheduleId)
    .executeTakeFirst();
}

/** A new unpaid reservation: its schedule, student, tickets, price, deposit name, deadline and the moment it is made. */
export interface NewReservationRow {
  schedule_id: number;
  user_id: number;
  ticket_count: number;
  unit_price: number;
  deposit_name: string;
  pay_by: string;
  at: string;
}

export async function insertReservation(
  db: Db,
  row: NewReservationRow & {
    /** A seated schedule's seats (their keys); taken in the same transaction (modules/seating). */
    seat_keys?: readonly string[];
  },
): Promise<number> {
  const { id } = await db
    .insertInto('reservations')
    .values({
      schedule_id: row.schedule_id,
      user_id: row.user_id,
      ticket_count: row.ticket_count,
      unit_price: row.unit_price,
      status: 'unpaid',
      cancel_requested: 0,
      deposit_name: row.deposit_name,
      pay_by: row.pay_by,
      expires_at: row.pay_by,
      created_at: row.at,
      updated_at: row.at,
      seat_keys: row.seat_keys ? JSON.stringify(row.seat_keys) : null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

/**
 * PostgreSQL: the seats taken by the conditional update, the reservation and its notice in one statement, so the
 * schedule's row is locked only while the statement runs, where a transaction of five round trips held it through
 * three (docs/decisions/0024-rush-day.md, "Sixth round"). The notice's columns are those `notify` writes
 * (modules/notifications/notify.ts). All or nothing, like a transaction: no row when the seats are
 * not there (nothing written), and the unique index's refusal of a second live reservation undoes the update too.
 * The statement is the notice's INSERT, so the write watch counts it as a change only when it wrote a row
 * (db/write-watch.ts: raw SQL that is not a SELECT, with the driver's count of an INSERT).
 */
export async function takeSeatsAndReserve(
  db: Db,
  row: NewReservationRow,
  notice: { user_id: number; kind: string; title: string; body: string; link: string },
) {
  const { rows } = await sql<{ id: number; apply_people: number; max_people: number }>`
    with taken as (
      update schedules set apply_people = apply_people + ${row.ticket_count}::integer
      where id = ${row.schedule_id}::integer and apply_people + ${row.ticket_count}::integer <= max_people
      returning apply_people, max_people
    ), made as (
      insert into reservations (schedule_id, user_id, ticket_count, unit_price, status, cancel_requested,
        deposit_name, pay_by, expires_at, created_at, updated_at)
      select ${row.schedule_id}::integer, ${row.user_id}::integer, ${row.ticket_count}::integer,
        ${row.unit_price}::integer, 'unpaid', 0, ${row.deposit_name}::text, ${row.pay_by}::text,
        ${row.pay_by}::text, ${row.at}::text, ${row.at}::text
      from taken
      returning id
    )
    insert into notifications (user_id, kind, title, body, link, reservation_id, created_at, mail_next_at)
    select ${notice.user_id}::integer, ${notice.kind}::text, ${notice.title}::text, ${notice.body}::text,
      ${notice.link}::text, made.id, ${row.at}::text, ${row.at}::text
    from made
    returning reservation_id as id, (select apply_people from taken) as apply_people,
      (select max_people from taken) as max_people`.execute(db);
  return rows[0];
}

export async function listStudentReservations(db: Db, userId: number, reservationId?: number) {
  return (
    db
      .selectFrom('reservations')
      .innerJoin('schedules', 'schedules.id', 'reservations.schedule_id')
      .innerJoin('shows', 'shows.id', 'schedules.show_id')
      // The refund of a cancelled reservation; a deposit's money owed back (deposit_id) is not the card's refund.
      .leftJoin('refunds', (j) =>
        j.onRef('refunds.reservation_id', '=', 'reservations.id').on('refunds.deposit_id', 'is', null),
      )
      .select([
        ...RESERVATION_COLUMNS,
        'refunds.amount as refund_amount',
        'refunds.refunded_at',
        'schedules.order_index',
        'schedules.date',
        'schedules.time',
        'shows.id as show_id',
        'shows.name as show_name',
        'shows.poster_file',
        'shows.qr_file',
        'shows.location',
        'shows.manager_phone',
        'shows.account_bank_name',
        'shows.account_number',
        'shows.account_name',
      ])
      .where('reservations.user_id', '=', userId)
      .$if(reservationId !== undefined, (q) => q.where('reservations.id', '=', reservationId!))
      .orderBy('reservations.created_at', 'desc')
      .orderBy('reservations.id', 'desc')
      .execute()
  );
}

/**
 * Raises (with the refund account, for a paid one) or withdraws the student's cancel request on their own live
 * reservation; raising it again replaces the account and clears the club's last refusal. Answers whether it applied.
 */
export async function setCancelRequest(
  db: Db,
  reservationId: number,
  userId: number,
  request: {
    on: boolean;
    at: string;
    account: { bankName: string; accountNumber: string; holder: string } | null;
  },
) {
  const result = await db
    .updateTable('reservations')
    .set(
      request.on
        ? {
            cancel_requested: 1,
            cancel_requested_at: request.at,
            refund_bank: request.account?.bankName ?? null,
            refund_account: request.account?.accountNumber ?? null,
            refund_holder: request.account?.holder ?? null,
            cancel_rejected_reason: null,
            cancel_rejected_at: null,
            updated_at: request.at,
          }
        : { cancel_requested: 0, cancel_requested_at: null, updated_at: request.at },
    )
    .where('id', '=', reservationId)
    .where('user_id', '=', userId)
    .where('status', 'in', LIVE_STATUSES)
    // A ticket let in at the door has been used: no refund is asked for it (withdrawing stays possible).
    .$if(request.on, (qb) => qb.where('admitted_tickets', '=', 0))
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/**
 * Records the student's "입금했어요" on their own unpaid reservation and moves its expiry a grace period past the
 * pay-by time. Answers whether it applied (false: not theirs, or not unpaid).
 */
export async function claimTransfer(
  db: Db,
  reservationId: number,
  userId: number,
  claim: { at: string; transferAt: string; amount: number; name: string; expiresAt: string },
): Promise<boolean> {
  const result = await db
    .updateTable('reservations')
    .set({
      transfer_claimed_at: claim.at,
      transfer_at: claim.transferAt,
      transfer_amount: claim.amount,
      transfer_name: claim.name,
      expires_at: claim.expiresAt,
      updated_at: claim.at,
    })
    .where('id', '=', reservationId)
    .where('user_id', '=', userId)
    .where('status', '=', 'unpaid')
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function findStudentReservation(db: Db, reservationId: number, userId: number) {
  return db
    .selectFrom('reservations')
    .innerJoin('schedules', 'schedules.id', 'reservations.schedule_id')
    .select([
      'reservations.id',
      'reservations.schedule_id',
      'reservations.ticket_count',
      'reservations.status',
      'reservations.pay_by',
      'reservations.admitted_tickets',
      'schedules.date',
      'schedules.time',
    ])
    .where('reservations.id', '=', reservationId)
    .where('reservations.user_id', '=', userId)
    .executeTakeFirst();
}
