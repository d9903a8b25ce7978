import { ClockIcon } from '../../../components/icons';
import { formatDeadline } from '../../../lib/format';
import { studentKo } from '../../../text/ko-student';
import { formatCountdown, spokenCountdown, useTimeLeft } from '../lib/sales-opening';
import styles from './SalesCountdown.module.css';

const text = studentKo.reserve.opening;

/**
 * Before a show's sales open (docs/product.md#sales-opening): the opening time in Seoul and the time left on the
 * server's clock ('2일 3시간 4분', in the last hour '12분 5초'). The ticking figures are hidden from screen readers;
 * they hear a polite region that changes hourly, then at 60, 30, 10, 5 and 1 minutes, and at the opening.
 */
export function SalesCountdown({
  opensAt,
  offset,
}: {
  /** The opening instant, ms. */
  opensAt: number;
  /** Server clock − device clock, ms. */
  offset: number;
}) {
  const ms = useTimeLeft(opensAt, offset);
  return (
    <div className={styles.box}>
      <p className={styles.when}>
        <ClockIcon size={18} />
        <span>{text.label}</span>
        <strong className={styles.at}>{formatDeadline(new Date(opensAt))}</strong>
      </p>
      <p className={styles.left} aria-hidden="true" data-testid="sales-countdown">
        <span className={styles.until}>{text.until}</span>
        <span className={styles.time}>{formatCountdown(ms)}</span>
      </p>
      <p className="visually-hidden" aria-live="polite" aria-atomic="true">
        {spokenCountdown(ms)}
      </p>
      <p className={styles.note}>{text.note}</p>
    </div>
  );
}
