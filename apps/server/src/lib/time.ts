import { salesOpenInstant, toSalesOpenAt } from '@moa/contract';

/** Timestamps are stored as ISO-8601 UTC text; dates and times of shows are Seoul wall-clock values. */

export function nowIso(): string {
  return new Date().toISOString();
}

const SEOUL_OFFSET_MS = 9 * 60 * 60 * 1000;

/** Today's date in Asia/Seoul as YYYY-MM-DD (Korea has no daylight saving time). */
export function seoulToday(now: Date = new Date()): string {
  return new Date(now.getTime() + SEOUL_OFFSET_MS).toISOString().slice(0, 10);
}

/** The Seoul calendar day of an instant as a number (days since 1970-01-01 in Seoul): cheaper than its date text. */
export function seoulDayNumber(ms: number): number {
  return Math.floor((ms + SEOUL_OFFSET_MS) / 86_400_000);
}

/** The instant a Seoul wall-clock date and time denote. */
export function seoulInstant(date: string, time = '00:00:00'): Date {
  return new Date(`${date}T${time}+09:00`);
}

/** Adds days to a YYYY-MM-DD date. */
export function addDays(date: string, days: number): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/** "2026.11.21" */
export function dotted(date: string): string {
  return date.replaceAll('-', '.');
}

/** "2026.11.21 - 2026.11.23", or one date when start and end are the same day. */
export function period(start: string, end: string): string {
  return start === end ? dotted(start) : `${dotted(start)} - ${dotted(end)}`;
}

const WEEKDAYS = ['일', '월', '화', '수', '목', '금', '토'];

/** Korean weekday letter of a YYYY-MM-DD date. */
export function weekday(date: string): string {
  return WEEKDAYS[new Date(`${date}T00:00:00Z`).getUTCDay()] ?? '';
}

/** A stored sales opening (ISO UTC) as the contract says it: Seoul "YYYY-MM-DDTHH:MM"; null stays null. */
export function salesOpenAtOf(stored: string | null): string | null {
  return stored ? toSalesOpenAt(new Date(stored)) : null;
}

/** The contract's sales opening (Seoul "YYYY-MM-DDTHH:MM") as stored: ISO UTC; null stays null. */
export function storedSalesOpen(value: string | null): string | null {
  return value ? salesOpenInstant(value).toISOString() : null;
}
