import type { Insertable } from 'kysely';
import type { Db, DialectName } from '../../db/database.ts';
import type {
  DepositImportsTable,
  DepositMatchKind,
  DepositOutcome,
  DepositsTable,
} from '../../db/schema.ts';
import { HOLDER_COLUMNS } from '../../db/columns.ts';

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
    .select([...HOLDER_COLUMNS, 'schedules.order_index', 'schedules.max_people', 'schedules.apply_people'])
    .where('schedules.show_id', '=', showId)
    .execute();
}

const STORED = [
  'id',
  'import_id',
  'fingerprint',
  'row',
  'at',
  'name',
  'amount',
  'match',
  'reservation_id',
  'candidates',
  'applied_at',
  'outcome',
] as const;

/** The deposits a show's imports already hold, by fingerprint. */
export async function listShowFingerprints(db: Db, showId: number) {
  return db.selectFrom('deposits').select(STORED).where('show_id', '=', showId).execute();
}

/** A deposit matched again (it was not applied yet). */
export async function updateMatch(
  db: Db,
  depositId: number,
  o: { match: DepositMatchKind; reservationId: number | null; candidates: number[] },
) {
  await db
    .updateTable('deposits')
    .set({ match: o.match, reservation_id: o.reservationId, candidates: JSON.stringify(o.candidates) })
    .where('id', '=', depositId)
    .where('applied_at', 'is', null)
    .execute();
}

/** A show's imports, newest first, with how many of their deposits are applied and how many could still be. */
export async function listImports(db: Db, showId: number) {
  return db
    .selectFrom('deposit_imports')
    .leftJoin('deposits', 'deposits.import_id', 'deposit_imports.id')
    .select((eb) => [
      'deposit_imports.id',
      'deposit_imports.created_at',
      'deposit_imports.created_by',
      'deposit_imports.source',
      'deposit_imports.filename',
      'deposit_imports.row_count',
      eb.fn.count<number>('deposits.id').as('deposits'),
      eb.fn.count<number>('deposits.applied_at').as('applied'),
      eb.fn
        .sum<number>(
          eb
            .case()
            .when(
              eb.and([
                eb('deposits.applied_at', 'is', null),
                eb('deposits.match', 'in', ['matched', 'ambiguous', 'alreadyPaid']),
              ]),
            )
            .then(1)
            .else(0)
            .end(),
        )
        .as('open'),
    ])
    .where('deposit_imports.show_id', '=', showId)
    .groupBy([
      'deposit_imports.id',
      'deposit_imports.created_at',
      'deposit_imports.created_by',
      'deposit_imports.source',
      'deposit_imports.filename',
      'deposit_imports.row_count',
    ])
    .orderBy('deposit_imports.id', 'desc')
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
    .select(['id', 'show_id', 'created_at', 'filename', 'source'])
    .where('id', '=', importId)
    .executeTakeFirst();
}

/** An import's own deposits, in the order of its source. */
export async function listImportDeposits(db: Db, importId: number) {
  return db.selectFrom('deposits').select(STORED).where('import_id', '=', importId).orderBy('row').execute();
}

/**
 * Deposits of a show by id: an apply may carry deposits an earlier import of the same statement stored and never
 * applied (a statement uploaded again shows them for applying).
 */
export async function listShowDeposits(db: Db, showId: number, ids: number[]) {
  const out = [];
  for (let i = 0; i < ids.length; i += INSERT_CHUNK) {
    out.push(
      ...(await db
        .selectFrom('deposits')
        .select(STORED)
        .where('show_id', '=', showId)
        .where('id', 'in', ids.slice(i, i + INSERT_CHUNK))
        .execute()),
    );
  }
  return out;
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

/**
 * The status rows of reservations of a show, read inside the apply's transaction and, on PostgreSQL, locked for the
 * rest of it (in id order, so two applies never wait on each other crosswise); SQLite runs one write transaction at a
 * time already. What a deposit does is decided from these rows.
 */
export async function reservationsForUpdate(
  db: Db,
  showId: number,
  unsorted: number[],
  dialect: DialectName = 'sqlite',
) {
  if (unsorted.length === 0) return [];
  const ids = [...unsorted].sort((a, b) => a - b);
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
        .orderBy('reservations.id')
        .$if(dialect === 'postgres', (qb) => qb.forUpdate(['reservations']))
        .execute()),
    );
  }
  return out;
}

/** Deposits applied to a reservation, but one. */
export async function appliedDepositsOf(db: Db, reservationId: number, except: number) {
  return db
    .selectFrom('deposits')
    .select(['id', 'amount', 'outcome', 'settlement'])
    .where('reservation_id', '=', reservationId)
    .where('applied_at', 'is not', null)
    .where('id', '<>', except)
    .execute();
}

export async function recordOutcome(db: Db, depositId: number, outcome: DepositOutcome, expected: number) {
  await db.updateTable('deposits').set({ outcome, expected }).where('id', '=', depositId).execute();
}

/** Settles short deposits not settled yet; answers how many this call settled. */
export async function settleDeposits(
  db: Db,
  ids: number[],
  settlement: 'toppedUp' | 'accepted' | 'refunded',
  at: string,
  by: string,
): Promise<number> {
  if (ids.length === 0) return 0;
  const result = await db
    .updateTable('deposits')
    .set({ settlement, settled_at: at, settled_by: by })
    .where('id', 'in', ids)
    .where('outcome', '=', 'short')
    .where('settlement', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

export async function findDeposit(db: Db, showId: number, depositId: number) {
  return db
    .selectFrom('deposits')
    .select(['id', 'import_id', 'amount', 'outcome', 'reservation_id', 'settlement'])
    .where('id', '=', depositId)
    .where('show_id', '=', showId)
    .executeTakeFirst();
}

/**
 * A show's deposits that did not fit and are not settled: shortfalls not settled, and those whose money owed back is
 * not marked sent yet.
 */
export async function listOpenDeposits(db: Db, showId: number) {
  return db
    .selectFrom('deposits')
    .leftJoin('refunds', 'refunds.deposit_id', 'deposits.id')
    .leftJoin('reservations', 'reservations.id', 'deposits.reservation_id')
    .leftJoin('users', 'users.id', 'reservations.user_id')
    .leftJoin('schedules', 'schedules.id', 'reservations.schedule_id')
    .select([
      'deposits.id',
      'deposits.import_id',
      'deposits.at',
      'deposits.name',
      'deposits.amount',
      'deposits.outcome',
      'deposits.expected',
      'deposits.reservation_id',
      'deposits.applied_at',
      'refunds.id as refund_id',
      'refunds.amount as refund_amount',
      'users.name as student_name',
      'users.student_id',
      'schedules.order_index',
    ])
    .where('deposits.show_id', '=', showId)
    .where('deposits.applied_at', 'is not', null)
    .where((eb) =>
      eb.or([
        eb.and([eb('deposits.outcome', '=', 'short'), eb('deposits.settlement', 'is', null)]),
        eb.and([eb('refunds.id', 'is not', null), eb('refunds.refunded_at', 'is', null)]),
      ]),
    )
    .orderBy('deposits.applied_at')
    .orderBy('deposits.id')
    .execute();
}
