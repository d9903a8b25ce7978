import type { Schedule, ShowDetail } from '@moa/contract';

/**
 * The applyPeople of a schedule whose seats left the page does not know yet. A show page the server renders carries
 * none (docs/decisions/0022-server-rendered-pages.md, thirteenth round): they change with every sale of a rush, and
 * the browser asks for them as soon as the page is hydrated, so the page is the same from one sale to the next.
 */
export const SEATS_UNKNOWN = -1;

export function seatsKnown(schedule: Schedule): boolean {
  return schedule.applyPeople !== SEATS_UNKNOWN;
}

/** The show as the server renders its page: every schedule's seats left unknown. */
export function withoutSeatsLeft(show: ShowDetail): ShowDetail {
  return {
    ...show,
    scheduleList: show.scheduleList.map((schedule) => ({ ...schedule, applyPeople: SEATS_UNKNOWN })),
  };
}
