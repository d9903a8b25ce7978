import type { Kysely } from 'kysely';

/**
 * A seated schedule's plan (docs/product.md#assigned-seats, docs/decisions/0026-seated-schedules.md):
 * `schedule_grades` its grades (R석 15,000원 …, by position), `schedule_seats` one row per seat of its hall with the
 * grade painted on it (null: not sold) and a block label (운영석: only managers sell it). A seat removed from the
 * hall takes its row along (cascade); a held one cannot be removed (reservation_seats, migration 019).
 * `schedules.wheelchair_release_hours`: wheelchair spaces and their companion seats open to everyone that many hours
 * before the start (null: never). `reservations.seat_keys`: the seats a reservation took (JSON array of keys), kept
 * after it gives them back, so a restore can ask for the same seats again and every screen can name them.
 */
export function seatPlans() {
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      await db.schema
        .createTable('schedule_grades')
        .addColumn('schedule_id', 'integer', (c) =>
          c.notNull().references('schedules.id').onDelete('cascade'),
        )
        .addColumn('position', 'integer', (c) => c.notNull())
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('price', 'integer', (c) => c.notNull())
        .addColumn('color', 'text', (c) => c.notNull())
        .addPrimaryKeyConstraint('schedule_grades_pk', ['schedule_id', 'position'])
        .execute();

      await db.schema
        .createTable('schedule_seats')
        .addColumn('schedule_id', 'integer', (c) =>
          c.notNull().references('schedules.id').onDelete('cascade'),
        )
        .addColumn('hall_id', 'integer', (c) => c.notNull())
        .addColumn('seat_key', 'text', (c) => c.notNull())
        .addColumn('grade', 'integer')
        .addColumn('block_label', 'text')
        .addPrimaryKeyConstraint('schedule_seats_pk', ['schedule_id', 'seat_key'])
        .addForeignKeyConstraint(
          'schedule_seats_seat',
          ['hall_id', 'seat_key'],
          'hall_seats',
          ['hall_id', 'seat_key'],
          (fk) => fk.onDelete('cascade'),
        )
        .execute();
      await db.schema
        .createIndex('schedule_seats_hall_seat')
        .on('schedule_seats')
        .columns(['hall_id', 'seat_key'])
        .execute();

      await db.schema
        .alterTable('schedules')
        .addColumn('wheelchair_release_hours', 'integer', (c) => c.defaultTo(24))
        .execute();
      await db.schema.alterTable('reservations').addColumn('seat_keys', 'text').execute();
    },
  };
}
