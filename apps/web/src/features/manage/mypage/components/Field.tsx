import type { ReactNode } from 'react';
import styles from './Field.module.css';

export interface FieldProps {
  id: string;
  label: ReactNode;
  hint?: ReactNode;
  error?: string;
  /** e.g. "120/1000", shown at the right of the label row */
  counter?: ReactNode;
  children: ReactNode;
}

/** A labelled form field with its hint and error; the control gets aria-describedby={describedBy(id, …)}. */
export function Field({ id, label, hint, error, counter, children }: FieldProps) {
  return (
    <div className={`${styles.field} ${error ? styles.invalid : ''}`}>
      <div className={styles.labelRow}>
        <label htmlFor={id} className={styles.label}>
          {label}
        </label>
        {counter ? <span className={styles.counter}>{counter}</span> : null}
      </div>
      {children}
      {hint ? (
        <p id={`${id}-hint`} className={styles.hint}>
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className={styles.error} role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** The ids a control is described by: its hint and its error, when present. */
export function describedBy(id: string, hint: boolean, error: boolean): string | undefined {
  const ids = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean);
  return ids.length > 0 ? ids.join(' ') : undefined;
}

export { styles as fieldStyles };
