import type { Db } from '../../db/database.ts';
import * as repo from './repository.ts';

/**
 * A session's seat count (`schedules.apply_people`) changes only here, in the caller's transaction: reservations,
 * status changes and the waiting list's offers take and give back seats through these two calls
 * (docs/architecture.md, "Capacity").
 */

/** Takes n seats only if they are there; the seats after it, or undefined when they were not taken. */
export function takeSeats(db: Db, scheduleId: number, n: number) {
  return repo.takeSeats(db, scheduleId, n);
}

/** Gives n seats back to the session. */
export function giveSeatsBack(db: Db, scheduleId: number, n: number): Promise<void> {
  return repo.giveSeatsBack(db, scheduleId, n);
}
