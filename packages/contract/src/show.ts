import { z } from 'zod';
import { imageUrl, isoDateTime, shareImageUrl } from './common.ts';
import { BANKS, LIMITS } from './limits.ts';
import { seoulDateTime } from './formats.ts';
import { VALIDATION } from './messages.ts';
import { optionalTextOf, periodOrder, requiredDate, requiredText } from './content-fields.ts';
import { PAYMENT_DEADLINE, paymentDeadlineHoursSchema } from './payment.ts';
import { SEATING_MESSAGES } from './seat-choice.ts';
import { WAITLIST, waitlistOfferMinutesSchema } from './waitlist.ts';
import { digitsOnly, idField, INT32_MAX, isValidDate, optionalText, TIME_PATTERN } from './validators.ts';

/** salesOpenAt in an answer; the server always sends it (an answer without it reads as null: open). */
export const salesOpenAtAnswer = z
  .string()
  .nullable()
  .default(null)
  .describe('Seoul wall-clock YYYY-MM-DDTHH:MM when reservations open; null: open since publishing');

export const scheduleSchema = z
  .object({
    scheduleId: z.number().int(),
    /** Performance number: 1회차, 2회차 … */
    order: z.number().int(),
    date: z.string().describe('YYYY-MM-DD'),
    time: z.string().describe('HH:MM:SS'),
    cost: z.number().int(),
    applyPeople: z.number().int(),
    maxPeople: z.number().int(),
    /** Per-person cap for one reservation. */
    maxTickets: z.number().int(),
    /** Seats are chosen on the hall's map (wishSeats); cost is then the lowest grade's price. */
    seated: z.boolean().default(false),
  })
  .meta({ id: 'Schedule' });
export type Schedule = z.infer<typeof scheduleSchema>;

/** GET /show/detail/{showId}. The spec's client accepts showName or title and photo or poster; we send showName and photo. */
export const showDetailSchema = z
  .object({
    showId: z.number().int(),
    showName: z.string(),
    photo: imageUrl,
    clubId: z.number().int(),
    clubName: z.string(),
    introductionLetter: z.string(),
    location: z.string(),
    startDate: z.string(),
    endDate: z.string(),
    runtime: z.number().int(),
    manager: z.string(),
    managerPhoneNumber: z.string(),
    noticeLetter: z.string(),
    qrImage: imageUrl,
    earlyBird: z.boolean(),
    /** Hours a student has to pay after reserving (never later than an hour before the schedule). */
    paymentDeadlineHours: z.number().int(),
    /** When reservations open (docs/product.md#sales-opening); null: open since publishing. */
    salesOpenAt: salesOpenAtAnswer,
    /** A sold-out schedule takes a waiting list (docs/product.md#waiting-list). */
    waitlistEnabled: z.boolean(),
    scheduleList: z.array(scheduleSchema),
    shareImage: shareImageUrl,
  })
  .meta({ id: 'ShowDetail' });
export type ShowDetail = z.infer<typeof showDetailSchema>;

export const reservationRequest = z
  .object({
    scheduleId: idField('회차를 선택해주세요.'),
    wishToPurchaseTickets: z
      .number({ error: VALIDATION.ticketMin })
      .int(VALIDATION.integer)
      .min(1, VALIDATION.ticketMin)
      .max(LIMITS.maxPeoplePerSchedule, VALIDATION.tooLarge),
    /** A seated schedule's chosen seats by key (docs/product.md#assigned-seats): as many as the tickets, all or none. */
    wishSeats: z
      .array(
        z
          .string()
          .min(1)
          .max(LIMITS.hallLabelMax * 3 + 8),
        { error: SEATING_MESSAGES.seatsRequired },
      )
      .max(LIMITS.hallSeatsMax, VALIDATION.tooLarge)
      .optional(),
  })
  .superRefine((body, ctx) => {
    if (!body.wishSeats) return;
    if (body.wishSeats.length !== body.wishToPurchaseTickets) {
      ctx.addIssue({ code: 'custom', path: ['wishSeats'], message: SEATING_MESSAGES.seatCountMismatch });
    } else if (new Set(body.wishSeats).size !== body.wishSeats.length) {
      ctx.addIssue({ code: 'custom', path: ['wishSeats'], message: SEATING_MESSAGES.seatTwice });
    }
  });
export type ReservationRequest = z.infer<typeof reservationRequest>;

/** The reservation result (spec: "not shown"): everything the success modal shows for the bank transfer. */
export const reservationResultSchema = z
  .object({
    reservationId: z.number().int(),
    scheduleId: z.number().int(),
    showId: z.number().int(),
    showName: z.string(),
    order: z.number().int(),
    date: z.string(),
    time: z.string(),
    ticketCount: z.number().int(),
    unitPrice: z.number().int(),
    amount: z.number().int(),
    qrImage: imageUrl,
    bankName: z.string(),
    accountNumber: z.string(),
    accountName: z.string(),
    /** Student id + name, the name the transfer must be sent under. */
    depositName: z.string(),
    /** Seats left in the schedule after this reservation. */
    seatsLeft: z.number().int(),
    /** The seats taken, by key ([] for unnumbered tickets). */
    seats: z.array(z.string()).default([]),
    /** Pay by this time or the reservation expires and its seats are released. */
    payBy: isoDateTime,
  })
  .meta({ id: 'ReservationResult' });
export type ReservationResult = z.infer<typeof reservationResultSchema>;

// ---- the manager's show form: POST /manager/show/create, PUT and GET /manager/show/update/{id} ----

const dots = (date: string) => date.replaceAll('-', '.');

/** The show form's messages: the form shows them, the server answers them; a schedule's messages name its 회차. */
export const SHOW_MESSAGES = {
  nameRequired: '공연 이름을 입력해주세요',
  nameTooLong: VALIDATION.charLimit('공연 이름', LIMITS.titleMax),
  posterRequired: '포스터 이미지를 등록해주세요',
  qrRequired: '송금 QR 이미지를 등록해주세요',
  locationRequired: '장소를 입력해주세요',
  runtimeRequired: '러닝타임을 0보다 큰 숫자로 입력해주세요',
  schedulesRequired: '회차를 1개 이상 등록해주세요',
  scheduleDate: (n: number) => `${n}회차의 날짜를 선택해주세요`,
  scheduleTime: (n: number) => `${n}회차의 시간을 선택해주세요`,
  scheduleCost: (n: number) => `${n}회차의 가격을 입력해주세요`,
  scheduleCostPositive: (n: number) => `${n}회차의 가격은 0원보다 커야 합니다`,
  scheduleSeats: (n: number) => `${n}회차의 좌석 수를 입력해주세요`,
  scheduleSeatsBelowSold: (n: number, sold: number) =>
    `${n}회차의 좌석 수는 이미 예매된 ${sold}석보다 적을 수 없습니다`,
  scheduleOutsidePeriod: (n: number, startDate: string, endDate: string) =>
    `${n}회차 날짜가 공연 기간(${startDate === endDate ? dots(startDate) : `${dots(startDate)} ~ ${dots(endDate)}`}) 밖입니다.`,
  schedulePast: (n: number) => `${n}회차는 이미 지난 일시입니다. 지금 이후의 날짜와 시간으로 정해주세요.`,
  introTooLong: VALIDATION.charLimit('공연 소개', LIMITS.introMax),
  noticeTooLong: VALIDATION.charLimit('유의사항', LIMITS.noticeMax),
  startDateRequired: '공연 시작일을 선택해주세요',
  endDateRequired: '공연 종료일을 선택해주세요',
  bankRequired: '은행을 선택해주세요',
  accountNumberRequired: '계좌번호를 입력해주세요',
  accountNameRequired: '예금주를 입력해주세요',
  accountFixed: '은행, 계좌번호, 예금주는 공연을 등록한 뒤 바꿀 수 없습니다.',
  salesOpenInvalid: '예매 오픈 시각을 올바른 날짜와 시간으로 입력해주세요',
  salesOpenPast: '예매 오픈 시각이 이미 지났습니다. 지금 이후로 정하거나 비워두세요',
  salesOpenAfterLastSchedule: '예매 오픈 시각은 마지막 회차가 시작하기 전이어야 합니다',
  /** The reservation's refusal before sales open (409 SALES_NOT_OPEN); `at` as formatSalesOpen gives it. */
  salesNotOpen: (at: string) => `예매는 ${at}에 열립니다.`,
} as const;

/** The 회차 number of an issue inside scheduleDtoList (its index + 1), read from the issue's path. */
function scheduleNumber(path: readonly PropertyKey[] | undefined): number {
  const at = path ? path.indexOf('scheduleDtoList') : -1;
  const index = at >= 0 ? path![at + 1] : undefined;
  return typeof index === 'number' ? index + 1 : 1;
}

/** A message naming the schedule the issue belongs to. */
const perSchedule =
  (message: (n: number) => string) =>
  (issue: { path?: PropertyKey[] }): string =>
    message(scheduleNumber(issue.path));

// ---- sales opening (docs/product.md#sales-opening) ----

/**
 * `salesOpenAt` everywhere in the contract: a Seoul wall-clock date and time to the minute, "YYYY-MM-DDTHH:MM" (what
 * a datetime-local input gives), like the schedules' dates and times. The server stores the instant (ISO UTC).
 */
export const SALES_OPEN_PATTERN = /^\d{4}-\d{2}-\d{2}T([01]\d|2[0-3]):[0-5]\d$/;

export function isValidSalesOpenAt(value: string): boolean {
  return SALES_OPEN_PATTERN.test(value) && isValidDate(value.slice(0, 10));
}

/** The instant a salesOpenAt value denotes (Korea keeps no daylight saving time). */
export function salesOpenInstant(value: string): Date {
  return new Date(`${value}:00+09:00`);
}

/** The salesOpenAt value of an instant (seconds dropped). */
export function toSalesOpenAt(instant: Date): string {
  return seoulDateTime(instant).slice(0, 16);
}

const WEEKDAY_LETTERS = ['일', '월', '화', '수', '목', '금', '토'];

/** "12월 1일 (월) 오후 8:00": a salesOpenAt value as the server's refusal and the web's screens say it. */
export function formatSalesOpen(value: string): string {
  const [, month, day, hour, minute] = /^\d{4}-(\d{2})-(\d{2})T(\d{2}):(\d{2})/.exec(value) ?? [];
  if (!month || !day || !hour || !minute) return value;
  const weekday = WEEKDAY_LETTERS[new Date(`${value.slice(0, 10)}T00:00:00Z`).getUTCDay()];
  const h = Number(hour);
  return `${Number(month)}월 ${Number(day)}일 (${weekday}) ${h < 12 ? '오전' : '오후'} ${h % 12 === 0 ? 12 : h % 12}:${minute}`;
}

/** The last schedule's start as a salesOpenAt value (sales must open before it); undefined without a usable one. */
export function lastScheduleStart(
  schedules: readonly { date?: unknown; time?: unknown }[],
): string | undefined {
  let last: string | undefined;
  for (const s of schedules) {
    const date = typeof s?.date === 'string' ? s.date : '';
    const time = typeof s?.time === 'string' ? s.time : '';
    if (!isValidDate(date) || !TIME_PATTERN.test(time)) continue;
    const start = `${date}T${time.slice(0, 5)}`;
    if (!last || start > last) last = start;
  }
  return last;
}

export type SalesOpenIssue = 'salesOpenPast' | 'salesOpenAfterLastSchedule';

/**
 * What is wrong with a well-formed salesOpenAt: in the past (checked on create, `now` given), or not before the last
 * schedule's start (a schedule that has started takes no reservations).
 */
export function salesOpenIssue(
  value: string,
  schedules: readonly { date?: unknown; time?: unknown }[],
  now?: Date,
): SalesOpenIssue | undefined {
  if (now && value < toSalesOpenAt(now)) return 'salesOpenPast';
  const last = lastScheduleStart(schedules);
  if (last && value >= last) return 'salesOpenAfterLastSchedule';
  return undefined;
}

/** salesOpenAt in a request: a valid value, or null (open on publishing). */
const salesOpenAtValue = z
  .string({ error: SHOW_MESSAGES.salesOpenInvalid })
  .trim()
  .refine(isValidSalesOpenAt, SHOW_MESSAGES.salesOpenInvalid)
  .nullable();

export interface ScheduleTiming {
  date: string;
  /** HH:MM:SS */
  time: string;
  /** A new or changed schedule may not lie in the past; an existing one left as it was may. */
  checkPast: boolean;
}

export interface ScheduleTimingIssue {
  /** Position in the list: schedule number − 1. */
  index: number;
  field: 'date' | 'time';
  message: string;
}

/**
 * A schedule's date lies within the show's period, and a new or changed schedule is not in the past (Seoul time).
 * Malformed dates and times are left to their own field checks.
 */
export function scheduleTimingIssues(
  period: { startDate: string; endDate: string },
  schedules: readonly ScheduleTiming[],
  now: Date = new Date(),
): ScheduleTimingIssue[] {
  const { startDate, endDate } = period;
  const periodKnown = isValidDate(startDate) && isValidDate(endDate) && startDate <= endDate;
  const current = seoulDateTime(now);
  const issues: ScheduleTimingIssue[] = [];
  schedules.forEach((s, index) => {
    if (!isValidDate(s.date)) return;
    const n = index + 1;
    if (periodKnown && (s.date < startDate || s.date > endDate)) {
      issues.push({
        index,
        field: 'date',
        message: SHOW_MESSAGES.scheduleOutsidePeriod(n, startDate, endDate),
      });
    } else if (s.checkPast && TIME_PATTERN.test(s.time) && `${s.date}T${s.time}` < current) {
      const field = s.date < current.slice(0, 10) ? 'date' : 'time';
      issues.push({ index, field, message: SHOW_MESSAGES.schedulePast(n) });
    }
  });
  return issues;
}

export const scheduleDtoSchema = z.object({
  /** Present for an existing schedule on edit; absent for a new one. */
  id: idField().optional(),
  orderIndex: z.number().int().min(1).max(INT32_MAX, VALIDATION.tooLarge),
  date: z.string({ error: perSchedule(SHOW_MESSAGES.scheduleDate) }).refine(isValidDate, {
    error: (issue) =>
      issue.input === '' ? perSchedule(SHOW_MESSAGES.scheduleDate)(issue) : VALIDATION.invalidDate,
  }),
  /** HH:MM:SS; the form sends an unchosen time as ''. */
  time: z.string({ error: perSchedule(SHOW_MESSAGES.scheduleTime) }).regex(TIME_PATTERN, {
    error: (issue) =>
      issue.input === '' ? perSchedule(SHOW_MESSAGES.scheduleTime)(issue) : VALIDATION.invalidTime,
  }),
  cost: z
    .number({ error: perSchedule(SHOW_MESSAGES.scheduleCost) })
    .int(VALIDATION.integer)
    .positive({ error: perSchedule(SHOW_MESSAGES.scheduleCostPositive) })
    .max(LIMITS.maxCost, VALIDATION.tooLarge),
  maxTicket: z
    .number({ error: VALIDATION.notNegative })
    .int(VALIDATION.integer)
    .min(LIMITS.minMaxTicket, VALIDATION.notNegative)
    .max(LIMITS.maxPeoplePerSchedule, VALIDATION.tooLarge)
    .default(LIMITS.defaultMaxTicket),
  maxPeople: z
    .number({ error: perSchedule(SHOW_MESSAGES.scheduleSeats) })
    .int(VALIDATION.integer)
    .positive({ error: perSchedule(SHOW_MESSAGES.scheduleSeats) })
    .max(LIMITS.maxPeoplePerSchedule, VALIDATION.tooLarge)
    .default(LIMITS.defaultMaxPeople),
  /**
   * A hall of the club: the schedule sells its seats (docs/product.md#assigned-seats), maxPeople then follows the
   * seat plan. Null or absent: unnumbered tickets.
   */
  hallId: idField().nullable().optional(),
});
export type ScheduleDto = z.infer<typeof scheduleDtoSchema>;

const showEditableFields = {
  location: requiredText(LIMITS.shortTextMax, SHOW_MESSAGES.locationRequired, '장소'),
  startDate: requiredDate(SHOW_MESSAGES.startDateRequired),
  endDate: requiredDate(SHOW_MESSAGES.endDateRequired),
  runtime: z
    .number({ error: SHOW_MESSAGES.runtimeRequired })
    .int(VALIDATION.integer)
    .positive(SHOW_MESSAGES.runtimeRequired)
    .max(LIMITS.maxRuntimeMinutes, VALIDATION.tooLarge),
  manager: optionalText(LIMITS.nameMax),
  managerPhoneNumber: optionalText(LIMITS.shortTextMax),
  maxPeople: z.number().int().positive().max(LIMITS.maxPeoplePerSchedule).default(LIMITS.defaultMaxPeople),
  introductionLetter: optionalTextOf(LIMITS.introMax, '공연 소개'),
  noticeLetter: optionalTextOf(LIMITS.noticeMax, '유의사항'),
  earlyBird: z.boolean().default(false),
  scheduleDtoList: z
    .array(scheduleDtoSchema)
    .min(1, SHOW_MESSAGES.schedulesRequired)
    .max(LIMITS.maxSchedulesPerShow, VALIDATION.tooLarge),
};

type TimedShow = { startDate: string; endDate: string; scheduleDtoList: ScheduleDto[] };

const text = (value: unknown) => (typeof value === 'string' ? value : '');

/**
 * Adds the schedule timing issues at their fields ("scheduleDtoList.1.date"). Runs even while other fields have
 * problems (malformed dates and times are left to their own checks), so every problem is reported at once.
 */
function scheduleTiming(pastApplies: (s: Partial<ScheduleDto>) => boolean) {
  const check = (value: TimedShow, ctx: z.RefinementCtx) => {
    const schedules = value.scheduleDtoList.map((s) => ({
      date: text(s?.date),
      time: text(s?.time),
      checkPast: pastApplies(s ?? {}),
    }));
    const period = { startDate: text(value.startDate), endDate: text(value.endDate) };
    for (const issue of scheduleTimingIssues(period, schedules)) {
      ctx.addIssue({
        code: 'custom',
        path: ['scheduleDtoList', issue.index, issue.field],
        message: issue.message,
      });
    }
  };
  const when = (payload: { value: unknown }) =>
    Array.isArray((payload.value as { scheduleDtoList?: unknown } | null)?.scheduleDtoList);
  return [check, { when }] as const;
}

/**
 * salesOpenAt before the last schedule's start and, on create, not in the past (the server checks the stored value
 * against edited schedules too). Runs while other fields have problems, like the schedule timing.
 */
function salesOpening(checkPast: boolean) {
  const check = (
    value: { salesOpenAt?: string | null; scheduleDtoList: unknown[] },
    ctx: z.RefinementCtx,
  ) => {
    const at = value.salesOpenAt;
    if (typeof at !== 'string' || !isValidSalesOpenAt(at)) return;
    const schedules = Array.isArray(value.scheduleDtoList)
      ? (value.scheduleDtoList as { date?: unknown; time?: unknown }[])
      : [];
    const issue = salesOpenIssue(at, schedules, checkPast ? new Date() : undefined);
    if (issue) ctx.addIssue({ code: 'custom', path: ['salesOpenAt'], message: SHOW_MESSAGES[issue] });
  };
  const when = (payload: { value: unknown }) => {
    const at = (payload.value as { salesOpenAt?: unknown } | null)?.salesOpenAt;
    return typeof at === 'string';
  };
  return [check, { when }] as const;
}

/** Multipart part `request` of POST /manager/show/create; `poster` and `qr` file parts are both required. */
export const showCreateRequest = z
  .object({
    name: requiredText(LIMITS.titleMax, SHOW_MESSAGES.nameRequired, '공연 이름'),
    accountNumber: z
      .string({ error: SHOW_MESSAGES.accountNumberRequired })
      .trim()
      .min(1, SHOW_MESSAGES.accountNumberRequired)
      .max(LIMITS.accountNumberMax, VALIDATION.maxLength(LIMITS.accountNumberMax))
      .refine((v) => digitsOnly(v) === v, VALIDATION.accountDigits),
    accountName: requiredText(LIMITS.nameMax, SHOW_MESSAGES.accountNameRequired, '예금주'),
    accountBankName: z.enum(BANKS, { error: SHOW_MESSAGES.bankRequired }),
    ...showEditableFields,
    paymentDeadlineHours: paymentDeadlineHoursSchema.default(PAYMENT_DEADLINE.defaultHours),
    waitlistEnabled: z.boolean().default(WAITLIST.defaultEnabled),
    /** How long seats offered to the next student in line stay held for them. */
    waitlistOfferMinutes: waitlistOfferMinutesSchema.default(WAITLIST.defaultOfferMinutes),
    /** Absent or null: reservations open as soon as the show is published. */
    salesOpenAt: salesOpenAtValue.optional(),
  })
  .refine(...periodOrder)
  .superRefine(...scheduleTiming(() => true))
  .superRefine(...salesOpening(true));
export type ShowCreateRequest = z.input<typeof showCreateRequest>;

/**
 * Multipart part `request` of PUT /manager/show/update/{id}. The name is fixed after creation (ignored if sent); the
 * transfer account (bank, number, holder) is fixed too: the form leaves it out, and the server refuses a changed one.
 * New schedules may not be in the past; the server applies the same to changed ones.
 */
export const showUpdateRequest = z
  .object({
    ...showEditableFields,
    /** Applies to reservations made after the change; left out, the show keeps its deadline. */
    paymentDeadlineHours: paymentDeadlineHoursSchema.optional(),
    /** Left out: unchanged. Turned off, nobody new joins and returned seats stay open to all. */
    waitlistEnabled: z.boolean().optional(),
    waitlistOfferMinutes: waitlistOfferMinutesSchema.optional(),
    /** Left out: unchanged; null: cleared (open now); a value: sales open then (may be in the past: open now). */
    salesOpenAt: salesOpenAtValue.optional(),
    accountNumber: z.string().trim().optional(),
    accountName: z.string().trim().optional(),
    accountBankName: z.string().trim().optional(),
  })
  .refine(...periodOrder)
  .superRefine(...scheduleTiming((s) => s.id === undefined))
  .superRefine(...salesOpening(false));
export type ShowUpdateRequest = z.input<typeof showUpdateRequest>;

/** GET /manager/show/update/{id}: the form's fields plus images and the schedules with their sold seats. */
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
    paymentDeadlineHours: z.number().int(),
    salesOpenAt: salesOpenAtAnswer,
    waitlistEnabled: z.boolean(),
    waitlistOfferMinutes: z.number().int(),
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
        /** The hall a seated schedule sells (docs/product.md#assigned-seats); null: unnumbered tickets. */
        hallId: z.number().int().nullable().default(null),
      }),
    ),
  })
  .meta({ id: 'ShowEdit' });
export type ShowEdit = z.infer<typeof showEditSchema>;
