import type { CreateTableBuilder, Kysely } from 'kysely';

/**
 * The treasurer's ledger (docs/product.md#the-union-report): income and expenses of a club's term that the portal
 * does not see (a room's rent, the school's grant, the carry-over), each an amount in won; an expense carries a
 * receipt image or the reason it has none. Ticket sales, refunds and dues are not entered here: the report reads
 * them from their own tables.
 */

type Dialect = 'sqlite' | 'postgres';

export function ledger(dialect: Dialect) {
  const withId = <T extends string>(t: CreateTableBuilder<T, never>) =>
    dialect === 'postgres'
      ? t.addColumn('id', 'serial', (c) => c.primaryKey())
      : t.addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement());

  return {
    async up(db: Kysely<unknown>): Promise<void> {
      await withId(db.schema.createTable('ledger_entries'))
        .addColumn('club_id', 'integer', (c) => c.notNull().references('clubs.id').onDelete('cascade'))
        .addColumn('term_id', 'integer', (c) => c.notNull().references('club_terms.id').onDelete('cascade'))
        .addColumn('direction', 'text', (c) => c.notNull())
        .addColumn('occurred_on', 'text', (c) => c.notNull())
        .addColumn('category', 'text', (c) => c.notNull())
        .addColumn('description', 'text', (c) => c.notNull())
        .addColumn('amount', 'integer', (c) => c.notNull())
        .addColumn('receipt', 'text')
        .addColumn('no_receipt_reason', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('created_by', 'text', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('updated_by', 'text', (c) => c.notNull())
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('ledger_entries_term')
        .on('ledger_entries')
        .columns(['term_id', 'occurred_on'])
        .execute();
    },
  };
}
