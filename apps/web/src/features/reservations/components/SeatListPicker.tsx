import type { SeatMap } from '@moa/contract';
import { useId, useMemo, useState } from 'react';
import { seatsKo } from '../../../text/ko-seats';
import type { SeatChoice } from '../lib/seat-choice';
import styles from './SeatChooser.module.css';

const t = seatsKo.choose;

export interface SeatListPickerProps {
  map: SeatMap;
  choice: SeatChoice;
  keys: readonly string[];
  left: readonly number[];
  onToggle: (index: number) => void;
}

/**
 * 목록으로 선택 (docs/product.md#assigned-seats): the same choice as the map with native controls — a grade, then a
 * row of it that has seats left, then its seats as checkboxes — for keyboards, screen readers and small hands.
 */
export function SeatListPicker({ map, choice, keys, left, onToggle }: SeatListPickerProps) {
  const id = useId();
  const [grade, setGrade] = useState(
    Math.max(
      0,
      left.findIndex((n) => n > 0),
    ),
  );
  const rows = useMemo(() => {
    const byRow = new Map<string, { label: string; seats: number[]; free: number }>();
    map.seats.forEach((s, i) => {
      if (s.grade !== grade) return;
      const rowId = `${s.section}-${s.row}`;
      const row = byRow.get(rowId) ?? {
        label: `${s.section ? `${s.section} ` : ''}${s.row}`,
        seats: [],
        free: 0,
      };
      row.seats.push(i);
      if (choice.free(i)) row.free += 1;
      byRow.set(rowId, row);
    });
    return [...byRow.entries()].filter(
      ([, r]) => r.free > 0 || r.seats.some((i) => keys.includes(map.seats[i]!.key)),
    );
  }, [map, grade, choice, keys]);
  const [rowId, setRowId] = useState<string>('');
  const row = rows.find(([r]) => r === rowId)?.[1] ?? rows[0]?.[1];
  const chosen = new Set(keys);

  return (
    <div className={styles.list}>
      <div className={styles.listField}>
        <label htmlFor={`${id}-grade`}>{t.listGrade}</label>
        <select
          id={`${id}-grade`}
          value={grade}
          onChange={(e) => {
            setGrade(Number(e.target.value));
            setRowId('');
          }}
        >
          {map.grades.map((g, i) => (
            <option key={g.name} value={i}>
              {t.gradeLine(g.name, g.price, left[i] ?? 0)}
            </option>
          ))}
        </select>
      </div>
      {rows.length === 0 ? (
        <p className={styles.muted}>{t.listNoRow}</p>
      ) : (
        <>
          <div className={styles.listField}>
            <label htmlFor={`${id}-row`}>{t.listRow}</label>
            <select id={`${id}-row`} value={rowId || rows[0]![0]} onChange={(e) => setRowId(e.target.value)}>
              {rows.map(([r, info]) => (
                <option key={r} value={r}>
                  {t.listRowOption(info.label, info.free)}
                </option>
              ))}
            </select>
          </div>
          {row ? (
            <fieldset className={styles.listSeats} aria-describedby={`${id}-hint`}>
              <legend>
                {t.listSeats} · {row.label}열
              </legend>
              <p id={`${id}-hint`} className="visually-hidden">
                {t.pickedCount(keys.length, map.maxTickets)}
              </p>
              {row.seats.map((i) => {
                const seat = map.seats[i]!;
                const on = chosen.has(seat.key);
                const kind =
                  seat.kind === 'wheelchair'
                    ? ` ${t.wheelchair}`
                    : seat.kind === 'companion'
                      ? ` ${t.companion}`
                      : '';
                return (
                  <label
                    key={seat.key}
                    className={styles.listSeat}
                    data-off={!on && !choice.free(i) ? '' : undefined}
                  >
                    <input
                      type="checkbox"
                      checked={on}
                      disabled={!on && !choice.free(i)}
                      onChange={() => onToggle(i)}
                    />
                    {t.listSeat(seat.number)}
                    {kind}
                    {!on && !choice.free(i) ? (
                      <span className="visually-hidden">, {t.stateTaken}</span>
                    ) : null}
                  </label>
                );
              })}
            </fieldset>
          ) : null}
        </>
      )}
    </div>
  );
}
