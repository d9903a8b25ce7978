import { MEMBER_LIMITS as L, MEMBER_MESSAGES as M } from '@moa/contract';
import type { AppContext } from '../../lib/context.ts';
import { addDays, seoulToday } from '../../lib/time.ts';
import { notify } from '../notifications/index.ts';
import * as repo from './repository.ts';

/** How often the server looks for dues to remind of. */
export const DUES_REMINDER_INTERVAL_MS = 30 * 60 * 1000;

/**
 * Dues reminders (docs/product.md#members): a student whose charge is unpaid is reminded 3 days before the term's
 * pay-by day (or as soon as dues are set within those days) and 1 day after it, once each. Each reminder is claimed by
 * a conditional update of the charge's reminded_…_at (never by reading then writing) and notified in the same
 * transaction, so several instances on one PostgreSQL send it once. Answers how many were sent now.
 */
export async function sendDuesReminders(ctx: AppContext): Promise<number> {
  const today = seoulToday(ctx.now());
  const at = ctx.now().toISOString();
  let sent = 0;
  for (const when of ['before', 'after'] as const) {
    const window =
      when === 'before'
        ? { from: today, to: addDays(today, L.duesReminderDaysBefore) }
        : { from: '0000-01-01', to: addDays(today, -L.duesReminderDaysAfter) };
    sent += await ctx.db.transaction().execute(async (trx) => {
      const claimed = await repo.claimReminders(trx, when, window, at);
      const facts = await repo.reminderFacts(trx, claimed);
      await notify(
        trx,
        facts.map((f) => ({
          userId: f.user_id,
          kind: 'payReminder',
          ...M.duesReminder(f.club_name, f.term_name, when, f.pay_by),
          link: '/mypage',
        })),
        at,
      );
      return facts.length;
    });
  }
  return sent;
}
