import { useCallback, useEffect, useRef, useState } from 'react';
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
import { useSession } from '../../lib/session';
import { ko } from '../../text/ko';
import { manageKo } from '../../text/ko-manage';
import { CameraScanner } from '../../components/camera/CameraScanner';
import { ConflictAlert } from './components/ConflictAlert';
import { ConflictList } from './components/ConflictList';
import { CountPicker } from './components/CountPicker';
import { DeviceName } from './components/DeviceName';
import { DoorStatus, SyncChips } from './components/DoorStatus';
import { HolderSearch } from './components/HolderSearch';
import { ResultOverlay } from './components/ResultOverlay';
import { signal, unlockSound } from './lib/feedback';
import type { Outcome } from './lib/outcome';
import { useDoor, type DoorTarget } from './useDoor';
import styles from './CheckinScreen.module.css';

const t = manageKo.checkin;

/**
 * /manager/checkin/{scheduleId} (docs/product.md#door-check-in): the door of one schedule on a phone. The camera reads
 * tickets; a holder without one is found by name; each scan answers at once over the whole screen with a sound or a
 * buzz; a holder with several tickets left is asked how many come in. Works on from the list kept on the device
 * when the network goes, and says so, with the scans waiting to sync, in every state of the screen (loading, failed,
 * no list, and over the full-screen answers). A conflict this device is part of is told at once, with a buzz.
 */
export function CheckinScreen({ scheduleId }: { scheduleId: number }) {
  useDocumentTitle(t.pageTitle);
  const door = useDoor(scheduleId);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [picking, setPicking] = useState<{ target: DoorTarget; holder: CheckinHolder } | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const busy = useRef(false);
  /**
   * The code of the ticket answered last: the camera still sees it after 다음 스캔, and a re-read of it must never let
   * more of its holder's tickets in without staff tapping how many.
   */
  const answered = useRef<string | null>(null);
  const schedule = door.schedule;
  const { user } = useSession();

  // a conflict sounds like 이미 사용된 티켓: someone may be inside on a ticket that was let in twice
  useEffect(() => {
    if (door.conflictAlert.length > 0) signal(false);
  }, [door.conflictAlert]);

  const run = async (target: DoorTarget, count?: number) => {
    busy.current = true;
    setFailure(null);
    answered.current = 'code' in target ? target.code : null;
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

  /**
   * A holder with more than one ticket left is asked how many come in, and so is the ticket answered last read again
   * while tickets are left (still in front of the camera); anyone else is answered at once.
   */
  const start = async (target: DoorTarget, known?: CheckinHolder) => {
    if (busy.current) return;
    let holder = known;
    if (!holder) {
      busy.current = true;
      try {
        const found = await door.lookup(target);
        holder = found.holder;
        // A ticket of this schedule that the list on the phone has unpaid or not at all may have been paid since the
        // list was read: read it again, or a group would be let in whole without the question.
        if (found.codeSchedule === scheduleId && holder?.status !== 'paid' && navigator.onLine) {
          await door.refresh();
          holder = (await door.lookup(target)).holder;
        }
      } finally {
        busy.current = false;
      }
    }
    const left = holder && holder.status === 'paid' ? holder.tickets - holder.admitted : 0;
    const again = 'code' in target && target.code === answered.current;
    if (holder && (left > 1 || (again && left > 0))) {
      setPicking({ target, holder });
    } else {
      await run(target, holder && holder.status === 'paid' ? 1 : undefined);
    }
  };

  /** Where focus goes when an answer or the question closes and the control that opened it is gone or disabled. */
  const search = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (outcome === null && picking === null && document.activeElement === document.body) {
      search.current?.focus({ preventScroll: true });
    }
  }, [outcome, picking]);

  const done = useCallback(() => setOutcome(null), []);
  const cancelPick = useCallback(() => setPicking(null), []);

  const chips = <SyncChips online={door.online} pending={door.pending} />;
  const staff = schedule?.role === 'staff';
  // no list at all, or one this account may no longer use: the failure, as the error table words it
  const failed = door.loadError !== null && (!schedule || describeError(door.loadError).reaction !== 'retry');

  return (
    <div className={styles.page}>
      {schedule ? (
        <Link
          to={staff && user?.authority !== 'ROLE_CLUB' ? '/mypage' : '/manager/mypage'}
          className={`${buttonClassName({ variant: 'ghost', size: 'small' })} ${styles.back}`}
        >
          <BackIcon size={18} />
          {t.back}
        </Link>
      ) : null}
      {schedule ? (
        <header className={styles.header}>
          <p className={styles.kicker}>{t.pageTitle}</p>
          <h1 className={styles.title}>{schedule.title}</h1>
          <p className={styles.meta}>
            {ko.format.order(schedule.order)} · {formatDate(schedule.date)} {schedule.time} ·{' '}
            {schedule.location}
          </p>
        </header>
      ) : null}
      {/* in every state at the same place, so it stays put (and is not announced anew) when the list arrives */}
      <div className={styles.sticky} data-sticky-inset="top">
        <DoorStatus
          online={door.online}
          pending={door.pending}
          syncing={door.syncing}
          counts={schedule?.counts ?? null}
          onSync={() => void door.sync()}
        />
        <ConflictAlert notices={door.conflictAlert} onDismiss={door.dismissConflictAlert} />
      </div>
      {failed ? (
        <LoadError
          error={door.loadError}
          texts={{ failed: t.loadFailed }}
          onRetry={() => void door.refresh()}
        />
      ) : null}
      {!schedule && !failed ? (
        door.loading || door.online ? (
          <div role="status" aria-live="polite" className={styles.skeleton}>
            <span className="visually-hidden">{ko.common.loading}</span>
            <Skeleton height={56} radius="var(--radius-lg)" />
            <Skeleton height={240} radius="var(--radius-lg)" />
          </div>
        ) : (
          <ErrorState title={t.loadFailed} message={t.noList} onRetry={() => void door.refresh()} />
        )
      ) : null}
      {schedule ? (
        <>
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
                  words={t.camera}
                  onStart={unlockSound}
                />
              </section>
              <ConflictList conflicts={schedule.conflicts} />
            </div>
            <div className={styles.column}>
              <HolderSearch
                holders={schedule.holders}
                staff={staff}
                inputRef={search}
                onAdmit={(holder) => void start({ reservationId: holder.reservationId }, holder)}
              />
              <section className={styles.panel} aria-label={t.device.label}>
                <DeviceName label={door.device.label} onChange={door.rename} />
                {staff ? <p className={styles.hint}>{t.staffNote}</p> : null}
                <p className={styles.hint}>{t.savedAt(formatDateTime(schedule.fetchedAt))}</p>
              </section>
            </div>
          </div>
        </>
      ) : null}
      {picking ? (
        <CountPicker
          holder={picking.holder}
          status={chips}
          onCancel={cancelPick}
          onPick={(count) => {
            const { target } = picking;
            setPicking(null);
            void run(target, count);
          }}
        />
      ) : null}
      {outcome ? <ResultOverlay outcome={outcome} status={chips} onDone={done} /> : null}
    </div>
  );
}
