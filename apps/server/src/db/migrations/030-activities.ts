import type { CreateTableBuilder, Kysely } from 'kysely';

/**
 * Activity records (docs/product.md#activity-records). A term's activities are its meetings, the club's shows and
 * events in its days, which live in their own tables, and the 기타 활동 officers add by hand (`club_activities`). Each
 * activity's report is one row in `activity_reports`, unique per (term, kind, ref_id): `ref_id` names the meeting,
 * show, event or 기타 활동 (no foreign key, as it names one of four tables; a report whose record went is swept).
 * `attendees_manual` is the officers' hand count, null for the automatic one. A report's photos are private images
 * (`activity/…` in stored_files), at most six, and go with their report.
 */

type Dialect = 'sqlite' | 'postgres';

export function activities(dialect: Dialect) {
  const withId = <T extends string>(t: CreateTableBuilder<T, never>) =>
    dialect === 'postgres'
      ? t.addColumn('id', 'serial', (c) => c.primaryKey())
      : t.addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement());

  return {
    async up(db: Kysely<unknown>): Promise<void> {
      await withId(db.schema.createTable('club_activities'))
        .addColumn('club_id', 'integer', (c) => c.notNull().references('clubs.id').onDelete('cascade'))
        .addColumn('term_id', 'integer', (c) => c.notNull().references('club_terms.id').onDelete('cascade'))
        .addColumn('title', 'text', (c) => c.notNull())
        .addColumn('date', 'text', (c) => c.notNull())
        .addColumn('place', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('created_by', 'text', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('club_activities_term')
        .on('club_activities')
        .columns(['term_id', 'date'])
        .execute();

      await withId(db.schema.createTable('activity_reports'))
        .addColumn('club_id', 'integer', (c) => c.notNull().references('clubs.id').onDelete('cascade'))
        .addColumn('term_id', 'integer', (c) => c.notNull().references('club_terms.id').onDelete('cascade'))
        .addColumn('kind', 'text', (c) => c.notNull())
        .addColumn('ref_id', 'integer', (c) => c.notNull())
        .addColumn('summary', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('attendees_manual', 'integer')
        .addColumn('updated_by', 'text', (c) => c.notNull())
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .addUniqueConstraint('activity_reports_once', ['term_id', 'kind', 'ref_id'])
        .execute();

      await withId(db.schema.createTable('activity_photos'))
        .addColumn('report_id', 'integer', (c) =>
          c.notNull().references('activity_reports.id').onDelete('cascade'),
        )
        .addColumn('name', 'text', (c) => c.notNull().unique())
        .addColumn('created_by', 'text', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('activity_photos_report')
        .on('activity_photos')
        .column('report_id')
        .execute();
    },
  };
}
