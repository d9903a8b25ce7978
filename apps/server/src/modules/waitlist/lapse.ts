import type { AppContext } from '../../lib/context.ts';
import { recordAudit } from '../audit/index.ts';
import { noticeLapse } from '../notifications/index.ts';
import { releaseOfferSeats } from '../seating/index.ts';
import { returnSeats, WAITLIST_ACTOR } from './offers.ts';
import * as repo from './repository.ts';

const BATCH = 200;

/**
 * Lapses every offer whose time has run out and offers its seats to the next in line, each in one transaction. Runs
 * with the reservation expiry in every instance; an offer two instances both pick lapses once, because the update is
 * conditional on it still being offered and due. Answers how many this call lapsed.
 */
export async function lapseDueOffers(ctx: AppContext): Promise<number> {
  let lapsed = 0;
  for (;;) {
    const now = ctx.now();
    const at = now.toISOString();
    const due = await repo.dueOffers(ctx.db, at, BATCH);
    for (const o of due) {
      const done = await ctx.db.transaction().execute(async (trx) => {
        if (!(await repo.move(trx, o.id, 'offered', 'lapsed', at, { dueAt: at }))) return false;
        await noticeLapse(trx, o.id, at);
        await releaseOfferSeats(trx, o.id);
        await returnSeats(trx, o.schedule_id, o.tickets, now);
        await recordAudit(
          trx,
          WAITLIST_ACTOR,
          'waitlist.lapse',
          { type: 'waitlist', id: o.id },
          { scheduleId: o.schedule_id, tickets: o.tickets },
        );
        return true;
      });
      if (done) lapsed++;
    }
    if (due.length < BATCH) return lapsed;
  }
}
