import type { Db } from '../../db/database.ts';

/**
 * Takes n seats only if they are there: one conditional UPDATE, re-checked by the database under concurrent
 * writers (docs/architecture.md, "Capacity"). Answers the seats after it, or undefined when they were not taken.
 */
export async function takeSeats(db: Db, scheduleId: number, n: number) {
  return db
    .updateTable('schedules')
    .set((eb) => ({ apply_people: eb('apply_people', '+', n) }))
    .where('id', '=', scheduleId)
    .where((eb) => eb(eb('apply_people', '+', n), '<=', eb.ref('max_people')))
    .returning(['apply_people', 'max_people'])
    .executeTakeFirst();
}

export async function giveSeatsBack(db: Db, scheduleId: number, n: number): Promise<void> {
  await db
    .updateTable('schedules')
    .set((eb) => ({ apply_people: eb('apply_people', '-', n) }))
    .where('id', '=', scheduleId)
    .execute();
}
