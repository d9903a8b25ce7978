import type { Kysely } from 'kysely';

/**
 * What applying a deposit did, compared with the price of the reservation it names (docs/product.md#deposit-import):
 * a deposit that does not fit (a second one for a paid ticket, more or less than the price) stays open until the
 * manager settles it. Money to give back is a refund record (`refunds.deposit_id`), settled when marked sent; a
 * shortfall is settled by a later deposit (topped up), by accepting it, or by giving the money back.
 */
export function depositSettlement() {
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      await db.schema.alterTable('deposits').addColumn('outcome', 'text').execute();
      await db.schema.alterTable('deposits').addColumn('expected', 'integer').execute();
      await db.schema.alterTable('deposits').addColumn('settlement', 'text').execute();
      await db.schema.alterTable('deposits').addColumn('settled_at', 'text').execute();
      await db.schema.alterTable('deposits').addColumn('settled_by', 'text').execute();
      await db.schema
        .alterTable('refunds')
        .addColumn('deposit_id', 'integer', (c) => c.references('deposits.id').onDelete('set null'))
        .execute();
      await db.schema.createIndex('deposits_reservation').on('deposits').column('reservation_id').execute();
    },
  };
}
