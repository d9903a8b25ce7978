/**
 * The show form's schema: the form's values as the request of POST /manager/show/create or
 * PUT /manager/show/update/{id}, checked by the contract's request schema (its rules and messages), plus what only the
 * form knows: the poster and QR files, the seats already sold, and which existing schedules were moved.
 */
import {
  LIMITS,
  scheduleTimingIssues,
  SEATING_MESSAGES,
  SHOW_MESSAGES,
  showCreateRequest,
  showUpdateRequest,
  toScheduleTime,
} from '@moa/contract';
import { z } from 'zod';
import type { FormMode, ScheduleValues, ShowFormValues } from './model';

const digits = (value: string) => (value === '' ? null : Number(value));

const image = (required: string) => z.custom<File>((value) => value instanceof File, { error: required });
const optionalImage = z.custom<File>((value) => value instanceof File).nullable();

const timeOf = (s: ScheduleValues) =>
  s.hour !== '' && s.minute !== '' ? toScheduleTime(s.hour, s.minute) : '';

/**
 * The schedules as the request's scheduleDtoList; an unchosen time is '' and an empty number null. A seated schedule
 * sends its hall and no seat count (the server counts the hall's painted seats); a hall not chosen yet is left out
 * and reported by the form's own check.
 */
function scheduleList(schedules: ScheduleValues[]) {
  return schedules.map((s, i) => {
    const seated = s.seating === 'seated';
    return {
      ...(s.scheduleId !== undefined ? { id: s.scheduleId } : {}),
      orderIndex: i + 1,
      date: s.date,
      time: timeOf(s),
      cost: digits(s.cost),
      maxTicket: s.maxTicket,
      ...(seated ? {} : { maxPeople: digits(s.maxPeople) }),
      // absent: unnumbered tickets (a schedule moved out of its hall too)
      ...(seated && s.hallId !== '' ? { hallId: Number(s.hallId) } : {}),
    };
  });
}

/** The request fields both calls share; the edit request leaves out the name and the transfer account. */
function editable(values: ShowFormValues) {
  const list = scheduleList(values.schedules);
  return {
    location: values.location,
    startDate: values.startDate,
    endDate: values.endDate,
    runtime: digits(values.runtime),
    manager: values.manager,
    managerPhoneNumber: values.managerPhoneNumber,
    // The show's own capacity: the largest schedule (each schedule carries its own seats).
    maxPeople: list.reduce((max, s) => Math.max(max, s.maxPeople ?? 0), 0) || LIMITS.defaultMaxPeople,
    introductionLetter: values.introductionLetter,
    noticeLetter: values.noticeLetter,
    earlyBird: values.earlyBird === 'yes',
    paymentDeadlineHours: digits(values.paymentDeadlineHours),
    // empty: sales open on publishing (on edit, null clears a set time)
    salesOpenAt: values.salesOpenAt === '' ? null : values.salesOpenAt,
    waitlistEnabled: values.waitlistEnabled,
    // off, the minutes are not asked: a new show keeps the default, an edit the saved value
    ...(values.waitlistEnabled ? { waitlistOfferMinutes: digits(values.waitlistOfferMinutes) } : {}),
    scheduleDtoList: list,
  };
}

/**
 * What only the form knows, checked next to the request: a schedule keeps at least its sold seats, and an existing
 * schedule moved to another date or time may not be in the past (a new one is the contract's own check).
 */
const scheduleChecks = z
  .array(
    z.object({
      sold: z.number(),
      seats: z.number().nullable(),
      date: z.string(),
      time: z.string(),
      moved: z.boolean(),
      /** 좌석 지정 chosen without a hall. */
      hallMissing: z.boolean(),
    }),
  )
  .optional();
const period = z.object({ startDate: z.string(), endDate: z.string() });

function checkSchedules(
  value: { scheduleChecks?: z.infer<typeof scheduleChecks>; period: z.infer<typeof period> },
  ctx: z.RefinementCtx,
) {
  const schedules = value.scheduleChecks ?? [];
  schedules.forEach((s, i) => {
    if (s.hallMissing) {
      ctx.addIssue({
        code: 'custom',
        path: ['scheduleDtoList', i, 'hallId'],
        message: SEATING_MESSAGES.hallRequired(i + 1),
      });
    }
    if (s.seats !== null && s.seats > 0 && s.seats < s.sold) {
      ctx.addIssue({
        code: 'custom',
        path: ['scheduleDtoList', i, 'maxPeople'],
        message: SHOW_MESSAGES.scheduleSeatsBelowSold(i + 1, s.sold),
      });
    }
  });
  const timing = scheduleTimingIssues(
    value.period,
    schedules.map((s) => ({ date: s.date, time: s.time, checkPast: s.moved })),
  );
  for (const issue of timing) {
    if (!schedules[issue.index]?.moved) continue;
    ctx.addIssue({
      code: 'custom',
      path: ['scheduleDtoList', issue.index, issue.field],
      message: issue.message,
    });
  }
}

const createChecks = z
  .object({
    poster: image(SHOW_MESSAGES.posterRequired),
    qr: image(SHOW_MESSAGES.qrRequired),
    scheduleChecks,
    period,
  })
  .superRefine(checkSchedules);

const editChecks = z.object({ poster: optionalImage, scheduleChecks, period }).superRefine(checkSchedules);

/** The form's values as one object: the request's fields, the files and what the form checks itself. */
function draftOf(mode: FormMode) {
  return (input: unknown) => {
    const values = input as ShowFormValues;
    const checks = {
      poster: values.poster,
      qr: values.qr,
      period: { startDate: values.startDate, endDate: values.endDate },
      scheduleChecks: values.schedules.map((s) => ({
        sold: s.applyPeople,
        // a seated schedule's count is the hall's, not the form's
        seats: s.seating === 'seated' ? null : digits(s.maxPeople),
        date: s.date,
        time: timeOf(s),
        moved:
          mode === 'edit' && s.saved !== undefined && (s.saved.date !== s.date || s.saved.time !== timeOf(s)),
        hallMissing: s.seating === 'seated' && s.hallId === '',
      })),
    };
    if (mode === 'edit') return { ...checks, ...editable(values) };
    return {
      ...checks,
      ...editable(values),
      name: values.name,
      accountNumber: values.accountNumber,
      accountName: values.accountName,
      accountBankName: values.accountBankName,
    };
  };
}

/** POST /manager/show/create: the checked request and both images. */
export const showCreateForm = z
  .preprocess(draftOf('create'), z.intersection(createChecks, showCreateRequest))
  .transform(({ poster, qr, scheduleChecks: _s, period: _p, ...request }) => ({
    request,
    files: { poster, qr },
  }));

/** PUT /manager/show/update/{id}: the checked request and a new poster, if one was picked (the QR is never sent). */
export const showUpdateForm = z
  .preprocess(draftOf('edit'), z.intersection(editChecks, showUpdateRequest))
  .transform(({ poster, scheduleChecks: _s, period: _p, ...request }) => ({ request, files: { poster } }));

export type ShowCreateBody = z.output<typeof showCreateForm>;
export type ShowUpdateBody = z.output<typeof showUpdateForm>;

/** The order the show form is checked in: the first problem in it is the one alerted and focused. */
export function showFieldOrder(values: ShowFormValues): string[] {
  return [
    'name',
    'poster',
    'qr',
    'location',
    'runtime',
    'schedules',
    ...values.schedules.flatMap((_, i) =>
      ['date', 'hour', 'minute', 'cost', 'hallId', 'maxPeople', 'maxTicket'].map(
        (key) => `schedules.${i}.${key}`,
      ),
    ),
    'salesOpenAt',
    'introductionLetter',
    'noticeLetter',
    'startDate',
    'endDate',
    'accountBankName',
    'accountNumber',
    'accountName',
    'paymentDeadlineHours',
    'waitlistEnabled',
    'waitlistOfferMinutes',
  ];
}

const FIELDS = new Set([
  'poster',
  'qr',
  'name',
  'introductionLetter',
  'startDate',
  'endDate',
  'location',
  'runtime',
  'manager',
  'managerPhoneNumber',
  'accountBankName',
  'accountNumber',
  'accountName',
  'noticeLetter',
  'paymentDeadlineHours',
  'salesOpenAt',
  'waitlistEnabled',
  'waitlistOfferMinutes',
]);

/**
 * A request path as the form's field: "scheduleDtoList.0.time" is the schedule's hour select, or its minute select
 * when only the hour is chosen; a schedule's id or number is its date.
 */
export function showFieldOf(path: string, values?: unknown): string | null {
  if (path === 'scheduleDtoList') return 'schedules';
  const schedule = /^scheduleDtoList\.(\d+)\.(\w+)$/.exec(path);
  if (schedule) {
    const index = Number(schedule[1]);
    const key = schedule[2]!;
    const at = (field: string) => `schedules.${index}.${field}`;
    if (key === 'time') {
      const s = (values as ShowFormValues | undefined)?.schedules[index];
      return at(s && s.hour !== '' && s.minute === '' ? 'minute' : 'hour');
    }
    if (key === 'id' || key === 'orderIndex') return at('date');
    return at(key);
  }
  return FIELDS.has(path) ? path : null;
}

/** The show form's schemas, check order and field mapping. */
export const SHOW_FORM_OPTIONS = {
  create: showCreateForm,
  update: showUpdateForm,
  fieldOrder: showFieldOrder,
  fieldOf: showFieldOf,
  idPrefix: 'show',
};
