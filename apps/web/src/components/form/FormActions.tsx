/** The submit bar at the foot of a content form: an optional status line, "취소" and the submit button. */
import type { ReactNode } from 'react';
import { Button } from '../Button';
import { ko } from '../../text/ko';
import styles from './Form.module.css';

const c = ko.contentForms;

export interface FormActionsProps {
  /** Saving: both buttons are disabled and the submit button is aria-busy. */
  busy: boolean;
  submitLabel: string;
  onCancel: () => void;
  /** Shown before the buttons (a status line). */
  children?: ReactNode;
}

export function FormActions({ busy, submitLabel, onCancel, children }: FormActionsProps) {
  return (
    // sticky at the foot of the screen: focused fields stop above it (data-sticky-inset)
    <div className={styles.actions} data-sticky-inset="bottom">
      {children}
      <Button variant="secondary" onClick={onCancel} disabled={busy}>
        {c.cancel}
      </Button>
      <Button type="submit" disabled={busy} aria-busy={busy}>
        {submitLabel}
      </Button>
    </div>
  );
}
