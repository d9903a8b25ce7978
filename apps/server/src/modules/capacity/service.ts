import type { Db } from '../../db/database.ts';
import { AppError } from '../../lib/app-error.ts';
import * as repo from './repository.ts';

/**
 * A schedule's seat count (`schedules.apply_people`) changes only here, in the caller's transaction: reservations,
 * status changes and the waiting list's offers take and give back seats through these two calls
 * (docs/architecture.md, "Capacity").
 */

/** Takes n seats only if they are there; the seats after it, or undefined when they were not taken. */
export function takeSeats(db: Db, scheduleId: number, n: number) {
  return repo.takeSeats(db, scheduleId, n);
}

/** Gives n seats back to the schedule. */
export function giveSeatsBack(db: Db, scheduleId: number, n: number): Promise<void> {
  return repo.giveSeatsBack(db, scheduleId, n);
}

/** A request over the schedule's per-person cap (0: the schedule takes no reservations), by a reservation or in line. */
export const ticketLimit = (maxTicket: number) =>
  new AppError(
    'TICKET_LIMIT',
    maxTicket === 0 ? '이 회차는 예매를 받지 않습니다.' : `1인당 ${maxTicket}매까지만 예매할 수 있습니다.`,
  );
