/**
 * Seated schedules: their plans, maps and the seats reservations hold (docs/product.md#assigned-seats).
 * What other modules may use of this one: they import this file only, never another file of the module
 * (docs/architecture.md, "Server").
 */
export { seatingRoutes } from './routes.ts';
export {
  assertClubHall,
  checkWish,
  dashboardGrades,
  holdOfferSeats,
  offeredSeats,
  passOfferSeats,
  pickOfferSeats,
  releaseOfferSeats,
  moveHolderSeats,
  recountHall,
  releaseSeats,
  retakeSeats,
  seatInHall,
  seatsOf,
  seatTaken,
  takeChosen,
  unseat,
  type SeatedSchedule,
} from './service.ts';
