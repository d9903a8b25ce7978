import type { CreateTableBuilder, Kysely } from 'kysely';

/**
 * Student unions' rules (docs/product.md#student-union-rules). A union (총동아리연합회 …) serves a university or campus
 * and keeps the rules its clubs must meet, each null when not required. Its name is unique per university, compared
 * by keys computed in JavaScript (no case, no white space, NFC: lib/club-name.ts, the rule club names follow) under a
 * unique index, so two saves racing cannot both write one. A club belongs to at most one union (`clubs.union_id`),
 * and to none once its union is deleted (ON DELETE SET NULL; the delete also clears it itself).
 */

type Dialect = 'sqlite' | 'postgres';

export function unions(dialect: Dialect) {
  const withId = <T extends string>(t: CreateTableBuilder<T, never>) =>
    dialect === 'postgres'
      ? t.addColumn('id', 'serial', (c) => c.primaryKey())
      : t.addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement());

  return {
    async up(db: Kysely<unknown>): Promise<void> {
      await withId(db.schema.createTable('unions'))
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('name_key', 'text', (c) => c.notNull())
        .addColumn('university', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('university_key', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('min_members', 'integer')
        .addColumn('min_departments', 'integer')
        .addColumn('max_department_percent', 'integer')
        .addColumn('min_activities', 'integer')
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .addUniqueConstraint('unions_name_per_university', ['university_key', 'name_key'])
        .execute();

      await db.schema
        .alterTable('clubs')
        .addColumn('union_id', 'integer', (c) => c.references('unions.id').onDelete('set null'))
        .execute();
      await db.schema.createIndex('clubs_union').on('clubs').column('union_id').execute();
    },
  };
}
