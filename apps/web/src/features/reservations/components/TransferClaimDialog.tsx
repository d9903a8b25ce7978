import type { ReservationCard } from '@moa/contract';
import { WalletIcon } from '../../../components/icons';
import { toSeoulLocalInput } from '../../../lib/format';
import { ko } from '../../../text/ko';
import { studentKo } from '../../../text/ko-student';
import { useTransferClaim, useRefetchReservations } from '../api/queries';
import { FormModal, useDialogForm } from '../../../components/form/FormModal';
import modalStyles from './modals.module.css';
import { TransferClaimForm, type ClaimValues } from './TransferClaimForm';

const t = studentKo.claim;

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
  const claim = useTransferClaim();
  const refetchList = useRefetchReservations();
  const dialog = useDialogForm(onClose, refetchList);
  return (
    <FormModal
      state={dialog}
      open={card !== null}
      icon={<WalletIcon size={24} />}
      title={card?.transferClaim ? t.editTitle : t.title}
      submitLabel={card?.transferClaim ? ko.common.save : t.submit}
      busyLabel={t.sending}
    >
      {card ? (
        <>
          <p className={modalStyles.note}>{t.lead}</p>
          <TransferClaimForm
            id={dialog.formId}
            initialValues={initialValues(card, Date.now())}
            error={dialog.error}
            onBusy={dialog.setBusy}
            onFailed={dialog.onFailed}
            save={async (body) => {
              dialog.setError(null);
              await claim.mutateAsync({ reservationId: card.reservationId, body });
              onClose();
            }}
          />
        </>
      ) : null}
    </FormModal>
  );
}
