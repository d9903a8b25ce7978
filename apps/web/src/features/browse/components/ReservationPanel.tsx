import type { Schedule } from '@moa/contract';
import { useState } from 'react';
import { Button } from '../../../components/Button';
import { ko } from '../../../text/ko';
import { scheduleState, ticketLimit } from '../lib/schedules';
import { SchedulePicker } from './SchedulePicker';
import styles from './ReservationPanel.module.css';
import { TicketStepper } from './TicketStepper';
import { TicketTotal } from './TicketTotal';

export interface ReservationSelection {
  schedule: Schedule;
  count: number;
}

export interface ReservationPanelProps {
  schedules: readonly Schedule[];
  /** Called by 예매하기 with the picked session and count, or null when no session is picked yet. */
  onReserve: (selection: ReservationSelection | null) => void;
  /** Disables 예매하기 (e.g. while a reservation is being sent, or after one succeeded). */
  reserveDisabled?: boolean;
  /** The moment sessions are judged against; now by default. */
  now?: Date;
}

/**
 * The reservation area of /show/{id}: session picker, ticket count and total, and 예매하기. The count resets to 1
 * whenever the session changes. What 예매하기 does is the page's (onReserve).
 */
export function ReservationPanel({
  schedules,
  onReserve,
  reserveDisabled = false,
  now,
}: ReservationPanelProps) {
  const [scheduleId, setScheduleId] = useState<number | null>(null);
  const [count, setCount] = useState(1);
  const schedule = schedules.find((s) => s.scheduleId === scheduleId) ?? null;
  const states = schedules.map((s) => scheduleState(s, now));
  const anyOpen = states.includes('open');
  const allSoldOut = states.length > 0 && states.every((state) => state === 'soldOut');

  return (
    <div className={styles.panel}>
      <SchedulePicker
        schedules={schedules}
        value={scheduleId}
        now={now}
        onChange={(id) => {
          setScheduleId(id);
          setCount(1);
        }}
      />
      <div className={styles.summary}>
        {anyOpen ? (
          <>
            <TicketStepper
              count={count}
              max={schedule ? ticketLimit(schedule) : 0}
              perPersonCap={schedule?.maxTickets ?? 0}
              onChange={setCount}
              disabled={!schedule}
            />
            <TicketTotal cost={schedule?.cost ?? 0} count={schedule ? count : 0} />
          </>
        ) : schedules.length > 0 ? (
          <p className={styles.closed}>
            {allSoldOut ? ko.browse.showDetail.allSoldOut : ko.browse.showDetail.noOpenSession}
          </p>
        ) : null}
        <Button
          block
          className={styles.reserve}
          disabled={reserveDisabled || !anyOpen}
          onClick={() => onReserve(schedule ? { schedule, count } : null)}
        >
          {ko.browse.showDetail.reserve}
        </Button>
      </div>
    </div>
  );
}
