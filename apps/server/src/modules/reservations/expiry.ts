import type { AppContext } from '../../lib/context.ts';
import { recordAudit } from '../audit/index.ts';
import * as repo from './expiry-repository.ts';
import { noticeReservations } from '../notifications/index.ts';
import { returnSeats } from '../waitlist/index.ts';
import { releaseSeats } from '../seating/index.ts';

/** How often the server looks for reservations past their expiry. */
export const EXPIRY_INTERVAL_MS = 30_000;
const BATCH = 200;

/** The actor the audit log names for what the expiry job did. */
export const EXPIRY_ACTOR = { id: null, email: 'expiry' } as const;

/**
 * Expires every unpaid reservation whose expiry time has passed, giving its seats back (the waiting list first) in
 * the same transaction.
 * Runs on a timer in every instance and after downtime catches up at once; a row two instances both pick is
 * expired by only one of them, because the update is conditional on the row still being unpaid. Answers how many
 * this call expired.
 */
export async function expireDue(ctx: AppContext): Promise<number> {
  let expired = 0;
  for (;;) {
    const clock = ctx.now();
    const now = clock.toISOString();
    const due = await repo.dueReservations(ctx.db, now, BATCH);
    for (const r of due) {
      const done = await ctx.db.transaction().execute(async (trx) => {
        if (!(await repo.markExpired(trx, r.id, now))) return false;
        await releaseSeats(trx, [r.id]);
        await returnSeats(trx, r.schedule_id, r.ticket_count, clock);
        await noticeReservations(trx, [r.id], 'reservationExpired', now);
        await recordAudit(
          trx,
          EXPIRY_ACTOR,
          'reservation.expire',
          { type: 'reservation', id: r.id },
          { source: 'expiry', scheduleId: r.schedule_id, tickets: r.ticket_count },
        );
        return true;
      });
      if (done) expired++;
    }
    if (due.length < BATCH) return expired;
  }
}
