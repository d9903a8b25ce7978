/**
 * A schedule's seat count: taken and given back only here.
 * What other modules may use of this one: they import this file only, never another file of the module
 * (docs/architecture.md, "Server").
 */
export { giveSeatsBack, takeSeats, ticketLimit } from './service.ts';
