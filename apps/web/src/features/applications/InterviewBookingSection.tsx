/**
 * Booking an interview (docs/product.md#recruiting-applications): the club's slots with the places left, the
 * student's own marked; one is booked, or the booking moved, until the cut-off before either slot. A full slot is
 * refused by the server in its own words, and the list is fetched again.
 */
import { APPLICATION_LIMITS, type BookedInterview, type OpenSlot } from '@moa/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Button } from '../../components/Button';
import { useAlertDialog } from '../../components/dialogs';
import { Section } from '../../components/form/Field';
import { Skeleton } from '../../components/Skeleton';
import { LinkifiedText } from '../../components/LinkifiedText';
import { LoadError } from '../../components/LoadError';
import { formatWallClock } from '../../lib/format';
import { applicationsKo } from '../../text/ko-applications';
import { bookSlot, openSlotsQuery, refreshApplications } from './api';
import formStyles from '../../components/form/Form.module.css';
import styles from './Applications.module.css';

const t = applicationsKo.interview;

function SlotState({ slot }: { slot: OpenSlot }) {
  if (slot.mine) return <span className={styles.badge}>{t.mine}</span>;
  if (slot.closed) return <span className={styles.meta}>{t.closed}</span>;
  if (slot.left <= 0) return <span className={styles.meta}>{t.full}</span>;
  return <span className={styles.good}>{t.left(slot.left)}</span>;
}

export function InterviewBookingSection({
  recruitingId,
  current,
}: {
  recruitingId: number;
  current: BookedInterview | null;
}) {
  const queryClient = useQueryClient();
  const slots = useQuery(openSlotsQuery(recruitingId));
  const [picked, setPicked] = useState<number | null>(current?.slotId ?? null);
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState(false);
  const { alertFailure, element } = useAlertDialog();

  const book = async () => {
    if (picked === null) return;
    setBusy(true);
    setDone(false);
    try {
      await bookSlot(recruitingId, picked);
      setDone(true);
    } catch (error) {
      await alertFailure(error, t.failedTitle);
    } finally {
      setBusy(false);
      await refreshApplications(queryClient);
    }
  };

  const list = slots.data ?? [];
  return (
    <Section title={t.title} description={t.lead(APPLICATION_LIMITS.interviewChangeCutoffHours)}>
      {slots.isPending ? <Skeleton height={120} /> : null}
      {slots.isError ? (
        <LoadError
          error={slots.error}
          texts={{ failed: t.loadFailed }}
          onRetry={() => void slots.refetch()}
        />
      ) : null}
      {slots.isSuccess && list.length === 0 ? <p className={styles.meta}>{t.none}</p> : null}
      {list.length > 0 ? (
        <fieldset className={styles.choices}>
          <legend className="visually-hidden">{t.pick}</legend>
          {list.map((slot) => {
            const unavailable = !slot.mine && (slot.closed || slot.left <= 0);
            return (
              <label
                key={slot.slotId}
                className={`${formStyles.choice} ${styles.choice}`}
                data-disabled={unavailable ? '' : undefined}
              >
                <input
                  type="radio"
                  name="interview-slot"
                  value={slot.slotId}
                  checked={picked === slot.slotId}
                  disabled={unavailable || (current !== null && slot.closed)}
                  onChange={() => setPicked(slot.slotId)}
                />
                <span className={styles.grow}>
                  {formatWallClock(slot.startsAt)}
                  <span className={styles.meta}>
                    {t.minutes(slot.durationMinutes)} · <LinkifiedText text={slot.place} inline />
                  </span>
                </span>
                <SlotState slot={slot} />
              </label>
            );
          })}
        </fieldset>
      ) : null}
      {list.length > 0 ? (
        <div className={styles.actions}>
          <p className={`${styles.good} ${styles.grow}`} aria-live="polite">
            {done ? t.bookedDone : ''}
          </p>
          <Button
            onClick={() => void book()}
            disabled={busy || picked === null || picked === current?.slotId}
            aria-busy={busy}
          >
            {busy ? t.booking : current ? t.move : t.book}
          </Button>
        </div>
      ) : null}
      {element}
    </Section>
  );
}
