import type { Db } from '../../db/database.ts';

/**
 * Interview slots. A slot's `booked` changes only by conditional updates (takeSeat, releaseSeat) and an
 * application's `slot_id` only from the value it was read with (moveBooking), so two students never take the last
 * place of a slot and one student never holds two (docs/architecture.md, "Capacity").
 */

export async function listSlots(db: Db, recruitingId: number) {
  return db
    .selectFrom('interview_slots')
    .selectAll()
    .where('recruiting_id', '=', recruitingId)
    .orderBy('starts_at')
    .orderBy('id')
    .execute();
}

export async function countSlots(db: Db, recruitingId: number): Promise<number> {
  const { n } = await db
    .selectFrom('interview_slots')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('recruiting_id', '=', recruitingId)
    .executeTakeFirstOrThrow();
  return Number(n);
}

export async function findSlot(db: Db, recruitingId: number, slotId: number) {
  return db
    .selectFrom('interview_slots')
    .selectAll()
    .where('id', '=', slotId)
    .where('recruiting_id', '=', recruitingId)
    .executeTakeFirst();
}

export async function slotsByIds(db: Db, ids: readonly number[]) {
  if (ids.length === 0) return [];
  return db.selectFrom('interview_slots').selectAll().where('id', 'in', ids).execute();
}

/** Who booked which slot of a post. */
export async function bookingsOf(db: Db, recruitingId: number) {
  return db
    .selectFrom('applications')
    .select(['id', 'slot_id', 'applicant_name', 'applicant_student_id', 'applicant_phone'])
    .where('recruiting_id', '=', recruitingId)
    .where('slot_id', 'is not', null)
    .orderBy('applicant_name')
    .execute();
}

export async function insertSlot(
  db: Db,
  row: {
    recruiting_id: number;
    starts_at: string;
    duration_minutes: number;
    place: string;
    capacity: number;
    created_at: string;
    updated_at: string;
  },
): Promise<number> {
  const { id } = await db.insertInto('interview_slots').values(row).returning('id').executeTakeFirstOrThrow();
  return id;
}

/** Changes a slot unless its new capacity is below its bookings; true when changed. */
export async function updateSlot(
  db: Db,
  slotId: number,
  row: { starts_at: string; duration_minutes: number; place: string; capacity: number; updated_at: string },
): Promise<boolean> {
  const result = await db
    .updateTable('interview_slots')
    .set(row)
    .where('id', '=', slotId)
    .where('booked', '<=', row.capacity)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Deletes a slot nobody booked; true when deleted. */
export async function deleteSlot(db: Db, slotId: number): Promise<boolean> {
  const result = await db
    .deleteFrom('interview_slots')
    .where('id', '=', slotId)
    .where('booked', '=', 0)
    .executeTakeFirst();
  return Number(result.numDeletedRows) === 1;
}

/** Takes one place of a slot of the post if one is left; true when taken. */
export async function takeSeat(db: Db, recruitingId: number, slotId: number): Promise<boolean> {
  const result = await db
    .updateTable('interview_slots')
    .set((eb) => ({ booked: eb('booked', '+', 1) }))
    .where('id', '=', slotId)
    .where('recruiting_id', '=', recruitingId)
    .whereRef('booked', '<', 'capacity')
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function releaseSeat(db: Db, slotId: number): Promise<void> {
  await db
    .updateTable('interview_slots')
    .set((eb) => ({ booked: eb('booked', '-', 1) }))
    .where('id', '=', slotId)
    .where('booked', '>', 0)
    .execute();
}

/** Moves an application's booking from `from` (null: none) to `to`; false when it had changed meanwhile. */
export async function moveBooking(
  db: Db,
  applicationId: number,
  from: number | null,
  to: number | null,
  at: string,
): Promise<boolean> {
  const result = await db
    .updateTable('applications')
    .set({ slot_id: to, updated_at: at })
    .where('id', '=', applicationId)
    .where('slot_id', from === null ? 'is' : '=', from)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}
