import { VALIDATION } from '@moa/contract';
import { AppError } from './app-error.ts';

const NUL = '\u0000';

/**
 * The dotted paths ("scheduleDtoList.0.location") of every string, or object key, that holds a NUL character.
 * PostgreSQL cannot store one, and SQLite would, so no request may carry one on either database. Walks without
 * recursion, so a deeply nested body cannot exhaust the stack.
 */
export function nulPaths(value: unknown): string[] {
  const found: string[] = [];
  const stack: [unknown, string][] = [[value, '']];
  while (stack.length > 0) {
    const [v, path] = stack.pop()!;
    if (typeof v === 'string') {
      if (v.includes(NUL)) found.push(path || '_');
    } else if (Array.isArray(v)) {
      v.forEach((item, i) => stack.push([item, path ? `${path}.${i}` : String(i)]));
    } else if (v !== null && typeof v === 'object') {
      for (const [key, item] of Object.entries(v)) {
        const at = path ? `${path}.${key}` : key;
        if (key.includes(NUL)) found.push(at);
        else stack.push([item, at]);
      }
    }
  }
  return found.reverse();
}

/** Refuses a value that holds a NUL character anywhere: 400 with the offending fields. */
export function refuseNul(...values: unknown[]): void {
  const paths = values.flatMap((v) => nulPaths(v));
  if (paths.length === 0) return;
  const fieldErrors = Object.fromEntries(
    paths.map((p) => [p.replaceAll(NUL, '\\0'), VALIDATION.invalidCharacter]),
  );
  throw new AppError('VALIDATION_FAILED', VALIDATION.invalidCharacter, fieldErrors);
}
