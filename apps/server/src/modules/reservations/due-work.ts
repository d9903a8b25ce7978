import type { AppContext } from '../../lib/context.ts';
import { sendReminders } from '../notifications/index.ts';
import { lapseDueOffers } from '../waitlist/index.ts';
import { expireDue } from './expiry.ts';

/**
 * The reservations' time-driven work, on one timer: expiries first (their seats may go to the waiting list), then
 * offers whose time ran out, then pay-by reminders and sales-opening notices. Answers how many reservations expired.
 */
export async function runDueWork(ctx: AppContext): Promise<number> {
  const expired = await expireDue(ctx);
  await lapseDueOffers(ctx);
  await sendReminders(ctx);
  return expired;
}
