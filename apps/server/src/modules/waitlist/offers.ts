import type { Db } from '../../db/database.ts';
import { seoulInstant } from '../../lib/time.ts';
import { recordAudit } from '../audit/index.ts';
import { noticeOffer } from '../notifications/index.ts';
import { giveSeatsBack, takeSeats } from '../capacity/index.ts';
import { holdOfferSeats, pickOfferSeats } from '../seating/index.ts';
import * as repo from './repository.ts';

/** The actor the audit log names for what the waiting list did by itself. */
export const WAITLIST_ACTOR = { id: null, email: 'waitlist' } as const;

const MINUTE_MS = 60_000;

/**
 * Offers the schedule's free seats in join order (docs/product.md#waiting-list): each waiting student whose wanted
 * count fits gets an offer that holds that many seats (taken from the schedule like a reservation, so nobody else can
 * take them) until the offer window closes, or the schedule starts if sooner; one whose count does not fit keeps
 * their place. Runs in the caller's transaction, after the write that freed the seats: on PostgreSQL that write
 * holds the schedule's row, so two offerings of one schedule never interleave; SQLite runs one write at a time.
 * Answers how many offers it made.
 */
export async function offerSeats(db: Db, scheduleId: number, now: Date): Promise<number> {
  const s = await repo.scheduleForOffers(db, scheduleId);
  if (!s || s.waitlist_enabled !== 1) return 0;
  const start = seoulInstant(s.date, s.time).getTime();
  if (start <= now.getTime()) return 0;
  let free = s.max_people - s.apply_people;
  if (free <= 0) return 0;
  const at = now.toISOString();
  const expiresAt = new Date(
    Math.min(now.getTime() + s.waitlist_offer_minutes * MINUTE_MS, start),
  ).toISOString();
  let offered = 0;
  for (const w of await repo.waitingInOrder(db, scheduleId)) {
    if (w.holds_reservation) {
      // They reserved the schedule meanwhile: they no longer wait for it.
      if (await repo.move(db, w.id, 'waiting', 'left', at)) {
        await recordAudit(
          db,
          WAITLIST_ACTOR,
          'waitlist.leave',
          { type: 'waitlist', id: w.id },
          { scheduleId, reserved: true },
        );
      }
      continue;
    }
    if (w.tickets > free) continue;
    // A seated schedule offers seats side by side; a student whose count fits no row together keeps their place.
    const seats = await pickOfferSeats(db, scheduleId, w.tickets);
    if (seats === null) continue;
    if (!(await repo.move(db, w.id, 'waiting', 'offered', at, { offerExpiresAt: expiresAt }))) continue;
    if (!(await takeSeats(db, scheduleId, w.tickets))) {
      throw new Error(
        `waiting list: ${w.tickets} seats counted free in schedule ${scheduleId} were not there`,
      );
    }
    await holdOfferSeats(db, scheduleId, w.id, seats, at);
    if (seats.length > 0) await repo.setOfferSeats(db, w.id, seats);
    await noticeOffer(db, w.id, expiresAt, at);
    await recordAudit(
      db,
      WAITLIST_ACTOR,
      'waitlist.offer',
      { type: 'waitlist', id: w.id },
      { scheduleId, tickets: w.tickets, expiresAt },
    );
    offered++;
    free -= w.tickets;
    if (free === 0) break;
  }
  return offered;
}

/**
 * Seats come back to a schedule (a cancel, a deleted holder, an expiry, a lapsed or left offer): they go to the
 * waiting list first, in the same transaction, so nobody can take them in between.
 */
export async function returnSeats(db: Db, scheduleId: number, seats: number, now: Date): Promise<void> {
  if (seats <= 0) return;
  await giveSeatsBack(db, scheduleId, seats);
  await offerSeats(db, scheduleId, now);
}
