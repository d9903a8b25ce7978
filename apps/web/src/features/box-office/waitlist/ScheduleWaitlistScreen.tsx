import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { BREAKPOINTS } from '@moa/contract';
import { buttonClassName } from '../../../components/Button';
import { EmptyState } from '../../../components/EmptyState';
import { InfoIcon } from '../../../components/icons';
import { LoadError } from '../../../components/LoadError';
import { useDocumentTitle } from '../../../lib/document-title';
import { formatDate, formatTime } from '../../../lib/format';
import { useSession } from '../../../lib/session';
import { useMediaQuery } from '../../../lib/use-media-query';
import { ko } from '../../../text/ko';
import { manageKo } from '../../../text/ko-manage';
import { holderFailureTexts } from '../holders/failures';
import holderStyles from '../../../components/table/ListScreen.module.css';
import { ListSkeleton } from '../../../components/table/ListSkeleton';
import { BackLink } from '../../../components/BackLink';
import { scheduleWaitlistQuery } from './api';
import styles from './ScheduleWaitlist.module.css';
import { WaitlistCards, WaitlistTable } from './WaitlistRows';

const t = manageKo.waitlist;

/**
 * /manager/holder/{scheduleId}/waitlist (docs/product.md#waiting-list): a schedule's waiting list in join order, with
 * how many wait and how many hold an offer, and whether the show takes one at all (with the way to turn it on). A
 * table on wide screens, cards at 600 px or less; another club's schedule or an unknown one says so with the way back.
 */
export function ScheduleWaitlistScreen({ scheduleId }: { scheduleId: string }) {
  useDocumentTitle(t.pageTitle);
  const { user } = useSession();
  const narrow = useMediaQuery(`(max-width: ${BREAKPOINTS.myPage}px)`);
  const query = useQuery(scheduleWaitlistQuery(scheduleId));
  const back = <BackLink to={`/manager/holder/${scheduleId}`} label={t.back} />;

  if (query.isError) {
    return (
      <div className={holderStyles.page}>
        {back}
        <h1 className={holderStyles.title}>{t.pageTitle}</h1>
        <LoadError
          error={query.error}
          texts={{ ...holderFailureTexts(user?.authority, t.loadFailed), notFound: t.notFound }}
          back={{ to: '/manager/mypage', label: manageKo.managerArea.holders.back }}
          onRetry={() => void query.refetch()}
          retrying={query.isFetching}
        />
      </div>
    );
  }
  if (!query.data) return <ListSkeleton />;

  const list = query.data;
  const count = (status: string) => list.entries.filter((e) => e.status === status).length;
  const caption = t.caption(list.title, list.order);
  return (
    <div className={holderStyles.page}>
      {back}
      <header className={holderStyles.headingGroup}>
        <h1 className={holderStyles.title}>{t.pageTitle}</h1>
        <p className={holderStyles.when}>
          <span className={holderStyles.orderBadge}>{ko.format.order(list.order)}</span>
          <span className={styles.showTitle}>{list.title}</span>
          <span>
            {formatDate(list.date)} {formatTime(list.time)}
          </span>
        </p>
      </header>
      {list.waitlistEnabled ? (
        <p className={styles.lead}>{t.lead}</p>
      ) : (
        <p className={styles.off}>
          <InfoIcon size={18} />
          <span>{t.disabled}</span>
          <Link
            to={`/edit/show/${list.showId}`}
            className={buttonClassName({ variant: 'secondary', size: 'small' })}
          >
            {t.editShow}
          </Link>
        </p>
      )}
      {list.entries.length === 0 ? (
        <EmptyState title={t.empty} description={t.emptyHint} />
      ) : (
        <>
          <p className={styles.summary} role="status">
            {t.summary(count('waiting'), count('offered'))}
          </p>
          {narrow ? (
            <WaitlistCards caption={caption} entries={list.entries} />
          ) : (
            <WaitlistTable caption={caption} entries={list.entries} />
          )}
        </>
      )}
    </div>
  );
}
