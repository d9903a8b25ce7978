import type { Schedule } from '@moa/contract';
import { seoulInstant } from './dates';

/**
 * open: can be picked; soldOut: applyPeople ≥ maxPeople (spec 1 §4); past: the session has started;
 * closed: the club takes no reservations for it (a per-person limit of 0).
 */
export type ScheduleState = 'open' | 'soldOut' | 'past' | 'closed';

export function seatsLeft(schedule: Schedule): number {
  return Math.max(0, schedule.maxPeople - schedule.applyPeople);
}

export function scheduleState(schedule: Schedule, now: Date = new Date()): ScheduleState {
  if (schedule.applyPeople >= schedule.maxPeople) return 'soldOut';
  if (seoulInstant(schedule.date, schedule.time).getTime() <= now.getTime()) return 'past';
  return schedule.maxTickets <= 0 ? 'closed' : 'open';
}

/** The most tickets one reservation may take: the smaller of the seats left and the per-person cap (spec 1 §5). */
export function ticketLimit(schedule: Schedule): number {
  return Math.max(0, Math.min(seatsLeft(schedule), schedule.maxTickets));
}
