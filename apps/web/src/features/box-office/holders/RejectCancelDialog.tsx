import { CANCEL_LIMITS, CANCEL_MESSAGES, holderCancelRequest } from '@moa/contract';
import { z } from 'zod';
import { Field, FormErrorNotice } from '../../../components/form/Field';
import formStyles from '../../../components/form/Form.module.css';
import { useDialogKit } from '../../../components/form/dialog-form';
import { FormModal, useDialogForm } from '../../../components/form/FormModal';
import { AlertIcon } from '../../../components/icons';
import { manageKo } from '../../../text/ko-manage';
import styles from './CancelRequests.module.css';

const c = manageKo.cancelRequests;

/** The reason of a refusal: the contract's rule (trimmed, at most 200 characters), required. */
const reasonSchema = z.object({
  reason: holderCancelRequest.shape.reason.unwrap().min(1, CANCEL_MESSAGES.reasonRequired),
});

/**
 * 취소 거절: the reason the students will read on their cards, checked by the contract's rule on its field. A lost
 * session closes the dialog and opens the session-expired modal; a refusal is said in the dialog.
 */
export function RejectCancelDialog({
  count,
  onClose,
  save,
}: {
  /** How many requests are refused; null: closed. */
  count: number | null;
  onClose: () => void;
  save: (reason: string) => Promise<void>;
}) {
  const dialog = useDialogForm(onClose);
  return (
    <FormModal
      state={dialog}
      open={count !== null}
      icon={<AlertIcon size={24} />}
      title={c.rejectTitle}
      submitLabel={c.rejectConfirm}
      busyLabel={manageKo.managerArea.holders.working}
    >
      {count !== null ? (
        <>
          <p>{c.rejectLead(count)}</p>
          <ReasonForm dialog={dialog} save={save} />
        </>
      ) : null}
    </FormModal>
  );
}

function ReasonForm({
  dialog,
  save,
}: {
  dialog: ReturnType<typeof useDialogForm>;
  save: (reason: string) => Promise<void>;
}) {
  const { formRef, onSubmit, control, errorOf, idOf, form } = useDialogKit(
    {
      id: dialog.formId,
      initialValues: { reason: '' },
      save: async ({ reason }: { reason: string }) => {
        dialog.setError(null);
        await save(reason);
      },
      onBusy: dialog.setBusy,
      onFailed: dialog.onFailed,
    },
    { schema: reasonSchema, fieldOrder: ['reason'], failed: c.failed },
  );
  return (
    <form id={dialog.formId} ref={formRef} className={styles.reasonForm} noValidate onSubmit={onSubmit}>
      <Field
        id={idOf('reason')}
        label={c.reason}
        required
        error={errorOf('reason')}
        counter={{ value: form.watch('reason').length, max: CANCEL_LIMITS.reasonMax }}
      >
        <textarea
          className={formStyles.control}
          rows={3}
          placeholder={c.reasonPlaceholder}
          {...control('reason', { required: true })}
        />
      </Field>
      <FormErrorNotice className={styles.formError} message={dialog.error} />
    </form>
  );
}
