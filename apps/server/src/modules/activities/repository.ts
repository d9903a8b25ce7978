import type { Insertable, Selectable } from 'kysely';
import type { Db, DialectName } from '../../db/database.ts';
import type { ActivityReportsTable, ClubActivitiesTable } from '../../db/schema.ts';

/**
 * The SQL of activity records (docs/product.md#activity-records): the term's meetings, the club's shows and events in
 * its days with what fills their attendees, the 기타 활동, the reports and their photos. Kysely's portable builder only.
 */

export type ReportRow = Selectable<ActivityReportsTable>;
export type OtherRow = Selectable<ClubActivitiesTable>;
export type ActivityKindColumn = ActivityReportsTable['kind'];

export async function findTerm(db: Db, id: number) {
  return db
    .selectFrom('club_terms')
    .select(['id', 'club_id', 'name', 'starts_on', 'ends_on'])
    .where('id', '=', id)
    .executeTakeFirst();
}
export type TermRow = NonNullable<Awaited<ReturnType<typeof findTerm>>>;

/** The term's meetings with their 출석 + 지각 marks. */
export async function termMeetings(db: Db, termId: number) {
  const meetings = await db
    .selectFrom('meetings')
    .select(['id', 'title', 'starts_at', 'ends_at', 'place'])
    .where('term_id', '=', termId)
    .execute();
  const counts = await db
    .selectFrom('meeting_attendance')
    .innerJoin('meetings', 'meetings.id', 'meeting_attendance.meeting_id')
    .select(['meeting_attendance.meeting_id', (eb) => eb.fn.countAll<number | string>().as('n')])
    .where('meetings.term_id', '=', termId)
    .where('meeting_attendance.mark', 'in', ['present', 'late'])
    .groupBy('meeting_attendance.meeting_id')
    .execute();
  const byMeeting = new Map(counts.map((c) => [c.meeting_id, Number(c.n)]));
  return meetings.map((m) => ({ ...m, came: byMeeting.get(m.id) ?? 0 }));
}

/**
 * The club's schedules on the days from..to (Seoul dates, both included), with their show and the tickets admitted
 * at the door.
 */
export async function showSchedules(db: Db, clubId: number, from: string, to: string) {
  const rows = await db
    .selectFrom('schedules')
    .innerJoin('shows', 'shows.id', 'schedules.show_id')
    .select([
      'schedules.id as schedule_id',
      'schedules.date',
      'schedules.time',
      'shows.id as show_id',
      'shows.name',
      'shows.location',
      'shows.runtime',
    ])
    .where('shows.club_id', '=', clubId)
    .where('schedules.date', '>=', from)
    .where('schedules.date', '<=', to)
    .orderBy('schedules.date')
    .orderBy('schedules.time')
    .execute();
  if (rows.length === 0) return [];
  const admitted = await db
    .selectFrom('reservations')
    .select(['schedule_id', (eb) => eb.fn.sum<number | string | null>('admitted_tickets').as('n')])
    .where(
      'schedule_id',
      'in',
      rows.map((r) => r.schedule_id),
    )
    .groupBy('schedule_id')
    .execute();
  const bySchedule = new Map(admitted.map((a) => [a.schedule_id, Number(a.n ?? 0)]));
  return rows.map((r) => ({ ...r, admitted: bySchedule.get(r.schedule_id) ?? 0 }));
}

/** The club's events whose days overlap from..to. */
export async function events(db: Db, clubId: number, from: string, to: string) {
  return db
    .selectFrom('entertains')
    .select(['id', 'name', 'location', 'start_date', 'end_date'])
    .where('club_id', '=', clubId)
    .where('start_date', '<=', to)
    .where('end_date', '>=', from)
    .execute();
}

export async function termOthers(db: Db, termId: number): Promise<OtherRow[]> {
  return db.selectFrom('club_activities').selectAll().where('term_id', '=', termId).execute();
}

/** The term's row, locked until the transaction ends on PostgreSQL: 기타 활동 added at once count against its cap. */
export async function lockTerm(db: Db, id: number, dialect: DialectName): Promise<void> {
  await db
    .selectFrom('club_terms')
    .select('id')
    .where('id', '=', id)
    .$if(dialect === 'postgres', (qb) => qb.forNoKeyUpdate())
    .executeTakeFirst();
}

export async function countOthers(db: Db, termId: number): Promise<number> {
  const row = await db
    .selectFrom('club_activities')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .where('term_id', '=', termId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function insertOther(db: Db, values: Insertable<ClubActivitiesTable>): Promise<number> {
  const row = await db.insertInto('club_activities').values(values).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

/** Changes a 기타 활동 of the term (the fields given); whether there was one. */
export async function updateOther(
  db: Db,
  termId: number,
  id: number,
  values: Partial<Pick<OtherRow, 'title' | 'date' | 'place'>> & { updated_at: string },
): Promise<boolean> {
  const res = await db
    .updateTable('club_activities')
    .set(values)
    .where('id', '=', id)
    .where('term_id', '=', termId)
    .executeTakeFirst();
  return Number(res.numUpdatedRows) === 1;
}

/** Deletes a 기타 활동 of the term; whether there was one. */
export async function deleteOther(db: Db, termId: number, id: number): Promise<boolean> {
  const res = await db
    .deleteFrom('club_activities')
    .where('id', '=', id)
    .where('term_id', '=', termId)
    .executeTakeFirst();
  return Number(res.numDeletedRows) === 1;
}

export async function termReports(db: Db, termId: number): Promise<ReportRow[]> {
  return db.selectFrom('activity_reports').selectAll().where('term_id', '=', termId).execute();
}

export async function findReport(db: Db, termId: number, kind: ActivityKindColumn, refId: number) {
  return db
    .selectFrom('activity_reports')
    .selectAll()
    .where('term_id', '=', termId)
    .where('kind', '=', kind)
    .where('ref_id', '=', refId)
    .executeTakeFirst();
}

/** The photos of some reports, oldest first. */
export async function photosOf(db: Db, reportIds: readonly number[]) {
  if (reportIds.length === 0) return [];
  return db
    .selectFrom('activity_photos')
    .select(['id', 'report_id', 'name'])
    .where('report_id', 'in', reportIds)
    .orderBy('id')
    .execute();
}

/**
 * The report saved: made, or its summary and hand count put in place of the ones there (one statement on the unique
 * (term, kind, ref_id) key, so two saves at once leave one row).
 */
export async function saveReport(
  db: Db,
  values: Insertable<ActivityReportsTable> & { summary: string; attendees_manual: number | null },
): Promise<void> {
  await db
    .insertInto('activity_reports')
    .values(values)
    .onConflict((oc) =>
      oc.columns(['term_id', 'kind', 'ref_id']).doUpdateSet({
        summary: values.summary,
        attendees_manual: values.attendees_manual,
        updated_by: values.updated_by,
        updated_at: values.updated_at,
      }),
    )
    .execute();
}

/**
 * The report's row, made empty if there is none, marked as changed now; its id. On PostgreSQL the update keeps the
 * row locked until the transaction ends, so photos added at once are counted one after the other.
 */
export async function touchReport(
  db: Db,
  values: Pick<ReportRow, 'club_id' | 'term_id' | 'kind' | 'ref_id' | 'updated_by' | 'updated_at'>,
): Promise<number> {
  const row = await db
    .insertInto('activity_reports')
    .values({ ...values, attendees_manual: null })
    .onConflict((oc) =>
      oc
        .columns(['term_id', 'kind', 'ref_id'])
        .doUpdateSet({ updated_by: values.updated_by, updated_at: values.updated_at }),
    )
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function deleteReport(
  db: Db,
  termId: number,
  kind: ActivityKindColumn,
  refId: number,
): Promise<void> {
  await db
    .deleteFrom('activity_reports')
    .where('term_id', '=', termId)
    .where('kind', '=', kind)
    .where('ref_id', '=', refId)
    .execute();
}

export async function countPhotos(db: Db, reportId: number): Promise<number> {
  const row = await db
    .selectFrom('activity_photos')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .where('report_id', '=', reportId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function insertPhoto(
  db: Db,
  values: { report_id: number; name: string; created_by: string; created_at: string },
): Promise<number> {
  const row = await db.insertInto('activity_photos').values(values).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

/** A photo of the report of (term, kind, ref_id). */
export async function findPhoto(
  db: Db,
  termId: number,
  kind: ActivityKindColumn,
  refId: number,
  photoId: number,
) {
  return db
    .selectFrom('activity_photos')
    .innerJoin('activity_reports', 'activity_reports.id', 'activity_photos.report_id')
    .select(['activity_photos.id', 'activity_photos.name', 'activity_photos.report_id'])
    .where('activity_photos.id', '=', photoId)
    .where('activity_reports.term_id', '=', termId)
    .where('activity_reports.kind', '=', kind)
    .where('activity_reports.ref_id', '=', refId)
    .executeTakeFirst();
}

/** Deletes a photo's row; whether there was one. */
export async function deletePhoto(db: Db, photoId: number): Promise<boolean> {
  const res = await db.deleteFrom('activity_photos').where('id', '=', photoId).executeTakeFirst();
  return Number(res.numDeletedRows) === 1;
}

/** The stored names of a report's photos. */
export async function reportPhotoNames(db: Db, reportId: number): Promise<string[]> {
  const rows = await db
    .selectFrom('activity_photos')
    .select('name')
    .where('report_id', '=', reportId)
    .execute();
  return rows.map((r) => r.name);
}

/**
 * Reports whose record went (a meeting deleted before it started, a show or event deleted, a 기타 활동's row gone):
 * deleted, their photo rows with them (the foreign key's cascade). How many.
 */
export async function deleteOrphanReports(db: Db): Promise<number> {
  const res = await db
    .deleteFrom('activity_reports')
    .where((eb) =>
      eb.or([
        eb.and([
          eb('kind', '=', 'meeting'),
          eb.not(
            eb.exists(
              eb
                .selectFrom('meetings')
                .select('meetings.id')
                .whereRef('meetings.id', '=', 'activity_reports.ref_id'),
            ),
          ),
        ]),
        eb.and([
          eb('kind', '=', 'show'),
          eb.not(
            eb.exists(
              eb.selectFrom('shows').select('shows.id').whereRef('shows.id', '=', 'activity_reports.ref_id'),
            ),
          ),
        ]),
        eb.and([
          eb('kind', '=', 'event'),
          eb.not(
            eb.exists(
              eb
                .selectFrom('entertains')
                .select('entertains.id')
                .whereRef('entertains.id', '=', 'activity_reports.ref_id'),
            ),
          ),
        ]),
        eb.and([
          eb('kind', '=', 'other'),
          eb.not(
            eb.exists(
              eb
                .selectFrom('club_activities')
                .select('club_activities.id')
                .whereRef('club_activities.id', '=', 'activity_reports.ref_id'),
            ),
          ),
        ]),
      ]),
    )
    .executeTakeFirst();
  return Number(res.numDeletedRows);
}
