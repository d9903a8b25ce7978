/**
 * 인수인계 시작 (docs/product.md#officers-and-hand-over): the day it takes effect and, for each position but the last
 * (회원), a successor among the term's members who joined (가입 대기 or 활동 중). Checked by the contract's schema; the
 * server's refusals (a successor who cannot, no 회장 left) land on the first successor's field or in the dialog.
 */
import { handoverRequest, type HandoverRequest, type Member, type Position } from '@moa/contract';
import { z } from 'zod';
import { Field, FormErrorNotice } from '../../components/form/Field';
import formStyles from '../../components/form/Form.module.css';
import type { FieldOf } from '../../components/form/check';
import { useDialogKit } from '../../components/form/dialog-form';
import { FormModal, useDialogForm, type DialogFormState } from '../../components/form/FormModal';
import { UserIcon } from '../../components/icons';
import { officersKo } from '../../text/ko-officers';
import styles from './Officers.module.css';

const t = officersKo.handover;

type Values = Record<string, string>;
const fieldName = (p: Position) => `p${p.positionId}`;

export function HandoverDialog({
  open,
  termId,
  today,
  positions,
  members,
  onClose,
  save,
}: {
  open: boolean;
  termId: number;
  today: string;
  positions: readonly Position[];
  members: readonly Member[];
  onClose: () => void;
  save: (body: HandoverRequest) => Promise<void>;
}) {
  const dialog = useDialogForm(onClose);
  return (
    <FormModal
      state={dialog}
      open={open}
      icon={<UserIcon size={24} />}
      title={t.dialogTitle}
      submitLabel={t.submit}
      busyLabel={t.busy}
    >
      {open ? (
        <>
          <p>{t.startLead}</p>
          <HandoverForm
            dialog={dialog}
            save={save}
            termId={termId}
            today={today}
            positions={positions.slice(0, -1)}
            members={members.filter((m) => !m.invited && (m.status === 'pending' || m.status === 'active'))}
          />
        </>
      ) : null}
    </FormModal>
  );
}

function HandoverForm({
  dialog,
  save,
  termId,
  today,
  positions,
  members,
}: {
  dialog: DialogFormState;
  save: (body: HandoverRequest) => Promise<void>;
  termId: number;
  today: string;
  positions: readonly Position[];
  members: readonly Member[];
}) {
  const names = positions.map(fieldName);
  const first = names[0] ?? 'effectiveOn';
  // the one select per position keeps positions apart; a successor named twice, or refused, is said on the first
  const fieldOf: FieldOf = (path) =>
    path === 'effectiveOn' || names.includes(path) ? path : path.startsWith('items') ? first : null;
  const schema = z
    .record(z.string(), z.string())
    .transform((v): HandoverRequest => ({
      termId,
      effectiveOn: v.effectiveOn ?? '',
      items: positions.flatMap((p) => {
        const chosen = v[fieldName(p)];
        return chosen ? [{ positionId: p.positionId, membershipId: Number(chosen) }] : [];
      }),
    }))
    .pipe(handoverRequest);
  const { formRef, onSubmit, control, errorOf, idOf } = useDialogKit<Values, HandoverRequest>(
    {
      id: dialog.formId,
      initialValues: { effectiveOn: today, ...Object.fromEntries(names.map((n) => [n, ''])) },
      save: async (body) => {
        dialog.setError(null);
        await save(body);
      },
      onBusy: dialog.setBusy,
      onFailed: dialog.onFailed,
    },
    { schema, fieldOrder: ['effectiveOn', ...names], fieldOf, failed: t.failed },
  );
  return (
    <form id={dialog.formId} ref={formRef} className={styles.dialogForm} noValidate onSubmit={onSubmit}>
      <Field id={idOf('effectiveOn')} label={t.effectiveOn} required error={errorOf('effectiveOn')}>
        <input
          type="date"
          min={today}
          className={formStyles.control}
          {...control('effectiveOn', { required: true })}
        />
      </Field>
      {positions.map((p) => (
        <Field
          key={p.positionId}
          id={idOf(fieldName(p))}
          label={t.successorFor(p.name)}
          error={errorOf(fieldName(p))}
        >
          <select className={formStyles.control} {...control(fieldName(p))}>
            <option value="">{t.keep}</option>
            {members.map((m) => (
              <option key={m.membershipId} value={m.membershipId}>
                {t.option(m.name || m.email, m.studentId, m.positionName)}
              </option>
            ))}
          </select>
        </Field>
      ))}
      <FormErrorNotice className={styles.formError} message={dialog.error} />
    </form>
  );
}
