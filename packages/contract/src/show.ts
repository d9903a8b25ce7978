import { z } from 'zod';
import { imageUrl } from './common.ts';
import { BANKS, LIMITS } from './limits.ts';
import { VALIDATION } from './messages.ts';
import {
  dateField,
  dateOrderIssue,
  digitsOnly,
  endNotBeforeStart,
  idField,
  INT32_MAX,
  isValidDate,
  optionalText,
  TIME_PATTERN,
  timeField,
  trimmed,
} from './validators.ts';

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
    scheduleList: z.array(scheduleSchema),
  })
  .meta({ id: 'ShowDetail' });
export type ShowDetail = z.infer<typeof showDetailSchema>;

export const reservationRequest = z.object({
  scheduleId: idField('회차를 선택해주세요.'),
  wishToPurchaseTickets: z
    .number({ error: VALIDATION.ticketMin })
    .int(VALIDATION.integer)
    .min(1, VALIDATION.ticketMin)
    .max(LIMITS.maxPeoplePerSession, VALIDATION.tooLarge),
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
    /** Seats left in the session after this reservation. */
    seatsLeft: z.number().int(),
  })
  .meta({ id: 'ReservationResult' });
export type ReservationResult = z.infer<typeof reservationResultSchema>;

// ---- the manager's show form: POST /manager/show/create, PUT and GET /manager/show/update/{id} ----

const dots = (date: string) => date.replaceAll('-', '.');

/** Messages of the show rules that depend on more than one field; both the form and the server show them. */
export const SHOW_MESSAGES = {
  sessionOutsidePeriod: (n: number, startDate: string, endDate: string) =>
    `${n}회차 날짜가 공연 기간(${startDate === endDate ? dots(startDate) : `${dots(startDate)} ~ ${dots(endDate)}`}) 밖입니다.`,
  sessionPast: (n: number) => `${n}회차는 이미 지난 일시입니다. 지금 이후의 날짜와 시간으로 정해주세요.`,
  accountFixed: '은행, 계좌번호, 예금주는 공연을 등록한 뒤 바꿀 수 없습니다.',
} as const;

/** The Seoul wall-clock time of an instant as "YYYY-MM-DDTHH:MM:SS" (Korea keeps no daylight saving time). */
export function seoulDateTime(now: Date = new Date()): string {
  return new Date(now.getTime() + 9 * 60 * 60 * 1000).toISOString().slice(0, 19);
}

export interface SessionTiming {
  date: string;
  /** HH:MM:SS */
  time: string;
  /** A new or changed session may not lie in the past; an existing one left as it was may. */
  checkPast: boolean;
}

export interface SessionTimingIssue {
  /** Position in the list: session number − 1. */
  index: number;
  field: 'date' | 'time';
  message: string;
}

/**
 * A session's date lies within the show's period, and a new or changed session is not in the past (Seoul time).
 * Malformed dates and times are left to their own field checks.
 */
export function sessionTimingIssues(
  period: { startDate: string; endDate: string },
  sessions: readonly SessionTiming[],
  now: Date = new Date(),
): SessionTimingIssue[] {
  const { startDate, endDate } = period;
  const periodKnown = isValidDate(startDate) && isValidDate(endDate) && startDate <= endDate;
  const current = seoulDateTime(now);
  const issues: SessionTimingIssue[] = [];
  sessions.forEach((s, index) => {
    if (!isValidDate(s.date)) return;
    const n = index + 1;
    if (periodKnown && (s.date < startDate || s.date > endDate)) {
      issues.push({
        index,
        field: 'date',
        message: SHOW_MESSAGES.sessionOutsidePeriod(n, startDate, endDate),
      });
    } else if (s.checkPast && TIME_PATTERN.test(s.time) && `${s.date}T${s.time}` < current) {
      const field = s.date < current.slice(0, 10) ? 'date' : 'time';
      issues.push({ index, field, message: SHOW_MESSAGES.sessionPast(n) });
    }
  });
  return issues;
}

export const scheduleDtoSchema = z.object({
  /** Present for an existing session on edit; absent for a new one. */
  id: idField().optional(),
  orderIndex: z.number().int().min(1).max(INT32_MAX, VALIDATION.tooLarge),
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
  introductionLetter: optionalText(LIMITS.introMax),
  noticeLetter: optionalText(LIMITS.noticeMax),
  earlyBird: z.boolean().default(false),
  scheduleDtoList: z
    .array(scheduleDtoSchema)
    .min(1, '회차를 1개 이상 등록해주세요.')
    .max(LIMITS.maxSessionsPerShow, VALIDATION.tooLarge),
};

type TimedShow = { startDate: string; endDate: string; scheduleDtoList: ScheduleDto[] };

/** Adds the session timing issues at their fields ("scheduleDtoList.1.date"). */
function checkSessionTiming(pastApplies: (s: ScheduleDto) => boolean) {
  return (value: TimedShow, ctx: z.RefinementCtx) => {
    const sessions = value.scheduleDtoList.map((s) => ({
      date: s.date,
      time: s.time,
      checkPast: pastApplies(s),
    }));
    for (const issue of sessionTimingIssues(value, sessions)) {
      ctx.addIssue({
        code: 'custom',
        path: ['scheduleDtoList', issue.index, issue.field],
        message: issue.message,
      });
    }
  };
}

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
    accountName: trimmed(LIMITS.nameMax, '예금주를 입력해주세요.'),
    accountBankName: z.enum(BANKS, { error: VALIDATION.invalidChoice }),
    ...showEditableFields,
  })
  .refine(endNotBeforeStart, dateOrderIssue)
  .superRefine(checkSessionTiming(() => true));
export type ShowCreateRequest = z.input<typeof showCreateRequest>;

/**
 * Multipart part `request` of PUT /manager/show/update/{id}. The name is fixed after creation (ignored if sent); the
 * transfer account (bank, number, holder) is fixed too: the form leaves it out, and the server refuses a changed one.
 * New sessions may not be in the past; the server applies the same to changed ones.
 */
export const showUpdateRequest = z
  .object({
    ...showEditableFields,
    accountNumber: z.string().trim().optional(),
    accountName: z.string().trim().optional(),
    accountBankName: z.string().trim().optional(),
  })
  .refine(endNotBeforeStart, dateOrderIssue)
  .superRefine(checkSessionTiming((s) => s.id === undefined));
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
