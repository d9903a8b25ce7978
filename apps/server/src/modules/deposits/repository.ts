import { sql, type Insertable } from 'kysely';
import type { Db, DialectName } from '../../db/database.ts';
import type {
  DepositImportsTable,
  DepositMatchKind,
  DepositOutcome,
  DepositsTable,
  StatementLayoutsTable,
} from '../../db/schema.ts';
import { HOLDER_COLUMNS } from '../../db/columns.ts';

/** Rows per multi-row insert: 13 values each stays far below both databases' parameter limits. */
const INSERT_CHUNK = 500;

export async function findShowWithClub(db: Db, showId: number) {
  return db.selectFrom('shows').select(['id', 'name', 'club_id']).where('id', '=', showId).executeTakeFirst();
}

/** Every reservation of a show's schedules, with what matching and the review need; one query. */
export async function listShowReservations(db: Db, showId: number) {
  return reservationsQuery(db, showId).execute();
}

/** Reservations of a show by id (a page's candidates), as listShowReservations reads them. */
export async function listReservationsById(db: Db, showId: number, ids: number[]) {
  const out = [];
  for (let i = 0; i < ids.length; i += INSERT_CHUNK) {
    out.push(
      ...(await reservationsQuery(db, showId)
        .where('reservations.id', 'in', ids.slice(i, i + INSERT_CHUNK))
        .execute()),
    );
  }
  return out;
}

function reservationsQuery(db: Db, showId: number) {
  return db
    .selectFrom('reservations')
    .innerJoin('schedules', 'schedules.id', 'reservations.schedule_id')
    .innerJoin('users', 'users.id', 'reservations.user_id')
    .select([...HOLDER_COLUMNS, 'schedules.order_index', 'schedules.max_people', 'schedules.apply_people'])
    .where('schedules.show_id', '=', showId);
}

const STORED = [
  'id',
  'import_id',
  'fingerprint',
  'row',
  'at',
  'name',
  'other_name',
  'amount',
  'match',
  'reservation_id',
  'candidates',
  'charge_id',
  'charge_candidates',
  'match_hint',
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
  o: {
    match: DepositMatchKind;
    reservationId: number | null;
    candidates: number[];
    chargeId: number | null;
    chargeCandidates: string | null;
    hint: string | null;
  },
) {
  await db
    .updateTable('deposits')
    .set({
      match: o.match,
      reservation_id: o.reservationId,
      candidates: JSON.stringify(o.candidates),
      charge_id: o.chargeId,
      charge_candidates: o.chargeCandidates,
      match_hint: o.hint,
    })
    .where('id', '=', depositId)
    .where('applied_at', 'is', null)
    .execute();
}

/** How many imports a show has. */
export async function countImports(db: Db, showId: number): Promise<number> {
  const { n } = await db
    .selectFrom('deposit_imports')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('show_id', '=', showId)
    .executeTakeFirstOrThrow();
  return Number(n);
}

/** A show's newest imports, with how many of their deposits are applied and how many could still be. */
export async function listImports(db: Db, showId: number, limit: number) {
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
    .limit(limit)
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
    .select([
      'id',
      'show_id',
      'created_at',
      'filename',
      'source',
      'format',
      'layout_id',
      'layout_label',
      'name_header',
      'other_name_header',
      'ignored',
      'header_signature',
      'mapping',
      'name_column',
      'saved_layout',
    ])
    .where('id', '=', importId)
    .executeTakeFirst();
}

/** Which text column an import's review matches first. */
export async function setNameColumn(db: Db, importId: number, column: 'name' | 'otherName') {
  await db.updateTable('deposit_imports').set({ name_column: column }).where('id', '=', importId).execute();
}

/** A club's confirmed statement layouts. */
export async function listClubLayouts(db: Db, clubId: number) {
  return db
    .selectFrom('statement_layouts')
    .select(['signature', 'mapping'])
    .where('club_id', '=', clubId)
    .execute();
}

/** Keeps a confirmed mapping for a club's statements of one header row; the newest confirmation wins. */
export async function saveClubLayout(db: Db, row: Insertable<StatementLayoutsTable>) {
  await db
    .insertInto('statement_layouts')
    .values(row)
    .onConflict((oc) =>
      oc.columns(['club_id', 'signature']).doUpdateSet({
        mapping: row.mapping,
        saved_by: row.saved_by,
        saved_at: row.saved_at,
      }),
    )
    .execute();
}

/** Links an import to every deposit its source held, in the source's order (positions from 1). */
export async function insertImportRows(db: Db, importId: number, depositIds: readonly number[]) {
  const rows = depositIds.map((depositId, i) => ({
    import_id: importId,
    deposit_id: depositId,
    position: i + 1,
  }));
  for (let i = 0; i < rows.length; i += INSERT_CHUNK) {
    await db
      .insertInto('deposit_import_rows')
      .values(rows.slice(i, i + INSERT_CHUNK))
      .execute();
  }
}

/** The deposits of a show by fingerprint, for a source's rows another import stored meanwhile. */
export async function idsByFingerprint(db: Db, showId: number, fingerprints: string[]) {
  const out = new Map<string, number>();
  for (let i = 0; i < fingerprints.length; i += INSERT_CHUNK) {
    const rows = await db
      .selectFrom('deposits')
      .select(['id', 'fingerprint'])
      .where('show_id', '=', showId)
      .where('fingerprint', 'in', fingerprints.slice(i, i + INSERT_CHUNK))
      .execute();
    for (const r of rows) out.set(r.fingerprint, r.id);
  }
  return out;
}

/**
 * An import's rows: the deposits its source held, in its order, each with its place. One an earlier import stored and
 * applied is shown as 중복 (`duplicate`): the source holds money already counted.
 */
function importRowsQuery(db: Db, importId: number) {
  return db
    .selectFrom('deposit_import_rows as l')
    .innerJoin('deposits', 'deposits.id', 'l.deposit_id')
    .select(STORED.map((c) => `deposits.${c}` as const))
    .select((eb) => [
      'l.position',
      eb
        .case()
        .when(eb.and([eb('deposits.import_id', '<>', importId), eb('deposits.applied_at', 'is not', null)]))
        .then(sql.lit('duplicate'))
        .else(eb.ref('deposits.match'))
        .end()
        .$castTo<DepositMatchKind>()
        .as('shown'),
    ])
    .where('l.import_id', '=', importId);
}

/** Every row of an import, in the source's order. */
export async function listImportRows(db: Db, importId: number) {
  return importRowsQuery(db, importId).orderBy('l.position').execute();
}

/**
 * One page of an import's rows after a place, of one shown match or all: `limit` + 1 are read, so the caller knows
 * whether another page follows.
 */
export async function pageImportRows(
  db: Db,
  importId: number,
  page: { match?: DepositMatchKind; after?: number; limit: number },
) {
  let query = importRowsQuery(db, importId);
  if (page.after !== undefined) query = query.where('l.position', '>', page.after);
  if (page.match) {
    const match = page.match;
    query = query.where((eb) =>
      eb(
        eb
          .case()
          .when(eb.and([eb('deposits.import_id', '<>', importId), eb('deposits.applied_at', 'is not', null)]))
          .then(sql.lit('duplicate'))
          .else(eb.ref('deposits.match'))
          .end(),
        '=',
        match,
      ),
    );
  }
  return query
    .orderBy('l.position')
    .limit(page.limit + 1)
    .execute();
}

/** An import's deposits chosen from the start: matched or already paid, not applied (what `allMatched` applies). */
export async function listImportChosen(db: Db, importId: number) {
  return db
    .selectFrom('deposit_import_rows as l')
    .innerJoin('deposits', 'deposits.id', 'l.deposit_id')
    .select(STORED.map((c) => `deposits.${c}` as const))
    .where('l.import_id', '=', importId)
    .where('deposits.applied_at', 'is', null)
    .where('deposits.match', 'in', ['matched', 'alreadyPaid'])
    .where((eb) =>
      eb.or([eb('deposits.reservation_id', 'is not', null), eb('deposits.charge_id', 'is not', null)]),
    )
    .orderBy('l.position')
    .execute();
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

/**
 * Marks a deposit applied to one thing, a reservation or a dues charge (the other cleared), unless it already is
 * applied; true when this call did.
 */
export async function claimDeposit(
  db: Db,
  depositId: number,
  target: { reservationId: number } | { chargeId: number },
  at: string,
  by: string,
): Promise<boolean> {
  const paid =
    'reservationId' in target
      ? { reservation_id: target.reservationId, charge_id: null }
      : { reservation_id: null, charge_id: target.chargeId };
  const result = await db
    .updateTable('deposits')
    .set({ applied_at: at, applied_by: by, ...paid })
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
export async function listOpenDeposits(db: Db, showId: number, limit: number) {
  return openDepositsQuery(db, showId)
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
      'dues_users.name as dues_name',
      'dues_users.student_id as dues_student_id',
    ])
    .orderBy('deposits.applied_at')
    .orderBy('deposits.id')
    .limit(limit)
    .execute();
}

export async function countOpenDeposits(db: Db, showId: number): Promise<number> {
  const { n } = await openDepositsQuery(db, showId)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(n);
}

/** The open deposits, with their student: a ticket's holder, or a dues deposit's member (`dues_users`). */
function openDepositsQuery(db: Db, showId: number) {
  return db
    .selectFrom('deposits')
    .leftJoin('refunds', 'refunds.deposit_id', 'deposits.id')
    .leftJoin('reservations', 'reservations.id', 'deposits.reservation_id')
    .leftJoin('users', 'users.id', 'reservations.user_id')
    .leftJoin('schedules', 'schedules.id', 'reservations.schedule_id')
    .leftJoin('dues_charges', 'dues_charges.id', 'deposits.charge_id')
    .leftJoin('memberships', 'memberships.id', 'dues_charges.membership_id')
    .leftJoin('users as dues_users', 'dues_users.id', 'memberships.user_id')
    .where('deposits.show_id', '=', showId)
    .where('deposits.applied_at', 'is not', null)
    .where((eb) =>
      eb.or([
        eb.and([eb('deposits.outcome', '=', 'short'), eb('deposits.settlement', 'is', null)]),
        eb.and([eb('refunds.id', 'is not', null), eb('refunds.refunded_at', 'is', null)]),
      ]),
    );
}

/**
 * The club's dues charges a deposit may name (docs/product.md#members): every charge of a member with an account,
 * with the term and the member's deposit name parts (학번, 이름). Which ones are matched is decided by the caller.
 */
export async function listClubCharges(db: Db, clubId: number) {
  return chargesQuery(db).where('m.club_id', '=', clubId).execute();
}

/** Charges of the club by id (a page's candidates, an applied deposit's charge). */
export async function listChargesById(db: Db, clubId: number, ids: readonly number[]) {
  if (ids.length === 0) return [];
  const out = [];
  for (let i = 0; i < ids.length; i += INSERT_CHUNK) {
    out.push(
      ...(await chargesQuery(db)
        .where('m.club_id', '=', clubId)
        .where('d.id', 'in', ids.slice(i, i + INSERT_CHUNK))
        .execute()),
    );
  }
  return out;
}

function chargesQuery(db: Db) {
  return db
    .selectFrom('dues_charges as d')
    .innerJoin('memberships as m', 'm.id', 'd.membership_id')
    .innerJoin('club_terms as t', 't.id', 'm.term_id')
    .innerJoin('users as u', 'u.id', 'm.user_id')
    .select([
      'd.id',
      'd.membership_id',
      'd.amount',
      'd.paid_amount',
      'd.status',
      'm.term_id',
      't.name as term_name',
      't.ends_on',
      'u.name',
      'u.student_id',
    ]);
}

/**
 * The club's charges an apply pays, read inside its transaction and, on PostgreSQL, locked for the rest of it (in id
 * order); what a dues deposit does is decided from these rows, as reservationsForUpdate does for tickets.
 */
export async function chargesForUpdate(
  db: Db,
  clubId: number,
  unsorted: readonly number[],
  dialect: DialectName = 'sqlite',
) {
  if (unsorted.length === 0) return [];
  const ids = [...unsorted].sort((a, b) => a - b);
  const out = [];
  for (let i = 0; i < ids.length; i += INSERT_CHUNK) {
    out.push(
      ...(await db
        .selectFrom('dues_charges as d')
        .innerJoin('memberships as m', 'm.id', 'd.membership_id')
        .innerJoin('club_terms as t', 't.id', 'm.term_id')
        .select([
          'd.id',
          'd.membership_id',
          'd.amount',
          'd.paid_amount',
          'd.status',
          'm.term_id',
          'm.user_id',
          't.ends_on',
        ])
        .where('m.club_id', '=', clubId)
        .where('d.id', 'in', ids.slice(i, i + INSERT_CHUNK))
        .orderBy('d.id')
        .$if(dialect === 'postgres', (qb) => qb.forUpdate(['d']))
        .execute()),
    );
  }
  return out;
}

/** Deposits applied to a dues charge, but one. */
export async function appliedDepositsOfCharge(db: Db, chargeId: number, except: number) {
  return db
    .selectFrom('deposits')
    .select(['id', 'amount', 'outcome'])
    .where('charge_id', '=', chargeId)
    .where('applied_at', 'is not', null)
    .where('id', '<>', except)
    .execute();
}

/** Money of a dues deposit owed back (a second deposit for paid dues, or above them), in the show's 환불 관리. */
export async function insertDuesRefund(
  db: Db,
  r: {
    showId: number;
    userId: number;
    depositId: number;
    amount: number;
    reason: 'duplicate' | 'overpaid';
    by: string;
    at: string;
  },
) {
  const u = await db
    .selectFrom('users')
    .select(['name', 'student_id', 'phone'])
    .where('id', '=', r.userId)
    .executeTakeFirst();
  await db
    .insertInto('refunds')
    .values({
      show_id: r.showId,
      schedule_id: null,
      reservation_id: null,
      user_id: r.userId,
      order_index: null,
      name: u?.name ?? '',
      student_id: u?.student_id ?? '',
      phone: u?.phone ?? '',
      tickets: 0,
      amount: r.amount,
      bank: null,
      account_number: null,
      account_holder: null,
      reason: r.reason,
      deposit_id: r.depositId,
      requested_at: null,
      approved_at: r.at,
      approved_by: r.by,
    })
    .execute();
}
