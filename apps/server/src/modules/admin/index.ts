/**
 * The administrator's pages: clubs, managers and the audit log.
 * What other modules may use of this one: they import this file only, never another file of the module
 * (docs/architecture.md, "Server").
 */
export { adminRoutes } from './routes.ts';
