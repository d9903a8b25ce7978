import { BANKS } from '@moa/contract';
import { forwardRef, type SelectHTMLAttributes } from 'react';
import formStyles from './Form.module.css';

export interface BankSelectProps extends SelectHTMLAttributes<HTMLSelectElement> {
  /** The first, empty choice ("은행을 선택해주세요"). */
  placeholder: string;
}

/** A select of the contract's banks, in the spec's order, after an empty choice (a required field left unchosen). */
export const BankSelect = forwardRef<HTMLSelectElement, BankSelectProps>(function BankSelect(
  { placeholder, className, ...props },
  ref,
) {
  return (
    <select ref={ref} className={[formStyles.control, className].filter(Boolean).join(' ')} {...props}>
      <option value="">{placeholder}</option>
      {BANKS.map((bank) => (
        <option key={bank} value={bank}>
          {bank}
        </option>
      ))}
    </select>
  );
});
