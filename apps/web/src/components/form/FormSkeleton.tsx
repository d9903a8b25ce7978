import { Skeleton } from '../Skeleton';
import { formsKo } from '../../text/ko-forms';
import styles from './Form.module.css';

/** The loading state of an edit page: form-shaped grey cards, announced once. */
export function FormSkeleton({ sections = 3 }: { sections?: number }) {
  return (
    <div className={styles.skeleton} role="status" aria-live="polite">
      <span className="visually-hidden">{formsKo.loading}</span>
      {Array.from({ length: sections }, (_, i) => (
        <div key={i} className={styles.skeletonCard}>
          <Skeleton width="30%" height={22} />
          <Skeleton width="100%" height={44} radius="var(--radius-md)" />
          <Skeleton width="100%" height={44} radius="var(--radius-md)" />
          <Skeleton width="60%" height={44} radius="var(--radius-md)" />
        </div>
      ))}
    </div>
  );
}
