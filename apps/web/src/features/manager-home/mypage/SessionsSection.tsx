import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { buttonClassName } from '../../../components/Button';
import { Row } from '../../../components/Row';
import { formatDate, formatTime, upcomingSalesOpen } from '../../../lib/format';
import { ko } from '../../../text/ko';
import { manageKo } from '../../../text/ko-manage';
import { holderSessionsQuery } from './api';
import { QueryStates } from './components/QueryStates';
import { SessionCountLinks } from './components/SessionCountLinks';
import { Poster } from '../../../components/Poster';
import { DeletableList, DeletePostButton } from './components/PostDelete';
import { usePostDelete } from './components/usePostDelete';
import styles from './tabs.module.css';
import { CardListSkeleton } from './components/CardListSkeleton';

const t = manageKo.managerArea.sessions;

const SESSION_SKELETON_CLASSES: [string?, string?, string?, string?] = [
  styles.sessionList,
  styles.sessionCard,
  styles.sessionThumbSkeleton,
  styles.sessionBody,
];

function SessionsSkeleton() {
  return (
    <CardListSkeleton
      count={3}
      classes={SESSION_SKELETON_CLASSES}
      lines={[
        ['60%', 20],
        ['40%', 14],
        ['100%', 8],
      ]}
    />
  );
}

/**
 * The default tab (/manager/mypage): one card per show session with its applied and maximum counts, and what waits
 * on it (cancel requests, the waiting list).
 */
export function SessionsSection() {
  const query = useQuery(holderSessionsQuery);
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
          skeleton={<SessionsSkeleton />}
        >
          {(sessions) => (
            <ul className={styles.sessionList}>
              {sessions.map((s) => {
                const percent =
                  s.maxPeople > 0 ? Math.min(100, Math.round((s.applyPeople / s.maxPeople) * 100)) : 0;
                const full = s.maxPeople > 0 && s.applyPeople >= s.maxPeople;
                const opens = upcomingSalesOpen(s.salesOpenAt);
                return (
                  <li key={s.scheduleId} className={styles.sessionCard}>
                    <Poster iconSize={28} src={s.poster} alt="" className={styles.sessionThumb} />
                    <div className={styles.sessionBody}>
                      <div className={styles.sessionHead}>
                        <span className={styles.orderBadge}>{ko.format.order(s.order)}</span>
                        <h3 className={styles.sessionTitle}>{s.title}</h3>
                      </div>
                      <p className={styles.sessionMeta}>
                        {formatDate(s.date)} {formatTime(s.time)}
                      </p>
                      {opens ? (
                        <p className={styles.salesOpens}>{manageKo.managerArea.salesOpens(opens)}</p>
                      ) : null}
                      <SessionCountLinks session={s} />
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
                    <div className={styles.sessionActions}>
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
