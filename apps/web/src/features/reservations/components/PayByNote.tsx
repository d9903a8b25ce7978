import { AlertIcon, ClockIcon } from '../../../components/icons';
import { formatDeadline, formatRemaining } from '../../../lib/format';
import { studentKo } from '../../../text/ko-student';
import { timeLeft, useServerNow } from '../lib/deadline';
import { PAY_SPOKEN_STEPS, spokenStep } from '../lib/sales-opening';
import styles from './PayByNote.module.css';

const t = studentKo.deadline;

/**
 * The time left as words, not only colour: '23시간 59분 남음'; under three hours '마감 임박 · 2시간 10분 남음' in red
 * with an alert icon; once passed, '입금 기한이 지났어요'.
 */
export function Countdown({ deadline, now }: { deadline: string; now: number }) {
  const left = timeLeft(deadline, now);
  const words = left.passed
    ? t.passed
    : left.urgent
      ? `${t.urgent} · ${t.left(formatRemaining(left.ms))}`
      : t.left(formatRemaining(left.ms));
  const step = left.passed ? null : spokenStep(left.ms, PAY_SPOKEN_STEPS);
  return (
    <span className={left.urgent ? `${styles.countdown} ${styles.urgent}` : styles.countdown}>
      {left.urgent ? <AlertIcon size={16} /> : <ClockIcon size={16} />}
      {words}
      {/* as the sales countdown: said at 30, 5 and 1 minutes left and when it passes, never every tick */}
      <span className="visually-hidden" aria-live="polite" aria-atomic="true" data-testid="spoken-countdown">
        {left.passed ? t.passed : step !== null ? t.spokenWithin(step) : ''}
      </span>
    </span>
  );
}

/**
 * The pay-by time in Seoul and the time left, as the success modal and the payment modal say it
 * (docs/product.md#payment-and-cancel-requests): "11월 23일 (월) 오후 2:30까지 입금해주세요", "23시간 59분 남음".
 */
export function PayByNote({
  payBy,
  expiresAt = payBy,
  now: given,
}: {
  payBy: string;
  /** When the reservation expires (the countdown's end); default: payBy. */
  expiresAt?: string;
  /** The current time; default: the server's clock, read when this mounts (as its modal opens) and every minute after. */
  now?: number;
}) {
  const live = useServerNow();
  const now = given ?? live;
  const urgent = timeLeft(expiresAt, now).urgent;
  return (
    <div className={urgent ? `${styles.box} ${styles.boxUrgent}` : styles.box}>
      <p className={styles.payBy}>{t.payBy(formatDeadline(payBy))}</p>
      <Countdown deadline={expiresAt} now={now} />
    </div>
  );
}
