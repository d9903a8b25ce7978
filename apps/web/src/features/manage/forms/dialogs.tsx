/**
 * The dialogs of the content forms, all on the shared <dialog> Modal: an alert that resolves when closed (the spec's
 * alerts), a confirm dialog and a help dialog.
 */
import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { Button } from '../../../components/Button';
import { AlertIcon, CheckIcon, HelpIcon } from '../../../components/icons';
import { Modal } from '../../../components/Modal';
import { ko } from '../../../text/ko';
import styles from '../../../components/dialogs.module.css';

export interface AlertOptions {
  title: string;
  message?: ReactNode;
  tone?: 'default' | 'danger' | 'success';
}

/**
 * `alert(options)` opens a modal alert and resolves once it is closed (after the dialog has given focus back), so the
 * caller can then move focus to a field or navigate. Render `element` once in the screen.
 */
export function useAlertDialog() {
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
  return { alert, element };
}

export interface ConfirmDialogProps {
  open: boolean;
  title: string;
  body?: ReactNode;
  confirmLabel: string;
  onConfirm: () => void;
  onCancel: () => void;
}

export function ConfirmDialog({ open, title, body, confirmLabel, onConfirm, onCancel }: ConfirmDialogProps) {
  return (
    <Modal
      open={open}
      onClose={onCancel}
      alert
      icon={<HelpIcon size={26} />}
      title={title}
      actions={
        <>
          <Button variant="secondary" onClick={onCancel}>
            {ko.common.cancel}
          </Button>
          <Button
            onClick={onConfirm}
            // eslint-disable-next-line jsx-a11y/no-autofocus -- initial focus of a modal <dialog>
            autoFocus
          >
            {confirmLabel}
          </Button>
        </>
      }
    >
      {body}
    </Modal>
  );
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
