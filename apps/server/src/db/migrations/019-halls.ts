import type { CreateTableBuilder, Kysely } from 'kysely';

/**
 * A club's halls and their seats (docs/product.md#halls, docs/decisions/0025-halls.md): `halls` keeps the text the
 * manager drew, `hall_seats` one row per seat under its stable key (`1층-가-7`). `schedules.hall_id` (nullable: a
 * schedule without a hall sells unnumbered tickets, as before) keeps a hall in use from being deleted.
 * `reservation_seats` is where reserved seats will live: one seat of one schedule for one reservation, unique per
 * (schedule, seat), and bound to the hall's seat by a foreign key, so the database itself refuses to remove a seat
 * a reservation holds; its rows are those of live reservations only (a status change that gives the seats back
 * deletes them in the same transaction).
 */

type Dialect = 'sqlite' | 'postgres';

export function halls(dialect: Dialect) {
  const withId = <T extends string>(t: CreateTableBuilder<T, never>) =>
    dialect === 'postgres'
      ? t.addColumn('id', 'serial', (c) => c.primaryKey())
      : t.addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement());

  return {
    async up(db: Kysely<unknown>): Promise<void> {
      await withId(db.schema.createTable('halls'))
        .addColumn('club_id', 'integer', (c) => c.notNull().references('clubs.id').onDelete('cascade'))
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('source_text', 'text', (c) => c.notNull())
        .addColumn('stage', 'text', (c) => c.notNull())
        .addColumn('seat_count', 'integer', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .addUniqueConstraint('halls_club_name', ['club_id', 'name'])
        .execute();

      await db.schema
        .createTable('hall_seats')
        .addColumn('hall_id', 'integer', (c) => c.notNull().references('halls.id').onDelete('cascade'))
        .addColumn('seat_key', 'text', (c) => c.notNull())
        .addColumn('section', 'text', (c) => c.notNull())
        .addColumn('row_label', 'text', (c) => c.notNull())
        .addColumn('seat_number', 'integer', (c) => c.notNull())
        .addColumn('x', 'integer', (c) => c.notNull())
        .addColumn('y', 'integer', (c) => c.notNull())
        .addColumn('kind', 'text', (c) => c.notNull())
        .addPrimaryKeyConstraint('hall_seats_pk', ['hall_id', 'seat_key'])
        .execute();

      await db.schema
        .alterTable('schedules')
        .addColumn('hall_id', 'integer', (c) => c.references('halls.id'))
        .execute();
      await db.schema.createIndex('schedules_hall').on('schedules').column('hall_id').execute();

      await db.schema
        .createTable('reservation_seats')
        .addColumn('reservation_id', 'integer', (c) =>
          c.notNull().references('reservations.id').onDelete('cascade'),
        )
        .addColumn('schedule_id', 'integer', (c) =>
          c.notNull().references('schedules.id').onDelete('cascade'),
        )
        .addColumn('hall_id', 'integer', (c) => c.notNull())
        .addColumn('seat_key', 'text', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addPrimaryKeyConstraint('reservation_seats_pk', ['schedule_id', 'seat_key'])
        .addForeignKeyConstraint('reservation_seats_seat', ['hall_id', 'seat_key'], 'hall_seats', [
          'hall_id',
          'seat_key',
        ])
        .execute();
      await db.schema
        .createIndex('reservation_seats_reservation')
        .on('reservation_seats')
        .column('reservation_id')
        .execute();
      await db.schema
        .createIndex('reservation_seats_hall_seat')
        .on('reservation_seats')
        .columns(['hall_id', 'seat_key'])
        .execute();
    },
  };
}
