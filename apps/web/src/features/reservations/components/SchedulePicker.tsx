import type { Schedule } from '@moa/contract';
import { useId } from 'react';
import { formatMonthDay, formatOrder, formatTime, formatWon } from '../../../lib/format';
import { CheckCircleIcon } from '../../../components/icons';
import { ko } from '../../../text/ko';
import { seatsLeft, sessionState, type SessionState } from '../lib/schedules';
import styles from './SchedulePicker.module.css';

const STATE_LABELS: Record<Exclude<SessionState, 'open'>, string> = {
  held: ko.reserve.held,
  soldOut: ko.reserve.soldOut,
  past: ko.reserve.past,
  closed: ko.reserve.closed,
};

export interface SchedulePickerProps {
  schedules: readonly Schedule[];
  value: number | null;
  onChange: (scheduleId: number) => void;
  now?: Date;
  /** The sessions the signed-in student already holds a reservation for: marked 예매함 and not pickable. */
  held?: ReadonlySet<number>;
}

/**
 * The sessions as a radio list: 회차, date with weekday, time, price and seats left. A sold-out session
 * (applyPeople ≥ maxPeople) is disabled and labelled 매진; started and closed sessions are disabled too, and so is a
 * session the student already holds (예매함: one reservation per session).
 */
export function SchedulePicker({ schedules, value, onChange, now, held }: SchedulePickerProps) {
  const name = useId();
  const text = ko.reserve;
  if (schedules.length === 0) return <p className={styles.empty}>{text.schedulesEmpty}</p>;
  return (
    <fieldset className={styles.group}>
      <legend className="visually-hidden">{text.legend}</legend>
      {schedules.map((schedule) => {
        const state = sessionState(schedule, now, held);
        const disabled = state !== 'open';
        const checked = !disabled && schedule.scheduleId === value;
        return (
          <label
            key={schedule.scheduleId}
            className={[
              styles.option,
              checked ? styles.checked : '',
              disabled ? styles.disabled : '',
              state === 'held' ? styles.held : '',
            ]
              .filter(Boolean)
              .join(' ')}
          >
            <input
              type="radio"
              className={styles.radio}
              name={name}
              value={schedule.scheduleId}
              checked={checked}
              disabled={disabled}
              onChange={() => onChange(schedule.scheduleId)}
            />
            {state === 'held' ? (
              <span className={styles.heldMark} aria-hidden="true">
                <CheckCircleIcon size={22} />
              </span>
            ) : null}
            <span className={styles.when}>
              <span className={styles.order}>{formatOrder(schedule.order)}</span>
              <span className={styles.dot} aria-hidden="true" />
              <span className="visually-hidden"> · </span>
              <span>
                {formatMonthDay(schedule.date)} {formatTime(schedule.time)}
              </span>
            </span>
            <span className={styles.meta}>
              <span className="visually-hidden"> · </span>
              <span className={styles.price}>{formatWon(schedule.cost)}</span>
              <span className="visually-hidden"> · </span>
              <span className={styles.seats}>{text.seatsLeft(seatsLeft(schedule))}</span>
              {state === 'held' ? (
                <span className={styles.heldBadge}>
                  <span className="visually-hidden"> · </span>
                  {STATE_LABELS.held}
                </span>
              ) : null}
            </span>
            {disabled && state !== 'held' ? (
              <span className={`${styles.badge} ${state === 'soldOut' ? styles.soldOut : ''}`}>
                <span className="visually-hidden"> · </span>
                {STATE_LABELS[state]}
              </span>
            ) : null}
          </label>
        );
      })}
    </fieldset>
  );
}
