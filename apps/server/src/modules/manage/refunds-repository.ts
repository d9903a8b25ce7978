import type { Insertable } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { RefundsTable } from '../../db/schema.ts';

/** What a refund record copies of a reservation: its schedule, student, money and the account they gave. */
export async function reservationsForRefund(db: Db, ids: number[]) {
  if (ids.length === 0) return [];
  return db
    .selectFrom('reservations')
    .innerJoin('users', 'users.id', 'reservations.user_id')
    .innerJoin('schedules', 'schedules.id', 'reservations.schedule_id')
    .select([
      'reservations.id',
      'reservations.schedule_id',
      'reservations.user_id',
      'reservations.ticket_count',
      'reservations.unit_price',
      'reservations.cancel_requested',
      'reservations.cancel_requested_at',
      'reservations.refund_bank',
      'reservations.refund_account',
      'reservations.refund_holder',
      'schedules.show_id',
      'schedules.order_index',
      'users.name',
      'users.student_id',
      'users.phone',
    ])
    .where('reservations.id', 'in', ids)
    .execute();
}

export async function insertRefunds(db: Db, rows: Insertable<RefundsTable>[]) {
  if (rows.length > 0) await db.insertInto('refunds').values(rows).execute();
}

export async function listShowRefunds(db: Db, showId: number) {
  return db
    .selectFrom('refunds')
    .selectAll()
    .where('show_id', '=', showId)
    .orderBy('approved_at')
    .orderBy('id')
    .execute();
}

/** Marks refunds of the show sent (or not); answers how many were changed. */
export async function markRefunds(
  db: Db,
  showId: number,
  ids: number[],
  refunded: { at: string; by: string } | null,
): Promise<number> {
  const result = await db
    .updateTable('refunds')
    .set({ refunded_at: refunded?.at ?? null, refunded_by: refunded?.by ?? null })
    .where('show_id', '=', showId)
    .where('id', 'in', ids)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

export async function countRefundsOf(db: Db, showId: number, ids: number[]): Promise<number> {
  const { n } = await db
    .selectFrom('refunds')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('show_id', '=', showId)
    .where('id', 'in', ids)
    .executeTakeFirstOrThrow();
  return Number(n);
}

export async function countOwedRefunds(db: Db, showId: number): Promise<number> {
  const { n } = await db
    .selectFrom('refunds')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('show_id', '=', showId)
    .where('refunded_at', 'is', null)
    .executeTakeFirstOrThrow();
  return Number(n);
}

/** Those of the refunds not yet sent (marking them sent tells their students). */
export async function owedAmong(db: Db, showId: number, ids: number[]): Promise<number[]> {
  const rows = await db
    .selectFrom('refunds')
    .select('id')
    .where('show_id', '=', showId)
    .where('id', 'in', ids)
    .where('refunded_at', 'is', null)
    .execute();
  return rows.map((r) => r.id);
}
