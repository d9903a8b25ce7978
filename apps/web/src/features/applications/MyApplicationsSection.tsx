/**
 * 지원 내역 on /mypage (docs/product.md#recruiting-applications): each application with the stage the student may
 * see, the result the club told, the booked interview, and a link to the application.
 */
import type { MyApplicationSummary } from '@moa/contract';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { buttonClassName } from '../../components/Button';
import { EmptyState } from '../../components/EmptyState';
import { ErrorState } from '../../components/ErrorState';
import { ClockIcon } from '../../components/icons';
import { LinkifiedText } from '../../components/LinkifiedText';
import { Poster } from '../../components/Poster';
import { Skeleton } from '../../components/Skeleton';
import { formatDate, formatWallClock } from '../../lib/format';
import { applicationsKo } from '../../text/ko-applications';
import { myApplicationsQuery } from './api';
import styles from './MyApplications.module.css';
import { StageBadge } from './StageBadge';

const t = applicationsKo.mine;

function ApplicationCard({ application }: { application: MyApplicationSummary }) {
  const { result, interview } = application;
  return (
    <article className={styles.card} aria-labelledby={`application-${application.applicationId}`}>
      <Poster src={application.poster} alt="" iconSize={24} />
      <div className={styles.body}>
        <StageBadge stage={application.stage} />
        <h3 id={`application-${application.applicationId}`} className={styles.title}>
          {application.recruitingTitle}
        </h3>
        <p className={styles.club}>{t.club(application.clubName, formatDate(application.endDate))}</p>
        {result ? (
          <p className={styles.result}>
            <span className={styles.resultText}>
              <LinkifiedText text={result.message} inline />
            </span>
          </p>
        ) : null}
        {interview ? (
          <p className={styles.interview}>
            <ClockIcon size={16} />
            <span>
              {t.interviewAt} {formatWallClock(interview.startsAt)} ·{' '}
              <LinkifiedText text={interview.place} inline />
            </span>
          </p>
        ) : null}
        <Link
          to={`/recruiting/${application.recruitingId}/apply`}
          className={buttonClassName({
            variant: application.canBook && !interview ? 'primary' : 'secondary',
            size: 'small',
          })}
        >
          {application.canBook && !interview ? applicationsKo.interview.title : t.open}
        </Link>
      </div>
    </article>
  );
}

export function MyApplicationsSection() {
  const query = useQuery(myApplicationsQuery);
  return (
    <section className={styles.section} aria-labelledby="mypage-applications">
      <h2 id="mypage-applications" className={styles.heading}>
        {t.title}
        {query.data ? <span className={styles.count}>{t.count(query.data.length)}</span> : null}
      </h2>
      {query.isPending ? <Skeleton height={140} radius="var(--radius-lg)" /> : null}
      {query.isError ? (
        <ErrorState
          title={t.loadFailed}
          message={null}
          onRetry={() => void query.refetch()}
          retrying={query.isFetching}
        />
      ) : null}
      {query.data?.length === 0 ? (
        <EmptyState
          title={t.empty}
          description={t.emptyHint}
          action={
            <Link to="/recruiting" className={buttonClassName({ variant: 'secondary' })}>
              {t.browse}
            </Link>
          }
        />
      ) : null}
      {query.data?.length ? (
        <ul className={styles.list}>
          {query.data.map((application) => (
            <li key={application.applicationId}>
              <ApplicationCard application={application} />
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
