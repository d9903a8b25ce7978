/**
 * The manager area's alerts and confirmations, on the app's Modal (native <dialog>): the spec's "alert" is a modal
 * with one 확인 button, as everywhere else in the app.
 */
import { useCallback, useState, type ReactNode } from 'react';
import { Button } from '../../../../components/Button';
import { AlertIcon } from '../../../../components/icons';
import { Modal } from '../../../../components/Modal';
import { ko } from '../../../../text/ko';

export interface AlertOptions {
  title?: string;
  /** Called once the alert is acknowledged (e.g. to start the token-expired flow). */
  onClose?: () => void;
  tone?: 'default' | 'danger';
}

interface AlertState extends AlertOptions {
  message: ReactNode;
}

/** An alert modal driven by a function: const [alert, alertDialog] = useAlert(); alert('…'); render alertDialog. */
export function useAlert(): [(message: ReactNode, options?: AlertOptions) => void, ReactNode] {
  // the content stays while the dialog closes, so nothing flickers
  const [state, setState] = useState<AlertState & { open: boolean }>({ open: false, message: null });

  const show = useCallback((message: ReactNode, options: AlertOptions = {}) => {
    setState({ open: true, message, ...options });
  }, []);

  const close = () => {
    const onClose = state.onClose;
    setState((current) => ({ ...current, open: false, onClose: undefined }));
    onClose?.();
  };

  const element = (
    <Modal
      open={state.open}
      onClose={close}
      alert
      tone={state.tone ?? 'default'}
      icon={<AlertIcon size={26} />}
      title={state.title ?? ko.managerArea.holders.alertTitle}
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
      {state.message}
    </Modal>
  );
  return [show, element];
}

export interface ConfirmDialogProps {
  open: boolean;
  title: ReactNode;
  children?: ReactNode;
  confirmLabel: string;
  busyLabel?: string;
  busy?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/** A destructive confirmation: 취소 (focused first, the safe choice) and a red confirm button. */
export function ConfirmDialog({
  open,
  title,
  children,
  confirmLabel,
  busyLabel,
  busy = false,
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  return (
    <Modal
      open={open}
      onClose={busy ? () => undefined : onCancel}
      dismissible={!busy}
      alert
      tone="danger"
      icon={<AlertIcon size={26} />}
      title={title}
      actions={
        <>
          <Button
            variant="secondary"
            onClick={onCancel}
            disabled={busy}
            // eslint-disable-next-line jsx-a11y/no-autofocus -- initial focus of a modal <dialog> (safe choice)
            autoFocus
          >
            {ko.common.cancel}
          </Button>
          <Button variant="danger" onClick={onConfirm} disabled={busy} aria-busy={busy}>
            {busy && busyLabel ? busyLabel : confirmLabel}
          </Button>
        </>
      }
    >
      {children}
    </Modal>
  );
}
