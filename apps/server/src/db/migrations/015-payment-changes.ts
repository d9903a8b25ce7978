import type { CreateTableBuilder, Kysely } from 'kysely';

/**
 * A manager's payment change (입금 확인 / 입금 취소, docs/product.md#reservation-status) as it was made, so it can be
 * undone for a while (LIMITS.paymentUndoMinutes): the change (schedule, who, when, whether undone), and for each
 * reservation it changed the state before and after, the seats it took back, and the two fields it left alone but an
 * undo must find unchanged (a cancel request, tickets let in). No foreign key to the reservation: one deleted since
 * is counted as skipped by the undo.
 */

type Dialect = 'sqlite' | 'postgres';

export function paymentChanges(dialect: Dialect) {
  const withId = <T extends string>(t: CreateTableBuilder<T, never>) =>
    dialect === 'postgres'
      ? t.addColumn('id', 'serial', (c) => c.primaryKey())
      : t.addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement());

  return {
    async up(db: Kysely<unknown>): Promise<void> {
      await withId(db.schema.createTable('payment_changes'))
        .addColumn('schedule_id', 'integer', (c) =>
          c.notNull().references('schedules.id').onDelete('cascade'),
        )
        .addColumn('made_by', 'text', (c) => c.notNull())
        .addColumn('made_at', 'text', (c) => c.notNull())
        .addColumn('undone_at', 'text')
        .addColumn('undone_by', 'text')
        .execute();

      await db.schema
        .createTable('payment_change_items')
        .addColumn('change_id', 'integer', (c) =>
          c.notNull().references('payment_changes.id').onDelete('cascade'),
        )
        .addColumn('reservation_id', 'integer', (c) => c.notNull())
        .addColumn('seats_taken', 'integer', (c) => c.notNull())
        .addColumn('cancel_requested', 'integer', (c) => c.notNull())
        .addColumn('admitted_tickets', 'integer', (c) => c.notNull())
        .addColumn('before_status', 'text', (c) => c.notNull())
        .addColumn('before_pay_by', 'text', (c) => c.notNull())
        .addColumn('before_expires_at', 'text', (c) => c.notNull())
        .addColumn('before_payment_changed_at', 'text')
        .addColumn('before_payment_changed_by', 'text')
        .addColumn('before_status_changed_at', 'text')
        .addColumn('after_status', 'text', (c) => c.notNull())
        .addColumn('after_pay_by', 'text', (c) => c.notNull())
        .addColumn('after_expires_at', 'text', (c) => c.notNull())
        .addPrimaryKeyConstraint('payment_change_items_pk', ['change_id', 'reservation_id'])
        .execute();
      await db.schema
        .createIndex('payment_change_items_reservation')
        .on('payment_change_items')
        .column('reservation_id')
        .execute();
    },
  };
}
