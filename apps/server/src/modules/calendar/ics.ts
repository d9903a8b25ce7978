import { ics } from '../../lib/on-first-use.ts';

/**
 * One event as an iCalendar file (RFC 5545), built by the `ics` library, which escapes text (commas, semicolons,
 * new lines) and folds long lines. Times go out in UTC (`…Z`): a show's Seoul wall-clock date and time are turned
 * into their instant first, so every calendar shows them at the right hour wherever it is.
 */
export interface CalendarEvent {
  /** Stable per reservation or booking: a calendar that imports the file again updates the event it has. */
  uid: string;
  title: string;
  start: Date;
  minutes: number;
  location: string;
  description: string;
  url: string;
  confirmed: boolean;
}

export function icsOf(e: CalendarEvent): string {
  const { error, value } = ics().createEvent({
    uid: e.uid,
    productId: 'moa/calendar',
    method: 'PUBLISH',
    title: e.title,
    start: e.start.getTime(),
    startInputType: 'utc',
    startOutputType: 'utc',
    duration: { minutes: Math.max(1, e.minutes) },
    location: e.location,
    description: e.description,
    url: e.url,
    status: e.confirmed ? 'CONFIRMED' : 'TENTATIVE',
  });
  if (error || !value) throw error ?? new Error('calendar file not made');
  return value;
}
