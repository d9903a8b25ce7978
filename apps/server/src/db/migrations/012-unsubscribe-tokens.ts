import type { Kysely } from 'kysely';

/**
 * One unsubscribe token per user and kind of e-mail instead of one per user (docs/product.md#notifications): a link
 * stops only the kind it came with, and switching that kind back on replaces its token, so older links stop working.
 * The old per-user tokens go: every link they made stopped every kind and could never be withdrawn.
 */
export function unsubscribeTokens() {
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      await db.schema
        .createTable('unsubscribe_tokens')
        .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('kind', 'text', (c) => c.notNull())
        .addColumn('token', 'text', (c) => c.notNull().unique())
        .addPrimaryKeyConstraint('unsubscribe_tokens_pk', ['user_id', 'kind'])
        .execute();
      await db.schema.dropTable('mail_tokens').execute();
    },
  };
}
