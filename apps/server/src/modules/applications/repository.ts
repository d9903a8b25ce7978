import type { ApplicationStage, ResultStage } from '@moa/contract';
import type { Insertable } from 'kysely';
import type { Db, DialectName } from '../../db/database.ts';
import type { ApplicationsTable, ApplicationAnswersTable } from '../../db/schema.ts';

/**
 * A recruiting post as applying needs it. `lock` (PostgreSQL): the row is read FOR SHARE, so a manager's save of the
 * post's questions (an UPDATE of the row first) and an application wait for each other.
 */
export async function findPost(db: Db, id: number, lock?: DialectName) {
  return db
    .selectFrom('recruitings')
    .innerJoin('clubs', 'clubs.id', 'recruitings.club_id')
    .select([
      'recruitings.id',
      'recruitings.club_id',
      'recruitings.title',
      'recruitings.start_date',
      'recruitings.end_date',
      'recruitings.application_mode',
      'recruitings.poster_file',
      'clubs.name as club_name',
    ])
    .where('recruitings.id', '=', id)
    .$if(lock === 'postgres', (qb) => qb.forShare())
    .executeTakeFirst();
}

/**
 * The student's application of a post; with `lock` (PostgreSQL) read FOR UPDATE, so a deletion racing an edit waits
 * for it or has already removed the row (SQLite runs one write transaction at a time).
 */
export async function findOwnApplication(db: Db, recruitingId: number, userId: number, lock?: DialectName) {
  return db
    .selectFrom('applications')
    .selectAll()
    .where('recruiting_id', '=', recruitingId)
    .where('user_id', '=', userId)
    .$if(lock === 'postgres', (qb) => qb.forUpdate())
    .executeTakeFirst();
}

export async function insertApplication(db: Db, row: Insertable<ApplicationsTable>): Promise<number> {
  const { id } = await db.insertInto('applications').values(row).returning('id').executeTakeFirstOrThrow();
  return id;
}

export async function updateApplicant(
  db: Db,
  id: number,
  row: { applicant_name: string; applicant_student_id: string; applicant_phone: string; updated_at: string },
) {
  await db.updateTable('applications').set(row).where('id', '=', id).execute();
}

export async function replaceAnswers(
  db: Db,
  applicationId: number,
  rows: Omit<ApplicationAnswersTable, 'application_id'>[],
) {
  await db.deleteFrom('application_answers').where('application_id', '=', applicationId).execute();
  if (rows.length === 0) return;
  await db
    .insertInto('application_answers')
    .values(rows.map((r) => ({ ...r, application_id: applicationId })))
    .execute();
}

/**
 * Deletes one application (its answers, reviews and results go with it); answers its booked slot, or undefined when
 * it was already gone: of two deletions racing for the same row, exactly one gets it back.
 */
export async function deleteApplication(db: Db, id: number) {
  return db.deleteFrom('applications').where('id', '=', id).returning(['id', 'slot_id']).executeTakeFirst();
}

/** The student's applications, newest first, with their posts. */
export async function listUserApplications(db: Db, userId: number) {
  return db
    .selectFrom('applications')
    .innerJoin('recruitings', 'recruitings.id', 'applications.recruiting_id')
    .innerJoin('clubs', 'clubs.id', 'recruitings.club_id')
    .selectAll('applications')
    .select([
      'recruitings.title',
      'recruitings.end_date',
      'recruitings.poster_file',
      'clubs.name as club_name',
    ])
    .where('applications.user_id', '=', userId)
    .orderBy('applications.created_at', 'desc')
    .orderBy('applications.id', 'desc')
    .execute();
}

/** A post's applications, first applied first, with the applicants' e-mails. */
export async function listPostApplications(db: Db, recruitingId: number) {
  return db
    .selectFrom('applications')
    .innerJoin('users', 'users.id', 'applications.user_id')
    .selectAll('applications')
    .select('users.email')
    .where('applications.recruiting_id', '=', recruitingId)
    .orderBy('applications.created_at')
    .orderBy('applications.id')
    .execute();
}

export async function answersOf(db: Db, applicationIds: readonly number[]) {
  if (applicationIds.length === 0) return [];
  return db
    .selectFrom('application_answers')
    .selectAll()
    .where('application_id', 'in', applicationIds)
    .execute();
}

/** Results told, oldest first. */
export async function resultsOf(db: Db, applicationIds: readonly number[]) {
  if (applicationIds.length === 0) return [];
  return db
    .selectFrom('application_results')
    .selectAll()
    .where('application_id', 'in', applicationIds)
    .orderBy('announced_at')
    .orderBy('id')
    .execute();
}

export async function reviewsOf(db: Db, applicationIds: readonly number[]) {
  if (applicationIds.length === 0) return [];
  return db
    .selectFrom('application_reviews')
    .leftJoin('users', 'users.id', 'application_reviews.reviewer_id')
    .selectAll('application_reviews')
    .select('users.name as reviewer_name')
    .where('application_id', 'in', applicationIds)
    .orderBy('application_reviews.updated_at')
    .execute();
}

/**
 * The applications among `ids` that belong to the post (with their student, stage and slot), in id order. `lock`
 * (PostgreSQL): read FOR UPDATE, so two officers' moves or sends of the same applications run one after the other
 * and each sees the other's stages; SQLite runs one write transaction at a time already.
 */
export async function postApplicationsByIds(
  db: Db,
  recruitingId: number,
  ids: readonly number[],
  lock?: DialectName,
) {
  return db
    .selectFrom('applications')
    .select(['id', 'user_id', 'stage', 'slot_id'])
    .where('recruiting_id', '=', recruitingId)
    .where('id', 'in', ids)
    .orderBy('id')
    .$if(lock === 'postgres', (qb) => qb.forUpdate())
    .execute();
}

/** Moves the applications to `stage`, in one statement. */
export async function setStage(
  db: Db,
  ids: readonly number[],
  stage: ApplicationStage,
  by: string,
  at: string,
) {
  if (ids.length === 0) return;
  await db
    .updateTable('applications')
    .set({ stage, stage_changed_at: at, stage_changed_by: by })
    .where('id', 'in', ids)
    .execute();
}

export async function saveReview(
  db: Db,
  row: {
    application_id: number;
    reviewer_id: number;
    reviewer_email: string;
    rating: number | null;
    note: string;
    updated_at: string;
  },
) {
  await db
    .insertInto('application_reviews')
    .values(row)
    .onConflict((oc) =>
      oc.columns(['application_id', 'reviewer_id']).doUpdateSet({
        rating: row.rating,
        note: row.note,
        reviewer_email: row.reviewer_email,
        updated_at: row.updated_at,
      }),
    )
    .execute();
}

const CHUNK = 200;

/**
 * Records the result at `stage` for each application that was not told that stage before (the unique index), a
 * chunk of rows a statement; answers the applications this call recorded it for.
 */
export async function insertResults(
  db: Db,
  applicationIds: readonly number[],
  row: { stage: ResultStage; message: string; announced_at: string; announced_by: string },
): Promise<number[]> {
  const told: number[] = [];
  for (let i = 0; i < applicationIds.length; i += CHUNK) {
    const inserted = await db
      .insertInto('application_results')
      .values(applicationIds.slice(i, i + CHUNK).map((id) => ({ ...row, application_id: id })))
      .onConflict((oc) => oc.columns(['application_id', 'stage']).doNothing())
      .returning('application_id')
      .execute();
    told.push(...inserted.map((r) => r.application_id));
  }
  return told;
}

/** Applications of posts that ended before `endedBefore` (YYYY-MM-DD), oldest post first. */
export async function applicationsPastRetention(db: Db, endedBefore: string, limit: number) {
  return db
    .selectFrom('applications')
    .innerJoin('recruitings', 'recruitings.id', 'applications.recruiting_id')
    .select(['applications.id', 'applications.recruiting_id'])
    .where('recruitings.end_date', '<', endedBefore)
    .orderBy('recruitings.end_date')
    .orderBy('applications.id')
    .limit(limit)
    .execute();
}
