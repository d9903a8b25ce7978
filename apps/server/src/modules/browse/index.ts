/**
 * The public pages: shows, events, clubs and recruiting posts.
 * What other modules may use of this one: they import this file only, never another file of the module
 * (docs/architecture.md, "Server").
 */
export { browseRoutes } from './routes.ts';
export { clubDetail, entertainDetail, recruitingDetail, showDetail } from './service.ts';
