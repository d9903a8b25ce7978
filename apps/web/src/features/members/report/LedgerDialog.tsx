/**
 * 수입·지출 추가 and 수정 (docs/product.md#the-union-report): 수입 or 지출, the day (inside the term), the category
 * (offered from LEDGER_CATEGORIES, any short word accepted), what it was, the amount in won, and for an expense a
 * receipt photo or the reason it has none. Checked by the contract's schema; the server's field errors land on their
 * fields (a day outside the term, an expense with neither a receipt nor a reason, a file that is not an image).
 */
import {
  LEDGER_CATEGORIES,
  LEDGER_LIMITS as L,
  ledgerEntryRequest,
  type FinanceLine,
  type LedgerEntryRequest,
} from '@moa/contract';
import { useId, useState } from 'react';
import { useWatch } from 'react-hook-form';
import { z } from 'zod';
import { Field, FormErrorNotice } from '../../../components/form/Field';
import formStyles from '../../../components/form/Form.module.css';
import { useDialogKit } from '../../../components/form/dialog-form';
import { FormModal, useDialogForm, type DialogFormState } from '../../../components/form/FormModal';
import { WalletIcon } from '../../../components/icons';
import { reportKo } from '../../../text/ko-report';
import styles from './Report.module.css';

const t = reportKo.ledger;

interface Values {
  direction: string;
  occurredOn: string;
  category: string;
  description: string;
  amount: string;
  noReceiptReason: string;
  removeReceipt: boolean;
}

const FIELD_ORDER = [
  'direction',
  'occurredOn',
  'category',
  'description',
  'amount',
  'receipt',
  'noReceiptReason',
];

const schema = z
  .custom<Values>()
  .transform(
    (v) =>
      ({
        direction: v.direction,
        occurredOn: v.occurredOn,
        category: v.category,
        description: v.description,
        amount: v.amount.trim() === '' ? undefined : Number(v.amount.replace(/[,\s원]/g, '')),
        noReceiptReason: v.noReceiptReason,
        removeReceipt: v.removeReceipt,
      }) as z.input<typeof ledgerEntryRequest>,
  )
  .pipe(ledgerEntryRequest);

export type LedgerDialogState = { kind: 'create' } | { kind: 'edit'; line: FinanceLine } | null;

export function LedgerDialog({
  state,
  defaultDay,
  onClose,
  save,
}: {
  state: LedgerDialogState;
  /** The day a new entry starts from (today, or the term's last day once it ended). */
  defaultDay: string;
  onClose: () => void;
  save: (line: FinanceLine | null, request: LedgerEntryRequest, receipt: File | undefined) => Promise<void>;
}) {
  const dialog = useDialogForm(onClose);
  const editing = state?.kind === 'edit' ? state.line : null;
  return (
    <FormModal
      state={dialog}
      open={state !== null}
      icon={<WalletIcon size={24} />}
      title={editing ? t.editTitle : t.createTitle}
      submitLabel={t.submit}
      busyLabel={t.busy}
    >
      {state ? (
        <LedgerForm
          key={editing?.key ?? 'new'}
          dialog={dialog}
          line={editing}
          defaultDay={defaultDay}
          save={(request, receipt) => save(editing, request, receipt)}
        />
      ) : null}
    </FormModal>
  );
}

function LedgerForm({
  dialog,
  line,
  defaultDay,
  save,
}: {
  dialog: DialogFormState;
  line: FinanceLine | null;
  defaultDay: string;
  save: (request: LedgerEntryRequest, receipt: File | undefined) => Promise<void>;
}) {
  const receiptId = useId();
  const listId = useId();
  const [receipt, setReceipt] = useState<File | undefined>(undefined);
  const { formRef, onSubmit, control, errorOf, idOf, form } = useDialogKit<Values, LedgerEntryRequest>(
    {
      id: dialog.formId,
      initialValues: {
        direction: line?.direction ?? 'expense',
        occurredOn: line?.date ?? defaultDay,
        category: line?.category ?? '',
        description: line?.description ?? '',
        amount: line ? String(line.amount) : '',
        noReceiptReason: line?.noReceiptReason ?? '',
        removeReceipt: false,
      },
      save: async (request) => {
        dialog.setError(null);
        await save(request, receipt);
      },
      onBusy: dialog.setBusy,
      onFailed: dialog.onFailed,
    },
    { schema, fieldOrder: FIELD_ORDER, failed: t.failed },
  );
  const direction = useWatch({ control: form.control, name: 'direction' }) as 'income' | 'expense';
  const removing = useWatch({ control: form.control, name: 'removeReceipt' });
  const hasStored = (line?.hasReceipt ?? false) && !removing;
  const receiptError = errorOf('receipt');
  return (
    <form id={dialog.formId} ref={formRef} className={styles.dialogForm} noValidate onSubmit={onSubmit}>
      <Field id={idOf('direction')} label={t.direction} group error={errorOf('direction')}>
        <div className={formStyles.choices}>
          {(['income', 'expense'] as const).map((d, i) => (
            <label key={d} className={formStyles.choice}>
              <input
                type="radio"
                value={d}
                id={i === 0 ? idOf('direction') : undefined}
                data-field={i === 0 ? 'direction' : undefined}
                {...form.register('direction')}
              />
              {t.directions[d]}
            </label>
          ))}
        </div>
      </Field>
      <div className={styles.pair}>
        <Field id={idOf('occurredOn')} label={t.date} required error={errorOf('occurredOn')}>
          <input type="date" className={formStyles.control} {...control('occurredOn', { required: true })} />
        </Field>
        <Field id={idOf('amount')} label={t.amount} required error={errorOf('amount')}>
          <input
            type="text"
            inputMode="numeric"
            autoComplete="off"
            className={formStyles.control}
            {...control('amount', { required: true })}
          />
        </Field>
      </div>
      <Field
        id={idOf('category')}
        label={t.category}
        required
        hint={t.categoryHint}
        error={errorOf('category')}
      >
        <input
          className={formStyles.control}
          maxLength={L.categoryMax}
          list={listId}
          autoComplete="off"
          {...control('category', { required: true, hint: true })}
        />
      </Field>
      <datalist id={listId}>
        {LEDGER_CATEGORIES[direction].map((c) => (
          <option key={c} value={c} />
        ))}
      </datalist>
      <Field id={idOf('description')} label={t.description} required error={errorOf('description')}>
        <input
          className={formStyles.control}
          maxLength={L.descriptionMax}
          placeholder={t.descriptionPlaceholder}
          {...control('description', { required: true })}
        />
      </Field>
      <div className={styles.fileField}>
        <label htmlFor={receiptId}>{t.receipt}</label>
        <input
          id={receiptId}
          type="file"
          accept="image/jpeg,image/png,image/webp,image/gif"
          data-field="receipt"
          aria-describedby={`${receiptId}-hint`}
          aria-invalid={receiptError ? true : undefined}
          onChange={(event) => {
            setReceipt(event.target.files?.[0] ?? undefined);
            form.clearErrors('noReceiptReason');
          }}
        />
        <p id={`${receiptId}-hint`} className={styles.muted}>
          {hasStored ? t.keepReceipt : t.receiptHint}
        </p>
        {receiptError ? (
          <p className={styles.formError} role="alert">
            {receiptError}
          </p>
        ) : null}
        {line?.hasReceipt ? (
          <label className={styles.check}>
            <input type="checkbox" {...form.register('removeReceipt')} />
            {t.removeReceipt}
          </label>
        ) : null}
      </div>
      {direction === 'expense' && !receipt && !hasStored ? (
        <Field id={idOf('noReceiptReason')} label={t.noReceiptReason} error={errorOf('noReceiptReason')}>
          <textarea
            className={formStyles.control}
            rows={2}
            maxLength={L.noReceiptReasonMax}
            placeholder={t.noReceiptPlaceholder}
            {...control('noReceiptReason')}
          />
        </Field>
      ) : null}
      <FormErrorNotice className={styles.formError} message={dialog.error} />
    </form>
  );
}
