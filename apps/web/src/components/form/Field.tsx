/**
 * Building blocks of the content forms: the page header, a section card, one labelled field with its hint, character
 * counter and error, and the ids that tie them together (aria-describedby).
 */
import { useId, type ReactNode } from 'react';
import { useDocumentTitle } from '../../lib/document-title';
import { formsKo } from '../../text/ko-forms';
import styles from './Form.module.css';
import { ErrorIcon, InfoIcon } from '../icons';
import { Row } from '../Row';

const t = formsKo;

export const hintId = (id: string) => `${id}-hint`;
export const errorId = (id: string) => `${id}-error`;

/** The aria-describedby value of a control: its hint and its error, when shown. */
export function describedBy(id: string, parts: { hint?: boolean; error?: boolean }): string | undefined {
  const ids = [parts.hint ? hintId(id) : null, parts.error ? errorId(id) : null].filter(Boolean);
  return ids.length > 0 ? ids.join(' ') : undefined;
}

export function FieldError({ id, message }: { id: string; message?: string }) {
  if (!message) return null;
  return (
    <p id={errorId(id)} className={styles.error}>
      <ErrorIcon size={16} />
      <span>{message}</span>
    </p>
  );
}

export function CharCounter({ value, max }: { value: number; max: number }) {
  const over = value > max;
  return (
    <span className={`${styles.counter} ${over ? styles.counterOver : ''}`} aria-hidden="true">
      {t.counter(value, max)}
    </span>
  );
}

export interface FieldProps {
  /** Id of the control the label names. */
  id: string;
  label: ReactNode;
  required?: boolean;
  optional?: boolean;
  hint?: ReactNode;
  error?: string;
  /** Current length and cap of a text field. */
  counter?: { value: number; max: number };
  /** A group of controls (radios, time selects): a fieldset whose legend is the label. */
  group?: boolean;
  className?: string;
  children: ReactNode;
}

/** The label text; a required field gets a red asterisk drawn by CSS (not part of the name), optional a "(선택)". */
function LabelText({ label, required, optional }: Pick<FieldProps, 'label' | 'required' | 'optional'>) {
  return (
    <>
      {required ? <span className={styles.requiredLabel}>{label}</span> : label}
      {optional ? <span className={styles.optionalMark}>({t.optional})</span> : null}
    </>
  );
}

export function Field({
  id,
  label,
  required,
  optional,
  hint,
  error,
  counter,
  group = false,
  className,
  children,
}: FieldProps) {
  // A legend must be the fieldset's first child to name it, so a group has no counter row around it.
  const labelRow = group ? (
    <legend className={styles.label}>
      <LabelText label={label} required={required} optional={optional} />
    </legend>
  ) : (
    <div className={styles.labelRow}>
      <label htmlFor={id} className={styles.label}>
        <LabelText label={label} required={required} optional={optional} />
      </label>
      {counter ? <CharCounter value={counter.value} max={counter.max} /> : null}
    </div>
  );
  const body = (
    <>
      {labelRow}
      {children}
      {hint ? (
        <p id={hintId(id)} className={styles.hint}>
          {hint}
        </p>
      ) : null}
      <FieldError id={id} message={error} />
    </>
  );
  const classes = [styles.field, className].filter(Boolean).join(' ');
  return group ? (
    <fieldset className={classes} aria-describedby={describedBy(id, { hint: !!hint, error: !!error })}>
      {body}
    </fieldset>
  ) : (
    <div className={classes}>{body}</div>
  );
}

export function Section({
  title,
  description,
  children,
  id,
}: {
  title: string;
  description?: ReactNode;
  children: ReactNode;
  id?: string;
}) {
  const generated = useId();
  const headingId = id ? `${id}-heading` : generated;
  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <div className={styles.sectionHead}>
        <h2 id={headingId} className={styles.sectionTitle}>
          {title}
        </h2>
        {description ? <p className={styles.sectionDescription}>{description}</p> : null}
      </div>
      {children}
    </section>
  );
}

/** The page around a form: heading, lead text and the required-field note; sets the document title. */
export function FormLayout({
  title,
  lead,
  aside,
  back,
  wide = false,
  children,
}: {
  title: string;
  lead?: ReactNode;
  /** A form with a preview beside it (the hall's drawing): the page takes more of a wide screen. */
  wide?: boolean;
  /** Extra header content on the right (e.g. the help button). */
  aside?: ReactNode;
  /** A link back to the parent page, above the heading. */
  back?: ReactNode;
  children: ReactNode;
}) {
  useDocumentTitle(title);
  return (
    <div className={wide ? `${styles.page} ${styles.pageWide}` : styles.page}>
      <div className={styles.header}>
        {back}
        <Row gap={3} align="center" justify="between" wrap>
          <h1 className={styles.heading}>{title}</h1>
          {aside}
        </Row>
        {lead ? <p className={styles.lead}>{lead}</p> : null}
        <p className={styles.requiredNote}>{t.requiredNote}</p>
      </div>
      {children}
    </div>
  );
}

export function Note({ children }: { children: ReactNode }) {
  return (
    <p className={styles.note}>
      <InfoIcon size={16} />
      <span>{children}</span>
    </p>
  );
}

/** A form-level failure (not tied to one field), announced at once; nothing when there is none. */
export function FormErrorNotice({ message, className }: { message: string | null; className?: string }) {
  return message ? (
    <p className={className} role="alert">
      {message}
    </p>
  ) : null;
}
