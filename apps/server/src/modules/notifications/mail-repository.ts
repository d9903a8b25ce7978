import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { MailState } from '../../db/schema.ts';

/** Mails whose instance died while sending them go back to the queue, counted as tried (skipStale keeps them). */
export async function releaseExpiredLeases(db: Db, now: string): Promise<void> {
  await db
    .updateTable('notifications')
    .set({ mail_state: 'pending', mail_locked_until: null, mail_attempts: sql`mail_attempts + 1` })
    .where('mail_state', '=', 'sending')
    .where('mail_locked_until', '<', now)
    .execute();
}

/**
 * Notifications made before `before` and never tried (made while this server had no SMTP) are not mailed; one
 * waiting for its next try after a failure is kept however old, so an outage loses nothing.
 */
export async function skipStale(db: Db, before: string): Promise<void> {
  await db
    .updateTable('notifications')
    .set({ mail_state: 'skipped' })
    .where('mail_state', '=', 'pending')
    .where('mail_attempts', '=', 0)
    .where('created_at', '<', before)
    .execute();
}

export async function dueMail(db: Db, now: string, limit: number) {
  return db
    .selectFrom('notifications')
    .innerJoin('users', 'users.id', 'notifications.user_id')
    .select([
      'notifications.id',
      'notifications.user_id',
      'notifications.kind',
      'notifications.title',
      'notifications.body',
      'notifications.link',
      'notifications.mail_attempts',
      'notifications.mail_rejections',
      'notifications.reservation_id',
      'notifications.slot_id',
      'users.email',
      'users.deleted_at',
    ])
    .where('notifications.mail_state', '=', 'pending')
    .where('notifications.mail_next_at', '<=', now)
    .orderBy('notifications.id')
    .limit(limit)
    .execute();
}

/** Takes one mail for this instance; false when another took it first. */
export async function claim(db: Db, id: number, now: string, lockedUntil: string): Promise<boolean> {
  const result = await db
    .updateTable('notifications')
    .set({ mail_state: 'sending', mail_locked_until: lockedUntil })
    .where('id', '=', id)
    .where('mail_state', '=', 'pending')
    .where('mail_next_at', '<=', now)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function optedOut(db: Db, userId: number, kind: string): Promise<boolean> {
  return (
    (await db
      .selectFrom('email_optouts')
      .select('kind')
      .where('user_id', '=', userId)
      .where('kind', '=', kind)
      .executeTakeFirst()) !== undefined
  );
}

export async function finish(db: Db, id: number, state: Extract<MailState, 'sent' | 'skipped'>, at: string) {
  await db
    .updateTable('notifications')
    .set({ mail_state: state, mail_locked_until: null, ...(state === 'sent' ? { mailed_at: at } : {}) })
    .where('id', '=', id)
    .where('mail_state', '=', 'sending')
    .execute();
}

export async function retryLater(
  db: Db,
  id: number,
  r: { attempts: number; rejections: number; failed: boolean; nextAt: string; error: string },
) {
  await db
    .updateTable('notifications')
    .set({
      mail_state: r.failed ? 'failed' : 'pending',
      mail_attempts: r.attempts,
      mail_rejections: r.rejections,
      mail_next_at: r.nextAt,
      mail_locked_until: null,
      mail_error: r.error,
    })
    .where('id', '=', id)
    .where('mail_state', '=', 'sending')
    .execute();
}

/** How many notifications wait to be mailed, are being sent, and were given up (the metrics' mail queue). */
export async function mailQueueCounts(db: Db): Promise<Record<'pending' | 'sending' | 'failed', number>> {
  const rows = await db
    .selectFrom('notifications')
    .select(['mail_state', (eb) => eb.fn.countAll<number | string>().as('count')])
    .where('mail_state', 'in', ['pending', 'sending', 'failed'])
    .groupBy('mail_state')
    .execute();
  const counts = { pending: 0, sending: 0, failed: 0 };
  for (const r of rows) counts[r.mail_state as keyof typeof counts] = Number(r.count);
  return counts;
}
