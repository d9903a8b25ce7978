import type { CreateTableBuilder, Kysely } from 'kysely';

/**
 * A club's members per term (docs/product.md#members): the club's terms (학기, never overlapping: checked by the
 * service under a lock on the club's row, and two terms of a club never start on the same day), its positions
 * (renamable, some marked as managing the club), and the memberships: a student (or an invitation waiting for that
 * student's first sign-in) in a term with a position and a status. One membership per student per term, and one
 * invitation per e-mail or 학번 per term (unique indexes; NULLs never collide), so a 최종 합격 sent twice or by two
 * officers at once makes one membership. The student profile gains 학과 (`users.department`, optional).
 */

type Dialect = 'sqlite' | 'postgres';

export function members(dialect: Dialect) {
  const withId = <T extends string>(t: CreateTableBuilder<T, never>) =>
    dialect === 'postgres'
      ? t.addColumn('id', 'serial', (c) => c.primaryKey())
      : t.addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement());

  return {
    async up(db: Kysely<unknown>): Promise<void> {
      await db.schema.alterTable('users').addColumn('department', 'text').execute();

      await withId(db.schema.createTable('club_terms'))
        .addColumn('club_id', 'integer', (c) => c.notNull().references('clubs.id').onDelete('cascade'))
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('starts_on', 'text', (c) => c.notNull())
        .addColumn('ends_on', 'text', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .addUniqueConstraint('club_terms_name', ['club_id', 'name'])
        .addUniqueConstraint('club_terms_start', ['club_id', 'starts_on'])
        .execute();

      await withId(db.schema.createTable('club_positions'))
        .addColumn('club_id', 'integer', (c) => c.notNull().references('clubs.id').onDelete('cascade'))
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('manages', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('rank', 'integer', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addUniqueConstraint('club_positions_name', ['club_id', 'name'])
        .addUniqueConstraint('club_positions_rank', ['club_id', 'rank'])
        .execute();

      await withId(db.schema.createTable('memberships'))
        .addColumn('club_id', 'integer', (c) => c.notNull().references('clubs.id').onDelete('cascade'))
        .addColumn('term_id', 'integer', (c) => c.notNull().references('club_terms.id').onDelete('cascade'))
        .addColumn('user_id', 'integer', (c) => c.references('users.id').onDelete('cascade'))
        .addColumn('position_id', 'integer', (c) => c.notNull().references('club_positions.id'))
        .addColumn('status', 'text', (c) => c.notNull().defaultTo('pending'))
        .addColumn('status_changed_on', 'text', (c) => c.notNull())
        .addColumn('reason', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('union_consent', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('source', 'text', (c) => c.notNull())
        .addColumn('application_id', 'integer', (c) => c.references('applications.id').onDelete('set null'))
        .addColumn('invite_email', 'text')
        .addColumn('invite_name', 'text')
        .addColumn('invite_student_id', 'text')
        .addColumn('invite_department', 'text')
        .addColumn('invite_phone', 'text')
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .addUniqueConstraint('memberships_one_per_term', ['term_id', 'user_id'])
        .addUniqueConstraint('memberships_invite_email', ['term_id', 'invite_email'])
        .addUniqueConstraint('memberships_invite_student', ['term_id', 'invite_student_id'])
        .execute();
      await db.schema.createIndex('memberships_club').on('memberships').column('club_id').execute();
      await db.schema.createIndex('memberships_user').on('memberships').column('user_id').execute();
      await db.schema.createIndex('memberships_position').on('memberships').column('position_id').execute();
      await db.schema
        .createIndex('memberships_application')
        .on('memberships')
        .column('application_id')
        .execute();
    },
  };
}
