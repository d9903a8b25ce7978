import { DISPLAY_TIME_ZONE, formatDate } from '../../../lib/format';

const seoulDay = new Intl.DateTimeFormat('en-CA', {
  timeZone: DISPLAY_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** Today's calendar date in Seoul, 'YYYY-MM-DD'. */
export function todayInSeoul(now: Date = new Date()): string {
  return seoulDay.format(now);
}

/** The short period of a card, in the server's own form: '2026.11.26 - 2026.11.27', one day once. */
export function cardPeriod(start: string, end: string): string {
  const from = formatDate(start, { weekday: false });
  const to = formatDate(end, { weekday: false });
  return !to || from === to ? from : `${from} - ${to}`;
}

export type RecruitingStatus = 'upcoming' | 'open' | 'closed';

export function recruitingStatus(
  start: string,
  end: string,
  today: string = todayInSeoul(),
): RecruitingStatus {
  if (today < start) return 'upcoming';
  return today > end ? 'closed' : 'open';
}
