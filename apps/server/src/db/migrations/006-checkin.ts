import type { CreateTableBuilder, Kysely } from 'kysely';

/**
 * E-tickets and door check-in (docs/product.md#door-check-in): how many of a reservation's tickets were let in and
 * when the last came in; every scan that let someone in (online, or offline and synced later), keyed by the device's
 * own id of it so a scan sent twice counts once; and the show's door staff by e-mail.
 */

type Dialect = 'sqlite' | 'postgres';

export function checkin(dialect: Dialect) {
  const withId = <T extends string>(t: CreateTableBuilder<T, never>) =>
    dialect === 'postgres'
      ? t.addColumn('id', 'serial', (c) => c.primaryKey())
      : t.addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement());

  return {
    async up(db: Kysely<unknown>): Promise<void> {
      await db.schema
        .alterTable('reservations')
        .addColumn('admitted_tickets', 'integer', (c) => c.notNull().defaultTo(0))
        .execute();
      await db.schema.alterTable('reservations').addColumn('admitted_at', 'text').execute();

      await withId(db.schema.createTable('checkin_scans'))
        .addColumn('reservation_id', 'integer', (c) =>
          c.notNull().references('reservations.id').onDelete('cascade'),
        )
        .addColumn('schedule_id', 'integer', (c) => c.notNull())
        .addColumn('device_id', 'text', (c) => c.notNull())
        .addColumn('device_label', 'text', (c) => c.notNull())
        .addColumn('scan_id', 'text', (c) => c.notNull())
        .addColumn('requested', 'integer', (c) => c.notNull())
        .addColumn('admitted', 'integer', (c) => c.notNull())
        .addColumn('result', 'text', (c) => c.notNull())
        .addColumn('offline', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('scanned_at', 'text', (c) => c.notNull())
        .addColumn('recorded_at', 'text', (c) => c.notNull())
        .addColumn('by_email', 'text', (c) => c.notNull())
        .addUniqueConstraint('checkin_scans_device_scan', ['device_id', 'scan_id'])
        .execute();
      await db.schema
        .createIndex('checkin_scans_schedule')
        .on('checkin_scans')
        .column('schedule_id')
        .execute();
      await db.schema
        .createIndex('checkin_scans_reservation')
        .on('checkin_scans')
        .column('reservation_id')
        .execute();

      await db.schema
        .createTable('checkin_staff')
        .addColumn('show_id', 'integer', (c) => c.notNull().references('shows.id').onDelete('cascade'))
        .addColumn('email', 'text', (c) => c.notNull())
        .addColumn('granted_by', 'text', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addPrimaryKeyConstraint('checkin_staff_pk', ['show_id', 'email'])
        .execute();
      await db.schema.createIndex('checkin_staff_email').on('checkin_staff').column('email').execute();
    },
  };
}
