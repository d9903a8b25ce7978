import type { AppContext } from '../../lib/context.ts';
import { noticeReservations, noticeSalesOpen } from './notices.ts';

const HOUR_MS = 3_600_000;
const BATCH = 200;

/**
 * Pay-by reminders 24 h and 3 h before (not for reservations whose student said they transferred) and the notice to
 * a club's followers when a show's sales open. Each goes out once, across instances: the mark is set by a
 * conditional update in the same transaction as the notice. Answers how many notices went out.
 */
export async function sendReminders(ctx: AppContext): Promise<number> {
  const now = ctx.now();
  const at = now.toISOString();
  let sent = 0;
  // Each reminder covers its own window before the pay-by time: (3 h, 24 h] and (0, 3 h].
  for (const [hours, after, column] of [
    [24, 3, 'reminded_24h_at'],
    [3, 0, 'reminded_3h_at'],
  ] as const) {
    const limit = new Date(now.getTime() + hours * HOUR_MS).toISOString();
    const from = new Date(now.getTime() + after * HOUR_MS).toISOString();
    const due = await ctx.db
      .selectFrom('reservations')
      .select(['id', 'pay_by', 'created_at'])
      .where('status', '=', 'unpaid')
      .where('transfer_claimed_at', 'is', null)
      .where(column, 'is', null)
      .where('pay_by', '>', from)
      .where('pay_by', '<=', limit)
      .orderBy('pay_by')
      .limit(BATCH)
      .execute();
    for (const r of due) {
      const done = await ctx.db.transaction().execute(async (trx) => {
        const marked = await trx
          .updateTable('reservations')
          .set({ [column]: at })
          .where('id', '=', r.id)
          .where(column, 'is', null)
          .where('status', '=', 'unpaid')
          .executeTakeFirst();
        if (Number(marked.numUpdatedRows) !== 1) return false;
        // Made inside the window (a short deadline): its student was told the pay-by time a moment ago.
        if (Date.parse(r.pay_by) - hours * HOUR_MS <= Date.parse(r.created_at)) return false;
        await noticeReservations(trx, [r.id], 'payReminder', at);
        return true;
      });
      if (done) sent++;
    }
  }
  const opened = await ctx.db
    .selectFrom('shows')
    .select(['id', 'name', 'club_id'])
    .where('sales_open_at', '<=', at)
    .where('sales_open_at', '>', new Date(now.getTime() - 24 * HOUR_MS).toISOString())
    .where('sales_open_notified_at', 'is', null)
    .execute();
  for (const show of opened) {
    await ctx.db.transaction().execute(async (trx) => {
      const marked = await trx
        .updateTable('shows')
        .set({ sales_open_notified_at: at })
        .where('id', '=', show.id)
        .where('sales_open_notified_at', 'is', null)
        .executeTakeFirst();
      if (Number(marked.numUpdatedRows) === 1) {
        await noticeSalesOpen(trx, show, at);
        sent++;
      }
    });
  }
  return sent;
}
