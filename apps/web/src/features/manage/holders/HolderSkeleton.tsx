import { Skeleton } from '../../../components/Skeleton';
import { ko } from '../../../text/ko';
import styles from './HolderListScreen.module.css';

/** The holder list while it loads: heading, the three counts and the table. */
export function HolderSkeleton() {
  return (
    <div className={styles.page} role="status" aria-live="polite">
      <span className="visually-hidden">{ko.common.loading}</span>
      <Skeleton width={120} height={20} />
      <Skeleton width="55%" height={32} />
      <Skeleton width="35%" height={18} />
      <div className={styles.stats} aria-hidden="true">
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} height={72} radius="var(--radius-lg)" />
        ))}
      </div>
      <Skeleton height={320} radius="var(--radius-lg)" />
    </div>
  );
}
