import { sql, type Kysely } from 'kysely';

/**
 * One club per name (docs/product.md#admin): `clubs.name_key` is the name without case or white space
 * (lib/club-name.ts, `clubNameKey`) under a unique index, so two clubs of one name cannot both be written, whatever
 * the timing; the admin's create and rename answer 409 CLUB_NAME_TAKEN from the index. The key is computed in
 * JavaScript, not in SQL: SQLite's lower() folds ASCII only and neither database strips every kind of space, and
 * both databases must decide alike.
 *
 * Clubs named alike before this rule keep their names: the lowest id takes the key and each later one gets the key
 * followed by a space and its id, a key no name can produce (keys hold no white space). Such a club can still be
 * edited under its own name, and renamed to a free one.
 *
 * The rule is copied here, not imported, so this migration keeps doing what it did if the rule ever changes.
 */

type Dialect = 'sqlite' | 'postgres';

const keyOf = (name: string) => name.normalize('NFC').toLowerCase().replace(/\s+/g, '');

export function clubNameKey(dialect: Dialect) {
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      // SQLite adds a NOT NULL column only with a default; PostgreSQL drops it again below, so a writer that
      // forgets the key fails there instead of writing ''.
      await db.schema
        .alterTable('clubs')
        .addColumn('name_key', 'text', (c) => c.notNull().defaultTo(''))
        .execute();
      const { rows } = await sql<{
        id: number;
        name: string;
      }>`SELECT id, name FROM clubs ORDER BY id`.execute(db);
      const seen = new Set<string>();
      for (const { id, name } of rows) {
        const key = keyOf(name);
        const nameKey = seen.has(key) ? `${key} ${id}` : key;
        seen.add(key);
        await sql`UPDATE clubs SET name_key = ${nameKey} WHERE id = ${id}`.execute(db);
      }
      if (dialect === 'postgres') {
        await sql`ALTER TABLE clubs ALTER COLUMN name_key DROP DEFAULT`.execute(db);
      }
      await db.schema.createIndex('clubs_name_key').on('clubs').column('name_key').unique().execute();
    },
  };
}
