/**
 * The waiting list: joining, offers of returned seats, lapses.
 * What other modules may use of this one: they import this file only, never another file of the module
 * (docs/architecture.md, "Server").
 */
export { lapseDueOffers } from './lapse.ts';
export { offerSeats, returnSeats } from './offers.ts';
export { waitlistRoutes } from './routes.ts';
export { alreadyReserved, linkReservation, openOffer, scheduleWaitlist, takeOffer } from './service.ts';
