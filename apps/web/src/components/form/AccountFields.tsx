/** The fields of a bank account (a show's transfer account, a student's refund account): its bank and its number. */
import { LIMITS } from '@moa/contract';
import type { FieldValues, Path } from 'react-hook-form';
import { BankSelect, type BankGroup } from './BankSelect';
import { DigitsController } from './controllers';
import { Field } from './Field';
import type { ContractForm } from './useContractForm';

type AccountFieldsKit<T extends FieldValues> = Pick<
  ContractForm<T, unknown>,
  'form' | 'errorOf' | 'control' | 'aria' | 'idOf'
>;

/** The required bank, one of the contract's banks (or of the groups given), after an empty first choice. */
export function BankField<T extends FieldValues>({
  fields,
  name,
  text,
  groups,
}: {
  fields: AccountFieldsKit<T>;
  name: Path<T>;
  text: { bank: string; bankPlaceholder: string };
  groups?: readonly BankGroup[];
}) {
  return (
    <Field id={fields.idOf(name)} label={text.bank} required error={fields.errorOf(name)}>
      <BankSelect
        placeholder={text.bankPlaceholder}
        groups={groups}
        {...fields.control(name, { required: true })}
      />
    </Field>
  );
}

/** The required account number: digits only, at most the contract's length. */
export function AccountNumberField<T extends FieldValues>({
  fields,
  name,
  text,
  className,
}: {
  fields: AccountFieldsKit<T>;
  name: Path<T>;
  text: { accountNumber: string; accountNumberHint: string; accountNumberPlaceholder?: string };
  className?: string;
}) {
  return (
    <Field
      id={fields.idOf(name)}
      label={text.accountNumber}
      required
      hint={text.accountNumberHint}
      error={fields.errorOf(name)}
      className={className}
    >
      <DigitsController
        form={fields.form}
        name={name}
        maxDigits={LIMITS.accountNumberMax}
        placeholder={text.accountNumberPlaceholder}
        {...fields.aria(name, { hint: true, required: true })}
      />
    </Field>
  );
}
