/**
 * Plain checks and formats of user input (no zod): what screens use while typing and showing data, kept apart from
 * the schemas so a page that only shows data loads no zod (docs/decisions/0007-first-load.md). validators.ts
 * re-exports them.
 */
import { ACCEPTED_IMAGE_TYPES, LIMITS } from './limits.ts';
import { VALIDATION } from './messages.ts';

/**
 * The Seoul wall-clock time of an instant as "YYYY-MM-DDTHH:MM:SS" (Korea keeps no daylight saving time). Plain
 * arithmetic rather than Intl: the browser's first Intl formatter of a page costs tens of milliseconds of start-up
 * (docs/decisions/0018-signed-in-first-load.md).
 */
export function seoulDateTime(now: Date = new Date()): string {
  return new Date(now.getTime() + 9 * 60 * 60 * 1000).toISOString().slice(0, 19);
}

/** docs/product.md#validation-rules: digits only, auto-formatted 3-4-4 with hyphens, never longer than 13 characters. */
export function formatPhone(input: string): string {
  const digits = input.replace(/\D/g, '').slice(0, 11);
  if (digits.length <= 3) return digits;
  if (digits.length <= 7) return `${digits.slice(0, 3)}-${digits.slice(3)}`;
  return `${digits.slice(0, 3)}-${digits.slice(3, 7)}-${digits.slice(7)}`;
}

export const PHONE_PATTERN = /^\d{3}-\d{4}-\d{4}$/;
export const STUDENT_ID_PATTERN = new RegExp(`^\\d{${LIMITS.studentIdLength}}$`);
export const DATE_PATTERN = /^\d{4}-\d{2}-\d{2}$/;
export const TIME_PATTERN = /^([01]\d|2[0-3]):[0-5]\d:[0-5]\d$/;

export function isValidPhone(value: string): boolean {
  return PHONE_PATTERN.test(value);
}

/** Keeps digits only, at most the student id's length: what the student id input accepts while typing. */
export function sanitizeStudentId(input: string): string {
  return input.replace(/\D/g, '').slice(0, LIMITS.studentIdLength);
}

/** A student id of the admission year and a serial number, as long as the university's ids are (examples, demo data). */
export function studentIdOf(year: number, serial: number): string {
  return `${year}${String(serial).padStart(LIMITS.studentIdLength - 4, '0')}`;
}

export function isValidStudentId(value: string): boolean {
  return STUDENT_ID_PATTERN.test(value);
}

/** A student id of 0, null or '' counts as missing (docs/product.md#validation-rules). */
export function isEmptyStudentId(value: string | number | null | undefined): boolean {
  return value === null || value === undefined || value === '' || value === 0 || value === '0';
}

export function digitsOnly(input: string): string {
  return input.replace(/\D/g, '');
}

export function isValidDate(value: string): boolean {
  if (!DATE_PATTERN.test(value)) return false;
  const d = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === value;
}

/** docs/product.md#manager-forms: hours 00-23 and minutes 00-59 are sent as HH:MM:SS with seconds 00. */
export function toScheduleTime(hour: string | number, minute: string | number): string {
  const h = String(hour).padStart(2, '0');
  const m = String(minute).padStart(2, '0');
  return `${h}:${m}:00`;
}

/** Only http and https links from user-entered data are ever rendered or stored. */
export function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
}

export type ImageCheck = { ok: true } | { ok: false; message: string };

/** An iPhone photo in HEIC/HEIF, known by its type or, where the browser gives none, by its name. */
export function isHeicFile(file: { type: string; name?: string }): boolean {
  return /^image\/hei[cf](-sequence)?$/i.test(file.type) || /\.hei[cf]$/i.test(file.name ?? '');
}

/** Browser-side convenience check of a picked image; the server judges the bytes themselves. */
export function checkImageFile(file: { type: string; size: number; name?: string }): ImageCheck {
  if (isHeicFile(file)) return { ok: false, message: VALIDATION.imageHeic };
  if (!(ACCEPTED_IMAGE_TYPES as readonly string[]).includes(file.type)) {
    return { ok: false, message: VALIDATION.imageType };
  }
  if (file.size > LIMITS.imageMaxBytes) return { ok: false, message: VALIDATION.imageSize };
  return { ok: true };
}
