/** Pieces the meetings screens share: a meeting's state badge, its counts and its time. */
import type { AttendanceCounts, Meeting, MeetingState } from '@moa/contract';
import { formatWallClock } from '../../lib/format';
import { meetingsKo } from '../../text/ko-meetings';
import styles from './Meetings.module.css';

const t = meetingsKo;

export function StateBadge({ state }: { state: MeetingState }) {
  return (
    <span className={`${styles.badge} ${styles[`badge_${state}`]}`} data-state={state}>
      {t.states[state]}
    </span>
  );
}

/** '11월 23일 (월) 오후 7:00 – 9:00' (Seoul), the end's day said only when it differs. */
export function meetingWhen(meeting: Pick<Meeting, 'startsAt' | 'endsAt'>): string {
  const start = formatWallClock(meeting.startsAt);
  const end = formatWallClock(meeting.endsAt);
  const sameDay = meeting.startsAt.slice(0, 10) === meeting.endsAt.slice(0, 10);
  const endText = sameDay ? end.replace(/^.*\)\s/, '') : end;
  return `${start} – ${endText}`;
}

const COUNT_KEYS = ['present', 'late', 'excused', 'absent', 'unmarked'] as const;

/** 출석 n · 지각 n · 공결 n · 결석 n · 미확인 n */
export function CountsLine({ counts, large = false }: { counts: AttendanceCounts; large?: boolean }) {
  return (
    <dl className={`${styles.counts} ${large ? styles.countsLarge : ''}`}>
      {COUNT_KEYS.map((key) => (
        <div key={key} className={`${styles.count} ${styles[`count_${key}`]}`}>
          <dt>{t.counts[key]}</dt>
          <dd>{counts[key]}</dd>
        </div>
      ))}
    </dl>
  );
}
