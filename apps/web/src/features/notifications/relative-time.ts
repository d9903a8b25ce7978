import { formatDate } from '../../lib/format';
import { ko } from '../../text/ko';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** The calendar day of an instant in Seoul, as a day number (days since 1970-01-01 there). */
function seoulDay(ms: number): number {
  return Math.floor((ms + 9 * HOUR) / DAY);
}

/**
 * When a notification came, as people say it: 방금, 5분 전, 3시간 전, 어제, 4일 전, and after a week its date
 * (2026.11.21). Days are Seoul calendar days (어제 is yesterday there, however few hours ago). A time ahead of the
 * device's clock (a clock a little behind the server's) is 방금.
 */
export function formatRelativeTime(iso: string, now: number): string {
  const at = Date.parse(iso);
  if (Number.isNaN(at)) return '';
  const t = ko.notifications.time;
  const ago = now - at;
  if (ago < MINUTE) return t.justNow;
  if (ago < HOUR) return t.minutes(Math.floor(ago / MINUTE));
  const days = seoulDay(now) - seoulDay(at);
  if (days <= 0) return t.hours(Math.floor(ago / HOUR));
  if (days === 1) return t.yesterday;
  if (days < 7) return t.days(days);
  return formatDate(iso, { weekday: false });
}
