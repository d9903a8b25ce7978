/**
 * 상태 한 번에 바꾸기 (docs/product.md#members): one status, from a day and with a reason, for the members selected in
 * the roster. Checked by the contract's schema; the server says which members it left as they were (an officer, one
 * no longer on the roster), which the roster's notice then names.
 */
import {
  MEMBER_LIMITS,
  MEMBERSHIP_STATUSES,
  MEMBERSHIP_STATUS_LABELS,
  memberBatchRequest,
  type MemberBatchRequest,
} from '@moa/contract';
import { z } from 'zod';
import { Field, FormErrorNotice } from '../../components/form/Field';
import formStyles from '../../components/form/Form.module.css';
import { useDialogKit } from '../../components/form/dialog-form';
import { FormModal, useDialogForm, type DialogFormState } from '../../components/form/FormModal';
import { UserIcon } from '../../components/icons';
import { membersKo } from '../../text/ko-members';
import styles from './Members.module.css';

const t = membersKo;

interface Values {
  status: string;
  statusDate: string;
  reason: string;
}

export function BatchStatusDialog({
  membershipIds,
  onClose,
  save,
}: {
  /** The selected members; null: closed. */
  membershipIds: readonly number[] | null;
  onClose: () => void;
  save: (body: MemberBatchRequest) => Promise<void>;
}) {
  const dialog = useDialogForm(onClose);
  const open = membershipIds !== null;
  return (
    <FormModal
      state={dialog}
      open={open}
      icon={<UserIcon size={24} />}
      title={t.batch.title(membershipIds?.length ?? 0)}
      submitLabel={t.batch.submit}
      busyLabel={t.batch.busy}
    >
      {open ? (
        <>
          <p>{t.batch.lead}</p>
          <BatchForm dialog={dialog} save={save} membershipIds={membershipIds} />
        </>
      ) : null}
    </FormModal>
  );
}

function BatchForm({
  dialog,
  save,
  membershipIds,
}: {
  dialog: DialogFormState;
  save: (body: MemberBatchRequest) => Promise<void>;
  membershipIds: readonly number[];
}) {
  const schema = z
    .object({ status: z.string(), statusDate: z.string(), reason: z.string() })
    .transform((v) => ({
      membershipIds: [...membershipIds],
      status: v.status,
      ...(v.statusDate ? { statusDate: v.statusDate } : {}),
      ...(v.reason.trim() ? { reason: v.reason } : {}),
    }))
    .pipe(memberBatchRequest);
  const { formRef, onSubmit, control, errorOf, idOf } = useDialogKit<Values, MemberBatchRequest>(
    {
      id: dialog.formId,
      initialValues: { status: 'leave', statusDate: '', reason: '' },
      save: async (body) => {
        dialog.setError(null);
        await save(body);
      },
      onBusy: dialog.setBusy,
      onFailed: dialog.onFailed,
    },
    { schema, fieldOrder: ['status', 'statusDate', 'reason'], failed: t.batch.failed },
  );
  return (
    <form id={dialog.formId} ref={formRef} className={styles.dialogForm} noValidate onSubmit={onSubmit}>
      <Field id={idOf('status')} label={t.batch.status} error={errorOf('status')}>
        <select className={formStyles.control} {...control('status')}>
          {MEMBERSHIP_STATUSES.map((s) => (
            <option key={s} value={s}>
              {MEMBERSHIP_STATUS_LABELS[s]}
            </option>
          ))}
        </select>
      </Field>
      <Field
        id={idOf('statusDate')}
        label={t.member.statusDate}
        optional
        hint={t.member.statusDateHint}
        error={errorOf('statusDate')}
      >
        <input type="date" className={formStyles.control} {...control('statusDate', { hint: true })} />
      </Field>
      <Field id={idOf('reason')} label={t.member.reason} optional error={errorOf('reason')}>
        <input
          className={formStyles.control}
          maxLength={MEMBER_LIMITS.reasonMax}
          placeholder={t.member.reasonPlaceholder}
          {...control('reason')}
        />
      </Field>
      <FormErrorNotice className={styles.formError} message={dialog.error} />
    </form>
  );
}
