import { useId, useState, type ReactNode } from 'react';
import type { ErrorOutcome } from '../../lib/api-errors';
import { openSessionExpired } from '../../lib/session';
import { ko } from '../../text/ko';
import { Button } from '../Button';
import { Modal } from '../Modal';

/** The state a dialog keeps around its form (dialog-form.ts): busy, the error no field shows, closing. */
export interface DialogFormState {
  formId: string;
  busy: boolean;
  setBusy: (busy: boolean) => void;
  error: string | null;
  setError: (error: string | null) => void;
  /** Closes unless a save is under way. */
  close: () => void;
  /**
   * A failed save: a lost session closes the dialog and opens the session-expired modal; a failure no field shows is
   * said in the dialog; a refusal or a record gone (it changed meanwhile) calls `onRefused` (e.g. to fetch the list
   * again).
   */
  onFailed: (outcome: ErrorOutcome, fields: boolean) => void;
}

export function useDialogForm(onClose: () => void, onRefused?: () => void): DialogFormState {
  const formId = useId();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  return {
    formId,
    busy,
    setBusy,
    error,
    setError,
    close: () => {
      if (busy) return;
      setError(null);
      onClose();
    },
    onFailed: (outcome, fields) => {
      if (outcome.reaction === 'signIn') {
        onClose();
        openSessionExpired();
        return;
      }
      if (!fields) setError(outcome.message);
      if (outcome.reaction === 'refused' || outcome.reaction === 'notFound') onRefused?.();
    },
  };
}

/** A dialog around one form: 취소 and the submit button (outside the form, form={id}), waiting while it saves. */
export function FormModal({
  state,
  open,
  icon,
  title,
  submitLabel,
  busyLabel,
  children,
}: {
  state: DialogFormState;
  open: boolean;
  icon: ReactNode;
  title: string;
  submitLabel: string;
  busyLabel: string;
  children: ReactNode;
}) {
  const { busy, close, formId } = state;
  return (
    <Modal
      open={open}
      onClose={close}
      dismissible={!busy}
      icon={icon}
      title={title}
      actions={
        <>
          <Button variant="secondary" onClick={close} disabled={busy}>
            {ko.common.cancel}
          </Button>
          <Button type="submit" form={formId} disabled={busy} aria-busy={busy}>
            {busy ? busyLabel : submitLabel}
          </Button>
        </>
      }
    >
      {children}
    </Modal>
  );
}
