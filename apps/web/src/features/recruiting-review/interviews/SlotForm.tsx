/**
 * Publishing or changing an interview slot: its start (a Seoul date and time), length, place or video link and
 * capacity, checked by the contract's slot schema; the server refuses a time in the past and a capacity below the
 * bookings, in its own words on the field.
 */
import { APPLICATION_LIMITS, slotRequest, type ManagerSlot, type SlotRequest } from '@moa/contract';
import { useEffect } from 'react';
import { z } from 'zod';
import { Button } from '../../../components/Button';
import { Controller } from 'react-hook-form';
import { Stepper } from '../../../components/form/controls';
import { Field } from '../../../components/form/Field';
import formStyles from '../../../components/form/Form.module.css';
import { useContractForm } from '../../../components/form/useContractForm';
import { toSeoulLocalInput } from '../../../lib/format';
import { applicationsKo } from '../../../text/ko-applications';
import styles from './Interviews.module.css';

const s = applicationsKo.slots;

interface SlotValues {
  startsAt: string;
  durationMinutes: string;
  place: string;
  capacity: number;
}

/** The lengths offered, with the slot's own when it is another. */
const DURATIONS = ['10', '15', '20', '30', '40', '60', '90'];
const durationsWith = (current: string) =>
  DURATIONS.includes(current) ? DURATIONS : [...DURATIONS, current];

/** A Seoul wall-clock minute as milliseconds since the epoch (Korea keeps no daylight saving time). */
const wallClockMs = (value: string) => Date.parse(`${value}:00+09:00`);

const slotForm = z.preprocess((input) => {
  const v = input as SlotValues;
  return { ...v, durationMinutes: Number(v.durationMinutes) };
}, slotRequest);

const EMPTY: SlotValues = {
  startsAt: '',
  durationMinutes: String(APPLICATION_LIMITS.slotDurationDefault),
  place: '',
  capacity: 1,
};

const valuesOf = (slot: ManagerSlot | null): SlotValues =>
  slot
    ? {
        startsAt: slot.startsAt,
        durationMinutes: String(slot.durationMinutes),
        place: slot.place,
        capacity: slot.capacity,
      }
    : EMPTY;

export interface SlotFormProps {
  /** The slot being changed; null: a new one. */
  editing: ManagerSlot | null;
  onSave: (body: SlotRequest) => Promise<void>;
  onCancel: () => void;
}

export function SlotForm({ editing, onSave, onCancel }: SlotFormProps) {
  const kit = useContractForm<SlotValues, SlotRequest>({
    schema: slotForm,
    defaultValues: valuesOf(editing),
    fieldOrder: ['startsAt', 'durationMinutes', 'place', 'capacity'],
    idPrefix: 'slot',
    guardUnsaved: false,
  });
  const { form, control, errorOf, idOf } = kit;
  useEffect(() => form.reset(valuesOf(editing)), [editing, form]);

  const onSubmit = kit.submit({
    save: async (body) => {
      await onSave(body);
      // a new slot: the next one starts where it ends, at the same place, so a day's slots are added quickly
      const end = new Date(wallClockMs(body.startsAt) + body.durationMinutes * 60_000);
      form.reset(editing ? EMPTY : { ...form.getValues(), startsAt: toSeoulLocalInput(end) });
    },
    failure: (error) => ({
      title: s.failed,
      message: error instanceof Error ? error.message : '',
      tone: 'danger',
    }),
  });

  return (
    <form ref={kit.formRef} className={styles.form} noValidate onSubmit={onSubmit}>
      <div className={styles.fields}>
        <Field id={idOf('startsAt')} label={s.startsAt} required error={errorOf('startsAt')}>
          <input
            type="datetime-local"
            className={formStyles.control}
            {...control('startsAt', { required: true })}
          />
        </Field>
        <Field id={idOf('durationMinutes')} label={s.duration} required error={errorOf('durationMinutes')}>
          <select className={formStyles.control} {...control('durationMinutes', { required: true })}>
            {durationsWith(form.getValues('durationMinutes')).map((minutes) => (
              <option key={minutes} value={minutes}>
                {applicationsKo.interview.minutes(Number(minutes))}
              </option>
            ))}
          </select>
        </Field>
        <Controller
          control={form.control}
          name="capacity"
          render={({ field }) => (
            <Field id={idOf('capacity')} label={s.capacity} required error={errorOf('capacity')}>
              <Stepper
                id={idOf('capacity')}
                name={field.name}
                value={field.value}
                onChange={field.onChange}
                min={1}
                max={APPLICATION_LIMITS.slotCapacityMax}
                unit={s.capacityUnit}
                decreaseLabel={s.fewer}
                increaseLabel={s.more}
                invalid={!!errorOf('capacity')}
              />
            </Field>
          )}
        />
        <Field id={idOf('place')} label={s.place} required error={errorOf('place')}>
          <input
            className={formStyles.control}
            placeholder={s.placePlaceholder}
            maxLength={APPLICATION_LIMITS.slotPlaceMax}
            {...control('place', { required: true })}
          />
        </Field>
      </div>
      <div className={styles.actions}>
        {editing ? (
          <Button variant="secondary" onClick={onCancel} disabled={kit.busy}>
            {s.cancelEdit}
          </Button>
        ) : null}
        <Button type="submit" disabled={kit.busy} aria-busy={kit.busy}>
          {editing ? s.saveEdit : s.save}
        </Button>
      </div>
      {kit.dialogs}
    </form>
  );
}
