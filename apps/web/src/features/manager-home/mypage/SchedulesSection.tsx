import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { buttonClassName } from '../../../components/Button';
import { Row } from '../../../components/Row';
import { formatDate, formatTime, upcomingSalesOpen } from '../../../lib/format';
import { ko } from '../../../text/ko';
import { manageKo } from '../../../text/ko-manage';
import { holderSchedulesQuery } from './api';
import { QueryStates } from './components/QueryStates';
import { ScheduleCountLinks } from './components/ScheduleCountLinks';
import { Poster } from '../../../components/Poster';
import { DeletableList, DeletePostButton } from './components/PostDelete';
import { usePostDelete } from './components/usePostDelete';
import styles from './tabs.module.css';
import { CardListSkeleton } from './components/CardListSkeleton';

const t = manageKo.managerArea.schedules;

const SCHEDULE_SKELETON_CLASSES: [string?, string?, string?, string?] = [
  styles.scheduleList,
  styles.scheduleCard,
  styles.scheduleThumbSkeleton,
  styles.scheduleBody,
];

function SchedulesSkeleton() {
  return (
    <CardListSkeleton
      count={3}
      classes={SCHEDULE_SKELETON_CLASSES}
      lines={[
        ['60%', 20],
        ['40%', 14],
        ['100%', 8],
      ]}
    />
  );
}

/**
 * The default tab (/manager/mypage): one card per show schedule with its applied and maximum counts, and what waits
 * on it (cancel requests, the waiting list).
 */
export function SchedulesSection() {
  const query = useQuery(holderSchedulesQuery);
  const remove = usePostDelete('show');

  return (
    <>
      <p className={styles.lead}>{t.lead}</p>
      <DeletableList remove={remove}>
        <QueryStates
          query={query}
          failed={t.loadFailed}
          empty={t.empty}
          emptyHint={t.emptyHint}
          emptyAction={
            <Link to="/show/create" className={buttonClassName()}>
              {manageKo.managerArea.shows.create}
            </Link>
          }
          skeleton={<SchedulesSkeleton />}
        >
          {(schedules) => (
            <ul className={styles.scheduleList}>
              {schedules.map((s) => {
                const percent =
                  s.maxPeople > 0 ? Math.min(100, Math.round((s.applyPeople / s.maxPeople) * 100)) : 0;
                const full = s.maxPeople > 0 && s.applyPeople >= s.maxPeople;
                const opens = upcomingSalesOpen(s.salesOpenAt);
                return (
                  <li key={s.scheduleId} className={styles.scheduleCard}>
                    <Poster iconSize={28} src={s.poster} alt="" className={styles.scheduleThumb} />
                    <div className={styles.scheduleBody}>
                      <div className={styles.scheduleHead}>
                        <span className={styles.orderBadge}>{ko.format.order(s.order)}</span>
                        <h3 className={styles.scheduleTitle}>{s.title}</h3>
                      </div>
                      <p className={styles.scheduleMeta}>
                        {formatDate(s.date)} {formatTime(s.time)}
                      </p>
                      {opens ? (
                        <p className={styles.salesOpens}>{manageKo.managerArea.salesOpens(opens)}</p>
                      ) : null}
                      <ScheduleCountLinks schedule={s} />
                      <Row gap={2} align="baseline" justify="between" className={styles.progressRow}>
                        <span className={styles.progressLabel}>
                          {t.applied} <strong>{t.appliedOf(s.applyPeople, s.maxPeople)}</strong>
                        </span>
                        <span className={styles.progressRate}>{t.rate(percent)}</span>
                      </Row>
                      <div className={styles.progressTrack} aria-hidden="true">
                        <div
                          className={`${styles.progressBar} ${full ? styles.progressFull : ''}`}
                          style={{ width: `${percent}%` }}
                        />
                      </div>
                    </div>
                    <div className={styles.scheduleActions}>
                      <Link
                        to={`/manager/holder/${s.scheduleId}`}
                        className={buttonClassName({ size: 'medium' })}
                        aria-label={t.openHoldersLabel(s.title, s.order)}
                      >
                        {t.openHolders}
                      </Link>
                      <Link
                        to={`/manager/checkin/${s.scheduleId}`}
                        className={buttonClassName({ variant: 'secondary' })}
                        aria-label={manageKo.checkin.openLabel(s.title, s.order)}
                      >
                        {manageKo.checkin.open}
                      </Link>
                      <Link
                        to={`/manager/show/${s.showId}/deposits`}
                        className={buttonClassName({ variant: 'secondary' })}
                        aria-label={manageKo.deposits.linkLabel(s.title)}
                      >
                        {manageKo.deposits.link}
                      </Link>
                      <DeletePostButton
                        remove={remove}
                        post={{ id: s.showId, title: s.title }}
                        label={manageKo.managerArea.showDelete.button}
                      />
                    </div>
                  </li>
                );
              })}
            </ul>
          )}
        </QueryStates>
      </DeletableList>
    </>
  );
}
