/** A required start/end date pair in one labelled group (events, shows, recruiting posts). */
import type { ComponentProps } from 'react';
import { formsKo } from '../../text/ko-forms';
import { errorId, Field } from './Field';
import styles from './Form.module.css';

const c = formsKo;

export interface DateRangeFieldProps {
  /** The group's label ("기간"); each date gets it with "부터"/"까지" as its hidden label. */
  label: string;
  hint?: string;
  /** The pair's error, shown under the group (tied to the start date's id). */
  error?: string;
  /** The registered start and end date controls (with their ids). */
  start: ComponentProps<'input'> & { id: string };
  end: ComponentProps<'input'> & { id: string };
  /** Whether each date is described by the pair's error. */
  startDescribed: boolean;
  endDescribed: boolean;
}

export function DateRangeField({
  label,
  hint,
  error,
  start,
  end,
  startDescribed,
  endDescribed,
}: DateRangeFieldProps) {
  return (
    <Field id={start.id} label={label} required group hint={hint} error={error}>
      <div className={styles.range}>
        <label htmlFor={start.id} className="visually-hidden">
          {`${label} ${c.dateFrom}`}
        </label>
        <input
          type="date"
          className={styles.control}
          {...start}
          aria-describedby={startDescribed ? errorId(start.id) : undefined}
        />
        <span className={styles.rangeSeparator} aria-hidden="true">
          {c.dateRangeSeparator}
        </span>
        <label htmlFor={end.id} className="visually-hidden">
          {`${label} ${c.dateTo}`}
        </label>
        <input
          type="date"
          className={styles.control}
          {...end}
          aria-describedby={endDescribed ? errorId(start.id) : undefined}
        />
      </div>
    </Field>
  );
}
