/**
 * A student's profile, and deleting the account.
 * What other modules may use of this one: they import this file only, never another file of the module
 * (docs/architecture.md, "Server").
 */
export { studentRoutes } from './routes.ts';
