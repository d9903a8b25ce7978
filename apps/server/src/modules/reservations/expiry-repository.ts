import type { Db } from '../../db/database.ts';

/** Unpaid reservations whose expiry time has come, oldest first. */
export async function dueReservations(db: Db, now: string, limit: number) {
  return db
    .selectFrom('reservations')
    .select(['id', 'schedule_id', 'ticket_count', 'user_id'])
    .where('status', '=', 'unpaid')
    .where('expires_at', '<=', now)
    .orderBy('expires_at')
    .orderBy('id')
    .limit(limit)
    .execute();
}

/**
 * Marks one reservation expired only if it is still unpaid and due: with several instances racing for the same row,
 * the database lets exactly one of these updates through (docs/architecture.md, "Time-driven work").
 */
export async function markExpired(db: Db, id: number, now: string): Promise<boolean> {
  const result = await db
    .updateTable('reservations')
    .set({ status: 'expired', status_changed_at: now, updated_at: now })
    .where('id', '=', id)
    .where('status', '=', 'unpaid')
    .where('expires_at', '<=', now)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}
