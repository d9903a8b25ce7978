/** The timetable: the post's slots by day, each with its time, place, places taken and who comes. */
import type { ManagerSlot } from '@moa/contract';
import { Button } from '../../../components/Button';
import { formatDate, formatTime, formatWallClock } from '../../../lib/format';
import { ko } from '../../../text/ko';
import { applicationsKo } from '../../../text/ko-applications';
import styles from './Interviews.module.css';

const s = applicationsKo.slots;

const startMs = (slot: ManagerSlot) => Date.parse(`${slot.startsAt}:00+09:00`);

function byDay(slots: readonly ManagerSlot[]): [string, ManagerSlot[]][] {
  const days = new Map<string, ManagerSlot[]>();
  for (const slot of slots) {
    const day = slot.startsAt.slice(0, 10);
    days.set(day, [...(days.get(day) ?? []), slot]);
  }
  return [...days];
}

export interface SlotTimetableProps {
  slots: readonly ManagerSlot[];
  onEdit: (slot: ManagerSlot) => void;
  onDelete: (slot: ManagerSlot) => void;
}

function SlotRow({ slot, onEdit, onDelete }: Omit<SlotTimetableProps, 'slots'> & { slot: ManagerSlot }) {
  const when = formatWallClock(slot.startsAt);
  const end = new Date(startMs(slot) + slot.durationMinutes * 60_000);
  return (
    <li className={styles.slot}>
      <p className={styles.time}>
        {formatTime(new Date(startMs(slot)))}
        <span className={styles.meta}> ~ {formatTime(end)}</span>
      </p>
      <div className={styles.body}>
        <strong>{slot.place}</strong>
        {slot.applicants.length === 0 ? <span className={styles.meta}>{s.nobody}</span> : null}
        {slot.applicants.map((a) => (
          <span key={a.applicationId} className={styles.person}>
            {a.name} <span className={styles.meta}>{a.studentId}</span>{' '}
            <span className={styles.meta}>{a.phoneNumber}</span>
          </span>
        ))}
      </div>
      <div className={styles.side}>
        <span className={styles.count} data-full={slot.booked >= slot.capacity ? '' : undefined}>
          {s.booked(slot.booked, slot.capacity)}
        </span>
        <span>
          <Button size="small" variant="ghost" onClick={() => onEdit(slot)} aria-label={s.editLabel(when)}>
            {ko.common.edit}
          </Button>
          <Button
            size="small"
            variant="ghost"
            className={styles.danger}
            onClick={() => onDelete(slot)}
            disabled={slot.booked > 0}
            aria-label={s.deleteLabel(when)}
          >
            {s.delete}
          </Button>
        </span>
      </div>
    </li>
  );
}

export function SlotTimetable({ slots, ...actions }: SlotTimetableProps) {
  if (slots.length === 0) return <p className={styles.meta}>{s.empty}</p>;
  return (
    <div className={styles.days}>
      {byDay(slots).map(([day, list]) => (
        <section key={day} aria-label={formatDate(day)}>
          <h3>{formatDate(day)}</h3>
          <ol className={styles.day}>
            {list.map((slot) => (
              <SlotRow key={slot.slotId} slot={slot} {...actions} />
            ))}
          </ol>
        </section>
      ))}
    </div>
  );
}
