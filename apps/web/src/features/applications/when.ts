/** Where a recruiting period stands, as the application screens need it. */
import { toSeoulLocalInput } from '../../lib/format';

/** Where a recruiting period stands today (Seoul): before it, in it, or after it. */
export function periodState(
  startDate: string,
  endDate: string,
  now = new Date(),
): 'before' | 'open' | 'closed' {
  const today = toSeoulLocalInput(now).slice(0, 10);
  if (today < startDate) return 'before';
  return today > endDate ? 'closed' : 'open';
}
