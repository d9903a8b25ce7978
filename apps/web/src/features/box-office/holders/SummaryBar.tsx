import type { HolderSummary } from '@moa/contract';
import { formatNumber, formatWon } from '../../../lib/format';
import { manageKo } from '../../../text/ko-manage';
import styles from '../../../components/table/ListFilters.module.css';

const s = manageKo.holderMoney.summary;

/**
 * The money of the schedule (or the show), as the server sums it, kept in view at the bottom of the screen: 예상,
 * 확인 and 미입금 in 원 over the live reservations, with people, tickets and how many have paid.
 */
export function SummaryBar({ summary, scope }: { summary: HolderSummary; scope: 'schedule' | 'show' }) {
  const money = [
    ['expected', s.expected, summary.expected],
    ['confirmed', s.confirmed, summary.confirmed],
    ['outstanding', s.outstanding, summary.outstanding],
  ] as const;
  return (
    <section className={styles.summary} data-sticky-inset="bottom" aria-label={s.label}>
      <p className={styles.summaryScope}>
        <strong>{scope === 'show' ? s.scopeShow : s.scopeSchedule}</strong>
        <span>
          {s.people(formatNumber(summary.people))} · {s.tickets(formatNumber(summary.tickets))}
        </span>
        <span>{s.paid(formatNumber(summary.paidPeople), formatNumber(summary.people))}</span>
      </p>
      <dl className={styles.money}>
        {money.map(([key, label, value]) => (
          <div key={key} className={`${styles.moneyItem} ${styles[key] ?? ''}`}>
            <dt>{label}</dt>
            <dd>{formatWon(value)}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
