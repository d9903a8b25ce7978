import { sql, type Kysely } from 'kysely';

/**
 * `deposit_import_rows`: every deposit an import's source held, in the source's order (docs/product.md#deposit-import).
 * A deposit is stored once per show, by the import that first read it; a statement uploaded again still shows the
 * rows an earlier import stored, so its review, read page by page, follows these rows rather than `deposits.import_id`.
 * Imports made before hold their own deposits, in the order of their rows.
 */
export function depositImportRows() {
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      await db.schema
        .createTable('deposit_import_rows')
        .addColumn('import_id', 'integer', (c) =>
          c.notNull().references('deposit_imports.id').onDelete('cascade'),
        )
        .addColumn('deposit_id', 'integer', (c) => c.notNull().references('deposits.id').onDelete('cascade'))
        .addColumn('position', 'integer', (c) => c.notNull())
        .addPrimaryKeyConstraint('deposit_import_rows_pkey', ['import_id', 'position'])
        .execute();
      await db.schema
        .createIndex('deposit_import_rows_deposit')
        .on('deposit_import_rows')
        .column('deposit_id')
        .execute();
      await sql`INSERT INTO deposit_import_rows (import_id, deposit_id, position)
        SELECT import_id, id, ROW_NUMBER() OVER (PARTITION BY import_id ORDER BY row, id) FROM deposits`.execute(
        db,
      );
    },
  };
}
