import { seoulDateTime } from '@moa/contract';
import { formatDate } from '../../../lib/format';

/** Today's calendar date in Seoul, 'YYYY-MM-DD'. */
export function todayInSeoul(now: Date = new Date()): string {
  return seoulDateTime(now).slice(0, 10);
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
