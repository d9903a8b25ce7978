import {
  BANKS,
  LIMITS,
  OTHER_BANKS,
  refundAccountSchema,
  SECURITIES_FIRMS,
  type RefundAccount,
} from '@moa/contract';
import { AccountNumberField, BankField } from '../../../components/form/AccountFields';
import type { FieldOf } from '../../../components/form/check';
import { useDialogKit, type DialogFormProps } from '../../../components/form/dialog-form';
import { Field, FormErrorNotice } from '../../../components/form/Field';
import formStyles from '../../../components/form/Form.module.css';
import { studentKo } from '../../../text/ko-student';
import styles from './TransferClaimForm.module.css';

const t = studentKo.cancelling;

/** The form's fields: the bank as chosen ('' until then), the account number as digits. */
export interface AccountValues {
  bankName: string;
  accountNumber: string;
  holder: string;
}

/** Every bank and securities firm the contract takes for a refund (REFUND_BANKS), the spec's 12 first. */
const REFUND_GROUPS = [
  { label: t.bankGroup, banks: [...BANKS, ...OTHER_BANKS] },
  { label: t.securitiesGroup, banks: SECURITIES_FIRMS },
];

const FIELD_ORDER = ['bankName', 'accountNumber', 'holder'] as const;

/** The server names the account's fields under refundAccount (a missing account as a whole: the bank, first). */
const fieldOf: FieldOf = (path) => path.replace(/^refundAccount\.?/, '') || FIELD_ORDER[0];

/**
 * The refund account of a cancel request (docs/product.md#cancelling-and-refunds): bank (any Korean bank or securities
 * firm), account number
 * (digits only) and holder, checked by the contract's schema; problems are shown on their fields and the first is
 * focused; the server's field errors land on the same fields.
 */
export function RefundAccountForm(props: DialogFormProps<AccountValues, RefundAccount>) {
  const { id, error } = props;
  const kit = useDialogKit(props, {
    schema: refundAccountSchema,
    fieldOrder: FIELD_ORDER,
    fieldOf,
    failed: t.requestFailed,
  });

  return (
    <form id={id} ref={kit.formRef} className={styles.form} noValidate onSubmit={kit.onSubmit}>
      <BankField fields={kit} name="bankName" text={t} groups={REFUND_GROUPS} />
      <AccountNumberField fields={kit} name="accountNumber" text={t} />
      <Field id={kit.idOf('holder')} label={t.holder} required error={kit.errorOf('holder')}>
        <input
          type="text"
          className={formStyles.control}
          autoComplete="name"
          maxLength={LIMITS.nameMax}
          {...kit.control('holder', { required: true })}
        />
      </Field>
      <FormErrorNotice className={styles.error} message={error} />
    </form>
  );
}
