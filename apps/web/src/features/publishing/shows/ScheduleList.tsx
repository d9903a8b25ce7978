/**
 * The schedules of a show (회차): each row with its number, date, hour 00–23 and minute 00–59, price in won, seats and
 * the per-purchase ticket limit stepper (never below 0). Adding appends a schedule; deleting renumbers the rest.
 * On edit a row shows its sold seats; a schedule with holders cannot be deleted nor get fewer seats than sold.
 */
import { LIMITS } from '@moa/contract';
import { useQuery } from '@tanstack/react-query';
import { useRef } from 'react';
import { Controller, useFieldArray, useWatch } from 'react-hook-form';
import { Button, buttonClassName } from '../../../components/Button';
import { ko } from '../../../text/ko';
import { formsKo } from '../../../text/ko-forms';
import { DigitsController } from '../../../components/form/controllers';
import { Stepper } from '../../../components/form/controls';
import { errorId, Field, FieldError } from '../../../components/form/Field';
import formStyles from '../../../components/form/Form.module.css';
import { PlusIcon, TrashIcon } from '../../../components/icons';
import { formatNumber } from '../../../lib/format';
import { hallsQuery } from '../halls/api';
import {
  HOURS,
  MINUTES,
  newSchedule,
  paintable,
  type FormMode,
  type ScheduleValues,
  type ShowFields,
} from './model';
import { ScheduleSeating } from './ScheduleSeating';
import styles from './ScheduleList.module.css';

const t = formsKo.show;

export interface ScheduleListProps {
  fields: ShowFields;
  mode: FormMode;
}

export function ScheduleList({ fields: helpers, mode }: ScheduleListProps) {
  const { form } = helpers;
  const { control, clearErrors } = form;
  const { fields, append, remove } = useFieldArray({ control, name: 'schedules', keyName: 'key' });
  const schedules = useWatch({ control, name: 'schedules' });
  const addRef = useRef<HTMLButtonElement | null>(null);
  const { errorOf, control: reg, aria, idOf: id } = helpers;
  // the club's halls, asked for once a schedule is seated (좌석 지정)
  const halls = useQuery({ ...hallsQuery, enabled: (schedules ?? []).some((s) => s?.seating === 'seated') });

  const add = () => {
    clearErrors('schedules');
    append(newSchedule(), { shouldFocus: true, focusName: `schedules.${fields.length}.date` });
  };

  const del = (index: number) => {
    remove(index);
    addRef.current?.focus();
  };

  return (
    <div className={styles.list}>
      {fields.map((field, index) => {
        const n = index + 1;
        const sold = schedules?.[index]?.applyPeople ?? 0;
        const name = <K extends keyof ScheduleValues>(key: K) => `schedules.${index}.${key}` as const;
        const headingId = id(`schedules.${index}.heading`);
        const timeError = errorOf(name('hour')) ?? errorOf(name('minute'));
        const current = schedules?.[index];
        const seated = current?.seating === 'seated';
        // a schedule kept in its hall takes its prices and seat count from its painted plan
        const planned = current !== undefined && paintable(current);
        return (
          <div key={field.key} className={styles.row} role="group" aria-labelledby={headingId}>
            <div className={styles.rowHead}>
              <h3 id={headingId} className={styles.rowTitle}>
                {t.schedule(n)}
              </h3>
              {mode === 'edit' && field.scheduleId !== undefined ? (
                <span className={`${styles.sold} ${sold > 0 ? styles.soldSome : ''}`}>{t.sold(sold)}</span>
              ) : null}
              <Button
                variant="ghost"
                size="small"
                className={styles.delete}
                onClick={() => del(index)}
                disabled={sold > 0}
                aria-label={t.deleteSchedule(n)}
              >
                <TrashIcon size={18} />
                <span aria-hidden="true">{ko.common.delete}</span>
              </Button>
            </div>
            {sold > 0 ? <p className={styles.lock}>{t.cannotDelete}</p> : null}

            <div className={styles.fields}>
              <Field id={id(name('date'))} label={t.scheduleDate} required error={errorOf(name('date'))}>
                <input
                  type="date"
                  className={formStyles.control}
                  {...reg(name('date'), { required: true })}
                />
              </Field>

              <Field id={id(name('hour'))} label={t.scheduleTime} required group error={timeError}>
                <div className={styles.time}>
                  <label htmlFor={id(name('hour'))} className="visually-hidden">
                    {`${t.schedule(n)} ${t.scheduleTime} (${t.hour})`}
                  </label>
                  <select
                    className={formStyles.control}
                    {...reg(name('hour'), { required: true })}
                    aria-describedby={timeError ? errorId(id(name('hour'))) : undefined}
                  >
                    <option value="">{t.hour}</option>
                    {HOURS.map((h) => (
                      <option key={h} value={h}>
                        {h}
                      </option>
                    ))}
                  </select>
                  <span className={styles.colon} aria-hidden="true">
                    :
                  </span>
                  <label htmlFor={id(name('minute'))} className="visually-hidden">
                    {`${t.schedule(n)} ${t.scheduleTime} (${t.minute})`}
                  </label>
                  <select
                    className={formStyles.control}
                    {...reg(name('minute'), { required: true })}
                    aria-describedby={timeError ? errorId(id(name('hour'))) : undefined}
                  >
                    <option value="">{t.minute}</option>
                    {MINUTES.map((m) => (
                      <option key={m} value={m}>
                        {m}
                      </option>
                    ))}
                  </select>
                </div>
              </Field>

              <Field
                id={id(name('cost'))}
                label={t.cost}
                required
                hint={seated ? (planned ? t.seatedCostKept : t.seatedCostHint) : undefined}
                error={errorOf(name('cost'))}
              >
                <DigitsController
                  form={form}
                  name={name('cost')}
                  thousands
                  maxDigits={8}
                  unit={t.costUnit}
                  placeholder={t.costPlaceholder}
                  disabled={planned}
                  {...aria(name('cost'), { required: true, hint: seated })}
                />
              </Field>

              {seated ? (
                <div className={styles.seatedSeats}>
                  <p className={styles.seatedSeatsLabel}>{t.seatedSeats}</p>
                  <p className={styles.seatedSeatsValue}>
                    {planned
                      ? t.seatedSeatsSaved(formatNumber(Number(current.maxPeople) || 0))
                      : t.seatedSeatsNew}
                  </p>
                </div>
              ) : (
                <Field
                  id={id(name('maxPeople'))}
                  label={t.seats}
                  required
                  hint={sold > 0 ? t.seatsMin(sold) : undefined}
                  error={errorOf(name('maxPeople'))}
                >
                  <DigitsController
                    form={form}
                    name={name('maxPeople')}
                    maxDigits={6}
                    unit={t.seatsUnit}
                    {...aria(name('maxPeople'), { hint: sold > 0, required: true })}
                  />
                </Field>
              )}

              <Controller
                control={control}
                name={name('maxTicket')}
                render={({ field: f }) => (
                  <Field
                    id={id(f.name)}
                    label={t.maxTicket}
                    hint={f.value === 0 ? t.maxTicketZero : undefined}
                    error={errorOf(f.name)}
                  >
                    <Stepper
                      id={id(f.name)}
                      name={f.name}
                      value={f.value}
                      onChange={(v) => {
                        clearErrors(f.name);
                        f.onChange(v);
                      }}
                      min={LIMITS.minMaxTicket}
                      max={LIMITS.maxPeoplePerSchedule}
                      unit={t.maxTicketUnit}
                      decreaseLabel={t.decrease(n)}
                      increaseLabel={t.increase(n)}
                      invalid={!!errorOf(f.name)}
                      describedBy={aria(f.name, { hint: f.value === 0 })['aria-describedby']}
                    />
                  </Field>
                )}
              />
            </div>
            <ScheduleSeating fields={helpers} index={index} schedule={current} halls={halls} />
          </div>
        );
      })}

      <div className={styles.addRow}>
        <button
          ref={addRef}
          type="button"
          onClick={add}
          className={`${buttonClassName({ variant: 'secondary' })} ${styles.add}`}
          data-field="schedules"
          disabled={fields.length >= LIMITS.maxSchedulesPerShow}
        >
          <PlusIcon size={18} />
          {t.addSchedule}
        </button>
        <FieldError id={id('schedules')} message={errorOf('schedules')} />
      </div>
    </div>
  );
}
