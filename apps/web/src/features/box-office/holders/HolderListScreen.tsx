import { useQuery } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useRef, type ReactNode } from 'react';
import { Link } from 'react-router';
import { BREAKPOINTS, type Holder, type HolderList, type HolderSummary } from '@moa/contract';
import { Button, buttonClassName } from '../../../components/Button';
import { EmptyState } from '../../../components/EmptyState';
import { LoadError } from '../../../components/LoadError';
import { describeError } from '../../../lib/api-errors';
import { useDocumentTitle } from '../../../lib/document-title';
import { formatDate, formatTime } from '../../../lib/format';
import { useSession } from '../../../lib/session';
import { useMediaQuery } from '../../../lib/use-media-query';
import { ko } from '../../../text/ko';
import { manageKo } from '../../../text/ko-manage';
import { BackLink } from '../../../components/BackLink';
import { StatusBanner } from '../../../components/StatusBanner';
import { holderListQuery, showHoldersQuery } from './api';
import { holderFailureTexts } from './failures';
import { CancelRequestList } from './CancelRequestList';
import cancelStyles from './CancelRequests.module.css';
import { HolderCards } from './HolderCards';
import { HolderFilters } from './HolderFilters';
import styles from '../../../components/table/ListScreen.module.css';
import { ListSkeleton } from '../../../components/table/ListSkeleton';
import { HolderTable } from './HolderTable';
import { HolderToolbar } from './HolderToolbar';
import { SummaryBar } from './SummaryBar';
import { useCancelDecisions } from './useCancelDecisions';
import { useHolderActions } from './useHolderActions';
import { useHolderSelection } from './useHolderSelection';
import { useHolderView } from './useHolderView';
import type { HolderFilter } from './view';
import { ViewSwitch } from './ViewSwitch';

const t = manageKo.managerArea.holders;
const m = manageKo.holderMoney;

/** What the page shows: one schedule's holders, or every schedule's (the show-wide list). */
interface Shown {
  holderList: readonly Holder[];
  summary: HolderSummary;
}

/**
 * /manager/holder/{scheduleId} (docs/product.md#holder-list): the holders of a schedule, or with ?view=all of every
 * schedule of its show, with search, state filters, sort, range selection, batch actions, exports and the money
 * totals kept in view. The 취소 요청 filter is the worklist of cancel requests, answered in batch. A table on wide screens, cards at ≤ 600 px. A load that meets an expired token alerts it once
 * and starts the session-expired flow.
 */
export function HolderListScreen({
  scheduleId,
  allSchedules,
  initialFilter,
}: {
  scheduleId: string;
  allSchedules: boolean;
  /** The state filter to open with (?filter=, e.g. the 취소 요청 worklist from the my-page). */
  initialFilter?: HolderFilter;
}) {
  useDocumentTitle(ko.pages.managerHolders);
  const { user } = useSession();
  const narrow = useMediaQuery(`(max-width: ${BREAKPOINTS.myPage}px)`);
  const scheduleQuery = useQuery(holderListQuery(scheduleId));
  const list = scheduleQuery.data;
  const showId = list?.showId;
  const showQuery = useQuery({
    ...showHoldersQuery(showId ?? 0),
    enabled: allSchedules && showId !== undefined,
  });
  const query = allSchedules && scheduleQuery.isSuccess ? showQuery : scheduleQuery;

  const shown: Shown | undefined = allSchedules ? showQuery.data : list;
  const holders = useMemo(() => shown?.holderList ?? [], [shown]);
  const schedules = allSchedules ? showQuery.data?.schedules : undefined;
  const orders = useMemo(() => new Map((schedules ?? []).map((s) => [s.scheduleId, s.order])), [schedules]);
  const scheduleOrder = useCallback((id: number) => orders.get(id) ?? 0, [orders]);
  const view = useHolderView(holders, scheduleOrder, initialFilter);
  const selection = useHolderSelection(view.shown);
  const actions = useHolderActions(
    { scheduleId, showId },
    list,
    allSchedules && showId !== undefined ? { showId } : { scheduleId },
    selection,
  );
  const decisions = useCancelDecisions({ scheduleId, showId }, selection, actions);
  const worklist = view.filter === 'cancelRequested';

  const expiredShown = useRef(false);
  const loadError = query.error;
  const { alertFailure } = actions;
  useEffect(() => {
    if (expiredShown.current || describeError(loadError).reaction !== 'signIn') return;
    expiredShown.current = true;
    void alertFailure(loadError, t.loadFailed);
  }, [loadError, alertFailure]);

  let content: ReactNode;
  if (query.isError) {
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
  } else if (!list || !shown) content = <ListSkeleton />;
  else {
    const rowProps = {
      caption: allSchedules ? m.allSchedulesCaption(list.title) : t.tableCaption(list.title, list.order),
      holders: view.shown,
      scheduleLabel: allSchedules ? (id: number) => ko.format.order(scheduleOrder(id)) : undefined,
      isSelected: (h: Holder) => selection.has(h.reservationId),
      onSelect: (h: Holder, checked: boolean, range: boolean) =>
        selection.setOne(h.reservationId, checked, range),
      isBusy: actions.toggling,
      onToggle: actions.toggle,
      onDelete: actions.deleteOne,
      // a seated schedule's holders can be moved to other seats
      onMoveSeats: holders.some((h) => h.seats.length > 0) ? actions.moveSeats : undefined,
    };
    content = (
      <div className={styles.page}>
        <BackLink to="/manager/mypage" label={t.back} />
        <Header list={list} allSchedules={allSchedules} scheduleId={scheduleId} />
        <StatusBanner
          message={actions.notice}
          onDismiss={actions.clearNotice}
          action={
            actions.undoOffered ? (
              <Button
                variant="secondary"
                size="small"
                onClick={actions.undoPayment}
                aria-disabled={actions.undoing || undefined}
                aria-label={actions.undoing ? undefined : m.undoLabel}
              >
                {actions.undoing ? m.undoing : m.undo}
              </Button>
            ) : null
          }
        />
        {holders.length > 0 ? (
          <HolderFilters view={view} schedules={schedules} total={holders.length} />
        ) : null}
        <HolderToolbar
          selection={selection}
          actions={actions}
          noHolders={holders.length === 0}
          csv={!allSchedules}
          decisions={worklist ? decisions : undefined}
        />
        {worklist && view.shown.length > 0 ? (
          <p className={cancelStyles.lead}>{manageKo.cancelRequests.worklistLead}</p>
        ) : null}
        {holders.length === 0 ? (
          <EmptyState title={t.empty} description={t.emptyHint} />
        ) : view.shown.length === 0 ? (
          <EmptyState
            title={m.noMatch}
            description={m.noMatchHint}
            action={
              <button
                type="button"
                className={buttonClassName({ variant: 'secondary' })}
                onClick={view.reset}
              >
                {m.clearFilters}
              </button>
            }
          />
        ) : worklist ? (
          <CancelRequestList {...rowProps} caption={manageKo.cancelRequests.worklistLabel(list.title)} />
        ) : narrow ? (
          <HolderCards {...rowProps} />
        ) : (
          <HolderTable {...rowProps} sort={view.sort} onSort={view.sortBy} />
        )}
        <SummaryBar summary={shown.summary} scope={allSchedules ? 'show' : 'schedule'} />
      </div>
    );
  }

  // the dialogs keep their place whatever the content, so an open alert survives a refetch's failure
  return (
    <>
      {content}
      {actions.dialogs}
      {decisions.dialogs}
    </>
  );
}

function Header({
  list,
  allSchedules,
  scheduleId,
}: {
  list: HolderList;
  allSchedules: boolean;
  scheduleId: string;
}) {
  return (
    <header className={styles.header}>
      <div className={styles.headingGroup}>
        <h1 id="page-heading" className={styles.title}>
          {list.title}
        </h1>
        <p className={styles.when}>
          {allSchedules ? (
            <span className={styles.orderBadge}>{m.allSchedules}</span>
          ) : (
            <>
              <span className={styles.orderBadge}>{t.schedule(list.order)}</span>
              <span>
                {formatDate(list.date)} {formatTime(list.time)}
              </span>
            </>
          )}
        </p>
      </div>
      <div className={styles.headerLinks}>
        <ViewSwitch scheduleId={scheduleId} all={allSchedules} />
        <Link
          to={`/manager/holder/${scheduleId}/waitlist`}
          className={buttonClassName({ variant: 'secondary' })}
          aria-label={manageKo.waitlist.linkLabel(list.title, list.order)}
        >
          {manageKo.waitlist.link}
        </Link>
        <Link
          to={`/manager/show/${list.showId}/deposits`}
          className={buttonClassName({ variant: 'secondary' })}
        >
          {manageKo.deposits.link}
        </Link>
        <Link
          to={`/manager/show/${list.showId}/refunds`}
          className={buttonClassName({ variant: 'secondary' })}
          aria-label={manageKo.refunds.linkLabel(list.title)}
        >
          {manageKo.refunds.link}
        </Link>
        <Link
          to={`/manager/show/${list.showId}/dashboard`}
          className={buttonClassName({ variant: 'secondary' })}
          aria-label={m.dashboardLabel(list.title)}
        >
          {m.dashboardLink}
        </Link>
      </div>
    </header>
  );
}
