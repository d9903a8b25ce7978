import { seatsLabel, type SeatMap } from '@moa/contract';
import { memo, useId, useState, type FormEvent } from 'react';
import { Button } from '../../../components/Button';
import { formatTickets } from '../../../lib/format';
import { seatsKo } from '../../../text/ko-seats';
import styles from './SeatChooser.module.css';

const t = seatsKo.choose;

export interface AutoAssignFormProps {
  map: SeatMap;
  /** Seats left per grade. */
  left: readonly number[];
  maxTickets: number;
  /** autoAssign on the current state: the seats found, or null. */
  assign: (grade: number, count: number) => string[] | null;
  onAssign: (found: string[] | null, message: string) => void;
}

/**
 * 자동 배정 (docs/product.md#assigned-seats): a grade and a count; the seats found side by side in one row, nearest the
 * front and the centre, replace the choice, or the student is told that no row has that many together.
 */
export const AutoAssignForm = memo(function AutoAssignForm({
  map,
  left,
  maxTickets,
  assign,
  onAssign,
}: AutoAssignFormProps) {
  const id = useId();
  const firstWithSeats = Math.max(
    0,
    left.findIndex((n) => n > 0),
  );
  const [grade, setGrade] = useState(firstWithSeats);
  const [count, setCount] = useState(Math.min(2, maxTickets));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = assign(grade, count);
    const name = map.grades[grade]?.name ?? '';
    onAssign(found, found ? t.autoDone(seatsLabel(found)) : t.autoNone(name, count));
  };
  return (
    <form className={styles.auto} onSubmit={submit} aria-labelledby={`${id}-title`}>
      <p id={`${id}-title`} className={styles.autoTitle}>
        {t.auto}
      </p>
      <div className={styles.autoField}>
        <label htmlFor={`${id}-grade`}>{t.autoGrade}</label>
        <select id={`${id}-grade`} value={grade} onChange={(e) => setGrade(Number(e.target.value))}>
          {map.grades.map((g, i) => (
            <option key={g.name} value={i}>
              {g.name}
            </option>
          ))}
        </select>
      </div>
      <div className={styles.autoField}>
        <label htmlFor={`${id}-count`}>{t.autoCount}</label>
        <select id={`${id}-count`} value={count} onChange={(e) => setCount(Number(e.target.value))}>
          {Array.from({ length: maxTickets }, (_, i) => i + 1).map((n) => (
            <option key={n} value={n}>
              {formatTickets(n)}
            </option>
          ))}
        </select>
      </div>
      <Button type="submit" variant="secondary" size="small">
        {t.autoRun}
      </Button>
    </form>
  );
});
