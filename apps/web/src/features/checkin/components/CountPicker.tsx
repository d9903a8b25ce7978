import { useEffect, useRef, type ReactNode } from 'react';
import { useNativeDialog } from '../../../components/dialog';
import type { CheckinHolder } from '@moa/contract';
import { manageKo } from '../../../text/ko-manage';
import styles from './ResultOverlay.module.css';
import picker from './CountPicker.module.css';

const t = manageKo.checkin.pick;

/**
 * A holder with several tickets left: how many come in now (all of them by default, focused), so a group of 4 can
 * come in 3 now and 1 later.
 */
export function CountPicker({
  holder,
  status,
  onPick,
  onCancel,
}: {
  holder: CheckinHolder;
  /** Online or not, scans waiting: kept in view along the top edge. */
  status?: ReactNode;
  onPick: (count: number) => void;
  onCancel: () => void;
}) {
  const left = holder.tickets - holder.admitted;
  const all = useRef<HTMLButtonElement>(null);
  // a modal <dialog>: the page under it is inert, Escape cancels, and focus goes back to the opener once it closes
  const dialog = useNativeDialog(true, onCancel);
  useEffect(() => all.current?.focus(), []);
  const counts = Array.from({ length: left }, (_, i) => left - i);
  return (
    <dialog
      ref={dialog}
      className={`${styles.overlay} ${picker.picker}`}
      aria-labelledby="count-picker-title"
    >
      {status ? (
        <div className={styles.status} data-testid="overlay-status">
          {status}
        </div>
      ) : null}
      <div className={picker.body}>
        <h2 id="count-picker-title" className={styles.name}>
          {t.title(holder.name)}
        </h2>
        <p className={styles.line}>{t.question(left, holder.tickets)}</p>
        <div className={picker.counts}>
          {counts.map((n) => (
            <button
              key={n}
              ref={n === left ? all : undefined}
              type="button"
              className={n === left ? picker.all : picker.count}
              onClick={() => onPick(n)}
            >
              {n === left ? t.all(n) : t.some(n)}
            </button>
          ))}
        </div>
        <button type="button" className={picker.cancel} onClick={onCancel}>
          {t.cancel}
        </button>
      </div>
    </dialog>
  );
}
