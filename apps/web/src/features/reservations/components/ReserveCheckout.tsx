import type { Schedule } from '@moa/contract';
import { Link } from 'react-router';
import { Button } from '../../../components/Button';
import { CheckCircleIcon } from '../../../components/icons';
import { formatOrder, formatTickets, formatWon } from '../../../lib/format';
import { studentKo } from '../../../text/ko-student';
import { CheckoutBar } from './CheckoutBar';
import styles from './ReservationPanel.module.css';

const text = studentKo.reserve;

/**
 * Where reserving stands: open (a schedule can be reserved), pending (the call is on its way), beforeOpen (the show's
 * sales open later), closed (no schedule can be reserved), reserved (done here), checking (the seats left are not
 * known yet: a page the server rendered, until the browser has them).
 */
export type CheckoutStatus = 'open' | 'pending' | 'beforeOpen' | 'closed' | 'reserved' | 'checking';

export interface ReserveCheckoutProps {
  status: CheckoutStatus;
  /** The schedule chosen to reserve, if any. */
  picked: Schedule | null;
  tickets: number;
  /** The price of one ticket: the schedule's, or the chosen seats' grade. */
  unitPrice: number;
  /** A seated schedule's choice as the bar says it: "가열 5·6번 · R석 2매". */
  seatLine: string | null;
  /** A phone with a schedule chosen: the total and 예매하기 ride in a bar fixed to the bottom of the screen. */
  bar: boolean;
  onReserve: () => void;
}

/**
 * The reservation panel's total and 예매하기 (docs/product.md#reservations-and-capacity): 예매 오픈 전 before the sales
 * open; once reserved the button reads 예매 완료 and a note leads to 마이페이지.
 */
export function ReserveCheckout({
  status,
  picked,
  tickets,
  unitPrice,
  seatLine,
  bar,
  onReserve,
}: ReserveCheckoutProps) {
  const reserved = status === 'reserved';
  return (
    <>
      <CheckoutBar bar={bar}>
        {status === 'closed' || reserved ? null : (
          <div className={styles.total}>
            <span className={styles.totalLabel}>{text.total}</span>
            <output className={styles.totalAmount} aria-live="polite">
              {formatWon(picked ? unitPrice * tickets : 0)}
            </output>
            {seatLine ? (
              <span className={styles.totalSeats}>{seatLine}</span>
            ) : bar && picked ? (
              <span className={styles.totalPick}>
                {formatOrder(picked.order)} · {formatTickets(tickets)}
              </span>
            ) : null}
          </div>
        )}
        <Button
          block
          className={styles.reserve}
          // once reserved it stays focusable (aria-disabled), so focus can come back to it from the modals
          disabled={
            status === 'pending' || status === 'closed' || status === 'beforeOpen' || status === 'checking'
          }
          aria-disabled={reserved || undefined}
          aria-busy={status === 'pending'}
          onClick={onReserve}
        >
          {reserved ? (
            <>
              <CheckCircleIcon size={20} />
              {text.reservedButton}
            </>
          ) : status === 'pending' ? (
            text.reserving
          ) : status === 'beforeOpen' ? (
            text.beforeOpen
          ) : status === 'checking' ? (
            text.seatsChecking
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
