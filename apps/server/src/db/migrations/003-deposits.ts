import type { CreateTableBuilder, Kysely } from 'kysely';

/**
 * Deposit import (docs/product.md#reservation-status): each import of a bank statement or of pasted notifications,
 * and its deposits with how each matched. A deposit's fingerprint is unique within its show, so importing the same
 * statement again adds nothing; the second import reports those rows as duplicates.
 */

type Dialect = 'sqlite' | 'postgres';

export function deposits(dialect: Dialect) {
  const withId = <T extends string>(t: CreateTableBuilder<T, never>) =>
    dialect === 'postgres'
      ? t.addColumn('id', 'serial', (c) => c.primaryKey())
      : t.addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement());

  return {
    async up(db: Kysely<unknown>): Promise<void> {
      await withId(db.schema.createTable('deposit_imports'))
        .addColumn('show_id', 'integer', (c) => c.notNull().references('shows.id').onDelete('cascade'))
        .addColumn('created_by', 'text', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('source', 'text', (c) => c.notNull())
        .addColumn('filename', 'text')
        .addColumn('row_count', 'integer', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('deposit_imports_show').on('deposit_imports').column('show_id').execute();

      await withId(db.schema.createTable('deposits'))
        .addColumn('import_id', 'integer', (c) =>
          c.notNull().references('deposit_imports.id').onDelete('cascade'),
        )
        .addColumn('show_id', 'integer', (c) => c.notNull().references('shows.id').onDelete('cascade'))
        .addColumn('fingerprint', 'text', (c) => c.notNull())
        .addColumn('row', 'integer', (c) => c.notNull())
        .addColumn('at', 'text', (c) => c.notNull())
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('amount', 'integer', (c) => c.notNull())
        .addColumn('balance', 'integer')
        .addColumn('match', 'text', (c) => c.notNull())
        .addColumn('reservation_id', 'integer', (c) => c.references('reservations.id').onDelete('set null'))
        .addColumn('candidates', 'text', (c) => c.notNull().defaultTo('[]'))
        .addColumn('applied_at', 'text')
        .addColumn('applied_by', 'text')
        .addUniqueConstraint('deposits_show_fingerprint', ['show_id', 'fingerprint'])
        .execute();
      await db.schema.createIndex('deposits_import').on('deposits').column('import_id').execute();
    },
  };
}
