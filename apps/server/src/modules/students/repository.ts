import type { Db } from '../../db/database.ts';

export async function findProfile(db: Db, userId: number) {
  return db
    .selectFrom('users')
    .select(['name', 'student_id', 'phone', 'email', 'department', 'school_year'])
    .where('id', '=', userId)
    .executeTakeFirstOrThrow();
}

export async function saveProfile(
  db: Db,
  userId: number,
  p: { name: string; studentId: string; phone: string; department?: string; schoolYear?: string; at: string },
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx
      .updateTable('users')
      .set({
        name: p.name,
        student_id: p.studentId,
        phone: p.phone,
        ...(p.department === undefined ? {} : { department: p.department === '' ? null : p.department }),
        ...(p.schoolYear === undefined
          ? {}
          : { school_year: p.schoolYear === '' ? null : Number(p.schoolYear) }),
        profile_complete: 1,
        updated_at: p.at,
      })
      .where('id', '=', userId)
      .execute();
    // The deposit name (student id + name) of the student's reservations follows the saved profile, as the profile
    // form tells them (docs/product.md#payment-and-cancel-requests); paid ones no longer need it.
    await trx
      .updateTable('reservations')
      .set({ deposit_name: `${p.studentId}${p.name}` })
      .where('user_id', '=', userId)
      .where('status', '!=', 'paid')
      .execute();
  });
}
