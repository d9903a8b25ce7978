import { z } from 'zod';
import { imageUrl, isoDateTime } from './common.ts';
import { cancelRejectionSchema, refundAccountSchema } from './cancel.ts';
import { reservationStatusSchema, transferClaimSchema } from './payment.ts';
import { salesOpenAtAnswer } from './show.ts';
import { LIMITS } from './limits.ts';
import { VALIDATION } from './messages.ts';
import { idField, optionalText, optionalUrl, PHONE_PATTERN } from './validators.ts';

// ---- profile and club ----

export const managerProfileSchema = z
  .object({
    clubName: z.string(),
    name: z.string(),
    phoneNumber: z.string(),
    email: z.string(),
    clubPoster: imageUrl,
  })
  .meta({ id: 'ManagerProfile' });
export type ManagerProfile = z.infer<typeof managerProfileSchema>;

/** PUT /mypage/manager/profile. clubName is sent by the form but read-only: the server ignores it. */
export const managerProfileRequest = z.object({
  clubName: z.string().optional(),
  name: z
    .string({ error: VALIDATION.managerNameRequired })
    .trim()
    .min(1, VALIDATION.managerNameRequired)
    .max(LIMITS.nameMax, VALIDATION.maxLength(LIMITS.nameMax)),
  phoneNumber: z
    .string({ error: VALIDATION.phoneRequired })
    .trim()
    .min(1, VALIDATION.phoneRequired)
    .regex(PHONE_PATTERN, VALIDATION.managerPhoneFormat),
});
export type ManagerProfileRequest = z.infer<typeof managerProfileRequest>;

export const managerClubSchema = z
  .object({
    clubId: z.number().int(),
    clubName: z.string(),
    managerName: z.string(),
    phoneNumber: z.string(),
    content: z.string(),
    instaUrl: z.string(),
    kakaoUrl: z.string(),
    youtubeUrl: z.string(),
    url: z.string(),
    mandatorySemesters: z.number().int().nullable(),
    poster: imageUrl,
    /** Students following the club (docs/product.md#notifications). */
    followerCount: z.number().int(),
  })
  .meta({ id: 'ManagerClub' });
export type ManagerClub = z.infer<typeof managerClubSchema>;

/** Multipart part `request` of PUT /mypage/manager/club; the new image, if any, is the `image` file part. */
export const managerClubRequest = z.object({
  content: optionalText(1_000),
  instaUrl: optionalUrl,
  kakaoUrl: optionalUrl,
  youtubeUrl: optionalUrl,
  url: optionalUrl,
  mandatorySemesters: z
    .union([z.number(), z.string(), z.null()])
    .optional()
    .transform((v, ctx) => {
      if (v === null || v === undefined || v === '') return null;
      const s = String(v).trim();
      if (!/^\d{1,2}$/.test(s)) {
        ctx.addIssue({ code: 'custom', message: VALIDATION.semestersDigits });
        return z.NEVER;
      }
      return Number(s);
    }),
  /** The current image address the form holds; ignored (the file part replaces the image). */
  image: z.string().nullable().optional(),
});
export type ManagerClubRequest = z.input<typeof managerClubRequest>;

// ---- holders ----

export const managerScheduleCardSchema = z.object({
  id: z.number().int(),
  scheduleId: z.number().int(),
  showId: z.number().int(),
  poster: imageUrl,
  title: z.string(),
  order: z.number().int(),
  date: z.string(),
  time: z.string(),
  applyPeople: z.number().int(),
  maxPeople: z.number().int(),
  /** The show's sales opening (Seoul YYYY-MM-DDTHH:MM), null when none was set. */
  salesOpenAt: salesOpenAtAnswer,
  /** Live reservations of the schedule waiting for the club's answer to a cancel request. */
  cancelRequests: z.number().int(),
  /** Students waiting for a seat or holding an offer (docs/product.md#waiting-list). */
  waitlistLength: z.number().int(),
});
export const managerScheduleListSchema = z.object({ reservationList: z.array(managerScheduleCardSchema) });
export type ManagerScheduleCard = z.infer<typeof managerScheduleCardSchema>;

export const holderSchema = z
  .object({
    reservationId: z.number().int(),
    createdAt: z.string(),
    name: z.string(),
    stdCode: z.string(),
    phoneNumber: z.string(),
    ticketNumber: z.number().int(),
    /** A seated schedule's seats by key (docs/product.md#assigned-seats); [] for unnumbered tickets. */
    seats: z.array(z.string()).default([]),
    /** 입장: tickets let in at the door, and when the last of them came in (docs/product.md#door-check-in). */
    admitted: z.number().int(),
    admittedAt: isoDateTime.nullable(),
    price: z.number().int(),
    isPaid: z.boolean(),
    cancelRequest: z.boolean(),
    scheduleId: z.number().int(),
    status: reservationStatusSchema,
    payBy: isoDateTime,
    expiresAt: isoDateTime,
    /** Student id + name the transfer should carry (입금자명). */
    depositName: z.string(),
    /** The student's "입금했어요"; with status unpaid the manager sees 확인 필요. */
    transferClaim: transferClaimSchema.nullable(),
    /** The last change of payment: when and by whom (a manager's e-mail, or 입금 내역 가져오기). */
    paymentChangedAt: isoDateTime.nullable(),
    paymentChangedBy: z.string().nullable(),
    /** When the pending cancel request was sent, and the refund account given with it (paid reservations). */
    cancelRequestedAt: isoDateTime.nullable(),
    refundAccount: refundAccountSchema.nullable(),
    /** The club's refusal of the last cancel request, until the student asks again. */
    cancelRejection: cancelRejectionSchema.nullable(),
  })
  .meta({ id: 'Holder' });
export type Holder = z.infer<typeof holderSchema>;

/**
 * One CSV row; the browser turns csv_json into the file with the spec's ten Korean headers and ours after them, 입장
 * (docs/product.md#holder-list).
 */
export const holderCsvRowSchema = z.object({
  number: z.number().int(),
  createdAt: z.string(),
  name: z.string(),
  stdCode: z.string(),
  phoneNumber: z.string(),
  ticketNumber: z.number().int(),
  price: z.number().int(),
  isPaid: z.boolean(),
  cancelRequest: z.boolean(),
  reservationId: z.number().int(),
  /** Ours, after the spec's ten: tickets let in at the door, as the holder's `admitted` and the XLSX's 입장. */
  admitted: z.number().int(),
  /** Ours: the seats as people say them ("가열 5·6번"), '' for unnumbered tickets. */
  seats: z.string().default(''),
});
export type HolderCsvRow = z.infer<typeof holderCsvRowSchema>;

/**
 * The money of a list of holders, computed by the server so the totals stay right however the list is filtered on
 * screen. Money in 원 over live reservations (unpaid and paid): expected = unpaid + paid, confirmed = paid,
 * outstanding = unpaid. people and tickets count live reservations and their tickets; expired counts reservations
 * whose pay-by time passed; needsCheck counts unpaid ones whose student says they transferred (확인 필요);
 * cancelRequested counts live ones with a cancel request.
 */
export const holderSummarySchema = z
  .object({
    expected: z.number().int(),
    confirmed: z.number().int(),
    outstanding: z.number().int(),
    people: z.number().int(),
    tickets: z.number().int(),
    paidPeople: z.number().int(),
    paidTickets: z.number().int(),
    expired: z.number().int(),
    needsCheck: z.number().int(),
    cancelRequested: z.number().int(),
  })
  .meta({ id: 'HolderSummary' });
export type HolderSummary = z.infer<typeof holderSummarySchema>;

export const holderListSchema = z
  .object({
    showId: z.number().int(),
    title: z.string(),
    order: z.number().int(),
    date: z.string(),
    time: z.string(),
    holderList: z.array(holderSchema),
    csv_json: z.array(holderCsvRowSchema),
    /** Ours, next to the spec's fields: the schedule's money and counts. */
    summary: holderSummarySchema,
  })
  .meta({ id: 'HolderList' });
export type HolderList = z.infer<typeof holderListSchema>;

/** A schedule as the show-wide views list it. cost is the current price of one ticket, in 원. */
export const showScheduleSchema = z.object({
  scheduleId: z.number().int(),
  order: z.number().int(),
  date: z.string(),
  time: z.string(),
  maxPeople: z.number().int(),
  applyPeople: z.number().int(),
  cost: z.number().int(),
});
export type ShowSchedule = z.infer<typeof showScheduleSchema>;

/** GET /mypage/manager/show/{showId}/holders: every schedule's holders together, each with its scheduleId. */
export const showHolderListSchema = z
  .object({
    showId: z.number().int(),
    title: z.string(),
    schedules: z.array(showScheduleSchema),
    /** By schedule order, then reservation time. */
    holderList: z.array(holderSchema),
    summary: holderSummarySchema,
  })
  .meta({ id: 'ShowHolderList' });
export type ShowHolderList = z.infer<typeof showHolderListSchema>;

/**
 * Seats and money of one schedule (or of the whole show, in totals). Seats are tickets: soldSeats are the live ones
 * (unpaid + paid), paidSeats the paid ones, outstandingSeats the unpaid ones; money in 원 as in HolderSummary;
 * expired counts expired reservations and expiredSeats their tickets (seats that went back on sale).
 */
const dashboardFigures = {
  maxPeople: z.number().int(),
  soldSeats: z.number().int(),
  paidSeats: z.number().int(),
  outstandingSeats: z.number().int(),
  expected: z.number().int(),
  confirmed: z.number().int(),
  outstanding: z.number().int(),
  expired: z.number().int(),
  expiredSeats: z.number().int(),
  /** Tickets let in at the door (docs/product.md#door-check-in). */
  admittedSeats: z.number().int(),
};

/** A seated schedule's grade on the dashboard: its seats for sale and how many are held (sold or offered). */
export const dashboardGradeSchema = z.object({
  name: z.string(),
  price: z.number().int(),
  color: z.string(),
  seats: z.number().int(),
  sold: z.number().int(),
});
export type DashboardGrade = z.infer<typeof dashboardGradeSchema>;

export const dashboardScheduleSchema = z.object({
  scheduleId: z.number().int(),
  order: z.number().int(),
  date: z.string(),
  time: z.string(),
  ...dashboardFigures,
  /** A seated schedule's grades (docs/product.md#assigned-seats); [] for unnumbered tickets. */
  grades: z.array(dashboardGradeSchema).default([]),
});
export type DashboardSchedule = z.infer<typeof dashboardScheduleSchema>;

export const dashboardTotalsSchema = z.object(dashboardFigures);
export type DashboardTotals = z.infer<typeof dashboardTotalsSchema>;

/**
 * One day of sales (per day, not cumulative), by the Seoul date the reservations were made: reservations and
 * tickets made that day whatever became of them, and paidTickets of those now paid. Every day from the first
 * reservation to today is present, days without sales as zeros.
 */
export const salesDaySchema = z.object({
  date: z.string().describe('YYYY-MM-DD, Asia/Seoul'),
  reservations: z.number().int(),
  tickets: z.number().int(),
  paidTickets: z.number().int(),
});
export type SalesDay = z.infer<typeof salesDaySchema>;

/** GET /mypage/manager/show/{showId}/dashboard */
export const showDashboardSchema = z
  .object({
    showId: z.number().int(),
    title: z.string(),
    schedules: z.array(dashboardScheduleSchema),
    totals: dashboardTotalsSchema,
    salesOverTime: z.array(salesDaySchema),
  })
  .meta({ id: 'ShowDashboard' });
export type ShowDashboard = z.infer<typeof showDashboardSchema>;

/** The holder exports' content type (XLSX). */
export const XLSX_CONTENT_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
/** The answer of an XLSX export: the file's bytes (a Blob in the browser). */
export const xlsxFileSchema = z.file().mime(XLSX_CONTENT_TYPE);

const reservationIdField = idField();

export const holderPaymentRequest = z.object({
  reservationList: z
    .array(z.object({ reservationId: reservationIdField, isPaid: z.boolean() }))
    .min(1, '예매자를 선택해주세요.')
    .max(LIMITS.holderBatchMax),
});
export type HolderPaymentRequest = z.infer<typeof holderPaymentRequest>;

/** POST /mypage/manager/holder/{scheduleId}/restore: expired reservations to hold seats again (while free). */
export const holderRestoreRequest = z.object({
  reservationList: z
    .array(
      z.object({
        reservationId: reservationIdField,
        /** A seated schedule: other seats to restore into when its own were taken (docs/product.md#assigned-seats). */
        seats: z
          .array(
            z
              .string()
              .min(1)
              .max(LIMITS.hallLabelMax * 3 + 8),
          )
          .max(LIMITS.hallSeatsMax)
          .optional(),
      }),
    )
    .min(1, '예매자를 선택해주세요.')
    .max(LIMITS.holderBatchMax),
});
export type HolderRestoreRequest = z.infer<typeof holderRestoreRequest>;

export const holderDeleteRequest = holderRestoreRequest.extend({
  /** Paid holders among them are owed their money back: each gets a refund record (docs/product.md#cancelling-and-refunds). */
  refund: z.boolean().optional(),
});
export type HolderDeleteRequest = z.infer<typeof holderDeleteRequest>;

export const holderBatchResultSchema = z.object({ success: z.boolean(), count: z.number().int() });

/**
 * PUT /mypage/manager/holder/{scheduleId}: the batch answer plus the change it recorded, which can be undone until
 * `undoUntil` (LIMITS.paymentUndoMinutes); both null when nothing changed.
 */
export const holderPaymentResultSchema = holderBatchResultSchema.extend({
  changeId: z.number().int().nullable(),
  undoUntil: isoDateTime.nullable(),
});
export type HolderPaymentResult = z.infer<typeof holderPaymentResultSchema>;

/**
 * POST /mypage/manager/holder/{scheduleId}/payment/{changeId}/undo: how many holders were put back as they were, and
 * how many were skipped because they changed since (cancelled, deleted, expired, paid by a deposit, let in, changed
 * again), or their seats were taken meanwhile.
 */
export const paymentUndoResultSchema = z.object({
  restored: z.number().int(),
  skipped: z.number().int(),
  skippedReasons: z.object({
    changed: z.number().int(),
    deleted: z.number().int(),
    noSeats: z.number().int(),
  }),
});
export type PaymentUndoResult = z.infer<typeof paymentUndoResultSchema>;

// ---- the manager's own lists ----

export const managerShowListSchema = z.object({
  performanceList: z.array(
    z.object({
      showId: z.number().int(),
      poster: imageUrl,
      title: z.string(),
      date: z.string(),
      /** Sales opening (Seoul YYYY-MM-DDTHH:MM), null when none was set. */
      salesOpenAt: salesOpenAtAnswer,
    }),
  ),
});
export const managerEntertainListSchema = z.object({
  entertainList: z.array(
    z.object({ entertainId: z.number().int(), poster: imageUrl, title: z.string(), date: z.string() }),
  ),
});
export const managerRecruitingListSchema = z.object({
  recruitingList: z.array(
    z.object({ recruitingId: z.number().int(), poster: imageUrl, title: z.string(), date: z.string() }),
  ),
});

// The show form's request schemas (showCreateRequest, showUpdateRequest, showEditSchema) live in show.ts.
