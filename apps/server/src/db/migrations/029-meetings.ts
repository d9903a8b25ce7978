import { sql, type CreateTableBuilder, type Kysely } from 'kysely';

/**
 * Meetings and attendance (docs/product.md#meetings-and-attendance). A meeting belongs to a club's term and expects
 * every active member (`audience = 'all'`) or the holders of some positions (`meeting_positions`). A mark is one row
 * per (meeting, membership), unique, so a second scan, two instances or a scan racing the close record one mark
 * (docs/decisions/0028-meeting-attendance-codes.md). An excuse (공결) is open while `status = 'pending'`; a partial
 * unique index keeps one open request per membership and meeting.
 */

type Dialect = 'sqlite' | 'postgres';

export function meetings(dialect: Dialect) {
  const withId = <T extends string>(t: CreateTableBuilder<T, never>) =>
    dialect === 'postgres'
      ? t.addColumn('id', 'serial', (c) => c.primaryKey())
      : t.addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement());

  return {
    async up(db: Kysely<unknown>): Promise<void> {
      await withId(db.schema.createTable('meetings'))
        .addColumn('club_id', 'integer', (c) => c.notNull().references('clubs.id').onDelete('cascade'))
        .addColumn('term_id', 'integer', (c) => c.notNull().references('club_terms.id').onDelete('cascade'))
        .addColumn('series_id', 'integer')
        .addColumn('title', 'text', (c) => c.notNull())
        .addColumn('starts_at', 'text', (c) => c.notNull())
        .addColumn('ends_at', 'text', (c) => c.notNull())
        .addColumn('place', 'text', (c) => c.notNull())
        .addColumn('audience', 'text', (c) => c.notNull().defaultTo('all'))
        .addColumn('late_minutes', 'integer', (c) => c.notNull().defaultTo(10))
        .addColumn('closed_at', 'text')
        .addColumn('created_by', 'text', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('meetings_term').on('meetings').columns(['term_id', 'starts_at']).execute();

      await db.schema
        .createTable('meeting_positions')
        .addColumn('meeting_id', 'integer', (c) => c.notNull().references('meetings.id').onDelete('cascade'))
        .addColumn('position_id', 'integer', (c) =>
          c.notNull().references('club_positions.id').onDelete('cascade'),
        )
        .addPrimaryKeyConstraint('meeting_positions_pk', ['meeting_id', 'position_id'])
        .execute();

      await withId(db.schema.createTable('meeting_attendance'))
        .addColumn('meeting_id', 'integer', (c) => c.notNull().references('meetings.id').onDelete('cascade'))
        .addColumn('membership_id', 'integer', (c) =>
          c.notNull().references('memberships.id').onDelete('cascade'),
        )
        .addColumn('mark', 'text', (c) => c.notNull())
        .addColumn('method', 'text', (c) => c.notNull())
        .addColumn('marked_at', 'text', (c) => c.notNull())
        .addColumn('marked_by', 'text')
        .addUniqueConstraint('meeting_attendance_once', ['meeting_id', 'membership_id'])
        .execute();
      await db.schema
        .createIndex('meeting_attendance_membership')
        .on('meeting_attendance')
        .column('membership_id')
        .execute();

      await withId(db.schema.createTable('meeting_excuses'))
        .addColumn('meeting_id', 'integer', (c) => c.notNull().references('meetings.id').onDelete('cascade'))
        .addColumn('membership_id', 'integer', (c) =>
          c.notNull().references('memberships.id').onDelete('cascade'),
        )
        .addColumn('reason', 'text', (c) => c.notNull())
        .addColumn('photo', 'text')
        .addColumn('status', 'text', (c) => c.notNull().defaultTo('pending'))
        .addColumn('decision_reason', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('decided_by', 'text')
        .addColumn('decided_at', 'text')
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('meeting_excuses_open')
        .on('meeting_excuses')
        .columns(['meeting_id', 'membership_id'])
        .unique()
        .where(sql<boolean>`status = 'pending'`)
        .execute();
      await db.schema
        .createIndex('meeting_excuses_membership')
        .on('meeting_excuses')
        .column('membership_id')
        .execute();
    },
  };
}
