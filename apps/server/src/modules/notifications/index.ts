/**
 * Notices and e-mail: what each event tells whom.
 * What other modules may use of this one: they import this file only, never another file of the module
 * (docs/architecture.md, "Server").
 */
export { createMailer, MAIL_INTERVAL_MS } from './mailer.ts';
export { mailQueueCounts } from './mail-repository.ts';
export { RESERVATION_NOTICES } from './messages.ts';
export {
  noticeFollowers,
  noticeInterviewBooked,
  noticeLapse,
  noticeManagers,
  noticeNewApplication,
  noticeOffer,
  noticeRefunds,
  noticeReservations,
  noticeResults,
  noticeSlotChanged,
  noticeStageChanges,
} from './notices.ts';
export { notify, type NewNotification } from './notify.ts';
export { sendReminders } from './reminders.ts';
export { notificationRoutes } from './routes.ts';
export { followerCount } from './service.ts';
