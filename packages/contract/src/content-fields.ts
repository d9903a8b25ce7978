/**
 * Field builders of the content requests (shows, events, recruiting posts): each names its own field in its messages,
 * so the form shows and the server answers the same words.
 */
import { z } from 'zod';
import { LIMITS } from './limits.ts';
import { LINK_LABELS, VALIDATION, type LinkName } from './messages.ts';
import { dateOrderIssue, endNotBeforeStart, isHttpUrl, isValidDate } from './validators.ts';

/** Required text, trimmed: `required` when empty, "{label}은/는 {max}자를 초과할 수 없습니다" when longer. */
export const requiredText = (max: number, required: string, label: string) =>
  z.string({ error: required }).trim().min(1, required).max(max, VALIDATION.charLimit(label, max));

/** Optional text, trimmed, empty by default, capped with its label. */
export const optionalTextOf = (max: number, label: string) =>
  z.string().trim().max(max, VALIDATION.charLimit(label, max)).default('');

/** A required YYYY-MM-DD date: `required` when empty, else a real calendar date. */
export const requiredDate = (required: string) =>
  z
    .string({ error: required })
    .refine(isValidDate, { error: (issue) => (issue.input === '' ? required : VALIDATION.invalidDate) });

/** An optional related link: empty, or an http(s) address of at most 500 characters, named by its label. */
export const optionalLink = (name: LinkName) => {
  const message = VALIDATION.linkInvalid(LINK_LABELS[name]);
  return z
    .string()
    .trim()
    .max(LIMITS.urlMax, message)
    .refine((v) => v === '' || isHttpUrl(v), message)
    .default('');
};

/**
 * The period's end may not come before its start (the message lands on endDate). Checked whenever both dates are
 * text, even while other fields have problems, so every problem is reported at once.
 */
export const periodOrder = [
  endNotBeforeStart,
  {
    ...dateOrderIssue,
    when: (payload: { value: unknown }) => {
      const v = payload.value as { startDate?: unknown; endDate?: unknown } | null;
      return typeof v?.startDate === 'string' && typeof v.endDate === 'string';
    },
  },
] as const;
