import { useId } from 'react';
import { ko } from '../../../text/ko';
import { studentKo } from '../../../text/ko-student';
import type { TicketLimit } from '../lib/schedules';
import styles from './TicketStepper.module.css';

export interface TicketStepperProps {
  count: number;
  /** null while no schedule is picked (the stepper is disabled). */
  limit: TicketLimit | null;
  onChange: (count: number) => void;
  /** + pressed at a seats-left limit: the panel opens its alert. */
  onSeatsLimit: (max: number) => void;
  /** The fewest tickets (1 by default; a waiting list for more than the seats left starts above them). */
  min?: number;
}

/**
 * Ticket count, minimum 1 unless told (docs/product.md#reservations-and-capacity). + allows up to min(seats left, per-person cap);
 * at the per-person cap the stepper says "1인당 n매까지 예매할 수 있습니다", at a seats-left limit + opens an alert.
 */
export function TicketStepper({ count, limit, onChange, onSeatsLimit, min = 1 }: TicketStepperProps) {
  const labelId = useId();
  const hintId = useId();
  const text = studentKo.reserve;
  const disabled = limit === null || limit.max < 1;
  const atPerPersonCap = !disabled && limit.reason === 'perPerson' && count >= limit.max;
  return (
    <div className={styles.root}>
      <div className={styles.row}>
        <span id={labelId} className={styles.label}>
          {text.tickets}
        </span>
        <div className={styles.stepper} role="group" aria-labelledby={labelId}>
          <button
            type="button"
            className={styles.button}
            aria-label={text.decrease}
            disabled={disabled || count <= min}
            onClick={() => onChange(Math.max(min, count - 1))}
          >
            <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
              <path d="M6 12h12" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
            </svg>
          </button>
          <output
            className={styles.count}
            aria-live="polite"
            aria-describedby={atPerPersonCap ? hintId : undefined}
          >
            {ko.format.tickets(count)}
          </output>
          <button
            type="button"
            className={`${styles.button} ${!disabled && count >= limit.max ? styles.atLimit : ''}`}
            aria-label={text.increase}
            disabled={disabled}
            onClick={() => {
              if (disabled) return;
              if (count < limit.max) onChange(count + 1);
              else if (limit.reason === 'seats') onSeatsLimit(limit.max);
            }}
          >
            <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
              <path d="M12 6v12M6 12h12" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
            </svg>
          </button>
        </div>
      </div>
      {disabled ? (
        <p className={styles.muted}>{text.chooseSchedule}</p>
      ) : atPerPersonCap ? (
        <p id={hintId} className={styles.hint} role="status">
          {text.perPersonCap(limit.max)}
        </p>
      ) : null}
    </div>
  );
}
