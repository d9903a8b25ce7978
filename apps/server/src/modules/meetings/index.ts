/**
 * Meetings and attendance (docs/product.md#meetings-and-attendance): a term's meetings, attendance by a rotating QR
 * code and by hand, and excuses. What other modules may use of this one: they import this file only, never another
 * file of the module (docs/architecture.md, "Server").
 */
export { AUTO_CLOSE_INTERVAL_MS, closeEndedMeetings } from './attendance.ts';
export { meetingRoutes } from './routes.ts';
export { deleteExcusePhotosOf, PHOTO_SWEEP_INTERVAL_MS, sweepExcusePhotos } from './photos.ts';
