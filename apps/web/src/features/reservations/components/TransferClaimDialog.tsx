import type { ReservationCard } from '@moa/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { Button } from '../../../components/Button';
import { WalletIcon } from '../../../components/icons';
import { Modal } from '../../../components/Modal';
import { toSeoulLocalInput } from '../../../lib/format';
import { openSessionExpired } from '../../../lib/session';
import { ko } from '../../../text/ko';
import { reservationKeys, useTransferClaim } from '../api/queries';
import modalStyles from './modals.module.css';
import { TransferClaimForm, type ClaimValues } from './TransferClaimForm';

const t = ko.claim;

function initialValues(card: ReservationCard, now: number): ClaimValues {
  const claim = card.transferClaim;
  return {
    transferredAt: toSeoulLocalInput(new Date(claim ? claim.transferredAt : now)),
    amount: String(claim ? claim.amount : card.price),
    depositName: claim ? claim.depositName : card.depositName,
  };
}

/**
 * "입금했어요" and its 수정 (docs/product.md#payment-and-cancel-requests): the student says when, how much and under
 * which name they sent the money; first time now, the card's price and deposit name, afterwards what they said. A
 * lost session closes it and opens the session-expired modal; a refusal (say the reservation expired meanwhile) is
 * said in the dialog by the error table, and the list is fetched again.
 */
export function TransferClaimDialog({
  card,
  onClose,
}: {
  card: ReservationCard | null;
  onClose: () => void;
}) {
  const formId = useId();
  const queryClient = useQueryClient();
  const claim = useTransferClaim();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const close = () => {
    if (busy) return;
    setError(null);
    onClose();
  };

  return (
    <Modal
      open={card !== null}
      onClose={close}
      dismissible={!busy}
      icon={<WalletIcon size={24} />}
      title={card?.transferClaim ? t.editTitle : t.title}
      actions={
        <>
          <Button variant="secondary" onClick={close} disabled={busy}>
            {ko.common.cancel}
          </Button>
          <Button type="submit" form={formId} disabled={busy} aria-busy={busy}>
            {busy ? t.sending : card?.transferClaim ? ko.common.save : t.submit}
          </Button>
        </>
      }
    >
      {card ? (
        <>
          <p className={modalStyles.note}>{t.lead}</p>
          <TransferClaimForm
            id={formId}
            initialValues={initialValues(card, Date.now())}
            error={error}
            onBusy={setBusy}
            save={async (body) => {
              setError(null);
              await claim.mutateAsync({ reservationId: card.reservationId, body });
              onClose();
            }}
            onFailed={(outcome, fields) => {
              if (outcome.reaction === 'signIn') {
                onClose();
                openSessionExpired();
                return;
              }
              if (!fields) setError(outcome.message);
              if (outcome.reaction === 'refused' || outcome.reaction === 'notFound') {
                void queryClient.invalidateQueries({ queryKey: reservationKeys.list });
              }
            }}
          />
        </>
      ) : null}
    </Modal>
  );
}
