import type { Review } from '@moa/contract';
import { formatDateTime } from '../../../lib/format';
import { applicationsKo } from '../../../text/ko-applications';
import styles from './Applications.module.css';

/** The other officers' ratings and notes of an application. */
export function OtherReviews({ reviews }: { reviews: readonly Review[] }) {
  if (reviews.length === 0) return <p className={styles.meta}>{applicationsKo.detail.noOthers}</p>;
  return (
    <ul className={styles.others}>
      {reviews.map((review) => (
        <li key={review.reviewerEmail} className={styles.other}>
          <p className={styles.row}>
            <strong>{review.reviewerName || review.reviewerEmail}</strong>
            {review.rating !== null ? <span>{applicationsKo.detail.ratingValue(review.rating)}</span> : null}
          </p>
          {review.note ? <p className={styles.otherNote}>{review.note}</p> : null}
          <p className={styles.meta}>{formatDateTime(review.updatedAt)}</p>
        </li>
      ))}
    </ul>
  );
}
