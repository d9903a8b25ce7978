/**
 * The pages as link readers and search engines see them: each public page's head (title, description, Open Graph,
 * schema.org Event), robots.txt and sitemap.xml.
 * What other modules may use of this one: they import this file only, never another file of the module
 * (docs/architecture.md, "Server").
 */
export { crawlerRoutes } from './crawlers.ts';
export { renderPage, type RenderedPage } from './render.ts';
export { rendererLoader } from './renderer.ts';
