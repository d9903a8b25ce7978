import type { ReservationCard } from '@moa/contract';
import { WalletIcon } from '../../../components/icons';
import { formatWon } from '../../../lib/format';
import { ko } from '../../../text/ko';
import { studentKo } from '../../../text/ko-student';
import { useCancelRequest, useRefetchReservations } from '../api/queries';
import { FormModal, useDialogForm } from '../../../components/form/FormModal';
import modalStyles from './modals.module.css';
import { RefundAccountForm, type AccountValues } from './RefundAccountForm';

const t = studentKo.cancelling;

function initialValues(card: ReservationCard, holder: string): AccountValues {
  const account = card.refundAccount;
  return account
    ? { bankName: account.bankName, accountNumber: account.accountNumber, holder: account.holder }
    : { bankName: '', accountNumber: '', holder };
}

/**
 * 취소 요청 of a paid reservation, and 계좌 수정 while it is pending (docs/product.md#cancelling-and-refunds): the
 * account the refund goes to, sent with the request (sent again, it replaces the account). The holder starts as the
 * student's name; a refusal is said in the dialog and the list is fetched again.
 */
export function RefundAccountDialog({
  card,
  studentName,
  onClose,
}: {
  card: ReservationCard | null;
  /** The student's name, the likely account holder. */
  studentName: string;
  onClose: () => void;
}) {
  const request = useCancelRequest();
  const refetchList = useRefetchReservations();
  const dialog = useDialogForm(onClose, refetchList);
  const editing = card?.cancelRequest === true;
  return (
    <FormModal
      state={dialog}
      open={card !== null}
      icon={<WalletIcon size={24} />}
      title={editing ? t.editTitle : t.requestTitle}
      submitLabel={editing ? ko.common.save : t.submit}
      busyLabel={t.sending}
    >
      {card ? (
        <>
          <p className={modalStyles.note}>{t.requestLead(formatWon(card.price))}</p>
          <RefundAccountForm
            id={dialog.formId}
            initialValues={initialValues(card, studentName)}
            error={dialog.error}
            onBusy={dialog.setBusy}
            onFailed={dialog.onFailed}
            save={async (refundAccount) => {
              dialog.setError(null);
              await request.mutateAsync({ reservationId: card.reservationId, on: true, refundAccount });
              onClose();
            }}
          />
        </>
      ) : null}
    </FormModal>
  );
}
