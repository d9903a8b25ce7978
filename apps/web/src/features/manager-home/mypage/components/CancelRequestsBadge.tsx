import { useQuery } from '@tanstack/react-query';
import { manageKo } from '../../../../text/ko-manage';
import { holderSchedulesQuery } from '../api';
import styles from './ManagerLayout.module.css';

/**
 * The count of cancel requests waiting for the club, summed over its schedule cards
 * (docs/product.md#cancelling-and-refunds), on the 예매자 관리 tab; nothing while there are none or not loaded.
 */
export function CancelRequestsBadge() {
  const schedules = useQuery(holderSchedulesQuery);
  const count = (schedules.data ?? []).reduce((sum, s) => sum + s.cancelRequests, 0);
  if (count === 0) return null;
  return (
    <>
      <span className={styles.tabBadge} aria-hidden="true">
        {count}
      </span>
      <span className="visually-hidden">{manageKo.cancelRequests.pendingTab(count)}</span>
    </>
  );
}
