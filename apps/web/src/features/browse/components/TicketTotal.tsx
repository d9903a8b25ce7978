import { formatWon } from '../../../lib/format';
import { ko } from '../../../text/ko';
import styles from './TicketTotal.module.css';

/** "총 금액": the session's cost times the ticket count, in won with thousands separators (spec 1 §9). */
export function TicketTotal({ cost, count }: { cost: number; count: number }) {
  return (
    <div className={styles.total}>
      <span className={styles.label}>{ko.browse.showDetail.total}</span>
      <output className={styles.amount} aria-live="polite">
        {formatWon(cost * count)}
      </output>
    </div>
  );
}
