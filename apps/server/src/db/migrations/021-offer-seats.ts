import { sql, type Kysely } from 'kysely';

/**
 * A waiting list's offer on a seated schedule holds chosen seats (docs/product.md#assigned-seats): a row of
 * `reservation_seats` now belongs to a reservation or to an offer (`waitlist_id`), still one row per seat of a
 * schedule under the same primary key, so a seat is held once whoever holds it. `waitlist.seat_keys` keeps the
 * offered seats (a JSON array of keys), shown on the offer. SQLite cannot drop a column's NOT NULL: the table is
 * made again with its keys and indexes and its rows copied.
 */

type Dialect = 'sqlite' | 'postgres';

export function offerSeats(dialect: Dialect) {
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      if (dialect === 'postgres') {
        await sql`ALTER TABLE reservation_seats ALTER COLUMN reservation_id DROP NOT NULL`.execute(db);
        await db.schema
          .alterTable('reservation_seats')
          .addColumn('waitlist_id', 'integer', (c) => c.references('waitlist.id').onDelete('cascade'))
          .execute();
      } else {
        await db.schema
          .createTable('reservation_seats_next')
          .addColumn('reservation_id', 'integer', (c) => c.references('reservations.id').onDelete('cascade'))
          .addColumn('waitlist_id', 'integer', (c) => c.references('waitlist.id').onDelete('cascade'))
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
        await sql`INSERT INTO reservation_seats_next (reservation_id, schedule_id, hall_id, seat_key, created_at)
          SELECT reservation_id, schedule_id, hall_id, seat_key, created_at FROM reservation_seats`.execute(
          db,
        );
        await db.schema.dropTable('reservation_seats').execute();
        await sql`ALTER TABLE reservation_seats_next RENAME TO reservation_seats`.execute(db);
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
      }
      await db.schema
        .createIndex('reservation_seats_waitlist')
        .on('reservation_seats')
        .column('waitlist_id')
        .execute();
      await db.schema.alterTable('waitlist').addColumn('seat_keys', 'text').execute();
    },
  };
}
