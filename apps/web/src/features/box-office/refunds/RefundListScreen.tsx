import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { Link } from 'react-router';
import type { Refund, RefundList } from '@moa/contract';
import { buttonClassName } from '../../../components/Button';
import { EmptyState } from '../../../components/EmptyState';
import { CheckCircleIcon, ClockIcon } from '../../../components/icons';
import { Row } from '../../../components/Row';
import { LoadError } from '../../../components/LoadError';
import { Skeleton } from '../../../components/Skeleton';
import { useDocumentTitle } from '../../../lib/document-title';
import { formatNumber, formatWon } from '../../../lib/format';
import { useSession } from '../../../lib/session';
import { ko } from '../../../text/ko';
import { manageKo } from '../../../text/ko-manage';
import { holderFailureTexts } from '../holders/failures';
import page from '../dashboard/ShowDashboardScreen.module.css';
import chips from '../../../components/table/ListFilters.module.css';
import header from '../../../components/table/ListScreen.module.css';
import { useSelection } from '../../../components/table/useSelection';
import { BackLink } from '../../../components/BackLink';
import { StatusBanner } from '../../../components/StatusBanner';
import { refundListQuery } from './api';
import { RefundList as RefundCards } from './RefundList';
import styles from './Refunds.module.css';
import { RefundToolbar } from './RefundToolbar';
import { useRefundActions } from './useRefundActions';

const r = manageKo.refunds;
const BACK = '/manager/mypage';
const FILTERS = ['owed', 'done', 'all'] as const;
type RefundFilter = (typeof FILTERS)[number];

const passes = (refund: Refund, filter: RefundFilter) =>
  filter === 'all' || (filter === 'done') === (refund.refundedAt !== null);
const refundIdOf = (refund: Refund) => refund.refundId;

function Totals({ summary }: { summary: RefundList['summary'] }) {
  const totals = [
    [r.owed, <ClockIcon key="icon" size={16} />, summary.owedCount, summary.owedAmount, styles.totalOwed],
    [
      r.done,
      <CheckCircleIcon key="icon" size={16} />,
      summary.doneCount,
      summary.doneAmount,
      styles.totalDone,
    ],
  ] as const;
  return (
    <dl className={styles.totals}>
      {totals.map(([label, icon, count, amount, tone]) => (
        <div key={label} className={`${styles.total} ${tone}`}>
          <dt>
            {icon}
            {label}
          </dt>
          <dd>{r.count(count, formatWon(amount))}</dd>
        </div>
      ))}
    </dl>
  );
}

/**
 * /manager/show/{showId}/refunds (docs/product.md#cancelling-and-refunds): the refunds owed and sent for a show with
 * their totals, by state (환불 대기 first), to select and mark 환불 완료 (or back) in batch, and the exports: the
 * server's XLSX and the CSV built here.
 */
export function RefundListScreen({ showId }: { showId: string }) {
  useDocumentTitle(r.title);
  const { user } = useSession();
  const query = useQuery(refundListQuery(showId));
  const list = query.data;
  const [filter, setFilter] = useState<RefundFilter>('owed');
  const [notice, setNotice] = useState<string | null>(null);
  const refunds = useMemo(() => list?.refunds ?? [], [list]);
  const shown = useMemo(() => refunds.filter((refund) => passes(refund, filter)), [refunds, filter]);
  const selection = useSelection(shown, refundIdOf);
  const actions = useRefundActions(showId, list, selection, setNotice);

  return (
    <div className={page.page}>
      <BackLink to={BACK} label={r.back} />
      <header className={header.header}>
        <div className={header.headingGroup}>
          {list ? <p className={page.kicker}>{r.title}</p> : null}
          <h1 id="page-heading" className={page.title}>
            {list ? list.title : r.title}
          </h1>
          <p className={styles.lead}>{r.lead}</p>
        </div>
        <Row gap={2} wrap>
          <Link
            to={`/manager/show/${showId}/dashboard`}
            className={buttonClassName({ variant: 'secondary' })}
          >
            {manageKo.holderMoney.dashboardLink}
          </Link>
        </Row>
      </header>
      <StatusBanner message={notice} onDismiss={() => setNotice(null)} />
      {query.isPending ? (
        <div role="status" aria-live="polite" className={styles.list}>
          <span className="visually-hidden">{ko.common.loading}</span>
          <Skeleton height={88} radius="var(--radius-lg)" />
          <Skeleton height={240} radius="var(--radius-lg)" />
        </div>
      ) : query.isError ? (
        <LoadError
          error={query.error}
          texts={{ ...holderFailureTexts(user?.authority, r.loadFailed), notFound: r.notFound }}
          back={{ to: BACK, label: r.back }}
          onRetry={() => void query.refetch()}
          retrying={query.isFetching}
        />
      ) : (
        <>
          <Totals summary={query.data.summary} />
          <Row gap={2} wrap role="group" aria-label={r.filterLabel}>
            {FILTERS.map((each) => (
              <button
                key={each}
                type="button"
                className={chips.chip}
                aria-pressed={filter === each}
                onClick={() => setFilter(each)}
              >
                {r[each]}{' '}
                <span className={chips.chipCount}>
                  {formatNumber(refunds.filter((refund) => passes(refund, each)).length)}
                </span>
              </button>
            ))}
          </Row>
          <RefundToolbar selection={selection} actions={actions} empty={shown.length === 0} />
          {shown.length === 0 ? (
            <EmptyState title={r.empty} description={r.emptyHint} />
          ) : (
            <RefundCards
              caption={r.listLabel(query.data.title)}
              refunds={shown}
              isSelected={(refund) => selection.has(refund.refundId)}
              onSelect={(refund, checked, range) => selection.setOne(refund.refundId, checked, range)}
            />
          )}
        </>
      )}
      {actions.dialogs}
    </div>
  );
}
