import type { Kysely } from 'kysely';

/**
 * What several instances on one database must share (docs/decisions/0021-several-instances.md):
 * `stored_files`, the bytes of every uploaded image and share image (they were files under DATA_DIR, which a second
 * instance does not see); `rate_counters`, the sign-in failure counts and the mail rate's window, one row per key,
 * changed only by a conditional upsert; `app_secrets`, the ticket key when TICKET_SECRET is not set on PostgreSQL.
 */
export function sharedState(dialect: 'sqlite' | 'postgres') {
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      await db.schema
        .createTable('stored_files')
        .addColumn('name', 'text', (c) => c.primaryKey())
        .addColumn('mime', 'text', (c) => c.notNull())
        .addColumn('data', dialect === 'postgres' ? 'bytea' : 'blob', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema
        .createTable('rate_counters')
        .addColumn('key', 'text', (c) => c.primaryKey())
        .addColumn('count', 'integer', (c) => c.notNull())
        .addColumn('window_ends', 'text', (c) => c.notNull())
        .execute();
      await db.schema
        .createTable('app_secrets')
        .addColumn('name', 'text', (c) => c.primaryKey())
        .addColumn('value', 'text', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();
    },
  };
}
