/**
 * Uploaded images: checked, re-encoded, stored in the database and served; and the stored bytes of other images
 * (share images).
 * What other modules may use of this one: they import this file only, never another file of the module
 * (docs/architecture.md, "Server").
 */
export { fileUrl } from './images.ts';
export { moveImagesFromDisk } from './from-disk.ts';
export { filesRoutes, sendStored } from './routes.ts';
export { discardImage, readImage, saveWithImages, storeImage, storePrivateImage } from './service.ts';
export {
  deleteStored,
  getStored,
  hasStored,
  putStored,
  storedNamesStartingWith,
  sweepUnreferenced,
  type StoredFile,
  type StoredRef,
} from './stored.ts';
