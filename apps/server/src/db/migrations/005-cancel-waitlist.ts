import type { CreateTableBuilder, Kysely } from 'kysely';
import { sql } from 'kysely';

/**
 * Cancelling, refunds and the waiting list (docs/product.md#cancelling-and-refunds, #waiting-list): the show's waiting
 * list settings; the cancel request's time, refund account and the club's refusal on the reservation; refunds owed
 * and sent; and each schedule's waiting list, where a student is in line at most once at a time (a partial unique
 * index over the entries still waiting or offered).
 */

type Dialect = 'sqlite' | 'postgres';

export function cancelWaitlist(dialect: Dialect) {
  const withId = <T extends string>(t: CreateTableBuilder<T, never>) =>
    dialect === 'postgres'
      ? t.addColumn('id', 'serial', (c) => c.primaryKey())
      : t.addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement());

  return {
    async up(db: Kysely<unknown>): Promise<void> {
      await db.schema
        .alterTable('shows')
        .addColumn('waitlist_enabled', 'integer', (c) => c.notNull().defaultTo(1))
        .execute();
      await db.schema
        .alterTable('shows')
        .addColumn('waitlist_offer_minutes', 'integer', (c) => c.notNull().defaultTo(30))
        .execute();
      for (const column of [
        'cancel_requested_at',
        'refund_bank',
        'refund_account',
        'refund_holder',
        'cancel_rejected_reason',
        'cancel_rejected_at',
      ]) {
        await db.schema.alterTable('reservations').addColumn(column, 'text').execute();
      }

      await withId(db.schema.createTable('refunds'))
        .addColumn('show_id', 'integer', (c) => c.notNull().references('shows.id').onDelete('cascade'))
        .addColumn('schedule_id', 'integer', (c) => c.references('schedules.id').onDelete('set null'))
        .addColumn('reservation_id', 'integer', (c) => c.references('reservations.id').onDelete('set null'))
        .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('restrict'))
        .addColumn('order_index', 'integer')
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('student_id', 'text', (c) => c.notNull())
        .addColumn('phone', 'text', (c) => c.notNull())
        .addColumn('tickets', 'integer', (c) => c.notNull())
        .addColumn('amount', 'integer', (c) => c.notNull())
        .addColumn('bank', 'text')
        .addColumn('account_number', 'text')
        .addColumn('account_holder', 'text')
        .addColumn('reason', 'text', (c) => c.notNull())
        .addColumn('requested_at', 'text')
        .addColumn('approved_at', 'text', (c) => c.notNull())
        .addColumn('approved_by', 'text', (c) => c.notNull())
        .addColumn('refunded_at', 'text')
        .addColumn('refunded_by', 'text')
        .execute();
      await db.schema.createIndex('refunds_show').on('refunds').column('show_id').execute();
      await db.schema.createIndex('refunds_reservation').on('refunds').column('reservation_id').execute();

      await withId(db.schema.createTable('waitlist'))
        .addColumn('schedule_id', 'integer', (c) =>
          c.notNull().references('schedules.id').onDelete('cascade'),
        )
        .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('restrict'))
        .addColumn('tickets', 'integer', (c) => c.notNull())
        .addColumn('status', 'text', (c) => c.notNull().defaultTo('waiting'))
        .addColumn('offer_expires_at', 'text')
        .addColumn('reservation_id', 'integer', (c) => c.references('reservations.id').onDelete('set null'))
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('status_changed_at', 'text')
        .execute();
      await db.schema
        .createIndex('waitlist_one_active_per_student')
        .on('waitlist')
        .columns(['schedule_id', 'user_id'])
        .unique()
        .where(sql<boolean>`status in ('waiting', 'offered')`)
        .execute();
      await db.schema
        .createIndex('waitlist_schedule')
        .on('waitlist')
        .columns(['schedule_id', 'status'])
        .execute();
      await db.schema.createIndex('waitlist_user').on('waitlist').column('user_id').execute();
      await db.schema
        .createIndex('waitlist_due')
        .on('waitlist')
        .columns(['status', 'offer_expires_at'])
        .execute();
    },
  };
}
