import type { AppContext } from '../../lib/context.ts';
import { addDays, seoulToday } from '../../lib/time.ts';
import { recordAudit } from '../audit/index.ts';
import * as repo from './repository.ts';
import { releaseSeat } from './slots-repository.ts';

/** How often the server looks for applications past their keeping time. */
export const RETENTION_INTERVAL_MS = 60 * 60 * 1000;
const BATCH = 200;

/** The actor the audit log names for what the deletion job did. */
export const RETENTION_ACTOR = { id: null, email: 'retention' } as const;

/**
 * Deletes the applications of posts that ended more than `applicationRetentionDays` days ago (Seoul dates): a post
 * ending on 3월 15일 keeps them for 90 days, through 6월 13일, and they are gone from 6월 14일. Answers, reviews and
 * results go with each application, and a booked interview place is given back. Runs on a timer in every instance;
 * each application is deleted, and its deletion recorded, by exactly one of them, because only the DELETE that
 * removed the row gets it back. Answers how many this call deleted.
 */
export async function deleteExpiredApplications(ctx: AppContext): Promise<number> {
  const endedBefore = addDays(seoulToday(ctx.now()), -ctx.config.applicationRetentionDays);
  let deleted = 0;
  for (;;) {
    const due = await repo.applicationsPastRetention(ctx.db, endedBefore, BATCH);
    for (const application of due) {
      const done = await ctx.db.transaction().execute(async (trx) => {
        const gone = await repo.deleteApplication(trx, application.id);
        if (!gone) return false;
        if (gone.slot_id !== null) await releaseSeat(trx, gone.slot_id);
        await recordAudit(
          trx,
          RETENTION_ACTOR,
          'application.purge',
          { type: 'application', id: application.id },
          { recruitingId: application.recruiting_id, retentionDays: ctx.config.applicationRetentionDays },
        );
        return true;
      });
      if (done) deleted++;
    }
    if (due.length < BATCH) return deleted;
  }
}
