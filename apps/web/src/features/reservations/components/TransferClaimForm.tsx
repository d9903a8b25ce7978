import { transferClaimRequest, type TransferClaimRequest } from '@moa/contract';
import type { ComponentProps } from 'react';
import { z } from 'zod';
import { DigitsController } from '../../../components/form/controllers';
import { useDialogKit, type DialogFormProps } from '../../../components/form/dialog-form';
import { Field, FormErrorNotice } from '../../../components/form/Field';
import formStyles from '../../../components/form/Form.module.css';
import { ko } from '../../../text/ko';
import { studentKo } from '../../../text/ko-student';
import styles from './TransferClaimForm.module.css';

const t = studentKo.claim;

/** The form's fields: the time as a datetime-local value in Seoul, the amount as digits. */
export interface ClaimValues {
  transferredAt: string;
  amount: string;
  depositName: string;
}

const SEOUL_LOCAL = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/;

/** The contract's transferClaimRequest over the form's fields: a Seoul wall-clock time gets its +09:00 offset. */
const claimFormSchema = z.object({
  transferredAt: z
    .string()
    .transform((v) => (SEOUL_LOCAL.test(v) ? `${v}:00+09:00` : v))
    .pipe(transferClaimRequest.shape.transferredAt),
  amount: z.preprocess((v) => (v === '' ? undefined : Number(v)), transferClaimRequest.shape.amount),
  depositName: transferClaimRequest.shape.depositName,
});

const FIELD_ORDER = ['transferredAt', 'amount', 'depositName'] as const;

/**
 * "입금했어요" (docs/product.md#payment-and-cancel-requests): when the money was sent (Seoul time), how much, and
 * under which deposit name. Problems are shown on their fields and the first is focused; the server's field errors
 * land on the same fields.
 */
export function TransferClaimForm(props: DialogFormProps<ClaimValues, TransferClaimRequest>) {
  const { id, error } = props;
  const { form, formRef, onSubmit, control, aria, errorOf, idOf } = useDialogKit(props, {
    schema: claimFormSchema,
    fieldOrder: FIELD_ORDER,
    failed: t.failed,
  });

  /** A required text input with its hint under it. */
  const hintedInput = (
    name: keyof ClaimValues,
    label: string,
    hint: string,
    input: ComponentProps<'input'>,
  ) => (
    <Field id={idOf(name)} label={label} hint={hint} error={errorOf(name)}>
      <input className={formStyles.control} {...input} {...control(name, { hint: true, required: true })} />
    </Field>
  );

  return (
    <form id={id} ref={formRef} className={styles.form} noValidate onSubmit={onSubmit}>
      {hintedInput('transferredAt', t.transferredAt, t.transferredAtHint, { type: 'datetime-local' })}
      <Field id={idOf('amount')} label={t.amount} error={errorOf('amount')}>
        <DigitsController
          form={form}
          name="amount"
          thousands
          maxDigits={10}
          unit={ko.format.wonSuffix}
          {...aria('amount', { required: true })}
        />
      </Field>
      {hintedInput('depositName', t.depositName, t.depositNameHint, {
        type: 'text',
        autoComplete: 'off',
        spellCheck: false,
      })}
      <FormErrorNotice className={styles.error} message={error} />
    </form>
  );
}
