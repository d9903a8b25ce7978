import { PAYMENT_DEADLINE } from '@moa/contract';

const HOUR_MS = 3_600_000;

/**
 * A reservation's pay-by time: its creation plus the show's payment deadline, but never later than an hour before
 * its schedule starts. One made within that last hour must be paid before the schedule starts
 * (docs/product.md#reservation-status).
 */
export function payByFor(created: Date, deadlineHours: number, scheduleStart: Date): Date {
  const byDeadline = created.getTime() + deadlineHours * HOUR_MS;
  const latest = scheduleStart.getTime() - PAYMENT_DEADLINE.beforeScheduleHours * HOUR_MS;
  return new Date(latest > created.getTime() ? Math.min(byDeadline, latest) : scheduleStart.getTime());
}

/** Once the student says they transferred, the expiry waits this much longer for the manager to check. */
export function claimedExpiry(payBy: string): string {
  return new Date(new Date(payBy).getTime() + PAYMENT_DEADLINE.claimGraceHours * HOUR_MS).toISOString();
}

/**
 * The pay-by and expiry times of a reservation going back to unpaid with its old times (a payment change undone):
 * its own while its pay-by time is ahead; once that has passed, a fresh pay-by time from now by the show's deadline
 * (payByFor, as a restore gives), so it neither expires at once nor shows a deadline gone by. A student who said
 * they transferred keeps the grace after it; an expiry is never brought earlier.
 */
export function unpaidAgain(
  before: { payBy: string; expiresAt: string; claimed: boolean },
  schedule: { deadlineHours: number; start: Date },
  now: Date,
): { payBy: string; expiresAt: string } {
  if (Date.parse(before.payBy) > now.getTime()) {
    return { payBy: before.payBy, expiresAt: before.expiresAt };
  }
  const payBy = payByFor(now, schedule.deadlineHours, schedule.start).toISOString();
  const expiry = before.claimed ? claimedExpiry(payBy) : payBy;
  return {
    payBy,
    expiresAt: Date.parse(before.expiresAt) > Date.parse(expiry) ? before.expiresAt : expiry,
  };
}
