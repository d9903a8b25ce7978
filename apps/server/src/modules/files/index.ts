/**
 * Uploaded images: checked, re-encoded, stored and served.
 * What other modules may use of this one: they import this file only, never another file of the module
 * (docs/architecture.md, "Server").
 */
export { fileUrl, readImageFile, removeImageFile } from './images.ts';
export { filesRoutes } from './routes.ts';
export { discardImage, saveWithImages, storeImage } from './service.ts';
