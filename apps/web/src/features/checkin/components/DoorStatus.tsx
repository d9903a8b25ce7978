import { Button } from '../../../components/Button';
import { CloudOffIcon, RefreshIcon } from '../../../components/icons';
import type { CheckinCounts } from '@moa/contract';
import { ko } from '../../../text/ko';
import styles from '../CheckinScreen.module.css';

const t = ko.checkin;

/** Always in view: online or not, scans waiting to sync (with 지금 동기화), and admitted of expected. */
export function DoorStatus({
  online,
  pending,
  syncing,
  counts,
  onSync,
}: {
  online: boolean;
  pending: number;
  syncing: boolean;
  counts: CheckinCounts | null;
  onSync: () => void;
}) {
  return (
    <div className={styles.status} role="status" aria-live="polite">
      <span className={online ? styles.online : styles.offline}>
        {online ? null : <CloudOffIcon size={16} />}
        {online ? t.online : t.offline}
      </span>
      <span className={pending > 0 ? styles.pending : styles.synced}>
        {pending > 0 ? t.pending(pending) : t.synced}
      </span>
      {online && pending > 0 ? (
        <Button variant="secondary" size="small" onClick={onSync} disabled={syncing}>
          <RefreshIcon size={16} />
          {syncing ? t.syncing : t.syncNow}
        </Button>
      ) : null}
      {counts ? (
        <span className={styles.counts}>
          {t.counts}{' '}
          <strong data-testid="checkin-counts">{t.countsOf(counts.admitted, counts.expected)}</strong>
        </span>
      ) : null}
    </div>
  );
}
