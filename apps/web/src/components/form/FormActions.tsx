/** The submit bar at the foot of a content form: an optional status line, "취소" and the submit button. */
import type { ReactNode } from 'react';
import { Button } from '../Button';
import { CheckIcon, ErrorIcon } from '../icons';
import { formsKo } from '../../text/ko-forms';
import styles from './Form.module.css';

const c = formsKo;

export interface FormActionsProps {
  /** Saving: both buttons are disabled and the submit button is aria-busy. */
  busy: boolean;
  submitLabel: string;
  onCancel: () => void;
  /** Shown before the buttons (a status line). */
  children?: ReactNode;
  /** A status line before the buttons: a problem count, a save, a restored draft; announced politely. */
  status?: { message: string; tone: 'success' | 'error' } | null;
}

function StatusLine({ status }: { status: FormActionsProps['status'] }) {
  return (
    <div className={styles.status} aria-live="polite">
      {status ? (
        <p
          className={`${styles.banner} ${status.tone === 'error' ? styles.bannerError : styles.bannerSuccess}`}
        >
          {status.tone === 'error' ? <ErrorIcon size={18} /> : <CheckIcon size={18} />}
          {status.message}
        </p>
      ) : null}
    </div>
  );
}

export function FormActions({ busy, submitLabel, onCancel, children, status }: FormActionsProps) {
  return (
    // sticky at the foot of the screen: focused fields stop above it (data-sticky-inset)
    <div className={styles.actions} data-sticky-inset="bottom">
      {children}
      {status !== undefined ? <StatusLine status={status} /> : null}
      <Button variant="secondary" onClick={onCancel} disabled={busy}>
        {c.cancel}
      </Button>
      <Button type="submit" disabled={busy} aria-busy={busy}>
        {submitLabel}
      </Button>
    </div>
  );
}
