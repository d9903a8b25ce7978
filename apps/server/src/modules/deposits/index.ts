/**
 * Bank statements matched to reservations, and the payments they settle.
 * What other modules may use of this one: they import this file only, never another file of the module
 * (docs/architecture.md, "Server").
 */
export { depositRoutes } from './routes.ts';
