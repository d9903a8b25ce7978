import { AlertIcon, CheckCircleIcon, ClockIcon } from '../../../components/icons';
import { studentKo } from '../../../text/ko-student';
import type { CardState } from '../lib/deadline';
import styles from './ReservationCardView.module.css';

const WORDS: Record<CardState, string> = {
  unpaid: studentKo.myPage.unpaid,
  claimed: studentKo.myPage.claimed,
  paid: studentKo.myPage.paid,
  expired: studentKo.myPage.expired,
  cancelled: studentKo.myPage.cancelled,
};

/** A reservation's state as a word (never colour alone): 입금 미확인, 확인 중, 예매 확정, 기한 만료, 취소됨. */
export function StatusBadge({ state }: { state: CardState }) {
  return (
    <span className={`${styles.badge} ${styles[state]}`}>
      {state === 'paid' ? <CheckCircleIcon size={14} /> : null}
      {state === 'claimed' ? <ClockIcon size={14} /> : null}
      {state === 'expired' ? <AlertIcon size={14} /> : null}
      {WORDS[state]}
    </span>
  );
}
