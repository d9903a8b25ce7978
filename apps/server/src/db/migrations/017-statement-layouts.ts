import type { Kysely } from 'kysely';

/**
 * How a statement was read (docs/product.md#deposit-import): the bank layout recognised, the header texts of its name
 * columns, which of two name columns the review matches on, and the rows skipped by kind, kept on the import so a
 * review reopened later says the same. A deposit keeps the second text column of layouts that have two, and
 * what its match saw (`match_hint`: a relay, which column matched, why candidates are offered).
 * `statement_layouts`: a club's confirmed column mappings by header-row signature, so the next file of that layout
 * is read without the mapping step.
 */
export function statementLayouts() {
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      await db.schema.alterTable('deposits').addColumn('other_name', 'text').execute();
      await db.schema.alterTable('deposits').addColumn('match_hint', 'text').execute();
      for (const column of [
        'format',
        'layout_id',
        'layout_label',
        'name_header',
        'other_name_header',
        'ignored',
      ]) {
        await db.schema.alterTable('deposit_imports').addColumn(column, 'text').execute();
      }
      await db.schema.alterTable('deposit_imports').addColumn('header_signature', 'text').execute();
      await db.schema.alterTable('deposit_imports').addColumn('mapping', 'text').execute();
      await db.schema
        .alterTable('deposit_imports')
        .addColumn('name_column', 'text', (c) => c.notNull().defaultTo('name'))
        .execute();
      await db.schema
        .alterTable('deposit_imports')
        .addColumn('saved_layout', 'integer', (c) => c.notNull().defaultTo(0))
        .execute();
      await db.schema
        .createTable('statement_layouts')
        .addColumn('club_id', 'integer', (c) => c.notNull().references('clubs.id').onDelete('cascade'))
        .addColumn('signature', 'text', (c) => c.notNull())
        .addColumn('mapping', 'text', (c) => c.notNull())
        .addColumn('saved_by', 'text', (c) => c.notNull())
        .addColumn('saved_at', 'text', (c) => c.notNull())
        .addPrimaryKeyConstraint('statement_layouts_pkey', ['club_id', 'signature'])
        .execute();
    },
  };
}
