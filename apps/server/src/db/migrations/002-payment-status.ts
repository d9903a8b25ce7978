import type { CreateTableBuilder, Kysely } from 'kysely';
import { sql } from 'kysely';

/**
 * The reservation life cycle (docs/product.md#reservation-status): one `status` instead of the `paid` flag, a pay-by
 * time and the instant the expiry job may take the seats back, the student's transfer claim, and who last changed
 * the payment. Expired and cancelled reservations stay, so "one reservation per student per schedule" now counts only
 * live ones (unpaid or paid): a partial unique index. SQLite cannot drop a table constraint, so its table is rebuilt.
 */

type Dialect = 'sqlite' | 'postgres';

const LIVE = sql<boolean>`status in ('unpaid', 'paid')`;

function lifeCycleColumns<T extends string>(t: CreateTableBuilder<T, never>) {
  return t
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('unpaid'))
    .addColumn('deposit_name', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('pay_by', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('expires_at', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('transfer_claimed_at', 'text')
    .addColumn('transfer_at', 'text')
    .addColumn('transfer_amount', 'integer')
    .addColumn('transfer_name', 'text')
    .addColumn('payment_changed_at', 'text')
    .addColumn('payment_changed_by', 'text')
    .addColumn('status_changed_at', 'text');
}

export function paymentStatus(dialect: Dialect) {
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      await db.schema
        .alterTable('shows')
        .addColumn('payment_deadline_hours', 'integer', (c) => c.notNull().defaultTo(24))
        .execute();

      if (dialect === 'postgres') {
        await sql`alter table reservations
          add column status text not null default 'unpaid',
          add column deposit_name text not null default '',
          add column pay_by text not null default '',
          add column expires_at text not null default '',
          add column transfer_claimed_at text,
          add column transfer_at text,
          add column transfer_amount integer,
          add column transfer_name text,
          add column payment_changed_at text,
          add column payment_changed_by text,
          add column status_changed_at text`.execute(db);
        await sql`update reservations set status = case when paid = 1 then 'paid' else 'unpaid' end`.execute(
          db,
        );
        await sql`alter table reservations drop constraint reservations_one_per_student`.execute(db);
        await sql`alter table reservations drop column paid`.execute(db);
      } else {
        await lifeCycleColumns(
          db.schema
            .createTable('reservations_next')
            .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
            .addColumn('schedule_id', 'integer', (c) =>
              c.notNull().references('schedules.id').onDelete('restrict'),
            )
            .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('restrict'))
            .addColumn('ticket_count', 'integer', (c) => c.notNull())
            .addColumn('unit_price', 'integer', (c) => c.notNull())
            .addColumn('cancel_requested', 'integer', (c) => c.notNull().defaultTo(0))
            .addColumn('created_at', 'text', (c) => c.notNull())
            .addColumn('updated_at', 'text', (c) => c.notNull()),
        ).execute();
        await sql`insert into reservations_next
            (id, schedule_id, user_id, ticket_count, unit_price, cancel_requested, created_at, updated_at, status)
          select id, schedule_id, user_id, ticket_count, unit_price, cancel_requested, created_at, updated_at,
            case when paid = 1 then 'paid' else 'unpaid' end
          from reservations`.execute(db);
        await db.schema.dropTable('reservations').execute();
        await sql`alter table reservations_next rename to reservations`.execute(db);
        await db.schema.createIndex('reservations_user').on('reservations').column('user_id').execute();
      }

      // Reservations made before this migration: the deposit name they were told, and a deadline from now on.
      await sql`update reservations set deposit_name = coalesce(
          (select coalesce(u.student_id, '') || coalesce(u.name, '') from users u where u.id = reservations.user_id), '')`.execute(
        db,
      );
      const later = new Date(Date.now() + 24 * 3_600_000).toISOString();
      await sql`update reservations set pay_by = ${later}, expires_at = ${later}`.execute(db);

      await db.schema
        .createIndex('reservations_one_live_per_student')
        .on('reservations')
        .columns(['schedule_id', 'user_id'])
        .unique()
        .where(LIVE)
        .execute();
      await db.schema.createIndex('reservations_schedule').on('reservations').column('schedule_id').execute();
      await db.schema
        .createIndex('reservations_due')
        .on('reservations')
        .columns(['status', 'expires_at'])
        .execute();
    },
  };
}
