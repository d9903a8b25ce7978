/**
 * Door check-in: ticket codes, scans, door staff.
 * What other modules may use of this one: they import this file only, never another file of the module
 * (docs/architecture.md, "Server").
 */
export { checkinRoutes } from './routes.ts';
export { ticketKey, ticketOf } from './tickets.ts';
export { sharedTicketSecret } from './shared-key.ts';
