import type { Schedule, StudentWaitlistEntry } from '@moa/contract';
import { memo, useId } from 'react';
import { formatMonthDay, formatOrder, formatTime, formatWon } from '../../../lib/format';
import { CheckCircleIcon } from '../../../components/icons';
import { studentKo } from '../../../text/ko-student';
import { seatsLeft, scheduleState, takesWaitlist, type ScheduleState } from '../lib/schedules';
import { seatsKnown } from '../../../lib/seats-unknown';
import styles from './SchedulePicker.module.css';

const STATE_LABELS: Record<Exclude<ScheduleState, 'open'>, string> = {
  held: studentKo.reserve.held,
  soldOut: studentKo.reserve.soldOut,
  past: studentKo.reserve.past,
  closed: studentKo.reserve.closed,
};

export interface SchedulePickerProps {
  schedules: readonly Schedule[];
  value: number | null;
  onChange: (scheduleId: number) => void;
  now?: Date;
  /** The schedules the signed-in student already holds a reservation for: marked 예매함 and not pickable. */
  held?: ReadonlySet<number>;
  /**
   * Given when the show takes a waiting list (docs/product.md#waiting-list): a sold-out schedule that has not started
   * may be chosen to wait for, marked 대기 가능, or 대기 중 when it holds the student's place in line (these entries).
   */
  waitlist?: ReadonlyMap<number, StudentWaitlistEntry>;
}

/**
 * The schedules as a radio list: 회차, date with weekday, time, price and seats left. A sold-out schedule
 * (applyPeople ≥ maxPeople) is disabled and labelled 매진; started and closed schedules are disabled too, and so is a
 * schedule the student already holds (예매함: one reservation per schedule). With a waiting list a sold-out schedule
 * stays pickable, to join its line. Memoised: each seat toggled on a seated schedule renders the panel again, and
 * the schedules stay as they were.
 */
export const SchedulePicker = memo(function SchedulePicker({
  schedules,
  value,
  onChange,
  now,
  held,
  waitlist,
}: SchedulePickerProps) {
  const name = useId();
  const text = studentKo.reserve;
  if (schedules.length === 0) return <p className={styles.empty}>{text.schedulesEmpty}</p>;
  return (
    <fieldset className={styles.group}>
      <legend className="visually-hidden">{text.legend}</legend>
      {schedules.map((schedule) => {
        const state = scheduleState(schedule, now, held);
        const waitable = waitlist !== undefined && state === 'soldOut' && takesWaitlist(schedule, now);
        const disabled = state !== 'open' && !waitable;
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
              <span className={styles.seats}>
                {seatsKnown(schedule) ? text.seatsLeft(seatsLeft(schedule)) : text.seatsChecking}
              </span>
              {state === 'held' ? (
                <span className={styles.heldBadge}>
                  <span className="visually-hidden"> · </span>
                  {STATE_LABELS.held}
                </span>
              ) : null}
              {waitable ? (
                <span className={styles.waitBadge}>
                  <span className="visually-hidden"> · </span>
                  {waitlist.has(schedule.scheduleId)
                    ? studentKo.waitlist.waiting
                    : studentKo.waitlist.waitable}
                </span>
              ) : null}
            </span>
            {(disabled || waitable) && state !== 'held' ? (
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
});
