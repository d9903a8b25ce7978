import type { ReservationCard } from '@moa/contract';
import { useId, useState } from 'react';
import { ChevronDownIcon } from '../../../components/icons';
import { formatDeadline } from '../../../lib/format';
import { studentKo } from '../../../text/ko-student';
import type { CardState } from '../lib/deadline';
import { CancelledNote, CancelPendingNote } from './CancelStatus';
import { ClaimSummary } from './ClaimSummary';
import styles from './ReservationCardView.module.css';
import { TransferInfo } from '../../../components/TransferInfo';

/**
 * The part of a card that depends on its payment: the club looking at a cancel request (with the refund account),
 * 예매 확정, the expiry, the cancellation (with the refund of a paid one), what the student said they sent (with
 * 수정), or the transfer information (behind "입금 정보 보기" on narrow screens).
 */
export function CardPayment({
  card,
  state,
  onClaim,
}: {
  card: ReservationCard;
  state: CardState;
  onClaim: (card: ReservationCard) => void;
}) {
  const text = studentKo.myPage;
  const transferId = useId();
  const [revealed, setRevealed] = useState(false);

  if (state === 'expired') {
    return (
      <div className={styles.endedNote}>
        <p>{text.expiredNote}</p>
        <p className={styles.endedWhen}>{text.expiredWhen(formatDeadline(card.payBy))}</p>
      </div>
    );
  }
  if (state === 'cancelled') return <CancelledNote card={card} />;
  if (card.cancelRequest) return <CancelPendingNote card={card} paid={state === 'paid'} />;
  if (state === 'paid') return <p className={styles.paidNote}>{text.paidNote}</p>;
  if (state === 'claimed' && card.transferClaim) {
    return (
      <div className={styles.claim}>
        <ClaimSummary claim={card.transferClaim} expiresAt={card.expiresAt} onEdit={() => onClaim(card)} />
      </div>
    );
  }
  return (
    <div className={styles.transfer}>
      <button
        type="button"
        className={styles.reveal}
        aria-expanded={revealed}
        aria-controls={transferId}
        onClick={() => setRevealed((v) => !v)}
      >
        {revealed ? text.hideTransfer : text.showTransfer}
        <ChevronDownIcon className={revealed ? styles.chevronUp : styles.chevron} />
      </button>
      <div className={revealed ? styles.transferBody : `${styles.transferBody} ${styles.collapsed}`}>
        <p className={styles.transferTitle}>{text.transferTitle}</p>
        <TransferInfo
          id={transferId}
          transfer={{
            bankName: card.accountInfo.bankName,
            accountNumber: card.accountInfo.accountNumber,
            accountName: card.accountInfo.accountName,
            amount: card.price,
            depositName: card.depositName,
          }}
        />
      </div>
    </div>
  );
}
