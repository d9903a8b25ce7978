import { z } from 'zod';
import * as account from './account.ts';
import * as admin from './admin.ts';
import * as applications from './applications.ts';
import { attractionListSchema, healthSchema, probeSchema, serverTimeSchema } from './attraction.ts';
import * as auth from './auth.ts';
import * as cancel from './cancel.ts';
import * as checkin from './checkin.ts';
import * as deposits from './deposits.ts';
import { clubDetailSchema, clubListSchema } from './club.ts';
import { okSchema, savedIdSchema } from './common.ts';
import * as entertain from './entertain.ts';
import * as halls from './halls.ts';
import * as seating from './seating.ts';
import * as manager from './manager.ts';
import * as members from './members.ts';
import * as notifications from './notifications.ts';
import * as payment from './payment.ts';
import * as recruiting from './recruiting.ts';
import * as show from './show.ts';
import { reservationRequest, reservationResultSchema, showDetailSchema } from './show.ts';
import * as student from './student.ts';
import * as waitlist from './waitlist.ts';
import { LIMITS, MEMBER_LIMITS } from './limits.ts';
import { idParam } from './validators.ts';

/**
 * Every call of the product, in one table: the spec's two tables (paths and names exactly as the spec writes them,
 * with Fastify's :param for {param}) plus the calls the spec leaves to us (sign-in config, cancel requests, admin).
 * The server registers its routes from here, the OpenAPI document is generated from here, and the browser's client
 * builds its requests from here.
 */

export type Access = 'public' | 'signedIn' | 'student' | 'club' | 'admin';
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

export interface MultipartFileRule {
  required: boolean;
  /** The part's size cap; images (the default) are capped at LIMITS.imageMaxBytes. */
  maxBytes?: number;
  /** What a part over maxBytes is told (413 PAYLOAD_TOO_LARGE); images get VALIDATION.imageSize. */
  tooLarge?: string;
  /** What a missing required part is told; images get "이미지를 첨부해주세요.". */
  missing?: string;
  /** What a part with no bytes is told; without it (images) an empty part counts as not sent. */
  empty?: string;
}

export interface MultipartSpec {
  /** Schema of the JSON part named `request`, when the call has one. */
  request?: z.ZodType;
  /** File parts by name, and whether each is required. */
  files: Record<string, MultipartFileRule>;
  /**
   * A JSON body (application/json) the call takes instead of the parts: the server reads either
   * (plugins/uploads.ts, readMultipartOrJson); the browser's client sends `{ json }` as JSON.
   */
  json?: z.ZodType;
}

export interface EndpointDef {
  method: HttpMethod;
  path: string;
  summary: string;
  tag: 'auth' | 'public' | 'reservation' | 'student' | 'manager' | 'admin' | 'health';
  access: Access;
  /** Which of the product's call lists has it: 1 = public and student, 2 = manager; absent = ours (docs/product.md#calls-and-field-names). */
  spec?: 1 | 2;
  params?: z.ZodObject;
  query?: z.ZodObject;
  body?: z.ZodType;
  multipart?: MultipartSpec;
  response: z.ZodType;
  /**
   * The call answers a file instead of JSON (its response schema is a z.file()): the bytes with this content type,
   * named by Content-Disposition. Errors are still the JSON error body.
   */
  file?: { contentType: string };
}

const def = <const T extends EndpointDef>(e: T): T => e;

/** An iCalendar file (RFC 5545) of a reservation or a booked interview. */
export const CALENDAR_CONTENT_TYPE = 'text/calendar; charset=utf-8';
const calendarFileSchema = z.file().mime('text/calendar');

const showIdParams = z.object({ showId: idParam });
const idParams = z.object({ id: idParam });
const recruitingIdParams = z.object({ recruitingId: idParam });
const scheduleIdParams = z.object({ scheduleId: idParam });
const reservationIdParams = z.object({ reservationId: idParam });
const applicationParams = z.object({ recruitingId: idParam, applicationId: idParam });
const slotParams = z.object({ recruitingId: idParam, slotId: idParam });
const hallIdParams = z.object({ hallId: idParam });
const showScheduleParams = z.object({ showId: idParam, scheduleId: idParam });
const holderSeatParams = z.object({ scheduleId: idParam, reservationId: idParam });

export const endpoints = {
  // ---- public and student calls ----
  authMe: def({
    method: 'GET',
    path: '/api/auth/me',
    summary: 'The signed-in user with authority',
    tag: 'auth',
    access: 'signedIn',
    spec: 1,
    response: auth.meSchema,
  }),
  authLogout: def({
    method: 'POST',
    path: '/api/auth/logout',
    summary: 'Revoke the current session',
    tag: 'auth',
    access: 'public',
    spec: 1,
    response: okSchema,
  }),
  googleSession: def({
    method: 'POST',
    path: '/api/oauth/google/session',
    summary: 'Sign in with an id token (id-token flow)',
    tag: 'auth',
    access: 'public',
    spec: 1,
    body: auth.googleSessionRequest,
    response: auth.sessionTokenSchema,
  }),
  googleToken: def({
    method: 'POST',
    path: '/api/oauth/google/token',
    summary: 'Sign in with an authorization code (code flow)',
    tag: 'auth',
    access: 'public',
    spec: 1,
    body: auth.googleTokenRequest,
    response: auth.sessionTokenSchema,
  }),
  attractionList: def({
    method: 'GET',
    path: '/attraction/list',
    summary: 'Banner items and the list of shows and events',
    tag: 'public',
    access: 'public',
    spec: 1,
    response: attractionListSchema,
  }),
  showDetail: def({
    method: 'GET',
    path: '/show/detail/:showId',
    summary: 'Show detail with its schedules',
    tag: 'public',
    access: 'public',
    spec: 1,
    params: showIdParams,
    response: showDetailSchema,
  }),
  // ---- ours: a seated schedule's map and which seats are taken (docs/product.md#assigned-seats) ----
  seatMap: def({
    method: 'GET',
    path: '/show/detail/:showId/seats/:scheduleId',
    summary: "A seated schedule's map: the hall's seats with their grades and prices",
    tag: 'public',
    access: 'public',
    params: showScheduleParams,
    response: seating.seatMapSchema,
  }),
  seatState: def({
    method: 'GET',
    path: '/show/detail/:showId/seats/:scheduleId/state',
    summary: "Which of a seated schedule's seats are taken: one bit a seat, in the map's order",
    tag: 'public',
    access: 'public',
    params: showScheduleParams,
    response: seating.seatStateSchema,
  }),
  reserve: def({
    method: 'POST',
    path: '/show/detail/reservation',
    summary: 'Reserve tickets for a schedule',
    tag: 'reservation',
    access: 'student',
    spec: 1,
    body: reservationRequest,
    response: reservationResultSchema,
  }),
  entertainDetail: def({
    method: 'GET',
    path: '/entertain/detail/:id',
    summary: 'Event detail',
    tag: 'public',
    access: 'public',
    spec: 1,
    params: idParams,
    response: entertain.entertainDetailSchema,
  }),
  clubList: def({
    method: 'GET',
    path: '/club/list',
    summary: 'All clubs',
    tag: 'public',
    access: 'public',
    spec: 1,
    response: clubListSchema,
  }),
  clubDetail: def({
    method: 'GET',
    path: '/club/detail/:id',
    summary: 'Club detail (also used by the manager area)',
    tag: 'public',
    access: 'public',
    spec: 1,
    params: idParams,
    response: clubDetailSchema,
  }),
  recruitingList: def({
    method: 'GET',
    path: '/recruiting/list',
    summary: 'All recruiting posts',
    tag: 'public',
    access: 'public',
    spec: 1,
    response: recruiting.recruitingListSchema,
  }),
  recruitingDetail: def({
    method: 'GET',
    path: '/recruiting/detail/:recruitingId',
    summary: 'Recruiting detail',
    tag: 'public',
    access: 'public',
    spec: 1,
    params: recruitingIdParams,
    response: recruiting.recruitingDetailSchema,
  }),
  health: def({
    method: 'GET',
    path: '/main',
    summary: 'Health check (a browser navigation gets the page instead)',
    tag: 'health',
    access: 'public',
    spec: 1,
    response: healthSchema,
  }),
  // ---- ours: the probes a process supervisor or load balancer asks (README, "Monitoring") ----
  alive: def({
    method: 'GET',
    path: '/healthz',
    summary: 'Liveness: the process answers (it touches nothing else)',
    tag: 'health',
    access: 'public',
    response: probeSchema,
  }),
  ready: def({
    method: 'GET',
    path: '/readyz',
    summary:
      'Readiness: the database answers, every migration is applied and the server is not shutting down (else 503)',
    tag: 'health',
    access: 'public',
    response: probeSchema,
  }),
  // ---- ours: the server's clock for countdowns (never cached) ----
  serverTime: def({
    method: 'GET',
    path: '/api/time',
    summary: "The server's current time (countdowns follow it, not the device's clock)",
    tag: 'health',
    access: 'public',
    response: serverTimeSchema,
  }),
  studentProfile: def({
    method: 'GET',
    path: '/mypage/student/profile',
    summary: "The student's profile",
    tag: 'student',
    access: 'signedIn',
    spec: 1,
    response: student.studentProfileSchema,
  }),
  studentProfileUpdate: def({
    method: 'PUT',
    path: '/mypage/student/profile',
    summary: "Save the student's name, student id and phone",
    tag: 'student',
    access: 'signedIn',
    spec: 1,
    body: student.studentProfileRequest,
    response: student.studentProfileSchema,
  }),
  studentReservations: def({
    method: 'GET',
    path: '/mypage/student/reservation',
    summary: "The student's reservations, newest first",
    tag: 'student',
    access: 'signedIn',
    spec: 1,
    response: student.reservationCardListSchema,
  }),
  // ---- ours: deleting the account, and calendar files (docs/product.md#deleting-the-account) ----
  accountDeletionPreview: def({
    method: 'GET',
    path: '/mypage/student/account/deletion',
    summary: 'What deleting my account would do, and what keeps it from being deleted now',
    tag: 'student',
    access: 'signedIn',
    response: account.accountDeletionPreviewSchema,
  }),
  accountDelete: def({
    method: 'POST',
    path: '/mypage/student/account/deletion',
    summary:
      'Delete my account: personal data erased, money records kept under a pseudonym, every session ended',
    tag: 'student',
    access: 'signedIn',
    body: account.accountDeletionRequest,
    response: okSchema,
  }),
  reservationCalendar: def({
    method: 'GET',
    path: '/mypage/student/reservation/:reservationId/calendar.ics',
    summary: 'My reservation as an iCalendar file',
    tag: 'student',
    access: 'student',
    params: reservationIdParams,
    response: calendarFileSchema,
    file: { contentType: CALENDAR_CONTENT_TYPE },
  }),
  interviewCalendar: def({
    method: 'GET',
    path: '/recruiting/:recruitingId/application/interview.ics',
    summary: 'My booked interview as an iCalendar file',
    tag: 'student',
    access: 'student',
    params: recruitingIdParams,
    response: calendarFileSchema,
    file: { contentType: CALENDAR_CONTENT_TYPE },
  }),
  // ---- ours: cancel requests (issue: the spec shows the request to managers but no student call) ----
  cancelRequest: def({
    method: 'POST',
    path: '/mypage/student/reservation/:reservationId/cancel-request',
    summary:
      'Ask the club to cancel one of my reservations; a paid one carries the refund account (sent again: replaced)',
    tag: 'student',
    access: 'signedIn',
    params: reservationIdParams,
    body: cancel.cancelRequestBody.nullish(),
    response: student.cancelRequestResultSchema,
  }),
  cancelRequestWithdraw: def({
    method: 'DELETE',
    path: '/mypage/student/reservation/:reservationId/cancel-request',
    summary: 'Withdraw my cancel request',
    tag: 'student',
    access: 'signedIn',
    params: reservationIdParams,
    response: student.cancelRequestResultSchema,
  }),
  // ---- ours: the money loop (payment deadlines, transfer claims, expiry) ----
  transferClaim: def({
    method: 'POST',
    path: '/mypage/student/reservation/:reservationId/transfer-claim',
    summary: 'Tell the club I transferred the money ("입금했어요"); answers the updated card',
    tag: 'student',
    access: 'signedIn',
    params: reservationIdParams,
    body: payment.transferClaimRequest,
    response: student.reservationCardSchema,
  }),
  // ---- ours: the money loop's holder views (all schedules of a show, money summaries, exports, dashboard) ----
  showHolders: def({
    method: 'GET',
    path: '/mypage/manager/show/:showId/holders',
    summary: 'Reservation holders of every schedule of a show, with the money summary',
    tag: 'manager',
    access: 'club',
    params: showIdParams,
    response: manager.showHolderListSchema,
  }),
  showDashboard: def({
    method: 'GET',
    path: '/mypage/manager/show/:showId/dashboard',
    summary: 'Seats and money per schedule, totals, and sales per day',
    tag: 'manager',
    access: 'club',
    params: showIdParams,
    response: manager.showDashboardSchema,
  }),
  holderExport: def({
    method: 'GET',
    path: '/mypage/manager/holder/:scheduleId/export.xlsx',
    summary: 'Holders of one schedule as an XLSX file',
    tag: 'manager',
    access: 'club',
    params: scheduleIdParams,
    response: manager.xlsxFileSchema,
    file: { contentType: manager.XLSX_CONTENT_TYPE },
  }),
  showHolderExport: def({
    method: 'GET',
    path: '/mypage/manager/show/:showId/holders.xlsx',
    summary: 'Holders of every schedule of a show as an XLSX file',
    tag: 'manager',
    access: 'club',
    params: showIdParams,
    response: manager.xlsxFileSchema,
    file: { contentType: manager.XLSX_CONTENT_TYPE },
  }),
  holderPaymentUndo: def({
    method: 'POST',
    path: '/mypage/manager/holder/:scheduleId/payment/:changeId/undo',
    summary: 'Undo a payment change within its window, putting back the holders not changed since',
    tag: 'manager',
    access: 'club',
    params: z.object({ scheduleId: idParam, changeId: idParam }),
    response: manager.paymentUndoResultSchema,
  }),
  holderRestore: def({
    method: 'POST',
    path: '/mypage/manager/holder/:scheduleId/restore',
    summary: 'Restore expired reservations while their seats are still free',
    tag: 'manager',
    access: 'club',
    params: scheduleIdParams,
    body: manager.holderRestoreRequest,
    response: manager.holderBatchResultSchema,
  }),
  // ---- ours: the money loop's deposit import (a bank statement or pasted notifications, matched, then applied) ----
  depositImport: def({
    method: 'POST',
    path: '/mypage/manager/show/:showId/deposits',
    summary:
      'Import deposits of a show: a statement file (multipart `file`, optional `request` { mapping }) or JSON { text }',
    tag: 'manager',
    access: 'club',
    params: showIdParams,
    multipart: {
      request: deposits.depositFileRequest,
      files: {
        file: {
          required: true,
          maxBytes: deposits.STATEMENT_MAX_BYTES,
          tooLarge: deposits.DEPOSIT_MESSAGES.fileTooLarge,
          missing: deposits.DEPOSIT_MESSAGES.fileRequired,
          empty: deposits.DEPOSIT_MESSAGES.fileEmpty,
        },
      },
      json: deposits.depositTextRequest,
    },
    response: deposits.depositImportSchema,
  }),
  depositApply: def({
    method: 'POST',
    path: '/mypage/manager/show/:showId/deposits/:importId/apply',
    summary: "Mark the reservations of an import's chosen deposits paid, in one transaction",
    tag: 'manager',
    access: 'club',
    params: z.object({ showId: idParam, importId: idParam }),
    body: deposits.depositApplyRequest,
    response: deposits.depositApplyResultSchema,
  }),
  depositImports: def({
    method: 'GET',
    path: '/mypage/manager/show/:showId/deposits',
    summary:
      "A show's deposit imports, newest first, with how many of each are applied and how many are open",
    tag: 'manager',
    access: 'club',
    params: showIdParams,
    response: deposits.depositImportListSchema,
  }),
  depositImportReview: def({
    method: 'GET',
    path: '/mypage/manager/show/:showId/deposits/:importId',
    summary:
      'Reopen an import: its deposits, the ones not applied matched again against the reservations as they are now',
    tag: 'manager',
    access: 'club',
    params: z.object({ showId: idParam, importId: idParam }),
    response: deposits.depositImportSchema,
  }),
  depositNameColumn: def({
    method: 'PUT',
    path: '/mypage/manager/show/:showId/deposits/:importId/name-column',
    summary:
      "Match an import's deposits by the statement's other text column (and remember that for the club's layout)",
    tag: 'manager',
    access: 'club',
    params: z.object({ showId: idParam, importId: idParam }),
    body: deposits.depositNameColumnRequest,
    response: deposits.depositImportSchema,
  }),
  depositImportRows: def({
    method: 'GET',
    path: '/mypage/manager/show/:showId/deposits/:importId/rows',
    summary: "A page of an import's deposits in the source's order, of one match or all, as last matched",
    tag: 'manager',
    access: 'club',
    params: z.object({ showId: idParam, importId: idParam }),
    query: deposits.depositPageQuery,
    response: deposits.depositPageSchema,
  }),
  depositIssues: def({
    method: 'GET',
    path: '/mypage/manager/show/:showId/deposits/open',
    summary: "Deposits of a show that did not fit their ticket's price and are not settled yet",
    tag: 'manager',
    access: 'club',
    params: showIdParams,
    response: deposits.depositIssueListSchema,
  }),
  depositSettle: def({
    method: 'POST',
    path: '/mypage/manager/show/:showId/deposits/settle',
    summary: 'Settle a short deposit: accept it as paid, or record its money as a refund owed',
    tag: 'manager',
    access: 'club',
    params: showIdParams,
    body: deposits.depositSettleRequest,
    response: deposits.depositIssueListSchema,
  }),
  // ---- ours: a club's halls and their seats (docs/product.md#halls) ----
  halls: def({
    method: 'GET',
    path: '/mypage/manager/halls',
    summary: "The club's halls, by name",
    tag: 'manager',
    access: 'club',
    response: halls.hallListSchema,
  }),
  hall: def({
    method: 'GET',
    path: '/mypage/manager/halls/:hallId',
    summary: 'A hall: its text and every seat with its key, place and kind',
    tag: 'manager',
    access: 'club',
    params: hallIdParams,
    response: halls.hallSchema,
  }),
  hallCreate: def({
    method: 'POST',
    path: '/mypage/manager/halls',
    summary:
      'Create a hall from its text (JSON { name, text }) or from a CSV of seats (multipart `file`, `request` { name })',
    tag: 'manager',
    access: 'club',
    multipart: {
      request: halls.hallFileRequest,
      files: {
        file: {
          required: false,
          maxBytes: LIMITS.hallCsvMaxBytes,
          tooLarge: halls.HALL_MESSAGES.csvTooLarge,
          empty: halls.HALL_MESSAGES.csvEmpty,
        },
      },
      json: halls.hallRequest,
    },
    response: halls.hallSchema,
  }),
  hallUpdate: def({
    method: 'PUT',
    path: '/mypage/manager/halls/:hallId',
    summary:
      'Save a hall with new text; refused, naming them, when it would remove seats a live reservation holds',
    tag: 'manager',
    access: 'club',
    params: hallIdParams,
    body: halls.hallRequest,
    response: halls.hallSchema,
  }),
  hallDelete: def({
    method: 'DELETE',
    path: '/mypage/manager/halls/:hallId',
    summary: 'Delete a hall no schedule is set in',
    tag: 'manager',
    access: 'club',
    params: hallIdParams,
    response: okSchema,
  }),
  seatPlan: def({
    method: 'GET',
    path: '/mypage/manager/schedule/:scheduleId/seats',
    summary: "A seated schedule's plan: its hall's seats, the grades painted on them and the blocked seats",
    tag: 'manager',
    access: 'club',
    params: scheduleIdParams,
    response: seating.seatPlanSchema,
  }),
  holderSeats: def({
    method: 'PUT',
    path: '/mypage/manager/holder/:scheduleId/seats/:reservationId',
    summary: 'Move a live holder of a seated schedule to other seats (blocked ones too), all or none',
    tag: 'manager',
    access: 'club',
    params: holderSeatParams,
    body: seating.holderSeatsRequest,
    response: seating.holderSeatsResultSchema,
  }),
  seatPlanUpdate: def({
    method: 'PUT',
    path: '/mypage/manager/schedule/:scheduleId/seats',
    summary:
      "Paint a seated schedule's grades and blocks; the seat count follows; seats reservations hold keep a grade",
    tag: 'manager',
    access: 'club',
    params: scheduleIdParams,
    body: seating.seatPlanRequest,
    response: seating.seatPlanSchema,
  }),
  // ---- ours: cancelling and refunds (docs/product.md#cancelling-and-refunds) ----
  reservationCancel: def({
    method: 'DELETE',
    path: '/mypage/student/reservation/:reservationId',
    summary: 'Cancel my unpaid reservation at once, giving its seats back; answers the updated card',
    tag: 'student',
    access: 'signedIn',
    params: reservationIdParams,
    response: student.reservationCardSchema,
  }),
  holderCancel: def({
    method: 'POST',
    path: '/mypage/manager/holder/:scheduleId/cancel',
    summary:
      'Approve cancel requests (cancelled, seats back, refund owed recorded) or refuse them with a reason',
    tag: 'manager',
    access: 'club',
    params: scheduleIdParams,
    body: cancel.holderCancelRequest,
    response: manager.holderBatchResultSchema,
  }),
  showRefunds: def({
    method: 'GET',
    path: '/mypage/manager/show/:showId/refunds',
    summary: 'Refunds owed and sent for a show',
    tag: 'manager',
    access: 'club',
    params: showIdParams,
    response: cancel.refundListSchema,
  }),
  showRefundsMark: def({
    method: 'PUT',
    path: '/mypage/manager/show/:showId/refunds',
    summary: 'Mark refunds sent (or not sent) in batch',
    tag: 'manager',
    access: 'club',
    params: showIdParams,
    body: cancel.refundMarkRequest,
    response: manager.holderBatchResultSchema,
  }),
  showRefundsXlsx: def({
    method: 'GET',
    path: '/mypage/manager/show/:showId/refunds.xlsx',
    summary: 'The refunds of a show as an XLSX workbook for the banking app',
    tag: 'manager',
    access: 'club',
    params: showIdParams,
    response: manager.xlsxFileSchema,
    file: { contentType: manager.XLSX_CONTENT_TYPE },
  }),
  // ---- ours: the waiting list (docs/product.md#waiting-list) ----
  waitlistJoin: def({
    method: 'POST',
    path: '/show/detail/waitlist',
    summary: 'Join the waiting list of a sold-out schedule',
    tag: 'reservation',
    // Waiting takes seats when offered: the same roles as reserving.
    access: 'student',
    body: waitlist.waitlistJoinRequest,
    response: waitlist.waitlistJoinResultSchema,
  }),
  studentWaitlist: def({
    method: 'GET',
    path: '/mypage/student/waitlist',
    summary: 'My places on waiting lists, with open offers',
    tag: 'student',
    access: 'signedIn',
    response: waitlist.studentWaitlistSchema,
  }),
  waitlistLeave: def({
    method: 'DELETE',
    path: '/mypage/student/waitlist/:waitlistId',
    summary: 'Leave a waiting list (an open offer is given to the next in line)',
    tag: 'student',
    access: 'signedIn',
    params: z.object({ waitlistId: idParam }),
    response: okSchema,
  }),
  waitlistClaim: def({
    method: 'POST',
    path: '/mypage/student/waitlist/:waitlistId/claim',
    summary:
      'Take an open offer: an unpaid reservation of the offered seats with the normal payment deadline',
    tag: 'reservation',
    access: 'student',
    params: z.object({ waitlistId: idParam }),
    response: reservationResultSchema,
  }),
  holderWaitlist: def({
    method: 'GET',
    path: '/mypage/manager/holder/:scheduleId/waitlist',
    summary: "A schedule's waiting list in join order",
    tag: 'manager',
    access: 'club',
    params: scheduleIdParams,
    response: waitlist.managerWaitlistSchema,
  }),
  // ---- ours: notifications, following clubs and e-mail (docs/product.md#notifications) ----
  notificationList: def({
    method: 'GET',
    path: '/mypage/notifications',
    summary: 'My notifications, newest first, a page at a time, with the unread count',
    tag: 'student',
    access: 'signedIn',
    query: notifications.notificationQuery,
    response: notifications.notificationPageSchema,
  }),
  notificationRead: def({
    method: 'PUT',
    path: '/mypage/notifications/read',
    summary: 'Mark notifications read: { ids } or { all: true }',
    tag: 'student',
    access: 'signedIn',
    body: notifications.notificationReadRequest,
    response: notifications.notificationReadResultSchema,
  }),
  emailPreferences: def({
    method: 'GET',
    path: '/mypage/notifications/email',
    summary: 'Which kinds of notification also come by e-mail',
    tag: 'student',
    access: 'signedIn',
    response: notifications.emailPreferencesSchema,
  }),
  emailPreferencesUpdate: def({
    method: 'PUT',
    path: '/mypage/notifications/email',
    summary: 'Choose which kinds of notification also come by e-mail',
    tag: 'student',
    access: 'signedIn',
    body: notifications.emailPreferencesRequest,
    response: notifications.emailPreferencesSchema,
  }),
  unsubscribe: def({
    method: 'POST',
    path: '/api/unsubscribe',
    summary: "Stop one kind of e-mail, from the e-mail's link, without signing in",
    tag: 'public',
    access: 'public',
    body: notifications.unsubscribeRequest,
    response: notifications.unsubscribeResultSchema,
  }),
  unsubscribeOneClick: def({
    method: 'POST',
    path: '/unsubscribe',
    summary:
      "Stop one kind of e-mail from the mail client's own unsubscribe button (RFC 8058 one-click: the List-Unsubscribe address, POSTed with List-Unsubscribe=One-Click), without signing in",
    tag: 'public',
    access: 'public',
    query: notifications.unsubscribeRequest,
    response: notifications.unsubscribeResultSchema,
  }),
  clubFollow: def({
    method: 'PUT',
    path: '/club/:id/follow',
    summary: 'Follow a club: hear of its new shows, events, recruiting posts and sales openings',
    tag: 'student',
    access: 'signedIn',
    params: idParams,
    response: notifications.followResultSchema,
  }),
  clubUnfollow: def({
    method: 'DELETE',
    path: '/club/:id/follow',
    summary: 'Stop following a club',
    tag: 'student',
    access: 'signedIn',
    params: idParams,
    response: notifications.followResultSchema,
  }),
  follows: def({
    method: 'GET',
    path: '/mypage/follows',
    summary: 'The clubs I follow',
    tag: 'student',
    access: 'signedIn',
    response: notifications.followListSchema,
  }),
  // ---- ours: configuration the browser needs ----
  appConfig: def({
    method: 'GET',
    path: '/api/config',
    summary: 'Run-time settings of the browser (launch date, share and payment links)',
    tag: 'public',
    access: 'public',
    response: auth.publicConfigSchema,
  }),
  authConfig: def({
    method: 'GET',
    path: '/api/auth/config',
    summary: 'What the browser needs to start sign-in',
    tag: 'auth',
    access: 'public',
    response: auth.authConfigSchema,
  }),

  // ---- manager calls ----
  managerProfile: def({
    method: 'GET',
    path: '/mypage/manager/profile',
    summary: "The manager's profile",
    tag: 'manager',
    access: 'club',
    spec: 2,
    response: manager.managerProfileSchema,
  }),
  managerProfileUpdate: def({
    method: 'PUT',
    path: '/mypage/manager/profile',
    summary: "Save the manager's name and phone",
    tag: 'manager',
    access: 'club',
    spec: 2,
    body: manager.managerProfileRequest,
    response: manager.managerProfileSchema,
  }),
  managerClub: def({
    method: 'GET',
    path: '/mypage/manager/club',
    summary: "The manager's club",
    tag: 'manager',
    access: 'club',
    spec: 2,
    response: manager.managerClubSchema,
  }),
  managerClubUpdate: def({
    method: 'PUT',
    path: '/mypage/manager/club',
    summary: "Save the manager's club (multipart)",
    tag: 'manager',
    access: 'club',
    spec: 2,
    multipart: { request: manager.managerClubRequest, files: { image: { required: false } } },
    response: manager.managerClubSchema,
  }),
  holderSchedules: def({
    method: 'GET',
    path: '/mypage/manager/holder/list',
    summary: "Schedule cards of the club's shows",
    tag: 'manager',
    access: 'club',
    spec: 2,
    response: manager.managerScheduleListSchema,
  }),
  holderList: def({
    method: 'GET',
    path: '/mypage/manager/holder/:scheduleId',
    summary: 'Reservation holders of one schedule',
    tag: 'manager',
    access: 'club',
    spec: 2,
    params: scheduleIdParams,
    response: manager.holderListSchema,
  }),
  holderPayment: def({
    method: 'PUT',
    path: '/mypage/manager/holder/:scheduleId',
    summary: 'Mark holders paid or unpaid',
    tag: 'manager',
    access: 'club',
    spec: 2,
    params: scheduleIdParams,
    body: manager.holderPaymentRequest,
    response: manager.holderPaymentResultSchema,
  }),
  holderDelete: def({
    method: 'POST',
    path: '/mypage/manager/holder/:scheduleId',
    summary: 'Delete holders, giving their seats back',
    tag: 'manager',
    access: 'club',
    spec: 2,
    params: scheduleIdParams,
    body: manager.holderDeleteRequest,
    response: manager.holderBatchResultSchema,
  }),
  showDelete: def({
    method: 'DELETE',
    path: '/mypage/manager/show/:id',
    summary: 'Delete a show without reservations',
    tag: 'manager',
    access: 'club',
    spec: 2,
    params: idParams,
    response: okSchema,
  }),
  // ---- ours: the spec lists no call to delete an event; managers need one to take a post down ----
  entertainDelete: def({
    method: 'DELETE',
    path: '/mypage/manager/entertain/:id',
    summary: 'Delete an event of my club',
    tag: 'manager',
    access: 'club',
    params: idParams,
    response: okSchema,
  }),
  managerShows: def({
    method: 'GET',
    path: '/mypage/manager/show',
    summary: "The club's shows",
    tag: 'manager',
    access: 'club',
    spec: 2,
    response: manager.managerShowListSchema,
  }),
  managerEntertains: def({
    method: 'GET',
    path: '/mypage/manager/entertain',
    summary: "The club's events",
    tag: 'manager',
    access: 'club',
    spec: 2,
    response: manager.managerEntertainListSchema,
  }),
  managerRecruitings: def({
    method: 'GET',
    path: '/mypage/manager/recruiting',
    summary: "The club's recruiting posts",
    tag: 'manager',
    access: 'club',
    spec: 2,
    response: manager.managerRecruitingListSchema,
  }),
  recruitingCreate: def({
    method: 'POST',
    path: '/manager/recruiting/create',
    summary: 'Create a recruiting post (multipart)',
    tag: 'manager',
    access: 'club',
    spec: 2,
    multipart: { request: recruiting.recruitingCreateRequest, files: { poster: { required: false } } },
    response: savedIdSchema,
  }),
  recruitingEdit: def({
    method: 'GET',
    path: '/manager/recruiting/update/:recruitingId',
    summary: 'A recruiting post for editing',
    tag: 'manager',
    access: 'club',
    spec: 2,
    params: recruitingIdParams,
    response: recruiting.recruitingEditSchema,
  }),
  recruitingUpdate: def({
    method: 'PUT',
    path: '/manager/recruiting/update/:recruitingId',
    summary: 'Save a recruiting post (multipart)',
    tag: 'manager',
    access: 'club',
    spec: 2,
    params: recruitingIdParams,
    multipart: { request: recruiting.recruitingUpdateRequest, files: { poster: { required: false } } },
    response: savedIdSchema,
  }),
  entertainCreate: def({
    method: 'POST',
    path: '/manager/entertain/create',
    summary: 'Create an event (multipart)',
    tag: 'manager',
    access: 'club',
    spec: 2,
    multipart: { request: entertain.entertainCreateRequest, files: { poster: { required: true } } },
    response: savedIdSchema,
  }),
  entertainEdit: def({
    method: 'GET',
    path: '/manager/entertain/update/:id',
    summary: 'An event for editing',
    tag: 'manager',
    access: 'club',
    spec: 2,
    params: idParams,
    response: entertain.entertainEditSchema,
  }),
  entertainUpdate: def({
    method: 'PUT',
    path: '/manager/entertain/update/:id',
    summary: 'Save an event (multipart)',
    tag: 'manager',
    access: 'club',
    spec: 2,
    params: idParams,
    multipart: { request: entertain.entertainUpdateRequest, files: { poster: { required: false } } },
    response: savedIdSchema,
  }),
  showCreate: def({
    method: 'POST',
    path: '/manager/show/create',
    summary: 'Create a show with its schedules (multipart)',
    tag: 'manager',
    access: 'club',
    spec: 2,
    multipart: {
      request: show.showCreateRequest,
      files: { poster: { required: true }, qr: { required: true } },
    },
    response: savedIdSchema,
  }),
  showEdit: def({
    method: 'GET',
    path: '/manager/show/update/:id',
    summary: 'A show for editing',
    tag: 'manager',
    access: 'club',
    spec: 2,
    params: idParams,
    response: show.showEditSchema,
  }),
  showUpdate: def({
    method: 'PUT',
    path: '/manager/show/update/:id',
    summary: 'Save a show (multipart; the QR is never sent)',
    tag: 'manager',
    access: 'club',
    spec: 2,
    params: idParams,
    multipart: { request: show.showUpdateRequest, files: { poster: { required: false } } },
    response: savedIdSchema,
  }),

  // ---- ours: e-tickets and door check-in (docs/product.md#door-check-in) ----
  checkinSchedule: def({
    method: 'GET',
    path: '/mypage/manager/checkin/:scheduleId',
    summary: "A schedule's holders as the door keeps them (the club's managers, and the show's door staff)",
    tag: 'manager',
    access: 'signedIn',
    params: scheduleIdParams,
    response: checkin.checkinScheduleSchema,
  }),
  checkinScan: def({
    method: 'POST',
    path: '/mypage/manager/checkin/:scheduleId',
    summary:
      'Admit tickets of a scanned code or a found holder; answers admitted, already, unpaid, otherSchedule or unknown',
    tag: 'manager',
    access: 'signedIn',
    params: scheduleIdParams,
    body: checkin.checkinRequest,
    response: checkin.checkinResultSchema,
  }),
  checkinSync: def({
    method: 'POST',
    path: '/mypage/manager/checkin/:scheduleId/sync',
    summary: "Apply a door device's offline scans; answers each scan's result and the schedule's conflicts",
    tag: 'manager',
    access: 'signedIn',
    params: scheduleIdParams,
    body: checkin.checkinSyncRequest,
    response: checkin.checkinSyncResultSchema,
  }),
  doorDuties: def({
    method: 'GET',
    path: '/mypage/checkin',
    summary: 'The shows whose door the signed-in user keeps as door staff, with their schedules',
    tag: 'student',
    access: 'signedIn',
    response: checkin.doorDutyListSchema,
  }),
  showStaff: def({
    method: 'GET',
    path: '/mypage/manager/show/:showId/staff',
    summary: "A show's door staff and when their access ends",
    tag: 'manager',
    access: 'club',
    params: showIdParams,
    response: checkin.staffListSchema,
  }),
  showStaffAdd: def({
    method: 'POST',
    path: '/mypage/manager/show/:showId/staff',
    summary: "Give an e-mail check-in access to one show's door (until its last schedule ends)",
    tag: 'manager',
    access: 'club',
    params: showIdParams,
    body: checkin.staffRequest,
    response: checkin.staffListSchema,
  }),
  showStaffRemove: def({
    method: 'DELETE',
    path: '/mypage/manager/show/:showId/staff/:email',
    summary: "Take a show's check-in access away from an e-mail",
    tag: 'manager',
    access: 'club',
    params: z.object({ showId: idParam, email: z.string().min(3).max(254) }),
    response: checkin.staffListSchema,
  }),
  // ---- ours: recruiting applications in the portal (docs/product.md#recruiting-applications) ----
  myApplication: def({
    method: 'GET',
    path: '/recruiting/:recruitingId/application',
    summary: "The student's application to a recruiting post, with its answers (null when none)",
    tag: 'student',
    access: 'student',
    params: recruitingIdParams,
    response: applications.myApplicationSchema,
  }),
  applicationSubmit: def({
    method: 'POST',
    path: '/recruiting/:recruitingId/application',
    summary: 'Apply to a recruiting post with the answers to its questions',
    tag: 'student',
    access: 'student',
    params: recruitingIdParams,
    body: applications.applicationRequest,
    response: applications.applicationIdSchema,
  }),
  applicationUpdate: def({
    method: 'PUT',
    path: '/recruiting/:recruitingId/application',
    summary: 'Change the answers of my application (until the end date)',
    tag: 'student',
    access: 'student',
    params: recruitingIdParams,
    body: applications.applicationRequest,
    response: applications.applicationIdSchema,
  }),
  applicationDelete: def({
    method: 'DELETE',
    path: '/recruiting/:recruitingId/application',
    summary: 'Withdraw and delete my application',
    tag: 'student',
    access: 'student',
    params: recruitingIdParams,
    response: okSchema,
  }),
  myApplications: def({
    method: 'GET',
    path: '/mypage/student/applications',
    summary: "The student's applications with their stage, result and interview, newest first",
    tag: 'student',
    access: 'student',
    response: z.array(applications.myApplicationSummarySchema),
  }),
  applicationSlots: def({
    method: 'GET',
    path: '/recruiting/:recruitingId/application/slots',
    summary: 'Interview slots an applicant at the interview stage may book',
    tag: 'student',
    access: 'student',
    params: recruitingIdParams,
    response: z.array(applications.openSlotSchema),
  }),
  applicationSlotBook: def({
    method: 'PUT',
    path: '/recruiting/:recruitingId/application/slot',
    summary: 'Book an interview slot, or move to another one (until the cut-off)',
    tag: 'student',
    access: 'student',
    params: recruitingIdParams,
    body: applications.slotBookingRequest,
    response: applications.myApplicationSchema,
  }),
  managerApplications: def({
    method: 'GET',
    path: '/mypage/manager/recruiting/:recruitingId/applications',
    summary: "A recruiting post's applications with answers, stage, officers' reviews and interview",
    tag: 'manager',
    access: 'club',
    params: recruitingIdParams,
    response: applications.managerApplicationListSchema,
  }),
  applicationStageMove: def({
    method: 'PUT',
    path: '/mypage/manager/recruiting/:recruitingId/applications',
    summary: 'Move applications to a stage',
    tag: 'manager',
    access: 'club',
    params: recruitingIdParams,
    body: applications.stageMoveRequest,
    response: applications.batchResultSchema,
  }),
  applicationReview: def({
    method: 'PUT',
    path: '/mypage/manager/recruiting/:recruitingId/applications/:applicationId/review',
    summary: 'Save my rating (1–5) and private note of an application',
    tag: 'manager',
    access: 'club',
    params: applicationParams,
    body: applications.reviewRequest,
    response: applications.reviewSchema,
  }),
  applicationResults: def({
    method: 'POST',
    path: '/mypage/manager/recruiting/:recruitingId/results',
    summary: 'Tell applicants at a stage their result, with a message (never the same stage twice)',
    tag: 'manager',
    access: 'club',
    params: recruitingIdParams,
    body: applications.resultSendRequest,
    response: applications.resultSendAnswerSchema,
  }),
  applicationExport: def({
    method: 'GET',
    path: '/mypage/manager/recruiting/:recruitingId/applications.xlsx',
    summary: "A recruiting post's applications as an XLSX file",
    tag: 'manager',
    access: 'club',
    params: recruitingIdParams,
    response: manager.xlsxFileSchema,
    file: { contentType: manager.XLSX_CONTENT_TYPE },
  }),
  applicationCsvExport: def({
    method: 'GET',
    path: '/mypage/manager/recruiting/:recruitingId/applications.csv',
    summary: "A recruiting post's applications as a CSV file (UTF-8 with a byte-order mark)",
    tag: 'manager',
    access: 'club',
    params: recruitingIdParams,
    response: applications.csvFileSchema,
    file: { contentType: applications.CSV_CONTENT_TYPE },
  }),
  interviewSlots: def({
    method: 'GET',
    path: '/mypage/manager/recruiting/:recruitingId/slots',
    summary: 'Interview slots of a recruiting post with who booked each (the timetable)',
    tag: 'manager',
    access: 'club',
    params: recruitingIdParams,
    response: applications.managerSlotListSchema,
  }),
  interviewSlotCreate: def({
    method: 'POST',
    path: '/mypage/manager/recruiting/:recruitingId/slots',
    summary: 'Publish an interview slot',
    tag: 'manager',
    access: 'club',
    params: recruitingIdParams,
    body: applications.slotRequest,
    response: savedIdSchema,
  }),
  interviewSlotUpdate: def({
    method: 'PUT',
    path: '/mypage/manager/recruiting/:recruitingId/slots/:slotId',
    summary: 'Change an interview slot (never below its bookings)',
    tag: 'manager',
    access: 'club',
    params: slotParams,
    body: applications.slotRequest,
    response: savedIdSchema,
  }),
  interviewSlotDelete: def({
    method: 'DELETE',
    path: '/mypage/manager/recruiting/:recruitingId/slots/:slotId',
    summary: 'Delete an interview slot nobody booked',
    tag: 'manager',
    access: 'club',
    params: slotParams,
    response: okSchema,
  }),

  // ---- ours: a club's members per term (docs/product.md#members) ----
  myMemberships: def({
    method: 'GET',
    path: '/mypage/student/memberships',
    summary: "The student's own memberships of clubs, newest term first",
    tag: 'student',
    access: 'student',
    response: members.myMembershipListSchema,
  }),
  myMembershipConsent: def({
    method: 'PUT',
    path: '/mypage/student/memberships/:membershipId/consent',
    summary: 'Agree, or no longer agree, that the student union may receive my contact with the roster',
    tag: 'student',
    access: 'student',
    params: members.membershipIdParams,
    body: members.unionConsentRequest,
    response: members.myMembershipSchema,
  }),
  memberTerms: def({
    method: 'GET',
    path: '/mypage/manager/club/terms',
    summary: "The club's terms (학기), newest first, with how many members each has",
    tag: 'manager',
    access: 'club',
    response: members.termListSchema,
  }),
  memberTermCreate: def({
    method: 'POST',
    path: '/mypage/manager/club/terms',
    summary: 'Create a term (its days may not overlap another term of the club)',
    tag: 'manager',
    access: 'club',
    body: members.termRequest,
    response: members.termSchema,
  }),
  memberTermUpdate: def({
    method: 'PUT',
    path: '/mypage/manager/club/terms/:termId',
    summary: 'Rename a term or change its days (not a past term)',
    tag: 'manager',
    access: 'club',
    params: members.termIdParams,
    body: members.termRequest,
    response: members.termSchema,
  }),
  memberPositions: def({
    method: 'GET',
    path: '/mypage/manager/club/positions',
    summary: "The club's positions (회장, 부회장, 총무, 임원, 회원 until renamed)",
    tag: 'manager',
    access: 'club',
    response: members.positionListSchema,
  }),
  memberPositionUpdate: def({
    method: 'PUT',
    path: '/mypage/manager/club/positions/:positionId',
    summary: 'Rename a position, or say whether it manages the club',
    tag: 'manager',
    access: 'club',
    params: members.positionIdParams,
    body: members.positionRequest,
    response: members.positionSchema,
  }),
  termMembers: def({
    method: 'GET',
    path: '/mypage/manager/club/terms/:termId/members',
    summary: "A term's members: search by name or 학번, filters by status and position, and totals",
    tag: 'manager',
    access: 'club',
    params: members.termIdParams,
    query: members.memberListQuery,
    response: members.memberListSchema,
  }),
  termMemberAdd: def({
    method: 'POST',
    path: '/mypage/manager/club/terms/:termId/members',
    summary: 'Add a member by university e-mail (an invitation until that student first signs in)',
    tag: 'manager',
    access: 'club',
    params: members.termIdParams,
    body: members.memberAddRequest,
    response: members.memberSchema,
  }),
  termMemberUpdate: def({
    method: 'PUT',
    path: '/mypage/manager/club/terms/:termId/members/:membershipId',
    summary: "Change a member's status (from a date, with a reason) or position",
    tag: 'manager',
    access: 'club',
    params: members.memberParams,
    body: members.memberUpdateRequest,
    response: members.memberSchema,
  }),
  termMemberImport: def({
    method: 'POST',
    path: '/mypage/manager/club/terms/:termId/members/import',
    summary: 'Import a roster (multipart `file`, CSV or XLSX: 이름, 학번, 학과, 연락처); all rows or none',
    tag: 'manager',
    access: 'club',
    params: members.termIdParams,
    multipart: {
      files: {
        file: {
          required: true,
          maxBytes: MEMBER_LIMITS.rosterMaxBytes,
          tooLarge: members.MEMBER_MESSAGES.rosterTooLarge,
          missing: members.MEMBER_MESSAGES.rosterRequired,
          empty: members.MEMBER_MESSAGES.rosterEmpty,
        },
      },
    },
    response: members.rosterImportSchema,
  }),
  termMembersXlsx: def({
    method: 'GET',
    path: '/mypage/manager/club/terms/:termId/members.xlsx',
    summary: "A term's roster as an XLSX file in the student union's columns",
    tag: 'manager',
    access: 'club',
    params: members.termIdParams,
    response: manager.xlsxFileSchema,
    file: { contentType: manager.XLSX_CONTENT_TYPE },
  }),
  termMembersCsv: def({
    method: 'GET',
    path: '/mypage/manager/club/terms/:termId/members.csv',
    summary: "A term's roster as a CSV file (UTF-8 with a byte-order mark)",
    tag: 'manager',
    access: 'club',
    params: members.termIdParams,
    response: applications.csvFileSchema,
    file: { contentType: applications.CSV_CONTENT_TYPE },
  }),

  // ---- ours: the administrator's console ----
  adminClubs: def({
    method: 'GET',
    path: '/api/admin/clubs',
    summary: 'All clubs with their managers',
    tag: 'admin',
    access: 'admin',
    response: admin.adminClubListSchema,
  }),
  adminClubCreate: def({
    method: 'POST',
    path: '/api/admin/clubs',
    summary: 'Create a club (multipart)',
    tag: 'admin',
    access: 'admin',
    multipart: { request: admin.adminClubRequest, files: { poster: { required: false } } },
    response: savedIdSchema,
  }),
  adminClubUpdate: def({
    method: 'PUT',
    path: '/api/admin/clubs/:id',
    summary: 'Edit a club (multipart)',
    tag: 'admin',
    access: 'admin',
    params: idParams,
    multipart: { request: admin.adminClubRequest, files: { poster: { required: false } } },
    response: savedIdSchema,
  }),
  adminManagers: def({
    method: 'GET',
    path: '/api/admin/managers',
    summary: 'Club-manager grants',
    tag: 'admin',
    access: 'admin',
    response: admin.managerGrantListSchema,
  }),
  adminManagerGrant: def({
    method: 'POST',
    path: '/api/admin/managers',
    summary: 'Grant the club-manager role by e-mail',
    tag: 'admin',
    access: 'admin',
    body: admin.managerGrantRequest,
    response: admin.managerGrantSchema,
  }),
  adminManagerRevoke: def({
    method: 'DELETE',
    path: '/api/admin/managers/:email',
    summary: 'Revoke the club-manager role',
    tag: 'admin',
    access: 'admin',
    params: z.object({ email: z.string().min(3).max(254) }),
    response: okSchema,
  }),
  adminAudit: def({
    method: 'GET',
    path: '/api/admin/audit',
    summary: 'The audit log, newest first',
    tag: 'admin',
    access: 'admin',
    query: admin.auditQuery,
    response: admin.auditListSchema,
  }),
} as const;

export type Endpoints = typeof endpoints;
export type EndpointName = keyof Endpoints;
export type ResponseOf<N extends EndpointName> = z.infer<Endpoints[N]['response']>;

/** Fills :params of an endpoint path: pathFor('/show/detail/:showId', { showId: 3 }) → '/show/detail/3'. */
export function pathFor(path: string, params: Record<string, string | number> = {}): string {
  return path.replace(/:([A-Za-z]+)/g, (_, key: string) => {
    const value = params[key];
    if (value === undefined) throw new Error(`missing path parameter ${key}`);
    return encodeURIComponent(String(value));
  });
}
