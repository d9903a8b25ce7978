import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { call } from '../../lib/api-client';
import { formatDate, formatDeadline } from '../../lib/format';
import { studentKo } from '../../text/ko-student';
import styles from './DoorDutySection.module.css';

const t = studentKo.doorDuty;

export const doorDutiesQuery = {
  queryKey: ['checkin', 'duties'] as const,
  queryFn: ({ signal }: { signal: AbortSignal }) => call('doorDuties', { signal }),
};

/**
 * 입장 확인 담당 on /mypage (docs/product.md#door-check-in): the shows whose door this user keeps as door staff, each
 * schedule a link to its check-in screen, while the access lasts. Nothing at all for everyone else.
 */
export function DoorDutySection() {
  const query = useQuery(doorDutiesQuery);
  const shows = query.data?.shows ?? [];
  if (shows.length === 0) return null;
  return (
    <section className={styles.duty} aria-labelledby="door-duty-title">
      <h2 id="door-duty-title" className={styles.title}>
        {t.title}
      </h2>
      <p className={styles.lead}>{t.lead}</p>
      <ul className={styles.shows}>
        {shows.map((show) => (
          <li key={show.showId} className={styles.show}>
            <p className={styles.showTitle}>
              <strong>{show.title}</strong>
              <span>
                {show.location} · {t.until(formatDeadline(show.endsAt))}
              </span>
            </p>
            <div className={styles.schedules}>
              {show.schedules.map((s) => (
                <Link key={s.scheduleId} to={`/manager/checkin/${s.scheduleId}`} className={styles.schedule}>
                  {t.schedule(s.order, formatDate(s.date), s.time)}
                </Link>
              ))}
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
