/** The timetable: the post's slots by day, each with its time, place, places taken and who comes. */
import type { ManagerSlot } from '@moa/contract';
import { Button } from '../../../components/Button';
import { formatDate, formatTime, formatWallClock } from '../../../lib/format';
import { ko } from '../../../text/ko';
import styles from './Interviews.module.css';

const s = ko.applications.slots;

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

export function SlotTimetable({ slots, onEdit, onDelete }: SlotTimetableProps) {
  if (slots.length === 0) return <p className={styles.empty}>{s.empty}</p>;
  return (
    <div className={styles.days}>
      {byDay(slots).map(([day, list]) => (
        <section key={day} className={styles.day} aria-label={formatDate(day)}>
          <h3 className={styles.dayTitle}>{formatDate(day)}</h3>
          <ol className={styles.slots}>
            {list.map((slot) => {
              const when = formatWallClock(slot.startsAt);
              const full = slot.booked >= slot.capacity;
              return (
                <li key={slot.slotId} className={styles.slot}>
                  <div className={styles.time}>
                    <strong>{formatTime(new Date(startMs(slot)))}</strong>
                    <span>~ {formatTime(new Date(startMs(slot) + slot.durationMinutes * 60_000))}</span>
                  </div>
                  <div className={styles.slotBody}>
                    <p className={styles.place}>{slot.place}</p>
                    {slot.applicants.length > 0 ? (
                      <ul className={styles.people}>
                        {slot.applicants.map((a) => (
                          <li key={a.applicationId}>
                            <strong>{a.name}</strong> <span>{a.studentId}</span> <span>{a.phoneNumber}</span>
                          </li>
                        ))}
                      </ul>
                    ) : (
                      <p className={styles.nobody}>{s.nobody}</p>
                    )}
                  </div>
                  <div className={styles.slotSide}>
                    <span className={styles.count} data-full={full ? '' : undefined}>
                      {s.booked(slot.booked, slot.capacity)}
                    </span>
                    <span className={styles.slotTools}>
                      <Button
                        size="small"
                        variant="ghost"
                        onClick={() => onEdit(slot)}
                        aria-label={s.editLabel(when)}
                      >
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
            })}
          </ol>
        </section>
      ))}
    </div>
  );
}
