import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo, useRef, type ReactNode } from 'react';
import { Link } from 'react-router';
import { BREAKPOINTS, type HolderList } from '@moa/contract';
import { buttonClassName } from '../../../components/Button';
import { EmptyState } from '../../../components/EmptyState';
import { LoadError } from '../../../components/LoadError';
import { describeError } from '../../../lib/api-errors';
import { useDocumentTitle } from '../../../lib/document-title';
import { formatDate, formatNumber, formatTime } from '../../../lib/format';
import { useSession } from '../../../lib/session';
import { ko } from '../../../text/ko';
import { BackLink } from '../mypage/components/BackLink';
import { StatusBanner } from '../mypage/components/StatusBanner';
import { holderListQuery } from './api';
import { holderFailureTexts } from './failures';
import { HolderSkeleton } from './HolderSkeleton';
import styles from './HolderListScreen.module.css';
import { HolderCards, HolderTable, type HolderRow } from './HolderTable';
import { HolderToolbar } from './HolderToolbar';
import { useHolderActions, type HolderActions } from './useHolderActions';
import { useHolderSelection, type HolderSelection } from './useHolderSelection';
import { useMediaQuery } from '../../../lib/use-media-query';

const t = ko.managerArea.holders;

function Counts({ list }: { list: HolderList }) {
  const holders = list.holderList;
  const tickets = holders.reduce((sum, h) => sum + h.ticketNumber, 0);
  const paid = holders.filter((h) => h.isPaid).length;
  return (
    <dl className={styles.stats} aria-label={t.countsLabel}>
      <div className={styles.stat}>
        <dt>{t.holdersCount}</dt>
        <dd>{t.people(holders.length)}</dd>
      </div>
      <div className={styles.stat}>
        <dt>{t.ticketsCount}</dt>
        <dd>{ko.format.tickets(tickets)}</dd>
      </div>
      <div className={styles.stat}>
        <dt>{t.paidCount}</dt>
        <dd>
          {formatNumber(paid)}
          <span className={styles.statOf}> / {t.people(holders.length)}</span>
        </dd>
      </div>
    </dl>
  );
}

/**
 * /manager/holder/{scheduleId} (docs/product.md#holder-list): the session's counts and holders with select-all, the
 * payment toggle, batch actions and the CSV export (useHolderActions). A table on wide screens, cards at ≤ 600 px.
 * A load that meets an expired token alerts it once and starts the session-expired flow.
 */
export function HolderListScreen({ scheduleId }: { scheduleId: string }) {
  useDocumentTitle(ko.pages.managerHolders);
  const query = useQuery(holderListQuery(scheduleId));
  const { user } = useSession();
  const narrow = useMediaQuery(`(max-width: ${BREAKPOINTS.myPage}px)`);
  const list = query.data;
  const holders = useMemo(() => list?.holderList ?? [], [list]);
  const selection = useHolderSelection(holders);
  const actions = useHolderActions(scheduleId, list, selection);

  const expiredShown = useRef(false);
  const loadError = query.error;
  const { alertFailure } = actions;
  useEffect(() => {
    if (expiredShown.current || describeError(loadError).reaction !== 'signIn') return;
    expiredShown.current = true;
    void alertFailure(loadError, t.loadFailed);
  }, [loadError, alertFailure]);

  let content: ReactNode;
  if (query.isPending) content = <HolderSkeleton />;
  else if (query.isError) {
    content = (
      <div className={styles.page}>
        <BackLink to="/manager/mypage" label={t.back} />
        <h1 id="page-heading" className={styles.title}>
          {ko.pages.managerHolders}
        </h1>
        <LoadError
          error={query.error}
          texts={{ ...holderFailureTexts(user?.authority, t.loadFailed), notFound: t.notFound }}
          back={{ to: '/manager/mypage', label: t.back }}
          onRetry={() => void query.refetch()}
          retrying={query.isFetching}
        />
      </div>
    );
  } else
    content = <HolderContent list={query.data} selection={selection} actions={actions} narrow={narrow} />;

  // the dialogs keep their place whatever the content, so an open alert survives a refetch's failure
  return (
    <>
      {content}
      {actions.dialogs}
    </>
  );
}

function HolderContent({
  list,
  selection,
  actions,
  narrow,
}: {
  list: HolderList;
  selection: HolderSelection;
  actions: HolderActions;
  narrow: boolean;
}) {
  const holders = list.holderList;
  const rows: HolderRow[] = holders.map((holder) => ({
    holder,
    selected: selection.has(holder.reservationId),
    onSelect: (checked) => selection.setOne(holder.reservationId, checked),
    busy: actions.toggling(holder),
    onToggle: () => actions.toggle(holder),
    onDelete: () => actions.deleteOne(holder),
  }));
  const noHolders = holders.length === 0;
  const Rows = narrow ? HolderCards : HolderTable;

  return (
    <div className={styles.page}>
      <BackLink to="/manager/mypage" label={t.back} />
      <header className={styles.header}>
        <div className={styles.headingGroup}>
          <h1 id="page-heading" className={styles.title}>
            {list.title}
          </h1>
          <p className={styles.when}>
            <span className={styles.orderBadge}>{t.session(list.order)}</span>
            <span>
              {formatDate(list.date)} {formatTime(list.time)}
            </span>
          </p>
          <p>
            <Link
              to={`/manager/show/${list.showId}/deposits`}
              className={buttonClassName({ variant: 'secondary', size: 'small' })}
            >
              {ko.deposits.link}
            </Link>
          </p>
        </div>
        <Counts list={list} />
      </header>

      <StatusBanner message={actions.notice} onDismiss={actions.clearNotice} />
      <HolderToolbar selection={selection} actions={actions} noHolders={noHolders} />

      {noHolders ? (
        <EmptyState title={t.empty} description={t.emptyHint} />
      ) : (
        <Rows title={list.title} order={list.order} rows={rows} />
      )}
    </div>
  );
}
