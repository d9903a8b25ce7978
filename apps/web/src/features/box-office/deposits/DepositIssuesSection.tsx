import { useId } from 'react';
import { Link } from 'react-router';
import type { DepositIssue } from '@moa/contract';
import { buttonClassName } from '../../../components/Button';
import { formatDateTime, formatNumber, formatWon } from '../../../lib/format';
import { manageKo } from '../../../text/ko-manage';
import { useDepositIssues } from './api';
import styles from './Deposits.module.css';

const t = manageKo.deposits;

/**
 * Deposits that did not fit their ticket's price and are not settled (docs/product.md#deposit-import): money owed
 * back stays here until 환불 관리 marks it sent; a shortfall until topped up by a later deposit, accepted or given
 * back. Nothing shows when all is settled.
 */
export function DepositIssuesSection({
  showId,
  onSettle,
  busy,
}: {
  showId: string;
  onSettle: (issue: DepositIssue, action: 'accept' | 'refund') => void;
  busy: boolean;
}) {
  const id = useId();
  const data = useDepositIssues(showId).data;
  const issues = data?.issues ?? [];
  const total = data?.total ?? 0;
  if (issues.length === 0) return null;
  return (
    <section className={styles.issues} aria-labelledby={id}>
      <header className={styles.groupHeader}>
        <h2 id={id} className={styles.sectionTitle}>
          {t.issuesTitle} <span className={styles.count}>{formatNumber(total)}</span>
        </h2>
        <p className={styles.hint}>{t.issuesLead}</p>
      </header>
      <ul className={styles.rows}>
        {issues.map((issue) => (
          <li key={issue.depositId} className={styles.issueItem} data-deposit-issue={issue.outcome}>
            <span className={styles.itemText}>
              <span>
                <span className={styles.kindTag}>{t.issueKinds[issue.outcome]}</span>
                <strong>{issue.name}</strong> {formatWon(issue.amount)}
              </span>
              <span className={styles.itemMeta}>
                {t.issueWho(issue.student.name, issue.student.stdCode, issue.student.order)} ·{' '}
                {formatDateTime(issue.at)}
              </span>
              <span className={styles.itemMeta}>
                {t.issueMoney(formatWon(issue.received), formatWon(issue.expected))} ·{' '}
                <strong>
                  {issue.refund
                    ? t.issueRefund(formatWon(issue.refund.amount))
                    : t.issueMissing(formatWon(issue.expected - issue.received))}
                </strong>
              </span>
            </span>
            {issue.refund ? (
              <Link
                to={`/manager/show/${showId}/refunds`}
                className={buttonClassName({ variant: 'secondary', size: 'small' })}
              >
                {t.toRefunds}
              </Link>
            ) : (
              <span className={styles.itemActions}>
                <button
                  type="button"
                  className={buttonClassName({ variant: 'secondary', size: 'small' })}
                  disabled={busy}
                  onClick={() => onSettle(issue, 'refund')}
                >
                  {t.refundShort}
                </button>
                <button
                  type="button"
                  className={buttonClassName({ size: 'small' })}
                  disabled={busy}
                  onClick={() => onSettle(issue, 'accept')}
                >
                  {t.acceptShort}
                </button>
              </span>
            )}
          </li>
        ))}
      </ul>
      {total > issues.length ? (
        <p className={styles.hint}>{t.issuesListed(formatNumber(issues.length), formatNumber(total))}</p>
      ) : null}
    </section>
  );
}
