import type { Holder } from '@moa/contract';
import { formatDateTime } from '../../../lib/format';
import { manageKo } from '../../../text/ko-manage';
import styles from './AdmittedCell.module.css';

const t = manageKo.checkin;

/**
 * 입장 (docs/product.md#door-check-in): tickets let in at the door of the holder's tickets, with the last entry's time
 * on hover and for screen readers; a dash before anyone came in.
 */
export function AdmittedCell({ holder }: { holder: Holder }) {
  if (holder.admitted === 0) return <span className={styles.none}>{t.admittedNone}</span>;
  const all = holder.admitted >= holder.ticketNumber;
  const when = holder.admittedAt ? formatDateTime(holder.admittedAt) : '';
  return (
    <span className={all ? styles.all : styles.some} title={when}>
      {t.admittedOf(holder.admitted, holder.ticketNumber)}
      {when ? <span className="visually-hidden"> ({when})</span> : null}
    </span>
  );
}
