/**
 * The app's alerts and confirmations, on the shared <dialog> Modal: an alert that resolves once closed (so the caller
 * can then focus a field or navigate), a confirmation, a help dialog, and the alert of a failed call, which starts
 * signing in again when the session is gone.
 */
import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { describeError, type ErrorReaction, type ErrorTexts } from '../lib/api-errors';
import { openSessionExpired } from '../lib/session';
import { ko } from '../text/ko';
import { Button } from './Button';
import { AlertIcon, CheckIcon, HelpIcon } from './icons';
import { Modal } from './Modal';
import styles from './dialogs.module.css';

export interface AlertOptions {
  title: string;
  message?: ReactNode;
  tone?: 'default' | 'danger' | 'success';
}

export type FailureTitle = string | ((reaction: ErrorReaction) => string);

export interface AlertDialog {
  /** Opens an alert; resolves once it is closed and focus is back where it was. */
  alert: (options: AlertOptions) => Promise<void>;
  /**
   * Alerts what a failed call means (lib/api-errors.ts); a lost session then opens the session-expired modal. The
   * title may depend on the reaction (e.g. 인증 오류 for a lost session, 권한 오류 for a forbidden one).
   */
  alertFailure: (error: unknown, title: FailureTitle, texts?: ErrorTexts) => Promise<void>;
  /** Render once in the screen. */
  element: ReactNode;
}

export function useAlertDialog(): AlertDialog {
  const [current, setCurrent] = useState<AlertOptions | null>(null);
  const resolveRef = useRef<(() => void) | null>(null);

  const alert = useCallback(
    (options: AlertOptions) =>
      new Promise<void>((resolve) => {
        resolveRef.current?.();
        resolveRef.current = resolve;
        setCurrent(options);
      }),
    [],
  );
  const close = useCallback(() => setCurrent(null), []);

  const alertFailure = useCallback(
    async (error: unknown, title: FailureTitle, texts?: ErrorTexts) => {
      const outcome = describeError(error, texts);
      const heading = typeof title === 'function' ? title(outcome.reaction) : title;
      await alert({ title: heading, message: outcome.message, tone: 'danger' });
      if (outcome.reaction === 'signIn') openSessionExpired();
    },
    [alert],
  );

  // Runs after the Modal's own effect has closed the <dialog> (child effects run first).
  useEffect(() => {
    if (current === null && resolveRef.current) {
      const resolve = resolveRef.current;
      resolveRef.current = null;
      resolve();
    }
  }, [current]);

  const tone = current?.tone ?? 'default';
  const element = (
    <Modal
      open={current !== null}
      onClose={close}
      alert
      tone={tone === 'danger' ? 'danger' : 'default'}
      icon={
        tone === 'success' ? (
          <span className={styles.success}>
            <CheckIcon size={26} />
          </span>
        ) : (
          <AlertIcon size={26} />
        )
      }
      title={current?.title ?? ''}
      actions={
        <Button
          onClick={close}
          // eslint-disable-next-line jsx-a11y/no-autofocus -- initial focus of a modal <dialog>
          autoFocus
        >
          {ko.common.ok}
        </Button>
      }
    >
      {current?.message}
    </Modal>
  );
  return { alert, alertFailure, element };
}

export interface ConfirmDialogProps {
  open: boolean;
  title: ReactNode;
  children?: ReactNode;
  confirmLabel: string;
  /** The way out without doing it: 취소 by default (닫기 where the action itself is a cancellation). */
  cancelLabel?: string;
  onConfirm: () => void;
  onCancel: () => void;
  /** The icon over the title: a warning (danger) or a question by default. */
  icon?: ReactNode;
  /** 'danger': a red confirm button, and focus starts on 취소 (the safe choice); else on the confirm button. */
  tone?: 'default' | 'danger';
  /** While the confirmed action runs: both buttons wait and the confirm button says busyLabel. */
  busy?: boolean;
  busyLabel?: string;
}

export function ConfirmDialog({
  open,
  title,
  children,
  confirmLabel,
  cancelLabel = ko.common.cancel,
  onConfirm,
  onCancel,
  icon,
  tone = 'default',
  busy = false,
  busyLabel,
}: ConfirmDialogProps) {
  const danger = tone === 'danger';
  return (
    <Modal
      open={open}
      onClose={busy ? () => undefined : onCancel}
      dismissible={!busy}
      alert
      tone={tone}
      icon={icon ?? (danger ? <AlertIcon size={26} /> : <HelpIcon size={26} />)}
      title={title}
      actions={
        <>
          <Button
            variant="secondary"
            onClick={onCancel}
            disabled={busy}
            // eslint-disable-next-line jsx-a11y/no-autofocus -- initial focus of a modal <dialog> (safe choice)
            autoFocus={danger}
          >
            {cancelLabel}
          </Button>
          <Button
            variant={danger ? 'danger' : 'primary'}
            onClick={onConfirm}
            disabled={busy}
            aria-busy={busy}
            // eslint-disable-next-line jsx-a11y/no-autofocus -- initial focus of a modal <dialog>
            autoFocus={!danger}
          >
            {busy && busyLabel ? busyLabel : confirmLabel}
          </Button>
        </>
      }
    >
      {children}
    </Modal>
  );
}

export interface ConfirmOptions {
  title: ReactNode;
  body?: ReactNode;
  confirmLabel: string;
  tone?: 'default' | 'danger';
}

export interface ConfirmDialogControl {
  /** Opens a confirmation; resolves true (confirmed) or false (cancelled) once it is closed. */
  confirm: (options: ConfirmOptions) => Promise<boolean>;
  /** Render once in the screen. */
  element: ReactNode;
}

/** A confirmation to await, e.g. between a form's check and its save. */
export function useConfirmDialog(): ConfirmDialogControl {
  const [current, setCurrent] = useState<ConfirmOptions | null>(null);
  const resolveRef = useRef<((ok: boolean) => void) | null>(null);
  const answerRef = useRef(false);

  const confirm = useCallback(
    (options: ConfirmOptions) =>
      new Promise<boolean>((resolve) => {
        resolveRef.current?.(false);
        resolveRef.current = resolve;
        answerRef.current = false;
        setCurrent(options);
      }),
    [],
  );
  const close = useCallback((ok: boolean) => {
    answerRef.current = ok;
    setCurrent(null);
  }, []);

  // Resolves after the Modal has closed and given focus back (child effects run first).
  useEffect(() => {
    if (current === null && resolveRef.current) {
      const resolve = resolveRef.current;
      resolveRef.current = null;
      resolve(answerRef.current);
    }
  }, [current]);

  const element = (
    <ConfirmDialog
      open={current !== null}
      title={current?.title ?? ''}
      confirmLabel={current?.confirmLabel ?? ''}
      tone={current?.tone}
      onConfirm={() => close(true)}
      onCancel={() => close(false)}
    >
      {current?.body}
    </ConfirmDialog>
  );
  return { confirm, element };
}

export interface HelpDialogProps {
  open: boolean;
  onClose: () => void;
  title: string;
  items: readonly { term: string; detail: string }[];
}

export function HelpDialog({ open, onClose, title, items }: HelpDialogProps) {
  return (
    <Modal
      open={open}
      onClose={onClose}
      icon={<HelpIcon size={26} />}
      title={title}
      actions={
        <Button
          onClick={onClose}
          // eslint-disable-next-line jsx-a11y/no-autofocus -- initial focus of a modal <dialog>
          autoFocus
        >
          {ko.common.close}
        </Button>
      }
    >
      <dl className={styles.help}>
        {items.map((item) => (
          <div key={item.term} className={styles.helpItem}>
            <dt className={styles.helpTerm}>{item.term}</dt>
            <dd className={styles.helpDetail}>{item.detail}</dd>
          </div>
        ))}
      </dl>
    </Modal>
  );
}
