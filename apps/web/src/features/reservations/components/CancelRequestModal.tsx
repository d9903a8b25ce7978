import type { ReservationCard } from '@moa/contract';
import { useState } from 'react';
import { Button } from '../../../components/Button';
import { TicketIcon } from '../../../components/icons';
import { Modal } from '../../../components/Modal';
import { isApiError } from '../../../lib/api-client';
import { describeError } from '../../../lib/api-errors';
import { openSessionExpired } from '../../../lib/session';
import { ko } from '../../../text/ko';
import { useCancelRequest } from '../api/queries';
import styles from '../routes/MyPage.module.css';

const text = ko.myPage;

export type CancelTarget = { card: ReservationCard; on: boolean } | null;

/**
 * Asking to cancel a reservation (on) or withdrawing the request (off), after a confirmation
 * (docs/product.md#payment-and-cancel-requests). A lost session closes it and opens the session-expired modal; a
 * refusal shows the server's message in the modal; anything else says 취소 요청을 처리하지 못했습니다. 다시 시도해주세요.
 */
export function CancelRequestModal({ target, onDone }: { target: CancelTarget; onDone: () => void }) {
  const cancelRequest = useCancelRequest();
  const [error, setError] = useState<string | null>(null);
  const pending = cancelRequest.isPending;

  const close = () => {
    if (pending) return;
    setError(null);
    onDone();
  };
  const confirm = () => {
    if (!target || pending) return;
    setError(null);
    cancelRequest.mutate(
      { reservationId: target.card.reservationId, on: target.on },
      {
        onSuccess: onDone,
        onError: (failure) => {
          const { reaction } = describeError(failure);
          if (reaction === 'signIn') {
            onDone();
            openSessionExpired();
            return;
          }
          setError(reaction !== 'retry' && isApiError(failure) ? failure.message : text.cancelFailed);
        },
      },
    );
  };

  return (
    <Modal
      open={target !== null}
      onClose={close}
      dismissible={!pending}
      alert
      tone={target?.on ? 'danger' : 'default'}
      icon={<TicketIcon size={24} />}
      title={target?.on === false ? text.withdrawTitle : text.cancelTitle}
      actions={
        <>
          <Button variant="secondary" onClick={close} disabled={pending}>
            {text.keep}
          </Button>
          <Button
            variant={target?.on ? 'danger' : 'primary'}
            onClick={confirm}
            disabled={pending}
            aria-busy={pending}
          >
            {pending ? text.working : target?.on === false ? text.withdrawConfirm : text.cancelConfirm}
          </Button>
        </>
      }
    >
      {target ? (
        <>
          {target.on ? text.cancelBody(target.card.title) : text.withdrawBody}
          {error ? (
            <span className={styles.modalError} role="alert">
              {error}
            </span>
          ) : null}
        </>
      ) : null}
    </Modal>
  );
}
