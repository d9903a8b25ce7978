import { AlertIcon, CheckCircleIcon, ClockIcon } from '../../../components/icons';
import { ko } from '../../../text/ko';
import type { CardState } from '../lib/deadline';
import styles from './ReservationCardView.module.css';

const WORDS: Record<CardState, string> = {
  unpaid: ko.myPage.unpaid,
  claimed: ko.myPage.claimed,
  paid: ko.myPage.paid,
  expired: ko.myPage.expired,
  cancelled: ko.myPage.cancelled,
};

/** A reservation's state as a word (never colour alone): 입금 대기, 확인 중, 예매 확정, 기한 만료, 취소됨. */
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
