import { sql } from 'kysely';
import type { Db } from '../src/db/database.ts';

/**
 * A schedule's seats against what holds them: live reservations and open offers. `consistent` means no seat is held
 * twice or lost, and none beyond capacity.
 */
export async function seatsHeld(db: Db, scheduleId: number) {
  const row = await db
    .selectFrom('schedules')
    .select((eb) => [
      'apply_people',
      'max_people',
      eb
        .selectFrom('reservations')
        .select(sql<number>`coalesce(sum(ticket_count), 0)`.as('n'))
        .whereRef('reservations.schedule_id', '=', 'schedules.id')
        .where('reservations.status', 'in', ['unpaid', 'paid'])
        .as('reserved'),
      eb
        .selectFrom('waitlist')
        .select(sql<number>`coalesce(sum(tickets), 0)`.as('n'))
        .whereRef('waitlist.schedule_id', '=', 'schedules.id')
        .where('waitlist.status', '=', 'offered')
        .as('offered'),
    ])
    .where('id', '=', scheduleId)
    .executeTakeFirstOrThrow();
  const reserved = Number(row.reserved);
  const offered = Number(row.offered);
  return {
    applyPeople: row.apply_people,
    reserved,
    offered,
    consistent: row.apply_people === reserved + offered && row.apply_people <= row.max_people,
  };
}
