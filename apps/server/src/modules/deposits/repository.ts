import type { Insertable } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { DepositImportsTable, DepositsTable } from '../../db/schema.ts';

/** Rows per multi-row insert: 13 values each stays far below both databases' parameter limits. */
const INSERT_CHUNK = 500;

export async function findShowWithClub(db: Db, showId: number) {
  return db.selectFrom('shows').select(['id', 'name', 'club_id']).where('id', '=', showId).executeTakeFirst();
}

/** Every reservation of a show's sessions, with what matching and the review need; one query. */
export async function listShowReservations(db: Db, showId: number) {
  return db
    .selectFrom('reservations')
    .innerJoin('schedules', 'schedules.id', 'reservations.schedule_id')
    .innerJoin('users', 'users.id', 'reservations.user_id')
    .select([
      'reservations.id',
      'reservations.schedule_id',
      'reservations.ticket_count',
      'reservations.unit_price',
      'reservations.status',
      'reservations.deposit_name',
      'schedules.order_index',
      'schedules.max_people',
      'schedules.apply_people',
      'users.name',
      'users.student_id',
    ])
    .where('schedules.show_id', '=', showId)
    .execute();
}

/** The fingerprints a show's imports already hold, with their deposits. */
export async function listShowFingerprints(db: Db, showId: number) {
  return db
    .selectFrom('deposits')
    .select(['id', 'fingerprint', 'reservation_id'])
    .where('show_id', '=', showId)
    .execute();
}

export async function insertImport(db: Db, row: Insertable<DepositImportsTable>): Promise<number> {
  const { id } = await db.insertInto('deposit_imports').values(row).returning('id').executeTakeFirstOrThrow();
  return id;
}

/**
 * Inserts deposits, skipping any whose fingerprint the show already has (a concurrent import of the same
 * statement); answers the ids of the rows inserted, by fingerprint.
 */
export async function insertDeposits(
  db: Db,
  rows: Insertable<DepositsTable>[],
): Promise<Map<string, number>> {
  const ids = new Map<string, number>();
  for (let i = 0; i < rows.length; i += INSERT_CHUNK) {
    const inserted = await db
      .insertInto('deposits')
      .values(rows.slice(i, i + INSERT_CHUNK))
      .onConflict((oc) => oc.columns(['show_id', 'fingerprint']).doNothing())
      .returning(['id', 'fingerprint'])
      .execute();
    for (const r of inserted) ids.set(r.fingerprint, r.id);
  }
  return ids;
}

export async function findImport(db: Db, importId: number) {
  return db
    .selectFrom('deposit_imports')
    .select(['id', 'show_id'])
    .where('id', '=', importId)
    .executeTakeFirst();
}

export async function listImportDeposits(db: Db, importId: number) {
  return db
    .selectFrom('deposits')
    .select(['id', 'row', 'name', 'amount', 'match', 'reservation_id', 'candidates', 'applied_at'])
    .where('import_id', '=', importId)
    .execute();
}

/** Marks a deposit applied unless it already is; true when this call did. */
export async function claimDeposit(
  db: Db,
  depositId: number,
  reservationId: number,
  at: string,
  by: string,
): Promise<boolean> {
  const result = await db
    .updateTable('deposits')
    .set({ applied_at: at, applied_by: by, reservation_id: reservationId })
    .where('id', '=', depositId)
    .where('applied_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** The status rows of reservations of a show, read inside the apply's transaction. */
export async function reservationsForUpdate(db: Db, showId: number, ids: number[]) {
  if (ids.length === 0) return [];
  const out = [];
  for (let i = 0; i < ids.length; i += INSERT_CHUNK) {
    out.push(
      ...(await db
        .selectFrom('reservations')
        .innerJoin('schedules', 'schedules.id', 'reservations.schedule_id')
        .select([
          'reservations.id',
          'reservations.schedule_id',
          'reservations.ticket_count',
          'reservations.unit_price',
          'reservations.status',
          'reservations.pay_by',
        ])
        .where('schedules.show_id', '=', showId)
        .where('reservations.id', 'in', ids.slice(i, i + INSERT_CHUNK))
        .execute()),
    );
  }
  return out;
}
