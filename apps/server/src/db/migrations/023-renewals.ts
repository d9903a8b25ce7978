import type { CreateTableBuilder, Kysely } from 'kysely';

/**
 * Renewal of a club's members (docs/product.md#members): a term started from another (`club_terms.renewed_from`,
 * unique, so a term is renewed once however often the manager clicks), and the question put to each member active in
 * the old term, with their answer. One question per student and new term (unique); an answer is given once (a
 * conditional update on `answer IS NULL`).
 */

type Dialect = 'sqlite' | 'postgres';

export function renewals(dialect: Dialect) {
  const withId = <T extends string>(t: CreateTableBuilder<T, never>) =>
    dialect === 'postgres'
      ? t.addColumn('id', 'serial', (c) => c.primaryKey())
      : t.addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement());

  return {
    async up(db: Kysely<unknown>): Promise<void> {
      await db.schema
        .alterTable('club_terms')
        .addColumn('renewed_from', 'integer', (c) => c.references('club_terms.id').onDelete('set null'))
        .execute();
      await db.schema
        .createIndex('club_terms_renewed_from')
        .on('club_terms')
        .column('renewed_from')
        .unique()
        .execute();

      await withId(db.schema.createTable('membership_renewals'))
        .addColumn('club_id', 'integer', (c) => c.notNull().references('clubs.id').onDelete('cascade'))
        .addColumn('from_term_id', 'integer', (c) =>
          c.notNull().references('club_terms.id').onDelete('cascade'),
        )
        .addColumn('to_term_id', 'integer', (c) =>
          c.notNull().references('club_terms.id').onDelete('cascade'),
        )
        .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('position_id', 'integer', (c) => c.notNull().references('club_positions.id'))
        .addColumn('answer', 'text')
        .addColumn('answered_at', 'text')
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addUniqueConstraint('membership_renewals_once', ['to_term_id', 'user_id'])
        .execute();
      await db.schema
        .createIndex('membership_renewals_user')
        .on('membership_renewals')
        .column('user_id')
        .execute();
    },
  };
}
