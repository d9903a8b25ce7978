import type { Insertable } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { MembershipRenewalsTable } from '../../db/schema.ts';

/** The term started from `termId`, if any. */
export async function renewalOf(db: Db, termId: number) {
  return db.selectFrom('club_terms').select('id').where('renewed_from', '=', termId).executeTakeFirst();
}

/** The term `termId` was started from, if any. */
export async function renewedFrom(db: Db, termId: number) {
  return db
    .selectFrom('club_terms as t')
    .innerJoin('club_terms as old', 'old.id', 't.renewed_from')
    .select(['old.id', 'old.name'])
    .where('t.id', '=', termId)
    .executeTakeFirst();
}

/** The students active in a term (invitations not bound have nobody to ask). */
export async function activeMembers(db: Db, termId: number) {
  const rows = await db
    .selectFrom('memberships')
    .select(['user_id', 'position_id'])
    .where('term_id', '=', termId)
    .where('status', '=', 'active')
    .where('user_id', 'is not', null)
    .orderBy('id')
    .execute();
  return rows.map((r) => ({ user_id: r.user_id!, position_id: r.position_id }));
}

const CHUNK = 200;

export async function insertQuestions(db: Db, rows: readonly Insertable<MembershipRenewalsTable>[]) {
  for (let i = 0; i < rows.length; i += CHUNK) {
    await db
      .insertInto('membership_renewals')
      .values(rows.slice(i, i + CHUNK))
      .onConflict((oc) => oc.doNothing())
      .execute();
  }
}

export async function clubName(db: Db, clubId: number): Promise<string> {
  const row = await db.selectFrom('clubs').select('name').where('id', '=', clubId).executeTakeFirstOrThrow();
  return row.name;
}

/** The questions of a new term with who was asked. */
export async function questionsOf(db: Db, toTermId: number) {
  return db
    .selectFrom('membership_renewals as r')
    .innerJoin('users as u', 'u.id', 'r.user_id')
    .select(['r.user_id', 'r.answer', 'u.name', 'u.student_id'])
    .where('r.to_term_id', '=', toTermId)
    .orderBy('u.student_id')
    .orderBy('r.id')
    .execute();
}

/** A student's questions (one, with `renewalId`), newest new term first. */
export async function userQuestions(db: Db, userId: number, renewalId?: number) {
  let q = db
    .selectFrom('membership_renewals as r')
    .innerJoin('club_terms as t', 't.id', 'r.to_term_id')
    .innerJoin('club_terms as old', 'old.id', 'r.from_term_id')
    .innerJoin('clubs as c', 'c.id', 'r.club_id')
    .select([
      'r.id',
      'r.club_id',
      'r.to_term_id',
      'r.position_id',
      'r.answer',
      'r.answered_at',
      'c.name as club_name',
      'old.name as from_name',
      't.name as to_name',
      't.starts_on',
      't.ends_on',
    ])
    .where('r.user_id', '=', userId);
  if (renewalId !== undefined) q = q.where('r.id', '=', renewalId);
  return q.orderBy('t.starts_on', 'desc').orderBy('r.id', 'desc').execute();
}

/** Records the answer unless the question was answered already: whether it was recorded now. */
export async function answer(db: Db, renewalId: number, userId: number, value: 'yes' | 'no', at: string) {
  const result = await db
    .updateTable('membership_renewals')
    .set({ answer: value, answered_at: at })
    .where('id', '=', renewalId)
    .where('user_id', '=', userId)
    .where('answer', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}
