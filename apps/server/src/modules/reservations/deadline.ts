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
