/**
 * Reservations: making, paying, cancelling, expiring, and taking a waiting-list offer.
 * What other modules may use of this one: they import this file only, never another file of the module
 * (docs/architecture.md, "Server").
 */
export { runDueWork } from './due-work.ts';
export { EXPIRY_INTERVAL_MS } from './expiry.ts';
export { reservationRoutes } from './routes.ts';
export { cancelRejectionOf, refundAccountOf, transferClaimOf } from './service.ts';
export {
  cancelReservation,
  markPaid,
  markUnpaid,
  releaseSeatsOf,
  restoreExpired,
  type StatusRow,
} from './status.ts';
export { earlyRefusal, ScheduleSnapshots } from './early.ts';
export { unpaidAgain } from './deadline.ts';
