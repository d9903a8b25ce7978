/**
 * Activity records (docs/product.md#activity-records): a term's meetings, shows, events and 기타 활동, each with a
 * report (summary, attendees filled from attendance and the door's check-in or counted by hand, photos). What other
 * modules may use of this one: they import this file only, never another file of the module (docs/architecture.md,
 * "Server"). The union's report of a term lists `listTermActivities`.
 */
export { activityRoutes } from './routes.ts';
export { listTermActivities } from './service.ts';
export { ACTIVITY_SWEEP_INTERVAL_MS, sweepActivityPhotos } from './photos.ts';
