import { z } from 'zod';
import { imageUrl, isoDateTime } from './common.ts';
import { reservationStatusSchema, transferClaimSchema } from './payment.ts';
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

export const managerSessionCardSchema = z.object({
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
});
export const managerSessionListSchema = z.object({ reservationList: z.array(managerSessionCardSchema) });
export type ManagerSessionCard = z.infer<typeof managerSessionCardSchema>;

export const holderSchema = z
  .object({
    reservationId: z.number().int(),
    createdAt: z.string(),
    name: z.string(),
    stdCode: z.string(),
    phoneNumber: z.string(),
    ticketNumber: z.number().int(),
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
  })
  .meta({ id: 'Holder' });
export type Holder = z.infer<typeof holderSchema>;

/** One CSV row; the browser turns csv_json into the file with its ten Korean headers (docs/product.md#holder-list). */
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
});

export const holderListSchema = z
  .object({
    showId: z.number().int(),
    title: z.string(),
    order: z.number().int(),
    date: z.string(),
    time: z.string(),
    holderList: z.array(holderSchema),
    csv_json: z.array(holderCsvRowSchema),
  })
  .meta({ id: 'HolderList' });
export type HolderList = z.infer<typeof holderListSchema>;

const reservationIdField = idField();

export const holderPaymentRequest = z.object({
  reservationList: z
    .array(z.object({ reservationId: reservationIdField, isPaid: z.boolean() }))
    .min(1, '예매자를 선택해주세요.')
    .max(LIMITS.holderBatchMax),
});
export type HolderPaymentRequest = z.infer<typeof holderPaymentRequest>;

export const holderDeleteRequest = z.object({
  reservationList: z
    .array(z.object({ reservationId: reservationIdField }))
    .min(1, '예매자를 선택해주세요.')
    .max(LIMITS.holderBatchMax),
});
export type HolderDeleteRequest = z.infer<typeof holderDeleteRequest>;

/** POST /mypage/manager/holder/{scheduleId}/restore: expired reservations to hold seats again (while free). */
export const holderRestoreRequest = holderDeleteRequest;
export type HolderRestoreRequest = HolderDeleteRequest;

export const holderBatchResultSchema = z.object({ success: z.boolean(), count: z.number().int() });

// ---- the manager's own lists ----

export const managerShowListSchema = z.object({
  performanceList: z.array(
    z.object({ showId: z.number().int(), poster: imageUrl, title: z.string(), date: z.string() }),
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
