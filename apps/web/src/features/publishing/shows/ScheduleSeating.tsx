/**
 * A schedule's 좌석 방식 (docs/product.md#assigned-seats): 자유석 sells tickets up to the seat count as before; 좌석
 * 지정 sells the seats of one of the club's halls, chosen here. A schedule with reservations keeps its way and hall
 * (the server refuses a change, hallChangeHeld, shown on this group). A schedule saved in its hall links to the
 * painting screen.
 */
import type { UseQueryResult } from '@tanstack/react-query';
import type { HallSummary } from '@moa/contract';
import { Link } from 'react-router';
import { Button, buttonClassName } from '../../../components/Button';
import { errorId, Field } from '../../../components/form/Field';
import formStyles from '../../../components/form/Form.module.css';
import { formatNumber } from '../../../lib/format';
import { formsKo } from '../../../text/ko-forms';
import { paintable, type ScheduleValues, type ShowFields } from './model';
import styles from './ScheduleList.module.css';

const t = formsKo.show;

export interface ScheduleSeatingProps {
  fields: ShowFields;
  index: number;
  schedule: ScheduleValues | undefined;
  /** The club's halls; loaded once a schedule is seated. */
  halls: UseQueryResult<HallSummary[]>;
}

export function ScheduleSeating({ fields, index, schedule, halls }: ScheduleSeatingProps) {
  const { form, errorOf, control: reg, idOf: id } = fields;
  const n = index + 1;
  const name = <K extends keyof ScheduleValues>(key: K) => `schedules.${index}.${key}` as const;
  const seated = schedule?.seating === 'seated';
  const locked = (schedule?.applyPeople ?? 0) > 0;
  const hallError = errorOf(name('hallId'));
  const groupId = id(name('seating'));

  const seatingControl = reg(name('seating'), {});
  const seatingProps = {
    ...seatingControl,
    onChange: async (event: React.ChangeEvent<HTMLInputElement>) => {
      form.clearErrors(name('hallId'));
      await seatingControl.onChange(event);
      // one hall: chosen for the manager
      const list = halls.data;
      if (event.target.value === 'seated' && form.getValues(name('hallId')) === '' && list?.length === 1) {
        form.setValue(name('hallId'), String(list[0]!.hallId), { shouldDirty: true });
      }
    },
    'aria-invalid': undefined,
    'aria-describedby': undefined,
    'data-field': undefined,
    id: undefined,
  };

  return (
    <div className={styles.seating}>
      <Field
        id={groupId}
        label={t.seating}
        group
        hint={locked ? t.seatingLocked : t.seatingHint}
        error={seated ? undefined : hallError}
      >
        <div className={formStyles.choices}>
          <label className={formStyles.choice}>
            <input
              type="radio"
              value="free"
              disabled={locked}
              {...seatingProps}
              // a refused change of a 자유석 schedule is shown here, and focused here
              data-field={seated ? undefined : name('hallId')}
              aria-describedby={!seated && hallError ? errorId(groupId) : undefined}
            />
            {t.seatingFree}
          </label>
          <label className={formStyles.choice}>
            <input type="radio" value="seated" disabled={locked} {...seatingProps} />
            {t.seatingSeated}
          </label>
        </div>
      </Field>

      {seated ? (
        <div className={styles.hallPick}>
          <Field id={id(name('hallId'))} label={t.hall} required error={hallError}>
            <select
              className={formStyles.control}
              disabled={locked || !halls.data}
              {...reg(name('hallId'), { required: true })}
            >
              <option value="">{halls.isPending ? t.hallsLoading : t.hallPlaceholder}</option>
              {(halls.data ?? []).map((hall) => (
                <option key={hall.hallId} value={hall.hallId}>
                  {t.hallOption(hall.name, formatNumber(hall.seatCount))}
                </option>
              ))}
              {/* the saved hall, should the list not have it (yet) */}
              {schedule?.hallId &&
              halls.data &&
              !halls.data.some((h) => String(h.hallId) === schedule.hallId) ? (
                <option value={schedule.hallId}>{t.hall}</option>
              ) : null}
            </select>
          </Field>
          {halls.isError ? (
            <p className={styles.hallNote}>
              {t.hallsFailed}{' '}
              <Button variant="secondary" size="small" onClick={() => void halls.refetch()}>
                {t.hallsRetry}
              </Button>
            </p>
          ) : null}
          {halls.data && halls.data.length === 0 ? (
            <p className={styles.hallNote}>
              {t.hallsEmpty}{' '}
              <Link
                to="/manager/halls/create"
                className={buttonClassName({ variant: 'secondary', size: 'small' })}
              >
                {t.hallsDraw}
              </Link>
            </p>
          ) : null}
          {schedule && paintable(schedule) ? (
            <Link
              to={`/manager/schedule/${schedule.scheduleId}/seats`}
              className={`${buttonClassName({ variant: 'primary', size: 'small' })} ${styles.paint}`}
              aria-label={t.paintLabel(n)}
            >
              {t.paint}
            </Link>
          ) : schedule?.hallId ? (
            <p className={styles.hallNote}>{t.paintAfterSave}</p>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}
