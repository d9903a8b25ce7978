import { ko } from '../text/ko';
import { CheckCircleIcon, ClockIcon } from './icons';
import styles from './RefundStateBadge.module.css';

/** A refund as a word with its icon (never colour alone): 환불 완료 once it is sent, else 환불 대기. */
export function RefundStateBadge({ refunded }: { refunded: boolean }) {
  return refunded ? (
    <span className={`${styles.badge} ${styles.done}`}>
      <CheckCircleIcon size={14} />
      {ko.refundState.done}
    </span>
  ) : (
    <span className={`${styles.badge} ${styles.owed}`}>
      <ClockIcon size={14} />
      {ko.refundState.owed}
    </span>
  );
}
