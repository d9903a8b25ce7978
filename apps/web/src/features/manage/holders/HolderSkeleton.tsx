import { Skeleton } from '../../../components/Skeleton';
import { ko } from '../../../text/ko';
import styles from './HolderListScreen.module.css';

/**
 * The holder list while it loads: heading, the filters, the toolbar and the table, at least a screenful tall, so the
 * footer stays below the fold until the list (always taller) replaces it (docs/decisions/0017-signed-in-first-load.md).
 */
export function HolderSkeleton() {
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
