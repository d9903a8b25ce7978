import { accountDeletionRequest, type AccountDeletionRequest } from '@moa/contract';
import { useDialogKit, type DialogFormProps } from '../../../components/form/dialog-form';
import { Field, FieldError, FormErrorNotice } from '../../../components/form/Field';
import formStyles from '../../../components/form/Form.module.css';
import { studentKo } from '../../../text/ko-student';
import styles from './AccountDeletion.module.css';

const t = studentKo.accountDeletion;

export interface DeletionValues {
  confirm: string;
  forfeitPaidTickets: boolean;
}

const FIELD_ORDER = ['forfeitPaidTickets', 'confirm'] as const;

/**
 * The deletion's confirmation (docs/product.md#deleting-the-account): the word typed, and, when the student holds paid
 * tickets not yet used, that they give them up; checked by the contract's schema, the server's refusals on the same
 * fields.
 */
export function AccountDeletionForm(
  props: DialogFormProps<DeletionValues, AccountDeletionRequest> & { paidTickets: boolean },
) {
  const { id, error, paidTickets } = props;
  const kit = useDialogKit(props, {
    schema: accountDeletionRequest,
    fieldOrder: FIELD_ORDER,
    failed: t.failed,
  });
  const forfeitError = kit.errorOf('forfeitPaidTickets');
  return (
    <form id={id} ref={kit.formRef} className={styles.form} noValidate onSubmit={kit.onSubmit}>
      {paidTickets ? (
        <div>
          <label className={formStyles.choice} data-invalid={forfeitError ? '' : undefined}>
            <input type="checkbox" {...kit.control('forfeitPaidTickets', { required: true })} />
            <span>{t.forfeit}</span>
          </label>
          <FieldError id={kit.idOf('forfeitPaidTickets')} message={forfeitError} />
        </div>
      ) : null}
      <Field id={kit.idOf('confirm')} label={t.confirm} required error={kit.errorOf('confirm')}>
        <input
          type="text"
          className={formStyles.control}
          autoComplete="off"
          {...kit.control('confirm', { required: true })}
        />
      </Field>
      <FormErrorNotice message={error} />
    </form>
  );
}
