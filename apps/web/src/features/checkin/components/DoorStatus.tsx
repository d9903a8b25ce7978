import { Button } from '../../../components/Button';
import { CloudOffIcon, RefreshIcon } from '../../../components/icons';
import type { CheckinCounts } from '@moa/contract';
import { manageKo } from '../../../text/ko-manage';
import styles from '../CheckinScreen.module.css';

const t = manageKo.checkin;

/**
 * Online or not, and the scans waiting to sync (nothing while the queue is still being read): the bar's two chips,
 * repeated on the full-screen overlays so the door never loses sight of them.
 */
export function SyncChips({ online, pending }: { online: boolean; pending: number | null }) {
  return (
    <>
      <span className={online ? styles.online : styles.offline}>
        {online ? null : <CloudOffIcon size={16} />}
        {online ? t.online : t.offline}
      </span>
      {pending === null ? null : (
        <span className={pending > 0 ? styles.pending : styles.synced}>
          {pending > 0 ? t.pending(pending) : t.synced}
        </span>
      )}
    </>
  );
}

/**
 * Always in view, in every state of the screen: online or not, scans waiting to sync (with 지금 동기화), and admitted
 * of expected once the list is there.
 */
export function DoorStatus({
  online,
  pending,
  syncing,
  counts,
  onSync,
}: {
  online: boolean;
  pending: number | null;
  syncing: boolean;
  counts: CheckinCounts | null;
  onSync: () => void;
}) {
  return (
    <div className={styles.status} role="status" aria-live="polite">
      <SyncChips online={online} pending={pending} />
      {online && pending !== null && pending > 0 ? (
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
