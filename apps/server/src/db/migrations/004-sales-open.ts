import type { Kysely } from 'kysely';

/**
 * Sales that open at a set time (docs/product.md#sales-opening): the instant a show's reservations open, as ISO UTC
 * text; null opens them on publishing (every show before this migration).
 */
export function salesOpen() {
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      await db.schema.alterTable('shows').addColumn('sales_open_at', 'text').execute();
    },
  };
}
