/**
 * A club manager's shows, posts, holders, refunds and dashboards.
 * What other modules may use of this one: they import this file only, never another file of the module
 * (docs/architecture.md, "Server").
 */
export { recordDepositRefund } from './refund-records.ts';
export { manageRoutes } from './routes.ts';
