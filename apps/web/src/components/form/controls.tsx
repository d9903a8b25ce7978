/** Small controls of the content forms: a digits-only input (optionally shown with thousands separators) and a stepper. */
import { digitsOnly } from '@moa/contract';
import { forwardRef, type InputHTMLAttributes } from 'react';
import { formatNumber } from '../../lib/format';
import styles from './controls.module.css';
import formStyles from './Form.module.css';
import { MinusIcon, PlusIcon } from '../icons';

type NativeInput = Omit<InputHTMLAttributes<HTMLInputElement>, 'value' | 'onChange' | 'type'>;

export interface DigitsInputProps extends NativeInput {
  value: string;
  onChange: (digits: string) => void;
  /** Shows 15,000 while the value stays '15000'. */
  thousands?: boolean;
  maxDigits?: number;
  unit?: string;
}

/**
 * What a whole-number field keeps of what was typed: its digits (separators such as "15,000" or "3333-01" dropped),
 * except a number with a decimal point ("1.5"), kept as typed so that the form refuses it with a message instead of
 * reading it as 15.
 */
export function wholeNumberInput(typed: string, maxDigits: number): string {
  if (typed.includes('.')) return typed.replace(/[^\d.]/g, '').slice(0, maxDigits + 2);
  return digitsOnly(typed).slice(0, maxDigits);
}

/** A text input that keeps digits only (inputmode numeric); the value is the digit string (see wholeNumberInput). */
export const DigitsInput = forwardRef<HTMLInputElement, DigitsInputProps>(function DigitsInput(
  { value, onChange, thousands = false, maxDigits = 12, unit, className, ...props },
  ref,
) {
  const shown = thousands && /^\d+$/.test(value) ? formatNumber(Number(value)) : value;
  const input = (
    <input
      ref={ref}
      type="text"
      inputMode="numeric"
      autoComplete="off"
      className={[formStyles.control, className].filter(Boolean).join(' ')}
      value={shown}
      onChange={(event) => onChange(wholeNumberInput(event.target.value, maxDigits))}
      {...props}
    />
  );
  if (!unit) return input;
  return (
    <div className={formStyles.affix}>
      {input}
      <span className={formStyles.unit} aria-hidden="true">
        {unit}
      </span>
    </div>
  );
});

export interface StepperProps {
  id: string;
  name: string;
  value: number;
  onChange: (value: number) => void;
  min?: number;
  max?: number;
  decreaseLabel: string;
  increaseLabel: string;
  unit?: string;
  invalid?: boolean;
  describedBy?: string;
}

/** − value + : never below `min` (0 by default); the number can also be typed. */
export function Stepper({
  id,
  name,
  value,
  onChange,
  min = 0,
  max = Number.MAX_SAFE_INTEGER,
  decreaseLabel,
  increaseLabel,
  unit,
  invalid,
  describedBy,
}: StepperProps) {
  const clamp = (n: number) => Math.min(max, Math.max(min, n));
  return (
    <div className={styles.stepper}>
      <button
        type="button"
        className={styles.stepButton}
        aria-label={decreaseLabel}
        aria-controls={id}
        disabled={value <= min}
        onClick={() => onChange(clamp(value - 1))}
      >
        <MinusIcon size={18} />
      </button>
      <div className={styles.stepValue}>
        <input
          id={id}
          name={name}
          data-field={name}
          type="text"
          inputMode="numeric"
          autoComplete="off"
          className={styles.stepInput}
          value={String(value)}
          aria-invalid={invalid || undefined}
          aria-describedby={describedBy}
          onChange={(event) => {
            const digits = digitsOnly(event.target.value).slice(0, 6);
            onChange(clamp(digits === '' ? min : Number(digits)));
          }}
          onKeyDown={(event) => {
            if (event.key === 'ArrowUp') {
              event.preventDefault();
              onChange(clamp(value + 1));
            } else if (event.key === 'ArrowDown') {
              event.preventDefault();
              onChange(clamp(value - 1));
            }
          }}
        />
        {unit ? (
          <span className={styles.stepUnit} aria-hidden="true">
            {unit}
          </span>
        ) : null}
      </div>
      <button
        type="button"
        className={styles.stepButton}
        aria-label={increaseLabel}
        aria-controls={id}
        disabled={value >= max}
        onClick={() => onChange(clamp(value + 1))}
      >
        <PlusIcon size={18} />
      </button>
    </div>
  );
}
