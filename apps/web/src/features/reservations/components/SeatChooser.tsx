import { autoAssign, nearestFree, seatsLabel, type Schedule, type SeatMap } from '@moa/contract';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { SeatGrid, type SeatLook } from '../../../components/seats/SeatGrid';
import { Button } from '../../../components/Button';
import { formatWon } from '../../../lib/format';
import { seatsKo } from '../../../text/ko-seats';
import { useSeatMap, useSeatState } from '../api/seats';
import { leftPerGrade, seatChoice, takenOf, toggleSeat, type SeatNotice } from '../lib/seat-choice';
import { useSelectedSeats, type SeatSelection } from '../lib/seat-selection';
import { AutoAssignForm } from './AutoAssignForm';
import styles from './SeatChooser.module.css';
import { SeatListPicker } from './SeatListPicker';

const t = seatsKo.choose;

export interface SeatChooserProps {
  showId: number;
  schedule: Schedule;
  /** The chosen seats, by key: read and changed here, followed by the checkout bar too. */
  selection: SeatSelection;
  /** Seats the last attempt lost to another student: said, with the nearest free seat offered instead. */
  lost: string[];
  /** The choice changed after seats were lost: the lost ones need no more saying. */
  onLostSeen: () => void;
  /** The moment the wheelchair seats' release is judged against; now by default. */
  now?: Date;
}

function noticeText(notice: SeatNotice): string {
  switch (notice.kind) {
    case 'cap':
      return t.capReached(notice.max);
    case 'otherPrice':
      return t.otherPrice;
    case 'companionAlone':
      return t.companionNeedsSpace;
    case 'wheelchairAdded':
      return t.wheelchairAdded(seatsLabel(notice.companions));
  }
}

/**
 * Choosing seats of a seated schedule on the show page (docs/product.md#assigned-seats): the grades with their prices
 * and seats left, the map (SeatGrid) or the same choice as native lists (목록으로 선택), 자동 배정, and the chosen
 * seats. Seats others take show within one refresh of the state; a chosen seat that goes meanwhile, or that a
 * reservation attempt lost, is taken off the choice and said, with the nearest free seat of its grade offered.
 */
export function SeatChooser({ showId, schedule, selection, lost, onLostSeen, now }: SeatChooserProps) {
  const mapQuery = useSeatMap(showId, schedule.scheduleId);
  const stateQuery = useSeatState(showId, schedule.scheduleId);
  const map = mapQuery.data;
  if (mapQuery.isPending) return <p className={styles.muted}>{t.loading}</p>;
  if (!map) {
    return (
      <div className={styles.failed} role="alert">
        <p>{t.loadFailed}</p>
        <Button variant="secondary" size="small" onClick={() => void mapQuery.refetch()}>
          {t.retry}
        </Button>
      </div>
    );
  }
  return (
    <SeatChooserBody
      map={map}
      state={stateQuery.data}
      selection={selection}
      lost={lost}
      onLostSeen={onLostSeen}
      now={now}
      maxTickets={Math.min(schedule.maxTickets, map.maxTickets)}
    />
  );
}

interface BodyProps {
  map: SeatMap;
  state: Parameters<typeof takenOf>[1];
  selection: SeatSelection;
  lost: string[];
  onLostSeen: () => void;
  now?: Date;
  maxTickets: number;
}

function SeatChooserBody({ map, state, selection, lost, onLostSeen, now, maxTickets }: BodyProps) {
  const keys = useSelectedSeats(selection);
  const hasLost = lost.length > 0;
  const onKeys = useCallback(
    (next: readonly string[]) => {
      selection.set(next);
      if (hasLost) onLostSeen();
    },
    [selection, hasLost, onLostSeen],
  );
  const [mode, setMode] = useState<'map' | 'list'>('map');
  const [notice, setNotice] = useState<string>('');
  const [goneNow, setGoneNow] = useState<string[]>([]);
  const [reveal, setReveal] = useState<number | null>(null);
  const taken = useMemo(() => takenOf(map, state), [map, state]);
  // judged again with every state (every few seconds): the wheelchair seats' release needs no timer of its own
  const choice = useMemo(() => seatChoice(map, taken, now ?? new Date()), [map, taken, now]);
  const indexOf = useMemo(() => new Map(map.seats.map((s, i) => [s.key, i])), [map]);
  const labels = useMemo(() => map.seats.map((s) => seatsLabel([s.key])), [map]);
  // what each seat is called but for its state, made once a map: a toggle names a thousand seats again
  const names = useMemo(() => {
    const grades = map.grades.map((g) => t.gradeName(g.name, formatWon(g.price)));
    return map.seats.map((s, i) => {
      const kind =
        s.kind === 'wheelchair' ? ` ${t.wheelchair}` : s.kind === 'companion' ? ` ${t.companion}` : '';
      return `${labels[i]}${kind}${s.grade === null ? '' : `, ${grades[s.grade]}`}`;
    });
  }, [map, labels]);
  const chosen = useMemo(() => new Set(keys), [keys]);
  const left = useMemo(() => leftPerGrade(map, choice), [map, choice]);

  // a chosen seat someone else took meanwhile comes off the choice, and is said
  const keysRef = useRef(keys);
  keysRef.current = keys;
  useEffect(() => {
    const gone = keysRef.current.filter((k) => taken[indexOf.get(k) ?? -1]);
    if (gone.length === 0) return;
    setGoneNow(gone);
    onKeys(keysRef.current.filter((k) => !gone.includes(k)));
  }, [taken, indexOf, onKeys]);

  const lostSeats = lost.length > 0 ? lost : goneNow;
  const freeForSuggestion = (i: number) => choice.free(i) && !chosen.has(map.seats[i]!.key);
  const suggestion = lostSeats[0] ? nearestFree(map.seats, freeForSuggestion, lostSeats[0]) : null;

  const toggle = (index: number) => {
    const next = toggleSeat(map, choice, keys, index);
    setNotice(next.notice ? noticeText(next.notice) : '');
    if (next.keys.length !== keys.length || next.keys.some((k, i) => k !== keys[i])) {
      setGoneNow([]);
      onKeys(next.keys);
    }
  };

  // kept between toggles, so 자동 배정 (memoised) is not rendered again for each seat
  const assign = useCallback(
    (grade: number, count: number) => autoAssign(map.seats, choice.free, grade, count, map.stage),
    [map, choice],
  );
  const onAssign = useCallback(
    (found: string[] | null, message: string) => {
      setNotice(message);
      if (!found) return;
      setGoneNow([]);
      onKeys(found);
      setReveal(indexOf.get(found[0]!) ?? null);
    },
    [onKeys, indexOf],
  );

  const look = (i: number): SeatLook => {
    const seat = map.seats[i]!;
    if (chosen.has(seat.key)) return 'selected';
    if (seat.grade === null) return 'off';
    return taken[i] ? 'taken' : 'free';
  };
  const stateWord = (i: number) => {
    const l = look(i);
    if (l === 'selected') return t.stateSelected;
    if (l === 'taken') return t.stateTaken;
    if (l === 'off') return t.stateOff;
    const kind = map.seats[i]!.kind;
    if (choice.wheelchairKept && kind === 'companion') return t.stateHeld;
    return t.stateFree;
  };
  const name = (i: number) => t.seatName(names[i]!, stateWord(i));
  // kept for the map's life: the map then works out the seats' fills once, not on every toggle
  const color = useCallback(
    (i: number) => {
      const grade = map.seats[i]!.grade;
      return grade === null ? undefined : map.grades[grade]!.color;
    },
    [map],
  );

  return (
    <section className={styles.chooser} aria-labelledby="seat-chooser-title">
      <div className={styles.head}>
        <h3 id="seat-chooser-title" className={styles.title}>
          {t.title}
        </h3>
        <div className={styles.modes} role="group" aria-label={t.title}>
          <button
            type="button"
            className={styles.mode}
            aria-pressed={mode === 'map'}
            onClick={() => setMode('map')}
          >
            {t.modeMap}
          </button>
          <button
            type="button"
            className={styles.mode}
            aria-pressed={mode === 'list'}
            onClick={() => setMode('list')}
          >
            {t.modeList}
          </button>
        </div>
      </div>

      <ul className={styles.grades} aria-label={t.grades}>
        {map.grades.map((grade, g) => (
          <li key={grade.name}>
            <span className={styles.swatch} style={{ background: grade.color }} aria-hidden="true" />
            {t.gradeLine(grade.name, grade.price, left[g] ?? 0)}
          </li>
        ))}
      </ul>
      {choice.wheelchairKept && map.seats.some((seat) => seat.kind === 'wheelchair') ? (
        <p className={styles.muted}>{t.heldForWheelchair}</p>
      ) : null}

      {lostSeats.length > 0 ? (
        <div className={styles.lost} role="alert">
          <p>
            <strong>{t.lost(seatsLabel(lostSeats))}</strong>
            {keys.length > 0 ? ` ${t.lostKept}` : ''}
          </p>
          {suggestion ? (
            <Button
              variant="secondary"
              size="small"
              onClick={() => {
                const index = indexOf.get(suggestion)!;
                toggle(index);
                setReveal(index);
              }}
            >
              {t.suggest(labels[indexOf.get(suggestion)!]!)}
            </Button>
          ) : (
            <p className={styles.muted}>{t.suggestNone}</p>
          )}
        </div>
      ) : null}

      {mode === 'map' ? (
        <>
          <p className={styles.muted}>{seatsKo.map.zoomHint}</p>
          <SeatGrid
            seats={map.seats}
            stage={map.stage}
            look={look}
            color={color}
            name={name}
            onActivate={toggle}
            label={t.gridLabel(map.hallName)}
            reveal={reveal}
            // a name is its seat, grade and state word; beyond the look, only the wheelchair hold changes a word
            nameKey={choice.wheelchairKept ? 'held' : ''}
          />
        </>
      ) : (
        <SeatListPicker map={map} choice={choice} keys={keys} left={left} onToggle={toggle} />
      )}

      <AutoAssignForm map={map} left={left} maxTickets={maxTickets} onAssign={onAssign} assign={assign} />

      <div className={styles.picked}>
        {/* the chosen seats and their count, said as they change */}
        <p className={styles.pickedLine} aria-live="polite" aria-atomic="true">
          <strong>{t.picked(keys)}</strong>
          <span className={styles.muted}>{t.pickedCount(keys.length, maxTickets)}</span>
        </p>
        {keys.length > 0 ? (
          <ul className={styles.chips}>
            {keys.map((key) => (
              <li key={key}>
                <button
                  type="button"
                  className={styles.chip}
                  onClick={() => toggle(indexOf.get(key)!)}
                  aria-label={t.remove(labels[indexOf.get(key)!] ?? key)}
                >
                  {labels[indexOf.get(key)!] ?? key} <span aria-hidden="true">✕</span>
                </button>
              </li>
            ))}
            <li>
              <button
                type="button"
                className={styles.clear}
                onClick={() => {
                  setNotice('');
                  onKeys([]);
                }}
              >
                {t.clear}
              </button>
            </li>
          </ul>
        ) : null}
        <p className={styles.notice} role="status">
          {notice}
        </p>
      </div>
    </section>
  );
}
