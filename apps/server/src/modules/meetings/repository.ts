import type { Insertable, Selectable } from 'kysely';
import type { Db, DialectName } from '../../db/database.ts';
import type { MeetingAttendanceTable, MeetingsTable } from '../../db/schema.ts';

/** The SQL of meetings, marks and excuses (docs/product.md#meetings-and-attendance); Kysely's portable builder only. */

export type MeetingRow = Selectable<MeetingsTable>;
export type MarkRow = Selectable<MeetingAttendanceTable>;

export async function findMeeting(db: Db, id: number): Promise<MeetingRow | undefined> {
  return db.selectFrom('meetings').selectAll().where('id', '=', id).executeTakeFirst();
}

/** The meeting's row, locked until the transaction ends on PostgreSQL (SQLite has one writer). */
export async function lockMeeting(db: Db, id: number, dialect: DialectName): Promise<MeetingRow | undefined> {
  return db
    .selectFrom('meetings')
    .selectAll()
    .where('id', '=', id)
    .$if(dialect === 'postgres', (qb) => qb.forUpdate())
    .executeTakeFirst();
}

export async function termMeetings(db: Db, termId: number): Promise<MeetingRow[]> {
  return db
    .selectFrom('meetings')
    .selectAll()
    .where('term_id', '=', termId)
    .orderBy('starts_at')
    .orderBy('id')
    .execute();
}

export async function countMeetings(db: Db, termId: number): Promise<number> {
  const row = await db
    .selectFrom('meetings')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .where('term_id', '=', termId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function insertMeeting(db: Db, values: Insertable<MeetingsTable>): Promise<number> {
  const row = await db.insertInto('meetings').values(values).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

export async function setSeries(db: Db, ids: readonly number[], seriesId: number): Promise<void> {
  await db.updateTable('meetings').set({ series_id: seriesId }).where('id', 'in', ids).execute();
}

export async function updateMeeting(
  db: Db,
  id: number,
  values: Pick<
    MeetingsTable,
    'title' | 'starts_at' | 'ends_at' | 'place' | 'audience' | 'late_minutes' | 'updated_at'
  >,
): Promise<void> {
  await db.updateTable('meetings').set(values).where('id', '=', id).execute();
}

export async function deleteMeeting(db: Db, id: number): Promise<void> {
  await db.deleteFrom('meetings').where('id', '=', id).execute();
}

/** Meetings nobody closed whose end came before `before`: the server closes them. */
export async function endedOpenMeetings(db: Db, before: string, limit: number): Promise<number[]> {
  const rows = await db
    .selectFrom('meetings')
    .select('id')
    .where('closed_at', 'is', null)
    .where('ends_at', '<', before)
    .orderBy('id')
    .limit(limit)
    .execute();
  return rows.map((r) => r.id);
}

/** Closes the meeting unless it is closed already; whether this call closed it. */
export async function closeMeeting(db: Db, id: number, at: string): Promise<boolean> {
  const res = await db
    .updateTable('meetings')
    .set({ closed_at: at })
    .where('id', '=', id)
    .where('closed_at', 'is', null)
    .executeTakeFirst();
  return Number(res.numUpdatedRows) === 1;
}

export async function setPositions(db: Db, meetingId: number, positionIds: readonly number[]): Promise<void> {
  await db.deleteFrom('meeting_positions').where('meeting_id', '=', meetingId).execute();
  if (positionIds.length === 0) return;
  await db
    .insertInto('meeting_positions')
    .values(positionIds.map((position_id) => ({ meeting_id: meetingId, position_id })))
    .execute();
}

/** The expected positions of meetings, with their names. */
export async function positionsOf(db: Db, meetingIds: readonly number[]) {
  if (meetingIds.length === 0) return [];
  return db
    .selectFrom('meeting_positions')
    .innerJoin('club_positions', 'club_positions.id', 'meeting_positions.position_id')
    .select(['meeting_positions.meeting_id', 'meeting_positions.position_id', 'club_positions.name'])
    .where('meeting_positions.meeting_id', 'in', meetingIds)
    .orderBy('club_positions.rank')
    .execute();
}

/** Every membership of a term (invitations too) with who and which position: whom meetings may expect. */
export async function termMemberships(db: Db, termId: number) {
  return db
    .selectFrom('memberships')
    .innerJoin('club_positions', 'club_positions.id', 'memberships.position_id')
    .leftJoin('users', 'users.id', 'memberships.user_id')
    .select([
      'memberships.id',
      'memberships.user_id',
      'memberships.status',
      'memberships.position_id',
      'club_positions.name as position_name',
      'club_positions.rank as position_rank',
      'users.name as user_name',
      'users.student_id as user_student_id',
      'memberships.invite_name',
      'memberships.invite_student_id',
      'memberships.invite_email',
    ])
    .where('memberships.term_id', '=', termId)
    .orderBy('club_positions.rank')
    .orderBy('memberships.id')
    .execute();
}
export type TermMembershipRow = Awaited<ReturnType<typeof termMemberships>>[number];

export async function marksOf(db: Db, meetingIds: readonly number[]): Promise<MarkRow[]> {
  if (meetingIds.length === 0) return [];
  return db.selectFrom('meeting_attendance').selectAll().where('meeting_id', 'in', meetingIds).execute();
}

export async function findMark(
  db: Db,
  meetingId: number,
  membershipId: number,
): Promise<MarkRow | undefined> {
  return db
    .selectFrom('meeting_attendance')
    .selectAll()
    .where('meeting_id', '=', meetingId)
    .where('membership_id', '=', membershipId)
    .executeTakeFirst();
}

/**
 * A mark made unless the member has one: an insert on the unique (meeting, membership) key that does nothing on a
 * conflict, so a second scan, a scan on another instance or one racing the close never makes a second row.
 * Whether this call made it.
 */
export async function insertMarkOnce(db: Db, values: Insertable<MeetingAttendanceTable>): Promise<boolean> {
  const rows = await db
    .insertInto('meeting_attendance')
    .values(values)
    .onConflict((oc) => oc.columns(['meeting_id', 'membership_id']).doNothing())
    .returning('id')
    .execute();
  return rows.length === 1;
}

/** The manager's mark (by hand or by an approved excuse): made, or put in place of the one there. */
export async function putMark(db: Db, values: Insertable<MeetingAttendanceTable>): Promise<void> {
  await db
    .insertInto('meeting_attendance')
    .values(values)
    .onConflict((oc) =>
      oc.columns(['meeting_id', 'membership_id']).doUpdateSet({
        mark: values.mark,
        method: values.method,
        marked_at: values.marked_at,
        marked_by: values.marked_by ?? null,
      }),
    )
    .execute();
}

/** The student's membership in a term. */
export async function membershipOf(db: Db, termId: number, userId: number) {
  return db
    .selectFrom('memberships')
    .select(['id', 'status', 'position_id', 'term_id', 'user_id'])
    .where('term_id', '=', termId)
    .where('user_id', '=', userId)
    .executeTakeFirst();
}

export async function findMembership(db: Db, id: number) {
  return db
    .selectFrom('memberships')
    .select(['id', 'status', 'position_id', 'term_id', 'user_id', 'club_id'])
    .where('id', '=', id)
    .executeTakeFirst();
}

export async function clubName(db: Db, clubId: number): Promise<string> {
  const row = await db.selectFrom('clubs').select('name').where('id', '=', clubId).executeTakeFirst();
  return row?.name ?? '';
}

/** The club's manager accounts: who hears of a new excuse request. */
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
 * The meetings of the student's terms that are not over (their end plus the scan window after it is later than
 * `since`) and start before `until`, with the membership, club and term.
 */
export async function studentMeetings(db: Db, userId: number, since: string, until: string) {
  return db
    .selectFrom('memberships')
    .innerJoin('meetings', 'meetings.term_id', 'memberships.term_id')
    .innerJoin('clubs', 'clubs.id', 'meetings.club_id')
    .innerJoin('club_terms', 'club_terms.id', 'meetings.term_id')
    .selectAll('meetings')
    .select([
      'memberships.id as membership_id',
      'memberships.status as membership_status',
      'memberships.position_id as membership_position_id',
      'clubs.name as club_name',
      'club_terms.name as term_name',
    ])
    .where('memberships.user_id', '=', userId)
    .where('meetings.ends_at', '>', since)
    .where('meetings.starts_at', '<', until)
    .orderBy('meetings.starts_at')
    .orderBy('meetings.id')
    .execute();
}

// ---- excuses ----

const excuseColumns = [
  'meeting_excuses.id',
  'meeting_excuses.meeting_id',
  'meeting_excuses.membership_id',
  'meeting_excuses.reason',
  'meeting_excuses.photo',
  'meeting_excuses.status',
  'meeting_excuses.decision_reason',
  'meeting_excuses.decided_at',
  'meeting_excuses.created_at',
  'meetings.title as meeting_title',
  'meetings.starts_at as meeting_starts_at',
  'meetings.club_id',
  'meetings.term_id',
  'clubs.name as club_name',
  'memberships.user_id',
  'users.name as user_name',
  'users.student_id as user_student_id',
  'memberships.invite_name',
  'memberships.invite_student_id',
] as const;

function excuses(db: Db) {
  return db
    .selectFrom('meeting_excuses')
    .innerJoin('meetings', 'meetings.id', 'meeting_excuses.meeting_id')
    .innerJoin('clubs', 'clubs.id', 'meetings.club_id')
    .innerJoin('memberships', 'memberships.id', 'meeting_excuses.membership_id')
    .leftJoin('users', 'users.id', 'memberships.user_id')
    .select(excuseColumns);
}
export type ExcuseRow = Awaited<ReturnType<typeof findExcuse>> & object;

export async function findExcuse(db: Db, id: number) {
  return excuses(db).where('meeting_excuses.id', '=', id).executeTakeFirst();
}

export async function termExcuses(db: Db, termId: number) {
  return excuses(db)
    .where('meetings.term_id', '=', termId)
    .orderBy('meeting_excuses.created_at', 'desc')
    .orderBy('meeting_excuses.id', 'desc')
    .execute();
}

export async function userExcuses(db: Db, userId: number) {
  return excuses(db)
    .where('memberships.user_id', '=', userId)
    .orderBy('meeting_excuses.created_at', 'desc')
    .orderBy('meeting_excuses.id', 'desc')
    .execute();
}

/** The membership's latest excuse status for each of some meetings. */
export async function excuseStatuses(db: Db, membershipIds: readonly number[]) {
  if (membershipIds.length === 0) return [];
  return db
    .selectFrom('meeting_excuses')
    .select(['meeting_id', 'membership_id', 'status', 'id'])
    .where('membership_id', 'in', membershipIds)
    .orderBy('id')
    .execute();
}

/** Whether the membership has an approved excuse for the meeting. */
export async function hasApprovedExcuse(db: Db, meetingId: number, membershipId: number): Promise<boolean> {
  const row = await db
    .selectFrom('meeting_excuses')
    .select('id')
    .where('meeting_id', '=', meetingId)
    .where('membership_id', '=', membershipId)
    .where('status', '=', 'approved')
    .executeTakeFirst();
  return row !== undefined;
}

/** A new pending request; undefined when one is open already (the partial unique index). */
export async function insertExcuse(
  db: Db,
  values: {
    meeting_id: number;
    membership_id: number;
    reason: string;
    photo: string | null;
    created_at: string;
  },
): Promise<number | undefined> {
  const rows = await db
    .insertInto('meeting_excuses')
    .values(values)
    // The only constraint the row can break is that index; a target with its predicate would need the predicate
    // inline on PostgreSQL, so none is named.
    .onConflict((oc) => oc.doNothing())
    .returning('id')
    .execute();
  return rows[0]?.id;
}

/** Decides a pending request, once (a compare-and-set on its status); whether this call decided it. */
export async function decideExcuse(
  db: Db,
  id: number,
  values: { status: 'approved' | 'refused'; decision_reason: string; decided_by: string; decided_at: string },
): Promise<boolean> {
  const res = await db
    .updateTable('meeting_excuses')
    .set(values)
    .where('id', '=', id)
    .where('status', '=', 'pending')
    .executeTakeFirst();
  return Number(res.numUpdatedRows) === 1;
}

/** The private photos of a meeting's excuses (removed with the meeting). */
export async function excusePhotos(db: Db, meetingId: number): Promise<string[]> {
  const rows = await db
    .selectFrom('meeting_excuses')
    .select('photo')
    .where('meeting_id', '=', meetingId)
    .where('photo', 'is not', null)
    .execute();
  return rows.flatMap((r) => (r.photo ? [r.photo] : []));
}

export async function findTerm(db: Db, id: number) {
  return db
    .selectFrom('club_terms')
    .select(['id', 'club_id', 'name', 'starts_on', 'ends_on'])
    .where('id', '=', id)
    .executeTakeFirst();
}

/** The term's row, locked until the transaction ends on PostgreSQL: meetings made at once count against its cap. */
export async function lockTerm(db: Db, id: number, dialect: DialectName): Promise<void> {
  await db
    .selectFrom('club_terms')
    .select('id')
    .where('id', '=', id)
    .$if(dialect === 'postgres', (qb) => qb.forNoKeyUpdate())
    .executeTakeFirst();
}

/** The private photos of a student's excuses (their account is being deleted). */
export async function userExcusePhotos(db: Db, userId: number): Promise<string[]> {
  const rows = await db
    .selectFrom('meeting_excuses')
    .innerJoin('memberships', 'memberships.id', 'meeting_excuses.membership_id')
    .select('meeting_excuses.photo')
    .where('memberships.user_id', '=', userId)
    .where('meeting_excuses.photo', 'is not', null)
    .execute();
  return rows.flatMap((r) => (r.photo ? [r.photo] : []));
}
