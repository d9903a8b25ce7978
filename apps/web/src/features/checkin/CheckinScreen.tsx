import { useCallback, useRef, useState } from 'react';
import { Link } from 'react-router';
import type { CheckinHolder } from '@moa/contract';
import { buttonClassName } from '../../components/Button';
import { ErrorState } from '../../components/ErrorState';
import { BackIcon } from '../../components/icons';
import { LoadError } from '../../components/LoadError';
import { Skeleton } from '../../components/Skeleton';
import { describeError } from '../../lib/api-errors';
import { useDocumentTitle } from '../../lib/document-title';
import { formatDate, formatDateTime } from '../../lib/format';
import { ko } from '../../text/ko';
import { CameraScanner } from './components/CameraScanner';
import { ConflictList } from './components/ConflictList';
import { CountPicker } from './components/CountPicker';
import { DeviceName } from './components/DeviceName';
import { DoorStatus } from './components/DoorStatus';
import { HolderSearch } from './components/HolderSearch';
import { ResultOverlay } from './components/ResultOverlay';
import { signal } from './lib/feedback';
import type { Outcome } from './lib/outcome';
import { useDoor, type DoorTarget } from './useDoor';
import styles from './CheckinScreen.module.css';

const t = ko.checkin;

/**
 * /manager/checkin/{scheduleId} (docs/product.md#door-check-in): the door of one session on a phone. The camera reads
 * tickets; a holder without one is found by name; each scan answers at once over the whole screen with a sound or a
 * buzz; a holder with several tickets left is asked how many come in. Works on from the list kept on the device
 * when the network goes, and says so, with the scans waiting to sync.
 */
export function CheckinScreen({ scheduleId }: { scheduleId: number }) {
  useDocumentTitle(t.pageTitle);
  const door = useDoor(scheduleId);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [picking, setPicking] = useState<{ target: DoorTarget; holder: CheckinHolder } | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const busy = useRef(false);
  const session = door.session;

  const run = async (target: DoorTarget, count?: number) => {
    busy.current = true;
    setFailure(null);
    try {
      const answer = await door.admit(target, count);
      signal(answer.kind === 'admitted');
      setOutcome(answer);
    } catch (error) {
      signal(false);
      setFailure(describeError(error).message);
    } finally {
      busy.current = false;
    }
  };

  /** A holder with more than one ticket left is asked how many come in; anyone else is answered at once. */
  const start = async (target: DoorTarget, known?: CheckinHolder) => {
    if (busy.current) return;
    const holder = known ?? (await door.lookup(target)).holder;
    if (holder && holder.status === 'paid' && holder.tickets - holder.admitted > 1) {
      setPicking({ target, holder });
    } else {
      await run(target, holder && holder.status === 'paid' ? 1 : undefined);
    }
  };

  const done = useCallback(() => setOutcome(null), []);
  const cancelPick = useCallback(() => setPicking(null), []);

  if (!session) {
    if (door.loadError) {
      return (
        <div className={styles.page}>
          <LoadError
            error={door.loadError}
            texts={{ failed: t.loadFailed }}
            onRetry={() => void door.refresh()}
          />
        </div>
      );
    }
    return (
      <div className={styles.page}>
        {door.loading || door.online ? (
          <div role="status" aria-live="polite" className={styles.skeleton}>
            <span className="visually-hidden">{ko.common.loading}</span>
            <Skeleton height={56} radius="var(--radius-lg)" />
            <Skeleton height={240} radius="var(--radius-lg)" />
          </div>
        ) : (
          <ErrorState title={t.loadFailed} message={t.noList} onRetry={() => void door.refresh()} />
        )}
      </div>
    );
  }

  const forbidden = door.loadError !== null && describeError(door.loadError).reaction !== 'retry';
  const staff = session.role === 'staff';
  return (
    <div className={styles.page}>
      <Link
        to={staff ? '/mypage' : '/manager/mypage'}
        className={`${buttonClassName({ variant: 'ghost', size: 'small' })} ${styles.back}`}
      >
        <BackIcon size={18} />
        {t.back}
      </Link>
      <header className={styles.header}>
        <p className={styles.kicker}>{t.pageTitle}</p>
        <h1 className={styles.title}>{session.title}</h1>
        <p className={styles.meta}>
          {ko.format.order(session.order)} · {formatDate(session.date)} {session.time} · {session.location}
        </p>
      </header>
      <div className={styles.sticky} data-sticky-inset="top">
        <DoorStatus
          online={door.online}
          pending={door.pending}
          syncing={door.syncing}
          counts={session.counts}
          onSync={() => void door.sync()}
        />
      </div>
      {forbidden ? (
        <LoadError
          error={door.loadError}
          texts={{ failed: t.loadFailed }}
          onRetry={() => void door.refresh()}
        />
      ) : null}
      {failure ? (
        <p className={styles.failure} role="alert">
          {failure}
        </p>
      ) : null}
      <div className={styles.layout}>
        <div className={styles.column}>
          <section className={styles.panel} aria-label={t.camera.start}>
            <CameraScanner
              paused={outcome !== null || picking !== null}
              onCode={(code) => void start({ code })}
            />
          </section>
          <ConflictList conflicts={session.conflicts} />
        </div>
        <div className={styles.column}>
          <HolderSearch
            holders={session.holders}
            staff={staff}
            onAdmit={(holder) => void start({ reservationId: holder.reservationId }, holder)}
          />
          <section className={styles.panel} aria-label={t.device.label}>
            <DeviceName label={door.device.label} onChange={door.rename} />
            {staff ? <p className={styles.hint}>{t.staffNote}</p> : null}
            <p className={styles.hint}>{t.savedAt(formatDateTime(session.fetchedAt))}</p>
          </section>
        </div>
      </div>
      {picking ? (
        <CountPicker
          holder={picking.holder}
          onCancel={cancelPick}
          onPick={(count) => {
            const { target } = picking;
            setPicking(null);
            void run(target, count);
          }}
        />
      ) : null}
      {outcome ? <ResultOverlay outcome={outcome} onDone={done} /> : null}
    </div>
  );
}
