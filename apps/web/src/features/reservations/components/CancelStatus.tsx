import type { CancelRejection, ReservationCard } from '@moa/contract';
import { AlertIcon, InfoIcon } from '../../../components/icons';
import { RefundStateBadge } from '../../../components/RefundStateBadge';
import { formatMonthDayTime, formatWon } from '../../../lib/format';
import { studentKo } from '../../../text/ko-student';
import styles from './CancelStatus.module.css';

const t = studentKo.cancelling;

/**
 * A pending cancel request on its card (docs/product.md#cancelling-and-refunds): when it was sent, what happens next,
 * and for a paid reservation the account the refund goes to.
 */
export function CancelPendingNote({ card, paid }: { card: ReservationCard; paid: boolean }) {
  const account = card.refundAccount;
  return (
    <div className={`${styles.box} ${styles.pending}`}>
      <p className={styles.head}>
        <InfoIcon size={18} />
        <strong>{t.pendingTitle}</strong>
        {card.cancelRequestedAt ? (
          <span className={styles.when}>{t.requestedAt(formatMonthDayTime(card.cancelRequestedAt))}</span>
        ) : null}
      </p>
      <p>{paid ? t.pendingPaid(formatWon(card.price)) : studentKo.myPage.cancelPendingUnpaid}</p>
      {account ? (
        <dl className={styles.account}>
          <dt>{t.refundTo}</dt>
          <dd>{t.account(account.bankName, account.accountNumber, account.holder)}</dd>
        </dl>
      ) : null}
    </div>
  );
}

/** The club refused the last cancel request: its reason and when. The student may ask again. */
export function CancelRejectedNote({ rejection }: { rejection: CancelRejection }) {
  return (
    <div className={`${styles.box} ${styles.rejected}`} role="note">
      <p className={styles.head}>
        <AlertIcon size={18} />
        <strong>{t.rejectedTitle}</strong>
        <span className={styles.when}>{formatMonthDayTime(rejection.at)}</span>
      </p>
      <p>{t.rejectedReason(rejection.reason)}</p>
    </div>
  );
}

/** A cancelled reservation: said so, and for a paid one the refund, 환불 대기 or 환불 완료 with its date. */
export function CancelledNote({ card }: { card: ReservationCard }) {
  const refund = card.refund;
  return (
    <div className={`${styles.box} ${styles.ended}`}>
      <p>{studentKo.myPage.cancelledNote}</p>
      {refund ? (
        <div className={styles.refund}>
          <span className={styles.refundAmount}>
            {t.refund} {formatWon(refund.amount)}
          </span>
          <RefundStateBadge refunded={!!refund.refundedAt} />
          <span className={styles.refundNote}>
            {refund.refundedAt ? t.refundDoneAt(formatMonthDayTime(refund.refundedAt)) : t.refundOwedNote}
          </span>
        </div>
      ) : null}
    </div>
  );
}
