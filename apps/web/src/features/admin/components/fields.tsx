import type { ReactNode } from 'react';
import styles from '../admin.module.css';

export interface FieldProps {
  id: string;
  label: string;
  error?: string | null;
  hint?: ReactNode;
  /** Shown at the right of the label (e.g. "선택" or a character count). */
  aside?: ReactNode;
  children: ReactNode;
}

/** A labelled form field with its error (or hint) below; the control's ids follow `${id}-error` / `${id}-hint`. */
export function Field({ id, label, error, hint, aside, children }: FieldProps) {
  return (
    <div className={`${styles.field} ${error ? styles.invalid : ''}`}>
      <div className={styles.labelRow}>
        <label htmlFor={id} className={styles.label}>
          {label}
        </label>
        {aside ? <span className={styles.aside}>{aside}</span> : null}
      </div>
      {children}
      {error ? (
        <p id={`${id}-error`} className={styles.error}>
          {error}
        </p>
      ) : hint ? (
        <p id={`${id}-hint`} className={styles.hint}>
          {hint}
        </p>
      ) : null}
    </div>
  );
}

/** aria-describedby for a control of <Field>. */
export function describedBy(id: string, error?: string | null, hint?: unknown): string | undefined {
  if (error) return `${id}-error`;
  return hint ? `${id}-hint` : undefined;
}

/** The first message per field of a zod error's issues. */
export function issuesByField(issues: readonly { path: PropertyKey[]; message: string }[]) {
  const out: Record<string, string> = {};
  for (const issue of issues) {
    const key = String(issue.path[0] ?? '');
    if (key && !out[key]) out[key] = issue.message;
  }
  return out;
}
