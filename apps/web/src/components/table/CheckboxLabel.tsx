import type { ChangeEvent, ComponentProps, ReactNode } from 'react';
import styles from './CheckboxLabel.module.css';

export interface CheckboxLabelProps extends Omit<ComponentProps<'input'>, 'type' | 'onChange' | 'className'> {
  onChange: (checked: boolean, event: ChangeEvent<HTMLInputElement>) => void;
  /** The label's class (a touch-sized box by default). */
  labelClassName?: string;
  /** Text beside the box; without it, name the box with aria-label. */
  children?: ReactNode;
}

/** A checkbox in its label, in the lists' style: the one checkbox of the lists that select (holders, refunds). */
export function CheckboxLabel({
  onChange,
  labelClassName = styles.checkLabel,
  children,
  ...input
}: CheckboxLabelProps) {
  return (
    <label className={labelClassName}>
      <input
        type="checkbox"
        className={styles.checkbox}
        onChange={(event) => onChange(event.target.checked, event)}
        {...input}
      />
      {children}
    </label>
  );
}
