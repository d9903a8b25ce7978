import type { Schedule } from '@moa/contract';
import { Link } from 'react-router';
import { Button } from '../../../components/Button';
import { CheckCircleIcon } from '../../../components/icons';
import { formatOrder, formatTickets, formatWon } from '../../../lib/format';
import { ko } from '../../../text/ko';
import { CheckoutBar } from './CheckoutBar';
import styles from './ReservationPanel.module.css';

const text = ko.reserve;

export interface ReserveCheckoutProps {
  /** The session chosen to reserve, if any. */
  picked: Schedule | null;
  tickets: number;
  /** Some session can be reserved: the total shows and 예매하기 may be pressed. */
  anyOpen: boolean;
  /** A phone with a session chosen: the total and 예매하기 ride in a bar fixed to the bottom of the screen. */
  bar: boolean;
  reserved: boolean;
  pending: boolean;
  /** False before the show's sales open: 예매하기 reads 예매 오픈 전. */
  salesOpen: boolean;
  onReserve: () => void;
}

/**
 * The reservation panel's total and 예매하기 (docs/product.md#reservations-and-capacity); once reserved the button
 * reads 예매 완료 and a note leads to 마이페이지.
 */
export function ReserveCheckout({
  picked,
  tickets,
  anyOpen,
  bar,
  reserved,
  pending,
  salesOpen,
  onReserve,
}: ReserveCheckoutProps) {
  return (
    <>
      <CheckoutBar bar={bar}>
        {anyOpen && !reserved ? (
          <div className={styles.total}>
            <span className={styles.totalLabel}>{text.total}</span>
            <output className={styles.totalAmount} aria-live="polite">
              {formatWon(picked ? picked.cost * tickets : 0)}
            </output>
            {bar && picked ? (
              <span className={styles.totalPick}>
                {formatOrder(picked.order)} · {formatTickets(tickets)}
              </span>
            ) : null}
          </div>
        ) : null}
        <Button
          block
          className={styles.reserve}
          // once reserved it stays focusable (aria-disabled), so focus can come back to it from the modals
          disabled={pending || !anyOpen || !salesOpen}
          aria-disabled={reserved || undefined}
          aria-busy={pending}
          onClick={onReserve}
        >
          {reserved ? (
            <>
              <CheckCircleIcon size={20} />
              {text.reservedButton}
            </>
          ) : pending ? (
            text.reserving
          ) : !salesOpen && anyOpen ? (
            text.beforeOpen
          ) : (
            text.reserve
          )}
        </Button>
      </CheckoutBar>
      {reserved ? (
        <p className={styles.done} role="status">
          {text.reservedNote}{' '}
          <Link to="/mypage" className={styles.doneLink}>
            {text.toMyPage}
          </Link>
        </p>
      ) : null}
    </>
  );
}
