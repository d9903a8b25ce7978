/**
 * A reservation's or an interview's calendar file, and the facts its e-mail tells.
 * What other modules may use of this one: they import this file only, never another file of the module
 * (docs/architecture.md, "Server").
 */
export { calendarRoutes } from './routes.ts';
export {
  findInterview,
  findReservation,
  interviewIcs,
  reservationIcs,
  scheduleStart,
  won,
} from './service.ts';
