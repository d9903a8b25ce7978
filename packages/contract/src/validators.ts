import { z } from 'zod';
import { LIMITS } from './limits.ts';
import { VALIDATION } from './messages.ts';
import { isHttpUrl, isValidDate, PHONE_PATTERN, STUDENT_ID_PATTERN, TIME_PATTERN } from './formats.ts';

export * from './formats.ts';

// ---- zod building blocks used by request schemas ----

export const trimmed = (max: number, requiredMessage: string = VALIDATION.required) =>
  z.string({ error: requiredMessage }).trim().min(1, requiredMessage).max(max, VALIDATION.maxLength(max));

export const optionalText = (max: number) =>
  z.string().trim().max(max, VALIDATION.maxLength(max)).default('');

export const nameField = z
  .string({ error: VALIDATION.nameRequired })
  .trim()
  .min(1, VALIDATION.nameRequired)
  .max(LIMITS.nameMax, VALIDATION.nameTooLong);

export const studentIdField = z
  .string({ error: VALIDATION.studentIdRequired })
  .trim()
  .min(1, VALIDATION.studentIdRequired)
  .regex(STUDENT_ID_PATTERN, VALIDATION.studentIdLength);

export const phoneField = z
  .string({ error: VALIDATION.phoneRequired })
  .trim()
  .min(1, VALIDATION.phoneRequired)
  .regex(PHONE_PATTERN, VALIDATION.phoneFormat);

export const dateField = z
  .string({ error: VALIDATION.invalidDate })
  .refine(isValidDate, VALIDATION.invalidDate);

export const timeField = z
  .string({ error: VALIDATION.invalidTime })
  .regex(TIME_PATTERN, VALIDATION.invalidTime);

/** An optional link: empty means none; anything else must be http(s). */
export const optionalUrl = z
  .string()
  .trim()
  .max(LIMITS.urlMax, VALIDATION.maxLength(LIMITS.urlMax))
  .refine((v) => v === '' || isHttpUrl(v), VALIDATION.invalidUrl)
  .default('');

export const requiredUrl = z
  .string({ error: VALIDATION.required })
  .trim()
  .min(1, VALIDATION.required)
  .max(LIMITS.urlMax, VALIDATION.maxLength(LIMITS.urlMax))
  .refine(isHttpUrl, VALIDATION.invalidUrl);

/** The largest value an integer column holds (PostgreSQL's `integer`); every id and count in a request stays within it. */
export const INT32_MAX = 2_147_483_647;

/** A record id in a request body: a positive integer that fits its column. */
export const idField = (message: string = VALIDATION.required) =>
  z.number({ error: message }).int(VALIDATION.integer).positive(message).max(INT32_MAX, VALIDATION.tooLarge);

/** A record id in a path or query string. */
export const idParam = z.coerce.number().int().positive().max(INT32_MAX);

/** A period's end may not come before its start; the message lands on endDate. */
export const endNotBeforeStart = (v: { startDate: string; endDate: string }) => v.endDate >= v.startDate;
export const dateOrderIssue = { message: VALIDATION.dateOrder, path: ['endDate'] };
