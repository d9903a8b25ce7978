import type { ReservationCard } from '@moa/contract';
import { Button } from '../../../components/Button';
import { studentKo } from '../../../text/ko-student';
import { isLive, type CardState } from '../lib/deadline';
import styles from './CancelActions.module.css';

/** cancel: 예매 취소 (unpaid, at once); request: 취소 요청 or 계좌 수정 (paid); withdraw: 요청 철회. */
export type CancelAction = 'cancel' | 'request' | 'withdraw';

/**
 * The cancel buttons of a live card (docs/product.md#cancelling-and-refunds): before the schedule starts an unpaid
 * reservation is cancelled at once and a paid one asks the club, with the refund account; a pending request can have
 * its account changed or be withdrawn until the club answers. A ticket already let in at the door has been used: no
 * cancel or refund is asked for it (the server refuses it too), and the card says so.
 */
export function CancelActions({
  card,
  state,
  started,
  onCancel,
}: {
  card: ReservationCard;
  state: CardState;
  started: boolean;
  onCancel: (card: ReservationCard, action: CancelAction) => void;
}) {
  if (!isLive(state)) return null;
  const paid = state === 'paid';
  const used = (card.ticket?.admitted ?? 0) > 0;
  const button = (action: CancelAction, label: string) => (
    <Button size="small" variant="secondary" onClick={() => onCancel(card, action)}>
      {label}
    </Button>
  );
  return (
    <>
      {!paid && !started ? button('cancel', studentKo.cancelling.cancel) : null}
      {card.cancelRequest && paid && !used ? button('request', studentKo.cancelling.editAccount) : null}
      {card.cancelRequest ? button('withdraw', studentKo.myPage.withdraw) : null}
      {!card.cancelRequest && paid && !started && !used
        ? button('request', studentKo.myPage.cancelRequest)
        : null}
      {used && !started ? <p className={styles.usedNote}>{studentKo.cancelling.admittedNote}</p> : null}
    </>
  );
}
