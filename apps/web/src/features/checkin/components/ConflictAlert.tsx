import type { CheckinConflict } from '@moa/contract';
import { Button } from '../../../components/Button';
import { AlertIcon } from '../../../components/icons';
import { formatDateTime } from '../../../lib/format';
import { manageKo } from '../../../text/ko-manage';
import styles from '../CheckinScreen.module.css';

const t = manageKo.checkin.conflicts;

/** A conflict this device's own scans are part of, with the times of those scans (to tell its entries apart). */
export interface ConflictNotice {
  conflict: CheckinConflict;
  /** When this device let the holder in (ms since the epoch). */
  mine: readonly number[];
}

/**
 * Told at once when a sync (or the next list) shows that tickets this device let in were let in at another door as
 * well, or were no longer paid: the holder, and every entry's time and door, this device's marked. Stays until staff
 * tap 확인; the schedule's conflicts stay listed below (ConflictList).
 */
export function ConflictAlert({
  notices,
  onDismiss,
}: {
  notices: readonly ConflictNotice[];
  onDismiss: () => void;
}) {
  if (notices.length === 0) return null;
  const duplicate = notices.some(({ conflict }) => conflict.entries.some((e) => e.result === 'conflict'));
  return (
    <div className={styles.conflictAlert} role="alert">
      <p className={styles.conflictAlertTitle}>
        <AlertIcon size={20} />
        {duplicate ? t.alert.title : t.alert.unpaidTitle}
      </p>
      {notices.map(({ conflict, mine }) => (
        <div key={conflict.reservationId} className={styles.conflictAlertItem}>
          <p className={styles.hint}>
            {conflict.entries.some((e) => e.result === 'conflict') ? t.alert.lead : t.alert.unpaidLead}
          </p>
          <strong>{t.alert.holder(conflict.name, conflict.tickets)}</strong>
          <ul>
            {conflict.entries.map((e, i) => {
              const line =
                e.result === 'unpaid'
                  ? t.unpaidEntry(formatDateTime(e.at), e.device, e.count)
                  : t.entry(formatDateTime(e.at), e.device, e.count, e.admitted);
              return <li key={i}>{mine.includes(Date.parse(e.at)) ? t.alert.mine(line) : line}</li>;
            })}
          </ul>
        </div>
      ))}
      <Button variant="secondary" size="small" onClick={onDismiss}>
        {t.alert.dismiss}
      </Button>
    </div>
  );
}
