import { z } from 'zod';
import { imageUrl } from './common.ts';
import { BANKS, LIMITS } from './limits.ts';
import { VALIDATION } from './messages.ts';
import {
  dateField,
  digitsOnly,
  optionalText,
  optionalUrl,
  PHONE_PATTERN,
  timeField,
  trimmed,
  dateOrderIssue,
  endNotBeforeStart,
} from './validators.ts';

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
  })
  .meta({ id: 'Holder' });
export type Holder = z.infer<typeof holderSchema>;

/** One CSV row; the browser turns csv_json into the file with the ten Korean headers of spec 2 §9. */
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

const reservationIdField = z.number().int().positive();

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

// ---- shows ----

export const scheduleDtoSchema = z.object({
  /** Present for an existing session on edit; absent for a new one. */
  id: z.number().int().positive().optional(),
  orderIndex: z.number().int().min(1),
  date: dateField,
  time: timeField,
  cost: z
    .number({ error: VALIDATION.positiveNumber })
    .int(VALIDATION.integer)
    .positive(VALIDATION.positiveNumber)
    .max(LIMITS.maxCost, VALIDATION.tooLarge),
  maxTicket: z
    .number({ error: VALIDATION.notNegative })
    .int(VALIDATION.integer)
    .min(LIMITS.minMaxTicket, VALIDATION.notNegative)
    .max(LIMITS.maxPeoplePerSession, VALIDATION.tooLarge)
    .default(LIMITS.defaultMaxTicket),
  maxPeople: z
    .number({ error: VALIDATION.positiveNumber })
    .int(VALIDATION.integer)
    .positive(VALIDATION.positiveNumber)
    .max(LIMITS.maxPeoplePerSession, VALIDATION.tooLarge)
    .default(LIMITS.defaultMaxPeople),
});
export type ScheduleDto = z.infer<typeof scheduleDtoSchema>;

const showEditableFields = {
  location: trimmed(LIMITS.shortTextMax, '장소를 입력해주세요.'),
  startDate: dateField,
  endDate: dateField,
  runtime: z
    .number({ error: VALIDATION.positiveNumber })
    .int(VALIDATION.integer)
    .positive(VALIDATION.positiveNumber)
    .max(LIMITS.maxRuntimeMinutes, VALIDATION.tooLarge),
  manager: optionalText(LIMITS.nameMax),
  managerPhoneNumber: optionalText(LIMITS.shortTextMax),
  maxPeople: z.number().int().positive().max(LIMITS.maxPeoplePerSession).default(LIMITS.defaultMaxPeople),
  accountName: trimmed(LIMITS.nameMax, '예금주를 입력해주세요.'),
  accountBankName: z.enum(BANKS, { error: VALIDATION.invalidChoice }),
  introductionLetter: optionalText(LIMITS.introMax),
  noticeLetter: optionalText(LIMITS.noticeMax),
  earlyBird: z.boolean().default(false),
  scheduleDtoList: z
    .array(scheduleDtoSchema)
    .min(1, '회차를 1개 이상 등록해주세요.')
    .max(LIMITS.maxSessionsPerShow, VALIDATION.tooLarge),
};

/** Multipart part `request` of POST /manager/show/create; `poster` and `qr` file parts are both required. */
export const showCreateRequest = z
  .object({
    name: trimmed(LIMITS.titleMax, '제목을 입력해주세요.'),
    accountNumber: z
      .string({ error: '계좌번호를 입력해주세요.' })
      .trim()
      .min(1, '계좌번호를 입력해주세요.')
      .max(LIMITS.accountNumberMax, VALIDATION.maxLength(LIMITS.accountNumberMax))
      .refine((v) => digitsOnly(v) === v, VALIDATION.accountDigits),
    ...showEditableFields,
  })
  .refine(endNotBeforeStart, dateOrderIssue);
export type ShowCreateRequest = z.input<typeof showCreateRequest>;

/** Multipart part `request` of PUT /manager/show/update/{id}: name and account number are fixed after creation. */
export const showUpdateRequest = z.object(showEditableFields).refine(endNotBeforeStart, dateOrderIssue);
export type ShowUpdateRequest = z.input<typeof showUpdateRequest>;

/** GET /manager/show/update/{id}: the form's fields plus images and the sessions with their sold seats. */
export const showEditSchema = z
  .object({
    id: z.number().int(),
    name: z.string(),
    location: z.string(),
    startDate: z.string(),
    endDate: z.string(),
    runtime: z.number().int(),
    manager: z.string(),
    managerPhoneNumber: z.string(),
    maxPeople: z.number().int(),
    accountNumber: z.string(),
    accountName: z.string(),
    accountBankName: z.string(),
    introductionLetter: z.string(),
    noticeLetter: z.string(),
    earlyBird: z.boolean(),
    photo: imageUrl,
    qr: imageUrl,
    scheduleDtoList: z.array(
      z.object({
        id: z.number().int(),
        orderIndex: z.number().int(),
        date: z.string(),
        time: z.string(),
        cost: z.number().int(),
        maxTicket: z.number().int(),
        maxPeople: z.number().int(),
        applyPeople: z.number().int(),
      }),
    ),
  })
  .meta({ id: 'ShowEdit' });
export type ShowEdit = z.infer<typeof showEditSchema>;
