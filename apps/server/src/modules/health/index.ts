/**
 * The health check.
 * What other modules may use of this one: they import this file only, never another file of the module
 * (docs/architecture.md, "Server").
 */
export { healthRoutes } from './routes.ts';
