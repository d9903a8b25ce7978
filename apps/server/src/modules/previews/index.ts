/**
 * Share images (link previews): one 1200×630 JPEG per show, event, recruiting post and club, and one per list page.
 * What other modules may use of this one: they import this file only, never another file of the module
 * (docs/architecture.md, "Server").
 */
export {
  clubCard,
  postCard,
  shareImagePath,
  siteCard,
  type ShareCard,
  type ShareKind,
  type SitePage,
} from './card.ts';
export { HEIGHT as SHARE_IMAGE_HEIGHT, WIDTH as SHARE_IMAGE_WIDTH } from './compose.ts';
export { shareImageRoutes } from './routes.ts';
export { ShareImages } from './store.ts';
