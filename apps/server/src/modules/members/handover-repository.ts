import type { Db, DialectName } from '../../db/database.ts';
import type { HandoverStatus } from '../../db/schema.ts';

/** Hand-overs, their items, and the grants they move (docs/decisions/0027-officers-and-hand-over.md). */

const HANDOVER_COLUMNS = [
  'h.id',
  'h.club_id',
  'h.term_id',
  'h.effective_on',
  'h.effective_at',
  'h.status',
  'h.created_by',
  'h.created_at',
  't.name as term_name',
] as const;

export async function clubHandovers(db: Db, clubId: number, limit: number) {
  return db
    .selectFrom('handovers as h')
    .innerJoin('club_terms as t', 't.id', 'h.term_id')
    .select(HANDOVER_COLUMNS)
    .where('h.club_id', '=', clubId)
    .orderBy('h.id', 'desc')
    .limit(limit)
    .execute();
}

export async function findHandover(db: Db, handoverId: number) {
  return db
    .selectFrom('handovers as h')
    .innerJoin('club_terms as t', 't.id', 'h.term_id')
    .select(HANDOVER_COLUMNS)
    .where('h.id', '=', handoverId)
    .executeTakeFirst();
}
export type HandoverRow = NonNullable<Awaited<ReturnType<typeof findHandover>>>;

/** The hand-over's row, locked until the transaction ends on PostgreSQL: its answers and its application queue. */
export async function lockHandover(db: Db, handoverId: number, dialect: DialectName) {
  return db
    .selectFrom('handovers')
    .select(['id', 'club_id', 'term_id', 'status', 'effective_on', 'effective_at'])
    .where('id', '=', handoverId)
    .$if(dialect === 'postgres', (q) => q.forUpdate())
    .executeTakeFirst();
}

/** The club's hand-over not applied nor cancelled, if any. */
export async function openHandover(db: Db, clubId: number) {
  return db
    .selectFrom('handovers')
    .select('id')
    .where('club_id', '=', clubId)
    .where('status', 'in', ['pending', 'accepted'])
    .executeTakeFirst();
}

export async function insertHandover(
  db: Db,
  row: { club_id: number; term_id: number; effective_on: string; created_by: string; created_at: string },
  items: readonly { position_id: number; membership_id: number }[],
): Promise<number> {
  const { id } = await db.insertInto('handovers').values(row).returning('id').executeTakeFirstOrThrow();
  await db
    .insertInto('handover_items')
    .values(items.map((i) => ({ ...i, handover_id: id })))
    .execute();
  return id;
}

/** A status change from `from` only (a conditional update): true when this call made it. */
export async function moveHandover(
  db: Db,
  handoverId: number,
  from: HandoverStatus,
  set: { status: HandoverStatus; effective_at?: string; applied_at?: string; cancelled_at?: string },
): Promise<boolean> {
  const r = await db
    .updateTable('handovers')
    .set(set)
    .where('id', '=', handoverId)
    .where('status', '=', from)
    .executeTakeFirst();
  return Number(r.numUpdatedRows) === 1;
}

/** Items with their position and successor; the hand-overs' own order, then the positions' rank. */
export async function itemsOf(db: Db, handoverIds: readonly number[]) {
  if (handoverIds.length === 0) return [];
  return db
    .selectFrom('handover_items as i')
    .innerJoin('club_positions as p', 'p.id', 'i.position_id')
    .innerJoin('memberships as m', 'm.id', 'i.membership_id')
    .leftJoin('users as u', 'u.id', 'm.user_id')
    .select([
      'i.id',
      'i.handover_id',
      'i.position_id',
      'i.membership_id',
      'i.accepted_at',
      'i.declined_at',
      'i.decline_reason',
      'p.name as position_name',
      'p.manages',
      'p.rank',
      'm.user_id',
      'm.term_id',
      'm.status as member_status',
      'u.name as user_name',
      'u.student_id',
      'u.email',
      'u.authority',
    ])
    .where('i.handover_id', 'in', handoverIds)
    .orderBy('i.handover_id')
    .orderBy('p.rank')
    .execute();
}
export type ItemRow = Awaited<ReturnType<typeof itemsOf>>[number];

export async function findItem(db: Db, itemId: number) {
  return db
    .selectFrom('handover_items as i')
    .innerJoin('memberships as m', 'm.id', 'i.membership_id')
    .select(['i.id', 'i.handover_id', 'm.user_id'])
    .where('i.id', '=', itemId)
    .executeTakeFirst();
}

/** The successor's answer, once: a conditional update; true when this call answered. */
export async function answerItem(
  db: Db,
  itemId: number,
  answer: { accept: boolean; reason: string; at: string },
): Promise<boolean> {
  const r = await db
    .updateTable('handover_items')
    .set(
      answer.accept ? { accepted_at: answer.at } : { declined_at: answer.at, decline_reason: answer.reason },
    )
    .where('id', '=', itemId)
    .where('accepted_at', 'is', null)
    .where('declined_at', 'is', null)
    .executeTakeFirst();
  return Number(r.numUpdatedRows) === 1;
}

/** Open hand-overs naming the user (and those accepted that take effect later), or one item whatever its status. */
export async function userItems(db: Db, userId: number, itemId?: number) {
  return db
    .selectFrom('handover_items as i')
    .innerJoin('memberships as m', 'm.id', 'i.membership_id')
    .innerJoin('handovers as h', 'h.id', 'i.handover_id')
    .innerJoin('club_terms as t', 't.id', 'h.term_id')
    .innerJoin('clubs as c', 'c.id', 'h.club_id')
    .innerJoin('club_positions as p', 'p.id', 'i.position_id')
    .select([
      'i.id',
      'i.handover_id',
      'i.position_id',
      'i.accepted_at',
      'i.declined_at',
      'h.status',
      'h.term_id',
      'h.effective_on',
      'h.effective_at',
      't.name as term_name',
      'c.name as club_name',
      'p.name as position_name',
      'p.manages',
    ])
    .where('m.user_id', '=', userId)
    .$if(itemId === undefined, (q) => q.where('h.status', 'in', ['pending', 'accepted']))
    .$if(itemId !== undefined, (q) => q.where('i.id', '=', itemId!))
    .orderBy('i.id', 'desc')
    .execute();
}
export type UserItemRow = Awaited<ReturnType<typeof userItems>>[number];

/** Members of the term holding these positions now (with their account), in rank order. */
export async function holders(db: Db, termId: number, positionIds: readonly number[]) {
  if (positionIds.length === 0) return [];
  return db
    .selectFrom('memberships as m')
    .innerJoin('club_positions as p', 'p.id', 'm.position_id')
    .leftJoin('users as u', 'u.id', 'm.user_id')
    .select([
      'm.id',
      'm.user_id',
      'm.position_id',
      'm.invite_name',
      'm.invite_student_id',
      'p.name as position_name',
      'p.manages',
      'u.name as user_name',
      'u.student_id',
      'u.email',
    ])
    .where('m.term_id', '=', termId)
    .where('m.position_id', 'in', positionIds)
    .orderBy('p.rank')
    .orderBy('m.id')
    .execute();
}
export type HolderRow = Awaited<ReturnType<typeof holders>>[number];

export async function setPositions(
  db: Db,
  moves: { termId: number; fromPositionId: number; toPositionId: number; exceptIds: readonly number[] },
  at: string,
): Promise<void> {
  let q = db
    .updateTable('memberships')
    .set({ position_id: moves.toPositionId, updated_at: at })
    .where('term_id', '=', moves.termId)
    .where('position_id', '=', moves.fromPositionId);
  if (moves.exceptIds.length > 0) q = q.where('id', 'not in', moves.exceptIds);
  await q.execute();
}

export async function setPosition(db: Db, membershipId: number, positionId: number, at: string) {
  await db
    .updateTable('memberships')
    .set({ position_id: positionId, updated_at: at })
    .where('id', '=', membershipId)
    .execute();
}

// ---- grants ----

export async function grantsOf(db: Db, emails: readonly string[]) {
  if (emails.length === 0) return [];
  return db
    .selectFrom('club_managers')
    .select(['email', 'club_id', 'source', 'starts_at', 'ends_at'])
    .where('email', 'in', emails)
    .execute();
}

/** The club's manager accounts with their windows, and the names of those who signed in. */
export async function clubGrants(db: Db, clubId: number) {
  return db
    .selectFrom('club_managers as g')
    .leftJoin('users as u', 'u.email', 'g.email')
    .select(['g.email', 'g.source', 'g.starts_at', 'g.ends_at', 'u.name'])
    .where('g.club_id', '=', clubId)
    .orderBy('g.created_at')
    .execute();
}

export async function insertPositionGrant(
  db: Db,
  row: { email: string; club_id: number; granted_by: string; starts_at: string | null; at: string },
): Promise<void> {
  await db
    .insertInto('club_managers')
    .values({
      email: row.email,
      club_id: row.club_id,
      granted_by: row.granted_by,
      created_at: row.at,
      source: 'position',
      starts_at: row.starts_at,
      ends_at: null,
    })
    .execute();
}

export async function setGrantWindow(
  db: Db,
  email: string,
  window: { starts_at?: string | null; ends_at?: string | null },
): Promise<void> {
  await db.updateTable('club_managers').set(window).where('email', '=', email).execute();
}

export async function deleteGrant(db: Db, email: string): Promise<void> {
  await db.deleteFrom('club_managers').where('email', '=', email).execute();
}

/** A club's manager role on the account, or back to a student; administrators keep theirs. */
export async function setRole(db: Db, userId: number, clubId: number | null, at: string): Promise<void> {
  await db
    .updateTable('users')
    .set({ authority: clubId === null ? 'ROLE_USER' : 'ROLE_CLUB', club_id: clubId, updated_at: at })
    .where('id', '=', userId)
    .where('authority', '!=', 'ROLE_ADMIN')
    .execute();
}

/** The handovers accepted whose instant came: the job applies them. */
export async function dueHandovers(db: Db, now: string, limit: number) {
  return db
    .selectFrom('handovers')
    .select('id')
    .where('status', '=', 'accepted')
    .where('effective_at', '<=', now)
    .orderBy('id')
    .limit(limit)
    .execute();
}

/** Holders of a position in the club's terms today falls in: whose rights a change of the position moves. */
export async function currentHolders(db: Db, positionId: number, today: string) {
  return db
    .selectFrom('memberships as m')
    .innerJoin('club_terms as t', 't.id', 'm.term_id')
    .innerJoin('users as u', 'u.id', 'm.user_id')
    .select(['u.id', 'u.email', 'm.club_id'])
    .where('m.position_id', '=', positionId)
    .where('t.starts_on', '<=', today)
    .where('t.ends_on', '>=', today)
    .execute();
}
