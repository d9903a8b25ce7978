/**
 * A club's halls and their seats (docs/product.md#halls).
 * What other modules may use of this one: they import this file only, never another file of the module
 * (docs/architecture.md, "Server").
 */
export { hallRoutes } from './routes.ts';
