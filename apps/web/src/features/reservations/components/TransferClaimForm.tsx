import { transferClaimRequest, type TransferClaimRequest } from '@moa/contract';
import type { ComponentProps } from 'react';
import { z } from 'zod';
import { DigitsController } from '../../../components/form/controllers';
import { Field, FormErrorNotice } from '../../../components/form/Field';
import formStyles from '../../../components/form/Form.module.css';
import { useContractForm } from '../../../components/form/useContractForm';
import { isApiError } from '../../../lib/api-client';
import { describeError, type ErrorOutcome } from '../../../lib/api-errors';
import { ko } from '../../../text/ko';
import styles from './TransferClaimForm.module.css';

const t = ko.claim;

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

export interface TransferClaimFormProps {
  /** The form element's id: the dialog's submit button is outside it (form={id}). */
  id: string;
  initialValues: ClaimValues;
  save: (body: TransferClaimRequest) => Promise<void>;
  /** A failed save, after its field errors are on their fields; `fields`: the server named fields. */
  onFailed: (outcome: ErrorOutcome, fields: boolean) => void;
  /** What went wrong that no field shows. */
  error: string | null;
  onBusy: (busy: boolean) => void;
}

/**
 * "입금했어요" (docs/product.md#payment-and-cancel-requests): when the money was sent (Seoul time), how much, and
 * under which deposit name. Problems are shown on their fields and the first is focused; the server's field errors
 * land on the same fields.
 */
export function TransferClaimForm({
  id,
  initialValues,
  save,
  onFailed,
  error,
  onBusy,
}: TransferClaimFormProps) {
  const { form, formRef, submit, control, aria, errorOf, idOf } = useContractForm<
    ClaimValues,
    TransferClaimRequest
  >({
    schema: claimFormSchema,
    defaultValues: initialValues,
    fieldOrder: FIELD_ORDER,
    idPrefix: `${id}-field`,
    announce: 'focus',
    // a form inside a dialog: closing the dialog is the way out
    guardUnsaved: false,
  });

  const onSubmit = submit({
    save: async (body) => {
      onBusy(true);
      try {
        await save(body);
      } finally {
        onBusy(false);
      }
    },
    failure: (failure) => {
      const fields = isApiError(failure) && Object.keys(failure.fieldErrors).length > 0;
      onFailed(describeError(failure, { failed: t.failed }), fields);
      return null;
    },
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
