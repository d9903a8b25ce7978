import { useEffect, useRef, type ReactNode } from 'react';
import { seatsLabel } from '@moa/contract';
import { useNativeDialog } from '../../../components/dialog';
import { formatDate, formatDateTime } from '../../../lib/format';
import { manageKo } from '../../../text/ko-manage';
import type { Outcome } from '../lib/outcome';
import styles from './ResultOverlay.module.css';

const t = manageKo.checkin.result;
/** An admission clears itself so the next person can step up; a refusal stays until staff tap it away. */
const ADMITTED_MS = 1_800;

function Detail({ outcome }: { outcome: Outcome }) {
  switch (outcome.kind) {
    case 'admitted':
      return <p className={styles.big}>{t.admittedCount(outcome.now, outcome.admitted, outcome.tickets)}</p>;
    case 'already':
      return (
        <>
          {outcome.at ? (
            <p className={styles.line}>{t.alreadyWhen(formatDateTime(outcome.at), outcome.device ?? '-')}</p>
          ) : null}
          <p className={styles.line}>{manageKo.checkin.search.tickets(outcome.admitted, outcome.tickets)}</p>
          {outcome.admitted < outcome.tickets ? (
            <p className={styles.line}>{t.alreadyLeft(outcome.tickets - outcome.admitted)}</p>
          ) : null}
        </>
      );
    case 'unpaid':
      return outcome.status ? <p className={styles.line}>{t.unpaidStatus[outcome.status]}</p> : null;
    case 'otherSchedule': {
      const other = outcome.otherSchedule;
      return other ? (
        <p className={styles.line}>
          {t.otherScheduleWhen(
            other.title,
            other.order,
            formatDate(other.date, { weekday: false }),
            other.time,
          )}
        </p>
      ) : null;
    }
    case 'unknown':
      return <p className={styles.line}>{t.unknownHint}</p>;
  }
}

/**
 * The answer to one scan over the whole screen, in a colour seen from a step away: green 입장하세요, amber already
 * used, red for anything that must not come in. Announced to screen readers; a tap, Enter or Escape dismisses it.
 * `status` (online or not, scans waiting) stays in view along its top edge, outside what is announced.
 */
export function ResultOverlay({
  outcome,
  status,
  onDone,
}: {
  outcome: Outcome;
  status?: ReactNode;
  onDone: () => void;
}) {
  const button = useRef<HTMLButtonElement>(null);
  // a modal <dialog>: the page under it is inert, Escape dismisses it, and focus goes back to the opener afterwards
  const dialog = useNativeDialog(true, onDone);
  useEffect(() => {
    button.current?.focus();
    if (outcome.kind !== 'admitted') return;
    const timer = window.setTimeout(onDone, ADMITTED_MS);
    return () => window.clearTimeout(timer);
  }, [outcome, onDone]);
  const tone =
    outcome.kind === 'admitted'
      ? styles.admitted
      : outcome.kind === 'already'
        ? styles.already
        : styles.refused;
  return (
    <dialog ref={dialog} className={`${styles.overlay} ${tone}`} data-result={outcome.kind}>
      {status ? (
        <div className={styles.status} data-testid="overlay-status">
          {status}
        </div>
      ) : null}
      <div className={styles.answer} role="alert">
        <button ref={button} type="button" className={styles.dismiss} onClick={onDone}>
          <span className={styles.title}>{t[outcome.kind]}</span>
          {outcome.name ? <span className={styles.name}>{outcome.name}</span> : null}
          {outcome.seats.length > 0 ? (
            <span className={styles.seats}>{seatsLabel(outcome.seats)}</span>
          ) : null}
          <Detail outcome={outcome} />
          {outcome.offline && outcome.kind === 'admitted' ? (
            <p className={styles.note}>{t.offlineNote}</p>
          ) : null}
          <span className={styles.next}>{t.dismiss}</span>
        </button>
      </div>
    </dialog>
  );
}
