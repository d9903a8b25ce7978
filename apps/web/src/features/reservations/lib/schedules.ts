import type { Schedule } from '@moa/contract';
import { seatsKnown } from '../../../lib/seats-unknown';

/**
 * open: can be picked; held: the signed-in student already holds a reservation for it (one per schedule);
 * soldOut: applyPeople ≥ maxPeople; past: the schedule has started (the server refuses it); closed: the
 * club takes no reservations for it (a per-person cap of 0).
 */
export type ScheduleState = 'open' | 'held' | 'soldOut' | 'past' | 'closed';

const NONE: ReadonlySet<number> = new Set();

export function seatsLeft(schedule: Schedule): number {
  return Math.max(0, schedule.maxPeople - schedule.applyPeople);
}

/** The start of a schedule: its date and time are Korean local time. */
export function scheduleStart(date: string, time: string): Date {
  const hhmm = /^\d{1,2}:\d{2}/.exec(time)?.[0] ?? '00:00';
  const [h = '0', m = '0'] = hhmm.split(':');
  return new Date(`${date}T${h.padStart(2, '0')}:${m}:00+09:00`);
}

/** A schedule the student holds is `held` whatever else is true of it: that is what they need to know first. */
export function scheduleState(
  schedule: Schedule,
  now: Date = new Date(),
  held: ReadonlySet<number> = NONE,
): ScheduleState {
  if (held.has(schedule.scheduleId)) return 'held';
  if (schedule.applyPeople >= schedule.maxPeople) return 'soldOut';
  if (scheduleStart(schedule.date, schedule.time).getTime() <= now.getTime()) return 'past';
  return schedule.maxTickets <= 0 ? 'closed' : 'open';
}

export interface TicketLimit {
  /** The most tickets one reservation may take now: min(seats left, per-person cap). */
  max: number;
  /** Which limit binds: the per-person cap (text under the stepper) or the seats left (an alert). */
  reason: 'perPerson' | 'seats';
}

export function ticketLimit(schedule: Schedule): TicketLimit {
  // seats not known yet bind nothing: the per-person cap alone, until they are (and 예매하기 waits for them)
  const seats = seatsKnown(schedule) ? seatsLeft(schedule) : Number.POSITIVE_INFINITY;
  const cap = Math.max(0, schedule.maxTickets);
  return cap <= seats ? { max: cap, reason: 'perPerson' } : { max: seats, reason: 'seats' };
}

/**
 * A schedule a student may wait for (docs/product.md#waiting-list) when its show takes a waiting list: not started
 * yet and taking reservations. Whether it is sold out, or has fewer seats than wanted, is the caller's question.
 */
export function takesWaitlist(schedule: Schedule, now: Date = new Date()): boolean {
  return schedule.maxTickets > 0 && scheduleStart(schedule.date, schedule.time).getTime() > now.getTime();
}

/**
 * The schedule whose waiting list the show page offers, of a show that takes one: the chosen schedule when it is sold
 * out, or when it is open and the student asked to wait for more tickets than are left (`waitFor`); else null.
 */
export function waitlistSchedule(
  chosen: Schedule | null,
  state: ScheduleState | undefined,
  waitFor: number | null,
  now: Date = new Date(),
): Schedule | null {
  if (!chosen || !takesWaitlist(chosen, now)) return null;
  return state === 'soldOut' || (state === 'open' && waitFor === chosen.scheduleId) ? chosen : null;
}
