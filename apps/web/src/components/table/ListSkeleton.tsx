import { Skeleton } from '../Skeleton';
import { ko } from '../../text/ko';
import styles from './ListScreen.module.css';

/**
 * A list screen while it loads (holders, waiting list, applicants): heading, filters, toolbar and table, at least a
 * screenful tall, so the footer stays below the fold until the list replaces it
 * (docs/decisions/0018-signed-in-first-load.md).
 */
export function ListSkeleton() {
  return (
    <div className={`${styles.page} ${styles.loading}`} role="status" aria-live="polite">
      <span className="visually-hidden">{ko.common.loading}</span>
      <Skeleton width={120} height={20} />
      <Skeleton width="55%" height={32} />
      <Skeleton width="35%" height={18} />
      <Skeleton width="60%" height={44} radius="var(--radius-pill)" />
      <Skeleton height={64} radius="var(--radius-lg)" />
      <Skeleton height={360} radius="var(--radius-lg)" />
    </div>
  );
}
