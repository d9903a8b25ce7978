/**
 * The test clock's route (TEST_CLOCK=1 only).
 * What other modules may use of this one: they import this file only, never another file of the module
 * (docs/architecture.md, "Server").
 */
export { testClockRoutes } from './clock-routes.ts';
