import type { Kysely } from 'kysely';

/**
 * `users.deleted_at`: an account its student deleted (docs/decisions/0015-account-deletion.md). The row stays, emptied
 * of everything personal, because the club's money records (reservations, refunds) still point at it.
 *
 * `notifications.reservation_id` and `notifications.slot_id`: what a notice is about, so its e-mail can carry the
 * transfer details, the ticket and a calendar file read when it is sent (docs/product.md#notifications). No foreign
 * key: a mail whose reservation or slot is gone is sent with its text alone.
 */
export function accountDeletion() {
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      await db.schema.alterTable('users').addColumn('deleted_at', 'text').execute();
      await db.schema.alterTable('notifications').addColumn('reservation_id', 'integer').execute();
      await db.schema.alterTable('notifications').addColumn('slot_id', 'integer').execute();
    },
  };
}
