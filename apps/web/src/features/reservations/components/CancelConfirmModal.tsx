import type { ReservationCard } from '@moa/contract';
import { useState } from 'react';
import { ConfirmDialog } from '../../../components/dialogs';
import { TicketIcon } from '../../../components/icons';
import { isApiError } from '../../../lib/api-client';
import { describeError } from '../../../lib/api-errors';
import { formatTickets } from '../../../lib/format';
import { openSessionExpired } from '../../../lib/session';
import { studentKo } from '../../../text/ko-student';
import { useCancelRequest, useCancelReservation } from '../api/queries';
import styles from '../routes/MyPage.module.css';

const text = studentKo.myPage;
const c = studentKo.cancelling;

/** cancel: an unpaid reservation cancelled at once; withdraw: a pending cancel request taken back. */
export type CancelTarget = { card: ReservationCard; action: 'cancel' | 'withdraw' } | null;

/**
 * The confirmations of /mypage's cancel actions (docs/product.md#cancelling-and-refunds): 예매 취소 of an unpaid
 * reservation (its seats go back at once) and 요청 철회. A lost session closes it and opens the session-expired
 * modal; a refusal shows the server's message in the modal; anything else says it could not be done.
 */
export function CancelConfirmModal({ target, onDone }: { target: CancelTarget; onDone: () => void }) {
  const withdraw = useCancelRequest();
  const cancel = useCancelReservation();
  const [error, setError] = useState<string | null>(null);
  const pending = withdraw.isPending || cancel.isPending;
  const cancelling = target?.action === 'cancel';
  const failed = cancelling ? c.cancelFailed : text.cancelFailed;

  const close = () => {
    if (pending) return;
    setError(null);
    onDone();
  };
  const onError = (failure: unknown) => {
    const { reaction } = describeError(failure);
    if (reaction === 'signIn') {
      onDone();
      openSessionExpired();
      return;
    }
    setError(reaction !== 'retry' && isApiError(failure) ? failure.message : failed);
  };
  const confirm = () => {
    if (!target || pending) return;
    setError(null);
    const reservationId = target.card.reservationId;
    if (cancelling) cancel.mutate(reservationId, { onSuccess: onDone, onError });
    else withdraw.mutate({ reservationId, on: false }, { onSuccess: onDone, onError });
  };

  return (
    <ConfirmDialog
      open={target !== null}
      tone={cancelling ? 'danger' : 'default'}
      icon={<TicketIcon size={24} />}
      title={cancelling ? c.cancelTitle : text.withdrawTitle}
      confirmLabel={cancelling ? c.cancelConfirm : text.withdrawConfirm}
      cancelLabel={text.keep}
      busy={pending}
      busyLabel={text.working}
      onConfirm={confirm}
      onCancel={close}
    >
      {target ? (
        <>
          {cancelling
            ? c.cancelBody(target.card.title, formatTickets(target.card.ticketCount))
            : text.withdrawBody}
          {error ? (
            <span className={styles.modalError} role="alert">
              {error}
            </span>
          ) : null}
        </>
      ) : null}
    </ConfirmDialog>
  );
}
