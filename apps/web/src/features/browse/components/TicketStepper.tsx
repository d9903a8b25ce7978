import { useId } from 'react';
import { ko } from '../../../text/ko';
import styles from './TicketStepper.module.css';

export interface TicketStepperProps {
  count: number;
  /** The most tickets allowed now: min(seats left, per-person cap); 0 while no session is picked. */
  max: number;
  /** The session's per-person cap (maxTickets), to say which limit was reached. */
  perPersonCap: number;
  onChange: (count: number) => void;
  disabled?: boolean;
}

/** Ticket count with minus and plus (minimum 1, maximum `max`); at the limit it says which limit applies. */
export function TicketStepper({ count, max, perPersonCap, onChange, disabled = false }: TicketStepperProps) {
  const labelId = useId();
  const text = ko.browse.showDetail;
  const atLimit = !disabled && max > 0 && count >= max;
  const limitText = max === perPersonCap ? text.perPersonCap(perPersonCap) : text.seatsCap(max);
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
            disabled={disabled || count <= 1}
            onClick={() => onChange(Math.max(1, count - 1))}
          >
            <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
              <path d="M6 12h12" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
            </svg>
          </button>
          <output className={styles.count} aria-live="polite">
            {ko.format.tickets(count)}
          </output>
          <button
            type="button"
            className={styles.button}
            aria-label={text.increase}
            disabled={disabled || count >= max}
            onClick={() => onChange(Math.min(max, count + 1))}
          >
            <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
              <path d="M12 6v12M6 12h12" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
            </svg>
          </button>
        </div>
      </div>
      {atLimit ? (
        <p className={styles.hint} role="status">
          {limitText}
        </p>
      ) : null}
    </div>
  );
}
