import type { AppContext } from '../../lib/context.ts';
import { addDays, seoulToday } from '../../lib/time.ts';
import { recordAudit } from '../audit/index.ts';
import * as repo from './repository.ts';

/** How often the server looks for withdrawn members past their keeping time. */
export const MEMBER_RETENTION_INTERVAL_MS = 60 * 60 * 1000;
const BATCH = 200;

/** The actor the audit log names for what the deletion job did. */
export const RETENTION_ACTOR = { id: null, email: 'retention' } as const;

/**
 * Deletes the memberships of members who withdrew, `membershipRetentionDays` days after their term ended (Seoul
 * dates: a term ending on 8월 31일 keeps them for 90 days, through 11월 29일). Runs on a timer in every instance;
 * each membership is deleted, and its deletion recorded, by exactly one of them, because only the DELETE that
 * removed the row gets it back. Answers how many this call deleted.
 */
export async function deleteExpiredMemberships(ctx: AppContext): Promise<number> {
  const endedBefore = addDays(seoulToday(ctx.now()), -ctx.config.membershipRetentionDays);
  let deleted = 0;
  for (;;) {
    const due = await repo.withdrawnPastRetention(ctx.db, endedBefore, BATCH);
    for (const m of due) {
      const done = await ctx.db.transaction().execute(async (trx) => {
        if (!(await repo.deleteWithdrawn(trx, m.id))) return false;
        await recordAudit(
          trx,
          RETENTION_ACTOR,
          'member.purge',
          { type: 'membership', id: m.id },
          { termId: m.term_id, retentionDays: ctx.config.membershipRetentionDays },
        );
        return true;
      });
      if (done) deleted++;
    }
    if (due.length < BATCH) return deleted;
  }
}
