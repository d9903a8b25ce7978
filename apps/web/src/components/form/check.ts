/**
 * Checking form values against a contract schema: every problem becomes a form field's message, and the problems
 * come back in the form's own check order, so the first one is the one the user is told about and taken to.
 */
import type { z } from 'zod';

export interface FieldIssue {
  /** The form field's name, e.g. 'schedules.1.cost'. */
  field: string;
  message: string;
}

/**
 * A request path ('scheduleDtoList.0.time') as a form field ('schedules.0.hour'); null: not a field of the form. The
 * form's values are given too, for a request field that stands for more than one control (hour and minute).
 */
export type FieldOf = (path: string, values?: unknown) => string | null;

export const samePath: FieldOf = (path) => (path === '' ? null : path);

/**
 * One message per field (the first reported), ordered by `order`; fields the order does not name keep the order
 * they were reported in, after the named ones.
 */
export function orderIssues(
  entries: Iterable<readonly [path: string, message: string]>,
  order: readonly string[],
  fieldOf: FieldOf = samePath,
  values?: unknown,
): FieldIssue[] {
  const byField = new Map<string, string>();
  for (const [path, message] of entries) {
    const field = fieldOf(path, values);
    if (field !== null && !byField.has(field)) byField.set(field, message);
  }
  const rank = (field: string) => {
    const index = order.indexOf(field);
    return index === -1 ? order.length : index;
  };
  return [...byField]
    .map(([field, message]) => ({ field, message }))
    .sort((a, b) => rank(a.field) - rank(b.field));
}

export type CheckResult<T> = { ok: true; data: T } | { ok: false; issues: FieldIssue[] };

/** Parses the values with the schema: its output, or its problems as ordered field issues. */
export function checkValues<T>(
  schema: z.ZodType<T>,
  values: unknown,
  order: readonly string[],
  fieldOf: FieldOf = samePath,
): CheckResult<T> {
  const result = schema.safeParse(values);
  if (result.success) return { ok: true, data: result.data };
  const entries = result.error.issues.map((issue) => [issue.path.join('.'), issue.message] as const);
  return { ok: false, issues: orderIssues(entries, order, fieldOf, values) };
}
