import { todayInSeoul } from './dates';

export interface LaunchInfo {
  /** Opening day of the site, 'YYYY-MM-DD'. */
  date: string;
  month: number;
  day: number;
  /**
   * The mobile version opens on the first day of the month after the launch (August → 1 September;
   * docs/product.md#screens-public).
   */
  mobileMonth: number;
  mobileDay: number;
}

const DATE_ONLY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Reads a launch date 'YYYY-MM-DD'; anything else (unset, malformed, impossible day) means no teaser. */
export function parseLaunchDate(value: string | null | undefined): LaunchInfo | null {
  const match = DATE_ONLY.exec(value?.trim() ?? '');
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const check = new Date(Date.UTC(year, month - 1, day));
  if (check.getUTCMonth() !== month - 1 || check.getUTCDate() !== day) return null;
  return { date: match[0], month, day, mobileMonth: (month % 12) + 1, mobileDay: 1 };
}

/** The launch still lies ahead: today in Seoul is before the launch day. */
export function upcomingLaunch(value: string | null | undefined, now: Date = new Date()): LaunchInfo | null {
  const launch = parseLaunchDate(value);
  return launch && todayInSeoul(now) < launch.date ? launch : null;
}
