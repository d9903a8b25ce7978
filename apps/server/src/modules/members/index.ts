/**
 * A club's members per term (docs/product.md#members): terms, positions, memberships, the roster's import and
 * exports. What other modules may use of this one: they import this file only, never another file of the module
 * (docs/architecture.md, "Server").
 */
export { payDuesByDeposit } from './dues.ts';
export { applyDueHandovers, HANDOVER_INTERVAL_MS } from './handover.ts';
export { bindInvitations, joinAccepted } from './join.ts';
export { DUES_REMINDER_INTERVAL_MS, sendDuesReminders } from './reminders.ts';
export { deleteExpiredMemberships, MEMBER_RETENTION_INTERVAL_MS } from './retention.ts';
export { rosterColumns } from './export.ts';
export { termRoster } from './roster.ts';
export { memberRoutes } from './routes.ts';
export { assertWritable, clubPositions, ownedTerm, todayOf } from './terms.ts';
