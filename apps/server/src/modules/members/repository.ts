import type { MembershipSource, MembershipStatus } from '@moa/contract';
import type { Insertable } from 'kysely';
import type { Db, DialectName } from '../../db/database.ts';
import type { MembershipsTable } from '../../db/schema.ts';

// ---- terms ----

/** A term as the services read it: its days and its dues. */
const TERM_COLUMNS = [
  'club_terms.id',
  'club_terms.club_id',
  'club_terms.name',
  'club_terms.starts_on',
  'club_terms.ends_on',
  'club_terms.dues_amount',
  'club_terms.dues_pay_by',
  'club_terms.dues_bank',
  'club_terms.dues_account_number',
  'club_terms.dues_account_name',
] as const;

export async function listTerms(db: Db, clubId: number) {
  return db
    .selectFrom('club_terms')
    .select(TERM_COLUMNS)
    .select((eb) =>
      eb
        .selectFrom('memberships')
        .select((e) => e.fn.countAll<number>().as('n'))
        .whereRef('memberships.term_id', '=', 'club_terms.id')
        .as('member_count'),
    )
    .where('club_id', '=', clubId)
    .orderBy('starts_on', 'desc')
    .execute();
}

export async function findTerm(db: Db, termId: number) {
  return db.selectFrom('club_terms').select(TERM_COLUMNS).where('id', '=', termId).executeTakeFirst();
}

export async function countMembers(db: Db, termId: number): Promise<number> {
  const row = await db
    .selectFrom('memberships')
    .select((e) => e.fn.countAll<number>().as('n'))
    .where('term_id', '=', termId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/**
 * The club's row, locked on PostgreSQL: term writes of one club run one at a time (the overlap check holds). FOR NO
 * KEY UPDATE, so rows that only reference the club (a membership, a show) are not held up by it.
 */
export async function lockClub(db: Db, clubId: number, dialect: DialectName): Promise<void> {
  let q = db.selectFrom('clubs').select('id').where('id', '=', clubId);
  if (dialect === 'postgres') q = q.forNoKeyUpdate();
  await q.executeTakeFirst();
}

/** The club's terms whose days meet [startsOn, endsOn], but `exceptId`. */
export async function overlappingTerms(
  db: Db,
  clubId: number,
  startsOn: string,
  endsOn: string,
  exceptId?: number,
) {
  let q = db
    .selectFrom('club_terms')
    .select(['id', 'name', 'starts_on', 'ends_on'])
    .where('club_id', '=', clubId)
    .where('starts_on', '<=', endsOn)
    .where('ends_on', '>=', startsOn);
  if (exceptId !== undefined) q = q.where('id', '!=', exceptId);
  return q.orderBy('starts_on').execute();
}

export async function termOn(db: Db, clubId: number, day: string) {
  return db
    .selectFrom('club_terms')
    .select(TERM_COLUMNS)
    .where('club_id', '=', clubId)
    .where('starts_on', '<=', day)
    .where('ends_on', '>=', day)
    .executeTakeFirst();
}

/** The last day of the club's terms ending before `day`, and the first day of those starting after it. */
export async function neighbours(db: Db, clubId: number, day: string) {
  const [before, after] = await Promise.all([
    db
      .selectFrom('club_terms')
      .select((e) => e.fn.max('ends_on').as('d'))
      .where('club_id', '=', clubId)
      .where('ends_on', '<', day)
      .executeTakeFirst(),
    db
      .selectFrom('club_terms')
      .select((e) => e.fn.min('starts_on').as('d'))
      .where('club_id', '=', clubId)
      .where('starts_on', '>', day)
      .executeTakeFirst(),
  ]);
  return { lastEnd: (before?.d as string | null) ?? null, nextStart: (after?.d as string | null) ?? null };
}

export async function countTerms(db: Db, clubId: number): Promise<number> {
  const row = await db
    .selectFrom('club_terms')
    .select((e) => e.fn.countAll<number>().as('n'))
    .where('club_id', '=', clubId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Inserts a term unless the club has one of that name or first day already; its id, or undefined. */
export async function insertTerm(
  db: Db,
  t: { club_id: number; name: string; starts_on: string; ends_on: string; at: string; renewed_from?: number },
): Promise<number | undefined> {
  const row = await db
    .insertInto('club_terms')
    .values({
      club_id: t.club_id,
      name: t.name,
      starts_on: t.starts_on,
      ends_on: t.ends_on,
      created_at: t.at,
      updated_at: t.at,
      ...(t.renewed_from === undefined ? {} : { renewed_from: t.renewed_from }),
    })
    .onConflict((oc) => oc.doNothing())
    .returning('id')
    .executeTakeFirst();
  return row?.id;
}

export async function termNamed(db: Db, clubId: number, name: string, exceptId?: number) {
  let q = db.selectFrom('club_terms').select('id').where('club_id', '=', clubId).where('name', '=', name);
  if (exceptId !== undefined) q = q.where('id', '!=', exceptId);
  return q.executeTakeFirst();
}

export async function updateTerm(
  db: Db,
  termId: number,
  t: { name: string; starts_on: string; ends_on: string; at: string },
): Promise<void> {
  await db
    .updateTable('club_terms')
    .set({ name: t.name, starts_on: t.starts_on, ends_on: t.ends_on, updated_at: t.at })
    .where('id', '=', termId)
    .execute();
}

// ---- positions ----

export async function listPositions(db: Db, clubId: number) {
  return db
    .selectFrom('club_positions')
    .select(['id', 'club_id', 'name', 'manages', 'rank'])
    .where('club_id', '=', clubId)
    .orderBy('rank')
    .execute();
}

/** The club's default positions, unless it has positions already (conflicts: another request made them first). */
export async function insertPositions(
  db: Db,
  clubId: number,
  positions: readonly { name: string; manages: boolean }[],
  at: string,
): Promise<void> {
  await db
    .insertInto('club_positions')
    .values(
      positions.map((p, rank) => ({
        club_id: clubId,
        name: p.name,
        manages: p.manages ? 1 : 0,
        rank,
        created_at: at,
      })),
    )
    .onConflict((oc) => oc.doNothing())
    .execute();
}

export async function findPosition(db: Db, positionId: number) {
  return db
    .selectFrom('club_positions')
    .select(['id', 'club_id', 'name', 'manages', 'rank'])
    .where('id', '=', positionId)
    .executeTakeFirst();
}

export async function positionNamed(db: Db, clubId: number, name: string, exceptId: number) {
  return db
    .selectFrom('club_positions')
    .select('id')
    .where('club_id', '=', clubId)
    .where('name', '=', name)
    .where('id', '!=', exceptId)
    .executeTakeFirst();
}

export async function updatePosition(db: Db, positionId: number, p: { name: string; manages: number }) {
  await db.updateTable('club_positions').set(p).where('id', '=', positionId).execute();
}

// ---- memberships ----

/** Every membership of a term with who it is: the account's profile, or the invitation's own columns. */
export async function termMemberships(db: Db, termId: number, membershipId?: number) {
  let q = db
    .selectFrom('memberships as m')
    .innerJoin('club_positions as p', 'p.id', 'm.position_id')
    .leftJoin('users as u', 'u.id', 'm.user_id')
    .leftJoin('dues_charges as d', 'd.membership_id', 'm.id')
    .select([
      'd.amount as charge_amount',
      'd.paid_amount as charge_paid',
      'd.status as charge_status',
      'd.reason as charge_reason',
      'd.paid_at as charge_paid_at',
      'd.claimed_at as charge_claimed_at',
      'm.id',
      'm.club_id',
      'm.term_id',
      'm.user_id',
      'm.position_id',
      'p.name as position_name',
      'p.rank as position_rank',
      'm.status',
      'm.status_changed_on',
      'm.reason',
      'm.union_consent',
      'm.source',
      'm.invite_email',
      'm.invite_name',
      'm.invite_student_id',
      'm.invite_department',
      'm.invite_phone',
      'm.created_at',
      'u.name as user_name',
      'u.student_id as user_student_id',
      'u.department as user_department',
      'u.school_year as user_school_year',
      'u.phone as user_phone',
      'u.email as user_email',
    ])
    .where('m.term_id', '=', termId);
  if (membershipId !== undefined) q = q.where('m.id', '=', membershipId);
  return q.orderBy('p.rank').orderBy('m.id').execute();
}
export type MembershipRow = Awaited<ReturnType<typeof termMemberships>>[number];

export async function findMembership(db: Db, membershipId: number) {
  return db
    .selectFrom('memberships')
    .select(['id', 'club_id', 'term_id', 'user_id', 'status'])
    .where('id', '=', membershipId)
    .executeTakeFirst();
}

/** The membership's row, locked until the transaction ends on PostgreSQL (SQLite has one writer): writes queue. */
export async function lockMembership(db: Db, membershipId: number, dialect: DialectName) {
  return db
    .selectFrom('memberships')
    .select(['id', 'club_id', 'term_id', 'user_id', 'status', 'position_id'])
    .where('id', '=', membershipId)
    .$if(dialect === 'postgres', (qb) => qb.forUpdate())
    .executeTakeFirst();
}

/**
 * Inserts a membership unless the term has one for the student (or an invitation of that e-mail or 학번) already:
 * the unique indexes decide, so two requests at once make one. The new id, or undefined.
 */
export async function insertMembership(
  db: Db,
  row: Insertable<MembershipsTable>,
): Promise<number | undefined> {
  const inserted = await db
    .insertInto('memberships')
    .values(row)
    .onConflict((oc) => oc.doNothing())
    .returning('id')
    .executeTakeFirst();
  return inserted?.id;
}

export async function updateMembership(
  db: Db,
  membershipId: number,
  set: {
    status?: MembershipStatus;
    status_changed_on?: string;
    reason?: string;
    position_id?: number;
    updated_at: string;
  },
): Promise<void> {
  await db.updateTable('memberships').set(set).where('id', '=', membershipId).execute();
}

/** Students' accounts by e-mail (not deleted). */
export async function userByEmail(db: Db, email: string) {
  return db
    .selectFrom('users')
    .select(['id', 'authority', 'name', 'student_id', 'email'])
    .where('email', '=', email)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
}

export async function userById(db: Db, userId: number) {
  return db
    .selectFrom('users')
    .select(['id', 'authority', 'name', 'student_id', 'email'])
    .where('id', '=', userId)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
}

/** Student accounts whose 학번 is one of `studentIds` (for a roster's rows). */
export async function studentsByStudentId(db: Db, studentIds: readonly string[]) {
  if (studentIds.length === 0) return [];
  return db
    .selectFrom('users')
    .select(['id', 'name', 'student_id', 'email'])
    .where('authority', '=', 'ROLE_USER')
    .where('deleted_at', 'is', null)
    .where('student_id', 'in', studentIds)
    .execute();
}

export async function studentsByEmail(db: Db, emails: readonly string[]) {
  if (emails.length === 0) return [];
  return db
    .selectFrom('users')
    .select(['id', 'name', 'student_id', 'email'])
    .where('authority', '=', 'ROLE_USER')
    .where('deleted_at', 'is', null)
    .where('email', 'in', emails)
    .execute();
}

/** The invitations (memberships without an account) an account matches: by e-mail, or by 학번 and 이름. */
export async function matchingInvitations(
  db: Db,
  who: { email: string; studentId: string | null; name: string | null },
) {
  return db
    .selectFrom('memberships')
    .select(['id', 'term_id'])
    .where('user_id', 'is', null)
    .where((eb) => {
      const byEmail = eb('invite_email', '=', who.email);
      if (!who.studentId || !who.name) return byEmail;
      return eb.or([
        byEmail,
        eb.and([eb('invite_student_id', '=', who.studentId), eb('invite_name', '=', who.name)]),
      ]);
    })
    .orderBy('id')
    .execute();
}

/**
 * Binds an invitation to the account unless the account has a membership of that term already (then the invitation
 * is left for `dropDuplicateInvitations`). A conditional update: an invitation binds once.
 */
export async function bindInvitation(db: Db, membershipId: number, userId: number, at: string) {
  const result = await db
    .updateTable('memberships')
    .set({ user_id: userId, updated_at: at })
    .where('id', '=', membershipId)
    .where('user_id', 'is', null)
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('memberships as other')
            .select('other.id')
            .whereRef('other.term_id', '=', 'memberships.term_id')
            .where('other.user_id', '=', userId),
        ),
      ),
    )
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Deletes the unbound invitations among `ids` whose term has the account's membership already. */
export async function dropDuplicateInvitations(db: Db, ids: readonly number[], userId: number) {
  if (ids.length === 0) return;
  await db
    .deleteFrom('memberships')
    .where('id', 'in', ids)
    .where('user_id', 'is', null)
    .where(({ exists, selectFrom }) =>
      exists(
        selectFrom('memberships as other')
          .select('other.id')
          .whereRef('other.term_id', '=', 'memberships.term_id')
          .where('other.user_id', '=', userId),
      ),
    )
    .execute();
}

export type NewMembership = {
  club_id: number;
  term_id: number;
  position_id: number;
  status: MembershipStatus;
  source: MembershipSource;
  on: string;
  at: string;
};

/** The student's own memberships (not invitations), newest term first. */
export async function userMemberships(db: Db, userId: number, membershipId?: number) {
  let q = db
    .selectFrom('memberships as m')
    .innerJoin('club_terms as t', 't.id', 'm.term_id')
    .innerJoin('clubs as c', 'c.id', 'm.club_id')
    .innerJoin('club_positions as p', 'p.id', 'm.position_id')
    .select([
      'm.id',
      'm.club_id',
      'c.name as club_name',
      't.name as term_name',
      't.starts_on',
      't.ends_on',
      'p.name as position_name',
      'm.status',
      'm.status_changed_on',
      'm.union_consent',
    ])
    .where('m.user_id', '=', userId);
  if (membershipId !== undefined) q = q.where('m.id', '=', membershipId);
  return q.orderBy('t.starts_on', 'desc').orderBy('c.name').execute();
}

export async function setUnionConsent(
  db: Db,
  membershipId: number,
  userId: number,
  consent: number,
  at: string,
): Promise<boolean> {
  const result = await db
    .updateTable('memberships')
    .set({ union_consent: consent, updated_at: at })
    .where('id', '=', membershipId)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Withdrawn members' memberships of terms that ended before `endedBefore`, oldest first. */
export async function withdrawnPastRetention(db: Db, endedBefore: string, limit: number) {
  return db
    .selectFrom('memberships as m')
    .innerJoin('club_terms as t', 't.id', 'm.term_id')
    .select(['m.id', 'm.term_id'])
    .where('m.status', '=', 'withdrawn')
    .where('t.ends_on', '<', endedBefore)
    .orderBy('m.id')
    .limit(limit)
    .execute();
}

/** Deletes a withdrawn membership; whether this call deleted it. */
export async function deleteWithdrawn(db: Db, membershipId: number): Promise<boolean> {
  const gone = await db
    .deleteFrom('memberships')
    .where('id', '=', membershipId)
    .where('status', '=', 'withdrawn')
    .returning('id')
    .executeTakeFirst();
  return gone !== undefined;
}

// ---- dues ----

export async function setTermDues(
  db: Db,
  termId: number,
  d: {
    amount: number;
    payBy: string;
    bankName: string;
    accountNumber: string;
    accountName: string;
    at: string;
  },
): Promise<void> {
  await db
    .updateTable('club_terms')
    .set({
      dues_amount: d.amount,
      dues_pay_by: d.payBy,
      dues_bank: d.bankName,
      dues_account_number: d.accountNumber,
      dues_account_name: d.accountName,
      updated_at: d.at,
    })
    .where('id', '=', termId)
    .execute();
}

/** Charges the term's pending memberships that have no charge yet (a unique index: one charge per membership). */
export async function chargePending(db: Db, termId: number, amount: number, at: string): Promise<void> {
  const pending = await db
    .selectFrom('memberships')
    .select('id')
    .where('term_id', '=', termId)
    .where('status', '=', 'pending')
    .execute();
  for (let i = 0; i < pending.length; i += 200) {
    await db
      .insertInto('dues_charges')
      .values(
        pending.slice(i, i + 200).map((m) => ({
          membership_id: m.id,
          amount,
          created_at: at,
          updated_at: at,
        })),
      )
      .onConflict((oc) => oc.doNothing())
      .execute();
  }
}

/** Unpaid charges of the term nobody has paid anything of follow a changed amount. */
export async function rechargeUnpaid(db: Db, termId: number, amount: number, at: string): Promise<void> {
  await db
    .updateTable('dues_charges')
    .set({ amount, updated_at: at })
    .where('status', '=', 'unpaid')
    .where('paid_amount', '=', 0)
    .where('membership_id', 'in', (eb) =>
      eb.selectFrom('memberships').select('memberships.id').where('memberships.term_id', '=', termId),
    )
    .execute();
}

export async function insertCharge(db: Db, membershipId: number, amount: number, at: string): Promise<void> {
  await db
    .insertInto('dues_charges')
    .values({ membership_id: membershipId, amount, created_at: at, updated_at: at })
    .onConflict((oc) => oc.doNothing())
    .execute();
}

export async function findCharge(db: Db, membershipId: number) {
  return db
    .selectFrom('dues_charges')
    .select(['id', 'amount', 'paid_amount', 'status'])
    .where('membership_id', '=', membershipId)
    .executeTakeFirst();
}

/**
 * Records a payment on an unpaid charge as read (a compare-and-set on its status and paid amount, so two payments
 * recorded at once never both count): paid in full it becomes `paid`. Whether it applied.
 */
export async function payCharge(
  db: Db,
  charge: { id: number; amount: number; paid_amount: number },
  paidAmount: number,
  at: string,
): Promise<boolean> {
  const full = paidAmount === charge.amount;
  const result = await db
    .updateTable('dues_charges')
    .set({
      paid_amount: paidAmount,
      status: full ? 'paid' : 'unpaid',
      paid_at: full ? at : null,
      updated_at: at,
    })
    .where('id', '=', charge.id)
    .where('status', '=', 'unpaid')
    .where('paid_amount', '=', charge.paid_amount)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function waiveCharge(db: Db, chargeId: number, reason: string, at: string): Promise<boolean> {
  const result = await db
    .updateTable('dues_charges')
    .set({ status: 'waived', reason, updated_at: at })
    .where('id', '=', chargeId)
    .where('status', '=', 'unpaid')
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** A pending membership becomes active (its dues settled); whether it did now, and whose it is. */
export async function activatePending(db: Db, membershipId: number, on: string, at: string) {
  const row = await db
    .updateTable('memberships')
    .set({ status: 'active', status_changed_on: on, updated_at: at })
    .where('id', '=', membershipId)
    .where('status', '=', 'pending')
    .returning(['user_id', 'club_id'])
    .executeTakeFirst();
  return row;
}

/** The student's charges with their term's transfer details, newest term first. */
export async function userCharges(db: Db, userId: number) {
  return db
    .selectFrom('dues_charges as d')
    .innerJoin('memberships as m', 'm.id', 'd.membership_id')
    .innerJoin('club_terms as t', 't.id', 'm.term_id')
    .innerJoin('clubs as c', 'c.id', 'm.club_id')
    .innerJoin('users as u', 'u.id', 'm.user_id')
    .select([
      'm.id as membership_id',
      'c.name as club_name',
      't.name as term_name',
      'd.amount',
      'd.paid_amount',
      'd.status',
      'd.claimed_at',
      'm.term_id',
      'm.club_id',
      't.dues_pay_by',
      't.dues_bank',
      't.dues_account_number',
      't.dues_account_name',
      'u.name',
      'u.student_id',
    ])
    .where('m.user_id', '=', userId)
    .orderBy('t.starts_on', 'desc')
    .execute();
}

/** The student's 입금했어요 on an unpaid charge of theirs, once (a conditional update); whether it was recorded. */
export async function claimCharge(
  db: Db,
  membershipId: number,
  userId: number,
  at: string,
): Promise<boolean> {
  const result = await db
    .updateTable('dues_charges')
    .set({ claimed_at: at, updated_at: at })
    .where('membership_id', '=', membershipId)
    .where('status', '=', 'unpaid')
    .where('claimed_at', 'is', null)
    .where('membership_id', 'in', (eb) =>
      eb.selectFrom('memberships').select('memberships.id').where('memberships.user_id', '=', userId),
    )
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** The club's managers' accounts. */
export async function clubManagers(db: Db, clubId: number): Promise<number[]> {
  const rows = await db
    .selectFrom('users')
    .select('id')
    .where('club_id', '=', clubId)
    .where('authority', '=', 'ROLE_CLUB')
    .execute();
  return rows.map((r) => r.id);
}

/**
 * Claims the unpaid charges whose pay-by day falls in `window` and which have not had this reminder: a conditional
 * update, so a charge is claimed by one caller however many run at once. The memberships claimed.
 */
export async function claimReminders(
  db: Db,
  when: 'before' | 'after',
  window: { from: string; to: string },
  at: string,
): Promise<number[]> {
  const column: 'reminded_before_at' | 'reminded_after_at' =
    when === 'before' ? 'reminded_before_at' : 'reminded_after_at';
  const rows = await db
    .updateTable('dues_charges')
    .set(when === 'before' ? { reminded_before_at: at } : { reminded_after_at: at })
    .where('status', '=', 'unpaid')
    .where(column, 'is', null)
    .where('membership_id', 'in', (eb) =>
      eb
        .selectFrom('memberships as m')
        .innerJoin('club_terms as t', 't.id', 'm.term_id')
        .select('m.id')
        .where('m.user_id', 'is not', null)
        .where('t.dues_pay_by', '>=', window.from)
        .where('t.dues_pay_by', '<=', window.to),
    )
    .returning('membership_id')
    .execute();
  return rows.map((r) => r.membership_id);
}

/** Who a reminder goes to, and the words it needs. */
export async function reminderFacts(db: Db, membershipIds: readonly number[]) {
  if (membershipIds.length === 0) return [];
  const rows = await db
    .selectFrom('memberships as m')
    .innerJoin('club_terms as t', 't.id', 'm.term_id')
    .innerJoin('clubs as c', 'c.id', 'm.club_id')
    .select(['m.user_id', 'c.name as club_name', 't.name as term_name', 't.dues_pay_by'])
    .where('m.id', 'in', membershipIds)
    .execute();
  return rows.flatMap((r) =>
    r.user_id === null
      ? []
      : [{ user_id: r.user_id, club_name: r.club_name, term_name: r.term_name, pay_by: r.dues_pay_by ?? '' }],
  );
}
