/** A required start/end date pair in one labelled group (events, shows, recruiting posts). */
import type { ComponentProps } from 'react';
import { formsKo } from '../../text/ko-forms';
import { errorId, Field, FieldError } from './Field';
import styles from './Form.module.css';

const c = formsKo;

export interface DateRangeFieldProps {
  /** The group's label ("기간"); each date gets it with "부터"/"까지" as its hidden label. */
  label: string;
  hint?: string;
  /** Each date's own error, shown under the group; one message when both say the same. */
  startError?: string;
  endError?: string;
  /** The registered start and end date controls (with their ids). */
  start: ComponentProps<'input'> & { id: string };
  end: ComponentProps<'input'> & { id: string };
}

export function DateRangeField({ label, hint, startError, endError, start, end }: DateRangeFieldProps) {
  // the end date's own message, unless the start date's says the same; each date is described by its own
  const endOwn = endError !== undefined && endError !== startError;
  return (
    <Field id={start.id} label={label} required group hint={hint} error={startError}>
      <div className={styles.range}>
        <label htmlFor={start.id} className="visually-hidden">
          {`${label} ${c.dateFrom}`}
        </label>
        <input
          type="date"
          className={styles.control}
          {...start}
          aria-invalid={startError ? true : undefined}
          aria-describedby={startError ? errorId(start.id) : undefined}
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
          aria-invalid={endError ? true : undefined}
          aria-describedby={endError ? errorId(endOwn ? end.id : start.id) : undefined}
        />
      </div>
      {endOwn ? <FieldError id={end.id} message={endError} /> : null}
    </Field>
  );
}
