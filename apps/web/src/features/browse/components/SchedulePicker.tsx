import type { Schedule } from '@moa/contract';
import { useId } from 'react';
import { formatMonthDay, formatOrder, formatTime, formatWon } from '../../../lib/format';
import { ko } from '../../../text/ko';
import { scheduleState, seatsLeft, type ScheduleState } from '../lib/schedules';
import styles from './SchedulePicker.module.css';

export interface SchedulePickerProps {
  schedules: readonly Schedule[];
  value: number | null;
  onChange: (scheduleId: number) => void;
  /** The moment sessions are judged against (started sessions cannot be picked). */
  now?: Date;
}

const STATE_LABELS: Record<Exclude<ScheduleState, 'open'>, string> = {
  soldOut: ko.browse.showDetail.soldOut,
  past: ko.browse.showDetail.sessionPast,
  closed: ko.browse.showDetail.notReservable,
};

/**
 * The sessions of a show as a radio group: "1회차 · 11월 28일 (금) 19:00 · 15,000원 · 잔여석 n". Sold-out, started
 * and closed sessions are disabled and say why.
 */
export function SchedulePicker({ schedules, value, onChange, now }: SchedulePickerProps) {
  const name = useId();
  const text = ko.browse.showDetail;
  if (schedules.length === 0) return <p className={styles.empty}>{text.schedulesEmpty}</p>;
  const sorted = [...schedules].sort((a, b) => a.order - b.order);
  return (
    <fieldset className={styles.group}>
      <legend className="visually-hidden">{text.schedules}</legend>
      {sorted.map((schedule) => {
        const state = scheduleState(schedule, now);
        const disabled = state !== 'open';
        const checked = schedule.scheduleId === value;
        return (
          <label
            key={schedule.scheduleId}
            className={`${styles.option} ${checked ? styles.checked : ''} ${disabled ? styles.disabled : ''}`}
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
            <span className={styles.text}>
              <span className={styles.when}>
                <span className={styles.order}>{formatOrder(schedule.order)}</span>
                <span className={styles.sep}> · </span>
                {formatMonthDay(schedule.date)} {formatTime(schedule.time)}
              </span>
              <span className={styles.sep}> · </span>
              <span className={styles.meta}>
                {formatWon(schedule.cost)}
                <span className={styles.sep}> · </span>
                {text.seatsLeft(seatsLeft(schedule))}
              </span>
            </span>
            {state !== 'open' ? (
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
