import { Skeleton } from '../../../../components/Skeleton';
import { ko } from '../../../../text/ko';
import styles from './FormPage.module.css';

/** A form card's loading state: label and input placeholders. */
export function FormSkeleton({ fields }: { fields: number }) {
  return (
    <div className={styles.card} role="status" aria-live="polite">
      <span className="visually-hidden">{ko.common.loading}</span>
      {Array.from({ length: fields }, (_, i) => (
        <div key={i} className={styles.skeletonField}>
          <Skeleton width={120} height={18} />
          <Skeleton height={48} radius="var(--radius-md)" />
        </div>
      ))}
    </div>
  );
}
