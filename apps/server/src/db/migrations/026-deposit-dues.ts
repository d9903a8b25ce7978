import type { Kysely } from 'kysely';

/**
 * The deposit import matches club dues as well as tickets (docs/product.md#deposit-import): a deposit may name a dues
 * charge of the show's club instead of a reservation. `charge_id` is the charge a deposit matched (matched,
 * alreadyPaid) and, once applied, the charge it paid; `charge_candidates` the JSON array of charge ids offered when it
 * is ambiguous (null: none). A deposit pays at most one thing: once applied, one of `reservation_id` and `charge_id`.
 */
export function depositDues() {
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      await db.schema
        .alterTable('deposits')
        .addColumn('charge_id', 'integer', (c) => c.references('dues_charges.id').onDelete('set null'))
        .execute();
      await db.schema.alterTable('deposits').addColumn('charge_candidates', 'text').execute();
    },
  };
}
