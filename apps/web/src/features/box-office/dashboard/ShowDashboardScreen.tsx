import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { BREAKPOINTS, type DashboardTotals, type ShowDashboard } from '@moa/contract';
import { buttonClassName } from '../../../components/Button';
import { EmptyState } from '../../../components/EmptyState';
import { LoadError } from '../../../components/LoadError';
import { Skeleton } from '../../../components/Skeleton';
import { useDocumentTitle } from '../../../lib/document-title';
import { formatNumber, formatWon } from '../../../lib/format';
import { useSession } from '../../../lib/session';
import { useMediaQuery } from '../../../lib/use-media-query';
import { ko } from '../../../text/ko';
import { manageKo } from '../../../text/ko-manage';
import { holderFailureTexts } from '../holders/failures';
import { BackLink } from '../../../components/BackLink';
import { showDashboardQuery } from './api';
import { SalesChart } from './SalesChart';
import { SoldMap } from './SoldMap';
import { StaffSection } from './StaffSection';
import { ScheduleCards, ScheduleTable } from './ScheduleFigures';
import styles from './ShowDashboardScreen.module.css';

const d = manageKo.holderMoney.dashboard;
const BACK = '/manager/show';

function Totals({ totals }: { totals: DashboardTotals }) {
  const items = [
    [d.soldSeats, d.seatsOf(formatNumber(totals.soldSeats), formatNumber(totals.maxPeople)), ''],
    [d.paidSeats, d.seats(formatNumber(totals.paidSeats)), ''],
    [d.outstandingSeats, d.seats(formatNumber(totals.outstandingSeats)), ''],
    [d.expired, d.expiredCount(formatNumber(totals.expired), formatNumber(totals.expiredSeats)), ''],
    [d.expected, formatWon(totals.expected), ''],
    [d.confirmed, formatWon(totals.confirmed), styles.good],
    [d.outstanding, formatWon(totals.outstanding), styles.warn],
    [manageKo.checkin.column, manageKo.checkin.people(formatNumber(totals.admittedSeats)), ''],
  ] as const;
  return (
    <section aria-labelledby="dashboard-totals">
      <h2 id="dashboard-totals" className={styles.sectionTitle}>
        {d.totals}
      </h2>
      <dl className={styles.totals}>
        {items.map(([label, value, tone]) => (
          <div key={label} className={styles.total}>
            <dt>{label}</dt>
            <dd className={tone || undefined}>{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

function DashboardBody({ dashboard, narrow }: { dashboard: ShowDashboard; narrow: boolean }) {
  const first = dashboard.schedules[0];
  return (
    <>
      <Totals totals={dashboard.totals} />
      <section aria-labelledby="dashboard-schedules">
        <div className={styles.sectionHead}>
          <h2 id="dashboard-schedules" className={styles.sectionTitle}>
            {d.schedulesTitle}
          </h2>
          {first ? (
            <Link
              to={`/manager/holder/${first.scheduleId}?view=all`}
              className={buttonClassName({ variant: 'secondary', size: 'small' })}
            >
              {manageKo.holderMoney.allSchedules}
            </Link>
          ) : null}
        </div>
        {narrow ? (
          <ScheduleCards schedules={dashboard.schedules} />
        ) : (
          <ScheduleTable schedules={dashboard.schedules} />
        )}
      </section>
      <SoldMap schedules={dashboard.schedules} />
      <StaffSection showId={dashboard.showId} />
      <section aria-labelledby="dashboard-sales">
        <h2 id="dashboard-sales" className={styles.sectionTitle}>
          {d.chartTitle}
        </h2>
        <p className={styles.lead}>{d.chartLead}</p>
        {dashboard.salesOverTime.length === 0 ? (
          <EmptyState title={d.noSales} />
        ) : (
          <SalesChart days={dashboard.salesOverTime} />
        )}
      </section>
    </>
  );
}

/**
 * /manager/show/{showId}/dashboard: how a show sells — seats and money of the whole show and per schedule (sold,
 * paid, outstanding, expired), and tickets sold per day as a chart with its table; a link to its refunds.
 */
export function ShowDashboardScreen({ showId }: { showId: string }) {
  useDocumentTitle(d.title);
  const { user } = useSession();
  const narrow = useMediaQuery(`(max-width: ${BREAKPOINTS.myPage}px)`);
  const query = useQuery(showDashboardQuery(showId));
  return (
    <div className={styles.page}>
      <BackLink to={BACK} label={d.back} />
      <header className={styles.header}>
        {query.data ? <p className={styles.kicker}>{d.title}</p> : null}
        <h1 id="page-heading" className={styles.title}>
          {query.data ? query.data.title : d.title}
        </h1>
        <Link
          to={`/manager/show/${showId}/refunds`}
          className={`${buttonClassName({ variant: 'secondary', size: 'small' })} ${styles.headerLink}`}
        >
          {manageKo.refunds.link}
        </Link>
      </header>
      {query.isPending ? (
        <div role="status" aria-live="polite" className={styles.skeleton}>
          <span className="visually-hidden">{ko.common.loading}</span>
          <Skeleton height={120} radius="var(--radius-lg)" />
          <Skeleton height={200} radius="var(--radius-lg)" />
        </div>
      ) : query.isError ? (
        <LoadError
          error={query.error}
          texts={{ ...holderFailureTexts(user?.authority, d.loadFailed), notFound: d.notFound }}
          back={{ to: BACK, label: d.back }}
          onRetry={() => void query.refetch()}
          retrying={query.isFetching}
        />
      ) : (
        <DashboardBody dashboard={query.data} narrow={narrow} />
      )}
    </div>
  );
}
