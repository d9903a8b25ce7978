import { Button } from '../../../components/Button';
import { Modal } from '../../../components/Modal';
import { formatWon } from '../../../lib/format';
import { ko } from '../../../text/ko';
import type { Transfer } from '../lib/transfer';
import styles from './modals.module.css';
import { PaymentButtons } from './PaymentButtons';
import { QrImage } from './QrImage';
import { TransferInfo } from './TransferInfo';

export interface PaymentModalProps {
  open: boolean;
  onClose: () => void;
  transfer: Transfer;
}

/**
 * "결제하기" (docs/product.md#payment-and-cancel-requests): QR image, account with a copy button, amount, messenger-share
 * and payment-app buttons.
 */
export function PaymentModal({ open, onClose, transfer }: PaymentModalProps) {
  const amount = formatWon(transfer.amount);
  return (
    <Modal
      open={open}
      onClose={onClose}
      title={ko.transfer.payTitle}
      actions={
        <Button variant="secondary" onClick={onClose}>
          {ko.common.close}
        </Button>
      }
    >
      {open ? (
        <div className={styles.stack}>
          <p className={styles.lead}>
            <span className={styles.showTitle}>{transfer.title}</span>
            {ko.transfer.payLead(amount)}
          </p>
          <QrImage src={transfer.qrImage} />
          <TransferInfo transfer={transfer} />
          <PaymentButtons transfer={transfer} shareUrl={`${window.location.origin}/mypage`} />
        </div>
      ) : null}
    </Modal>
  );
}
