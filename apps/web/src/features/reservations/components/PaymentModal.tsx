import type { TransferClaim } from '@moa/contract';
import { Button } from '../../../components/Button';
import { CheckIcon } from '../../../components/icons';
import { Modal } from '../../../components/Modal';
import { formatWon } from '../../../lib/format';
import { ko } from '../../../text/ko';
import { studentKo } from '../../../text/ko-student';
import type { Transfer } from '../lib/transfer';
import { ClaimSummary } from './ClaimSummary';
import styles from './modals.module.css';
import { PayByNote } from './PayByNote';
import { PaymentButtons } from './PaymentButtons';
import { QrImage } from './QrImage';
import { TransferInfo } from '../../../components/TransferInfo';

export interface PaymentModalProps {
  open: boolean;
  onClose: () => void;
  transfer: Transfer;
  /** While unpaid: the pay-by time and the expiry, what the student said they sent, and "입금했어요" / 수정. */
  deadline?: {
    payBy: string;
    expiresAt: string;
    claim: TransferClaim | null;
    onClaim: () => void;
  };
}

/**
 * "결제하기" (docs/product.md#payment-and-cancel-requests): the pay-by time and the time left (or, once the student said
 * they sent it, what they said with 수정), QR image, account with a copy button, amount, messenger-share and
 * payment-app buttons, and "입금했어요".
 */
export function PaymentModal({ open, onClose, transfer, deadline }: PaymentModalProps) {
  const amount = formatWon(transfer.amount);
  return (
    <Modal
      open={open}
      onClose={onClose}
      title={studentKo.transfer.payTitle}
      actions={
        <>
          <Button variant="secondary" onClick={onClose}>
            {ko.common.close}
          </Button>
          {deadline && !deadline.claim ? (
            <Button onClick={deadline.onClaim}>
              <CheckIcon size={18} />
              {studentKo.claim.open}
            </Button>
          ) : null}
        </>
      }
    >
      {open ? (
        <div className={styles.stack}>
          <p className={styles.lead}>
            <span className={styles.showTitle}>{transfer.title}</span>
            {studentKo.transfer.payLead(amount)}
          </p>
          {deadline ? (
            deadline.claim ? (
              <ClaimSummary claim={deadline.claim} expiresAt={deadline.expiresAt} onEdit={deadline.onClaim} />
            ) : (
              <PayByNote payBy={deadline.payBy} expiresAt={deadline.expiresAt} />
            )
          ) : null}
          <QrImage src={transfer.qrImage} />
          <TransferInfo transfer={transfer} />
          <PaymentButtons transfer={transfer} shareUrl={`${window.location.origin}/mypage`} />
        </div>
      ) : null}
    </Modal>
  );
}
