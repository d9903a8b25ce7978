import { sql } from 'kysely';
import type { Db } from '../db/database.ts';

/**
 * Counts in time windows that every instance on one database shares (table `rate_counters`, migration 018): the
 * sign-in failure counts (modules/auth/sign-in-limit.ts) and the mail rate (modules/notifications/mailer.ts) on
 * PostgreSQL. Each count is changed by one conditional upsert that answers the new count, so two instances counting
 * at once never both read the old one (docs/decisions/0021-several-instances.md). Times are ISO text, as everywhere.
 */

/** True when the row's window has ended at `at`: the next count starts a new one. */
const ended = (at: string) => sql<boolean>`rate_counters.window_ends <= ${at}`;

/**
 * Adds one to the key's count and answers the new count; a key whose window has ended (or a new key) starts a new
 * window of `windowMs` at one.
 */
export async function countOne(db: Db, key: string, now: Date, windowMs: number): Promise<number> {
  const at = now.toISOString();
  const ends = new Date(now.getTime() + windowMs).toISOString();
  const row = await db
    .insertInto('rate_counters')
    .values({ key, count: 1, window_ends: ends })
    .onConflict((oc) =>
      oc.column('key').doUpdateSet({
        count: sql`CASE WHEN ${ended(at)} THEN 1 ELSE rate_counters.count + 1 END`,
        window_ends: sql`CASE WHEN ${ended(at)} THEN ${ends} ELSE rate_counters.window_ends END`,
      }),
    )
    .returning('count')
    .executeTakeFirstOrThrow();
  return row.count;
}

/**
 * Takes one of the `limit` allowed in the key's window, which ends at `windowEnds` when a new one starts: true when
 * one was left. The upsert changes the row only while the window has room, so however many instances take at once,
 * no window gives more than `limit`.
 */
export async function takeOne(
  db: Db,
  key: string,
  now: Date,
  windowEnds: Date,
  limit: number,
): Promise<boolean> {
  const at = now.toISOString();
  const ends = windowEnds.toISOString();
  const row = await db
    .insertInto('rate_counters')
    .values({ key, count: 1, window_ends: ends })
    .onConflict((oc) =>
      oc
        .column('key')
        .doUpdateSet({
          count: sql`CASE WHEN ${ended(at)} THEN 1 ELSE rate_counters.count + 1 END`,
          window_ends: sql`CASE WHEN ${ended(at)} THEN ${ends} ELSE rate_counters.window_ends END`,
        })
        .where(sql<boolean>`${ended(at)} OR rate_counters.count < ${limit}`),
    )
    .returning('count')
    .executeTakeFirst();
  return row !== undefined;
}

/** The key's count in its current window; 0 when it has none or it has ended. */
export async function currentCount(db: Db, key: string, now: Date): Promise<number> {
  const row = await db
    .selectFrom('rate_counters')
    .select('count')
    .where('key', '=', key)
    .where('window_ends', '>', now.toISOString())
    .executeTakeFirst();
  return row?.count ?? 0;
}

/** Deletes the rows whose windows have ended (they count for nothing); answers how many. */
export async function sweepCounters(db: Db, now: Date): Promise<number> {
  const result = await db
    .deleteFrom('rate_counters')
    .where('window_ends', '<=', now.toISOString())
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
