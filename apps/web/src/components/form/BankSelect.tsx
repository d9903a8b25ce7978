import { BANKS } from '@moa/contract';
import { forwardRef, type SelectHTMLAttributes } from 'react';
import formStyles from './Form.module.css';

/** A labelled group of choices (<optgroup>): the banks, the securities firms. */
export interface BankGroup {
  label: string;
  banks: readonly string[];
}

export interface BankSelectProps extends SelectHTMLAttributes<HTMLSelectElement> {
  /** The first, empty choice ("은행을 선택해주세요"). */
  placeholder: string;
  /** The choices in groups; default: the contract's 12 banks in the spec's order, ungrouped. */
  groups?: readonly BankGroup[];
}

/** A select of the contract's banks, in the spec's order, after an empty choice (a required field left unchosen). */
export const BankSelect = forwardRef<HTMLSelectElement, BankSelectProps>(function BankSelect(
  { placeholder, groups, className, ...props },
  ref,
) {
  const options = (banks: readonly string[]) =>
    banks.map((bank) => (
      <option key={bank} value={bank}>
        {bank}
      </option>
    ));
  return (
    <select ref={ref} className={[formStyles.control, className].filter(Boolean).join(' ')} {...props}>
      <option value="">{placeholder}</option>
      {groups
        ? groups.map((group) => (
            <optgroup key={group.label} label={group.label}>
              {options(group.banks)}
            </optgroup>
          ))
        : options(BANKS)}
    </select>
  );
});
