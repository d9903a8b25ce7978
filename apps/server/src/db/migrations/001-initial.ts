import type { CreateTableBuilder, Kysely } from 'kysely';
import { sql } from 'kysely';

/** The whole data model. Written with Kysely's portable builder; only the identity column differs by dialect. */

type Dialect = 'sqlite' | 'postgres';

export function initial(dialect: Dialect) {
  const withId = <T extends string>(t: CreateTableBuilder<T, never>) =>
    dialect === 'postgres'
      ? t.addColumn('id', 'serial', (c) => c.primaryKey())
      : t.addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement());

  return {
    async up(db: Kysely<unknown>): Promise<void> {
      await withId(db.schema.createTable('clubs'))
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('category', 'text', (c) => c.notNull())
        .addColumn('content', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('mandatory_semesters', 'integer')
        .addColumn('insta_url', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('kakao_url', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('youtube_url', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('url', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('poster_file', 'text')
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .execute();

      await withId(db.schema.createTable('users'))
        .addColumn('sub', 'text', (c) => c.notNull().unique())
        .addColumn('email', 'text', (c) => c.notNull().unique())
        .addColumn('authority', 'text', (c) => c.notNull().defaultTo('ROLE_USER'))
        .addColumn('name', 'text')
        .addColumn('student_id', 'text')
        .addColumn('phone', 'text')
        .addColumn('club_id', 'integer', (c) => c.references('clubs.id').onDelete('set null'))
        .addColumn('profile_complete', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .execute();

      await withId(db.schema.createTable('sessions'))
        .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('token_hash', 'text', (c) => c.notNull().unique())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('last_used_at', 'text', (c) => c.notNull())
        .addColumn('expires_at', 'text', (c) => c.notNull())
        .addColumn('revoked_at', 'text')
        .execute();
      await db.schema.createIndex('sessions_user').on('sessions').column('user_id').execute();

      await db.schema
        .createTable('used_nonces')
        .addColumn('nonce', 'text', (c) => c.primaryKey())
        .addColumn('expires_at', 'text', (c) => c.notNull())
        .execute();

      await db.schema
        .createTable('club_managers')
        .addColumn('email', 'text', (c) => c.primaryKey())
        .addColumn('club_id', 'integer', (c) => c.notNull().references('clubs.id').onDelete('cascade'))
        .addColumn('granted_by', 'text', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();

      await withId(db.schema.createTable('shows'))
        .addColumn('club_id', 'integer', (c) => c.notNull().references('clubs.id').onDelete('cascade'))
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('location', 'text', (c) => c.notNull())
        .addColumn('start_date', 'text', (c) => c.notNull())
        .addColumn('end_date', 'text', (c) => c.notNull())
        .addColumn('runtime', 'integer', (c) => c.notNull())
        .addColumn('manager', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('manager_phone', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('default_max_people', 'integer', (c) => c.notNull().defaultTo(100))
        .addColumn('account_number', 'text', (c) => c.notNull())
        .addColumn('account_name', 'text', (c) => c.notNull())
        .addColumn('account_bank_name', 'text', (c) => c.notNull())
        .addColumn('introduction', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('notice', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('early_bird', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('poster_file', 'text')
        .addColumn('qr_file', 'text')
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('shows_club').on('shows').column('club_id').execute();

      await withId(db.schema.createTable('schedules'))
        .addColumn('show_id', 'integer', (c) => c.notNull().references('shows.id').onDelete('cascade'))
        .addColumn('order_index', 'integer', (c) => c.notNull())
        .addColumn('date', 'text', (c) => c.notNull())
        .addColumn('time', 'text', (c) => c.notNull())
        .addColumn('cost', 'integer', (c) => c.notNull())
        .addColumn('max_ticket', 'integer', (c) => c.notNull().defaultTo(1))
        .addColumn('max_people', 'integer', (c) => c.notNull().defaultTo(100))
        .addColumn('apply_people', 'integer', (c) => c.notNull().defaultTo(0))
        .addCheckConstraint('schedules_capacity', sql`apply_people >= 0 AND apply_people <= max_people`)
        .execute();
      await db.schema.createIndex('schedules_show').on('schedules').column('show_id').execute();

      await withId(db.schema.createTable('reservations'))
        .addColumn('schedule_id', 'integer', (c) =>
          c.notNull().references('schedules.id').onDelete('restrict'),
        )
        .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('restrict'))
        .addColumn('ticket_count', 'integer', (c) => c.notNull())
        .addColumn('unit_price', 'integer', (c) => c.notNull())
        .addColumn('paid', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('cancel_requested', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('updated_at', 'text', (c) => c.notNull())
        // One reservation per student per schedule: the per-person cap holds across attempts.
        .addUniqueConstraint('reservations_one_per_student', ['schedule_id', 'user_id'])
        .execute();
      await db.schema.createIndex('reservations_user').on('reservations').column('user_id').execute();

      await withId(db.schema.createTable('entertains'))
        .addColumn('club_id', 'integer', (c) => c.notNull().references('clubs.id').onDelete('cascade'))
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('introduction', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('category', 'text', (c) => c.notNull())
        .addColumn('location', 'text', (c) => c.notNull())
        .addColumn('start_date', 'text', (c) => c.notNull())
        .addColumn('end_date', 'text', (c) => c.notNull())
        .addColumn('time_list', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('manager', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('manager_phone', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('etc_info', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('insta_url', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('kakao_url', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('youtube_url', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('notion_url', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('url', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('poster_file', 'text')
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('entertains_club').on('entertains').column('club_id').execute();

      await withId(db.schema.createTable('recruitings'))
        .addColumn('club_id', 'integer', (c) => c.notNull().references('clubs.id').onDelete('cascade'))
        .addColumn('title', 'text', (c) => c.notNull())
        .addColumn('category', 'text', (c) => c.notNull())
        .addColumn('start_date', 'text', (c) => c.notNull())
        .addColumn('end_date', 'text', (c) => c.notNull())
        .addColumn('mandatory_semesters', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('meeting_time', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('content', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('eligibility', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('notice', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('manager', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('manager_phone', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('application_url', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('introduction', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('insta_url', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('kakao_url', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('youtube_url', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('notion_url', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('url', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('poster_file', 'text')
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('recruitings_club').on('recruitings').column('club_id').execute();

      await db.schema
        .createTable('files')
        .addColumn('name', 'text', (c) => c.primaryKey())
        .addColumn('mime', 'text', (c) => c.notNull())
        .addColumn('bytes', 'integer', (c) => c.notNull())
        .addColumn('width', 'integer', (c) => c.notNull())
        .addColumn('height', 'integer', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();

      await withId(db.schema.createTable('audit_log'))
        .addColumn('actor_user_id', 'integer')
        .addColumn('actor_email', 'text', (c) => c.notNull())
        .addColumn('action', 'text', (c) => c.notNull())
        .addColumn('target_type', 'text', (c) => c.notNull())
        .addColumn('target_id', 'text', (c) => c.notNull())
        .addColumn('detail', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();
    },
    async down(db: Kysely<unknown>): Promise<void> {
      for (const t of [
        'audit_log',
        'files',
        'recruitings',
        'entertains',
        'reservations',
        'schedules',
        'shows',
        'club_managers',
        'used_nonces',
        'sessions',
        'users',
        'clubs',
      ]) {
        await db.schema.dropTable(t).ifExists().execute();
      }
    },
  };
}
