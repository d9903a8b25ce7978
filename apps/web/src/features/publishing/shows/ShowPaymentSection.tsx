/**
 * The show form's payment section: bank, holder, account number and the transfer QR image on creation; on edit the
 * account and the QR are shown read-only (fixed once the show exists, and left out of the edit request). The 입금 기한
 * (hours to pay after reserving) is editable in both.
 */
import { LIMITS } from '@moa/contract';
import { AccountNumberField, BankField } from '../../../components/form/AccountFields';
import { DigitsController, ImageController } from '../../../components/form/controllers';
import { Field, Section } from '../../../components/form/Field';
import styles from '../../../components/form/Form.module.css';
import { ImagePreview } from '../../../components/form/ImagePicker';
import { formsKo } from '../../../text/ko-forms';
import { manageKo } from '../../../text/ko-manage';
import type { FormMode, ShowFields, ShowFormValues } from './model';

const t = formsKo.show;
const c = formsKo;
const d = manageKo.holderMoney.deadline;

/** 입금 기한 in hours (docs/product.md#reservation-status), checked by the contract's paymentDeadlineHours rule. */
function DeadlineField({ fields }: { fields: ShowFields }) {
  const { form, errorOf, aria, idOf } = fields;
  return (
    <div className={`${styles.grid} ${styles.grid2}`}>
      <Field
        id={idOf('paymentDeadlineHours')}
        label={d.label}
        required
        hint={d.hint}
        error={errorOf('paymentDeadlineHours')}
      >
        <DigitsController
          form={form}
          name="paymentDeadlineHours"
          maxDigits={3}
          unit={d.unit}
          placeholder={d.placeholder}
          {...aria('paymentDeadlineHours', { hint: true, required: true })}
        />
      </Field>
    </div>
  );
}

export interface ShowPaymentSectionProps {
  fields: ShowFields;
  mode: FormMode;
  /** The saved account (edit). */
  saved: Pick<ShowFormValues, 'accountBankName' | 'accountName' | 'accountNumber'>;
  qrUrl?: string;
}

export function ShowPaymentSection({ fields, mode, saved, qrUrl }: ShowPaymentSectionProps) {
  const { form, errorOf, control, idOf } = fields;
  if (mode === 'edit') {
    const rows = [
      ['accountBankName', t.bank, saved.accountBankName, ''],
      ['accountName', t.accountName, saved.accountName, ''],
      ['accountNumber', t.accountNumber, saved.accountNumber, styles.span2],
    ] as const;
    return (
      <Section title={t.sections.payment} description={t.accountFixed}>
        <div className={`${styles.grid} ${styles.grid2}`}>
          {rows.map(([name, label, value, className]) => (
            <Field key={name} id={idOf(name)} label={label} className={className || undefined}>
              <input id={idOf(name)} className={styles.control} value={value} readOnly />
            </Field>
          ))}
        </div>
        <ImagePreview label={t.qr} url={qrUrl ?? ''} note={t.qrFixed} />
        <DeadlineField fields={fields} />
      </Section>
    );
  }
  return (
    <Section title={t.sections.payment}>
      <div className={`${styles.grid} ${styles.grid2}`}>
        <BankField fields={fields} name="accountBankName" text={t} />
        <Field id={idOf('accountName')} label={t.accountName} required error={errorOf('accountName')}>
          <input
            className={styles.control}
            placeholder={t.accountNamePlaceholder}
            maxLength={LIMITS.nameMax}
            {...control('accountName', { required: true })}
          />
        </Field>
        <AccountNumberField fields={fields} name="accountNumber" text={t} className={styles.span2} />
      </div>
      <ImageController
        form={form}
        name="qr"
        id={idOf('qr')}
        label={t.qr}
        required
        shape="square"
        hint={`${t.qrHint} ${c.image.hint}`}
        error={errorOf('qr')}
      />
      <DeadlineField fields={fields} />
    </Section>
  );
}
