/**
 * Display formats (docs/product.md#terms-and-formats): money 15,000원; dates 2026.11.21 (토) or
 * 11월 21일 (토); time 19:30; phone 010-1234-5678. Calendar dates (YYYY-MM-DD) are shown as written;
 * timestamps are shown in Asia/Seoul.
 */
import { formatPhone, seoulDateTime } from '@moa/contract';
import { ko } from '../text/ko';
import { koNumber } from '../text/number';

export { formatPhone };

export function formatNumber(value: number): string {
  return koNumber(value);
}

/** formatWon(15000) → '15,000원' */
export function formatWon(amount: number): string {
  return `${koNumber(amount)}${ko.format.wonSuffix}`;
}

interface CalendarDate {
  year: number;
  month: number;
  day: number;
  /** 0 = Sunday … 6 = Saturday */
  weekday: number;
}

const DATE_ONLY = /^(\d{4})-(\d{2})-(\d{2})$/;

function calendar(year: number, month: number, day: number): CalendarDate {
  return { year, month, day, weekday: new Date(Date.UTC(year, month - 1, day)).getUTCDay() };
}

function seoulFields(date: Date): CalendarDate & { hour: number; minute: number } {
  // "YYYY-MM-DDTHH:MM:SS" in Seoul (the contract's seoulDateTime: no Intl on the first load)
  const wall = seoulDateTime(date);
  const base = calendar(Number(wall.slice(0, 4)), Number(wall.slice(5, 7)), Number(wall.slice(8, 10)));
  return { ...base, hour: Number(wall.slice(11, 13)), minute: Number(wall.slice(14, 16)) };
}

/** A 'YYYY-MM-DD' string is a calendar date; anything else (ISO timestamp, Date) is read in Asia/Seoul. */
function toCalendarDate(input: string | Date): CalendarDate | null {
  if (typeof input === 'string') {
    const match = DATE_ONLY.exec(input);
    if (match) return calendar(Number(match[1]), Number(match[2]), Number(match[3]));
  }
  const date = typeof input === 'string' ? new Date(input) : input;
  if (Number.isNaN(date.getTime())) return null;
  return seoulFields(date);
}

const pad = (n: number) => String(n).padStart(2, '0');

/** formatWeekday('2026-11-21') → '토' */
export function formatWeekday(input: string | Date): string {
  const date = toCalendarDate(input);
  return date ? ko.format.weekdays[date.weekday]! : '';
}

/** formatDate('2026-11-21') → '2026.11.21 (토)'; with { weekday: false } → '2026.11.21' */
export function formatDate(input: string | Date, options: { weekday?: boolean } = {}): string {
  const date = toCalendarDate(input);
  if (!date) return '';
  const text = `${date.year}.${pad(date.month)}.${pad(date.day)}`;
  return options.weekday === false ? text : `${text} (${ko.format.weekdays[date.weekday]})`;
}

/** formatMonthDay('2026-11-21') → '11월 21일 (토)' */
export function formatMonthDay(input: string | Date, options: { weekday?: boolean } = {}): string {
  const date = toCalendarDate(input);
  if (!date) return '';
  const text = ko.format.monthDay(date.month, date.day);
  return options.weekday === false ? text : `${text} (${ko.format.weekdays[date.weekday]})`;
}

/** formatTime('19:30:00') → '19:30'; a Date or ISO timestamp is shown in Asia/Seoul. */
export function formatTime(input: string | Date): string {
  if (typeof input === 'string') {
    const match = /^(\d{1,2}):(\d{2})/.exec(input);
    if (match) return `${pad(Number(match[1]))}:${match[2]}`;
  }
  const date = typeof input === 'string' ? new Date(input) : input;
  if (Number.isNaN(date.getTime())) return '';
  const fields = seoulFields(date);
  return `${pad(fields.hour)}:${pad(fields.minute)}`;
}

/** formatDateTime('2026-11-21T10:30:00Z') → '2026.11.21 (토) 19:30' (Asia/Seoul) */
export function formatDateTime(input: string | Date): string {
  const date = typeof input === 'string' ? new Date(input) : input;
  if (Number.isNaN(date.getTime())) return '';
  return `${formatDate(date)} ${formatTime(date)}`;
}

/** formatPeriod('2026-11-21', '2026-11-22') → '2026.11.21 (토) ~ 2026.11.22 (일)'; one day shows once. */
export function formatPeriod(start: string, end: string, options: { weekday?: boolean } = {}): string {
  const from = formatDate(start, options);
  const to = formatDate(end, options);
  if (!to || from === to) return from;
  if (!from) return to;
  return `${from} ~ ${to}`;
}

/** formatDeadline('2026-11-23T05:30:00Z') → '11월 23일 (월) 오후 2:30' (Asia/Seoul, 12-hour clock). */
export function formatDeadline(input: string | Date): string {
  const date = typeof input === 'string' ? new Date(input) : input;
  if (Number.isNaN(date.getTime())) return '';
  const { hour, minute } = seoulFields(date);
  const half = hour < 12 ? ko.format.am : ko.format.pm;
  return `${formatMonthDay(date)} ${half} ${hour % 12 === 0 ? 12 : hour % 12}:${pad(minute)}`;
}

/**
 * A show's sales opening (the contract's salesOpenAt: Seoul wall-clock 'YYYY-MM-DDTHH:MM') as an instant; null when
 * there is none or it cannot be read. Parsed here, not by the contract, so pages that only show data load no zod.
 */
export function salesOpenTime(salesOpenAt: string | null | undefined): Date | null {
  if (!salesOpenAt || !/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/.test(salesOpenAt)) return null;
  const date = new Date(`${salesOpenAt}:00+09:00`);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** A Seoul wall-clock minute of the contract ('YYYY-MM-DDTHH:MM': sales openings, interview slots) as '11월 23일 (월) 오후 7:00'. */
export function formatWallClock(value: string): string {
  const at = salesOpenTime(value);
  return at ? formatDeadline(at) : value;
}

/** The sales opening as a manager's card says it while it is still ahead ('12월 1일 (화) 오후 8:00'); '' otherwise. */
export function upcomingSalesOpen(salesOpenAt: string | null | undefined, now: number = Date.now()): string {
  const at = salesOpenTime(salesOpenAt);
  return at && at.getTime() > now ? formatDeadline(at) : '';
}

/** formatMonthDayTime('2026-11-22T05:03:00Z') → '11월 22일 14:03' (Asia/Seoul). */
export function formatMonthDayTime(input: string | Date): string {
  const date = typeof input === 'string' ? new Date(input) : input;
  if (Number.isNaN(date.getTime())) return '';
  return `${formatMonthDay(date, { weekday: false })} ${formatTime(date)}`;
}

/** A Date as a datetime-local value in Asia/Seoul: '2026-11-22T14:03'. */
export function toSeoulLocalInput(date: Date): string {
  const f = seoulFields(date);
  return `${f.year}-${pad(f.month)}-${pad(f.day)}T${pad(f.hour)}:${pad(f.minute)}`;
}

const MINUTE_MS = 60_000;

/**
 * A time left, in whole minutes rounded down: '2일 3시간', '23시간 59분', '45분'; under a minute '1분 미만'.
 * Days show with hours only, so the text stays short.
 */
export function formatRemaining(ms: number): string {
  const minutes = Math.floor(Math.max(0, ms) / MINUTE_MS);
  if (minutes < 1) return ko.format.underAMinute;
  const days = Math.floor(minutes / 1440);
  const hours = Math.floor((minutes % 1440) / 60);
  const mins = minutes % 60;
  if (days > 0) return ko.format.duration({ days, hours });
  return ko.format.duration({ hours, minutes: mins });
}

export const formatTickets = (count: number): string => ko.format.tickets(count);
export const formatOrder = (order: number): string => ko.format.order(order);
export const formatSemesters = (count: number): string => ko.format.semesters(count);
export const formatRuntime = (minutes: number): string => ko.format.runtime(minutes);
