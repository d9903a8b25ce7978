/**
 * The roster's dialogs (docs/product.md#members): a term (new, edited, or the next one started by a renewal), a member
 * added by e-mail, a member's status and position, the term's dues and a member's charge. Each form is checked by
 * the contract's schema; the server's field errors land on their fields, anything else is said in the dialog.
 */
import {
  BANKS,
  MEMBER_LIMITS,
  MEMBERSHIP_STATUSES,
  MEMBERSHIP_STATUS_LABELS,
  chargeRequest,
  duesRequest,
  emailField,
  memberUpdateRequest,
  termRequest,
  type ChargeRequest,
  type DuesRequest,
  type Member,
  type MemberAddRequest,
  type MemberUpdateRequest,
  type Position,
  type Term,
  type TermRequest,
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

interface FormProps<TBody> {
  dialog: DialogFormState;
  save: (body: TBody) => Promise<void>;
}

// ---- a term: new, edited, or the next one (renewal) ----

type TermValues = TermRequest;

export function TermDialog({
  open,
  title,
  submitLabel,
  busyLabel,
  failed,
  lead,
  initial,
  onClose,
  save,
}: {
  open: boolean;
  title: string;
  submitLabel: string;
  busyLabel: string;
  failed: string;
  lead?: string;
  initial: TermValues;
  onClose: () => void;
  save: (body: TermRequest) => Promise<void>;
}) {
  const dialog = useDialogForm(onClose);
  return (
    <FormModal
      state={dialog}
      open={open}
      icon={<UserIcon size={24} />}
      title={title}
      submitLabel={submitLabel}
      busyLabel={busyLabel}
    >
      {open ? (
        <>
          {lead ? <p>{lead}</p> : null}
          <TermForm dialog={dialog} save={save} initial={initial} failed={failed} />
        </>
      ) : null}
    </FormModal>
  );
}

function TermForm({
  dialog,
  save,
  initial,
  failed,
}: FormProps<TermRequest> & { initial: TermValues; failed: string }) {
  const { formRef, onSubmit, control, errorOf, idOf } = useDialogKit<TermValues, TermRequest>(
    {
      id: dialog.formId,
      initialValues: initial,
      save: async (body) => {
        dialog.setError(null);
        await save(body);
      },
      onBusy: dialog.setBusy,
      onFailed: dialog.onFailed,
    },
    { schema: termRequest, fieldOrder: ['name', 'startsOn', 'endsOn'], failed },
  );
  return (
    <form id={dialog.formId} ref={formRef} className={styles.dialogForm} noValidate onSubmit={onSubmit}>
      <Field id={idOf('name')} label={t.terms.name} required error={errorOf('name')}>
        <input
          className={formStyles.control}
          maxLength={MEMBER_LIMITS.termNameMax}
          placeholder={t.terms.namePlaceholder}
          {...control('name', { required: true })}
        />
      </Field>
      <div className={styles.pair}>
        <Field id={idOf('startsOn')} label={t.terms.startsOn} required error={errorOf('startsOn')}>
          <input type="date" className={formStyles.control} {...control('startsOn', { required: true })} />
        </Field>
        <Field id={idOf('endsOn')} label={t.terms.endsOn} required error={errorOf('endsOn')}>
          <input type="date" className={formStyles.control} {...control('endsOn', { required: true })} />
        </Field>
      </div>
      <FormErrorNotice className={styles.formError} message={dialog.error} />
    </form>
  );
}

// ---- a member added by e-mail ----

interface AddValues {
  email: string;
  positionId: string;
}

const addSchema = z
  .object({ email: emailField, positionId: z.string() })
  .transform((v): MemberAddRequest =>
    v.positionId ? { email: v.email, positionId: Number(v.positionId) } : { email: v.email },
  );

export function AddMemberDialog({
  open,
  positions,
  onClose,
  save,
}: {
  open: boolean;
  positions: readonly Position[];
  onClose: () => void;
  save: (body: MemberAddRequest) => Promise<void>;
}) {
  const dialog = useDialogForm(onClose);
  return (
    <FormModal
      state={dialog}
      open={open}
      icon={<UserIcon size={24} />}
      title={t.add.title}
      submitLabel={t.add.submit}
      busyLabel={t.add.busy}
    >
      {open ? (
        <>
          <p>{t.add.lead}</p>
          <AddForm dialog={dialog} save={save} positions={positions} />
        </>
      ) : null}
    </FormModal>
  );
}

function AddForm({
  dialog,
  save,
  positions,
}: FormProps<MemberAddRequest> & { positions: readonly Position[] }) {
  const last = positions.at(-1);
  const { formRef, onSubmit, control, errorOf, idOf } = useDialogKit<AddValues, MemberAddRequest>(
    {
      id: dialog.formId,
      initialValues: { email: '', positionId: last ? String(last.positionId) : '' },
      save: async (body) => {
        dialog.setError(null);
        await save(body);
      },
      onBusy: dialog.setBusy,
      onFailed: dialog.onFailed,
    },
    { schema: addSchema, fieldOrder: ['email', 'positionId'], failed: t.add.failed },
  );
  return (
    <form id={dialog.formId} ref={formRef} className={styles.dialogForm} noValidate onSubmit={onSubmit}>
      <Field id={idOf('email')} label={t.add.email} required error={errorOf('email')}>
        <input
          type="email"
          autoComplete="off"
          className={formStyles.control}
          placeholder={t.add.emailPlaceholder}
          {...control('email', { required: true })}
        />
      </Field>
      <Field
        id={idOf('positionId')}
        label={t.add.position}
        hint={t.positions.byHandover}
        error={errorOf('positionId')}
      >
        <select className={formStyles.control} {...control('positionId')}>
          {positions.map((p) => (
            <option key={p.positionId} value={p.positionId} disabled={p.manages}>
              {p.name}
            </option>
          ))}
        </select>
      </Field>
      <FormErrorNotice className={styles.formError} message={dialog.error} />
    </form>
  );
}

// ---- a member's status and position ----

interface MemberValues {
  status: string;
  statusDate: string;
  reason: string;
  positionId: string;
}

/** Only what changed is sent: the status (with its day and reason), the position; nothing: the contract's message. */
const memberSchema = (member: Member) =>
  z
    .object({ status: z.string(), statusDate: z.string(), reason: z.string(), positionId: z.string() })
    .transform((v) => {
      const body: Record<string, unknown> = {};
      if (v.status !== member.status) {
        body.status = v.status;
        if (v.statusDate) body.statusDate = v.statusDate;
        if (v.reason.trim()) body.reason = v.reason;
      }
      if (v.positionId !== String(member.positionId)) body.positionId = Number(v.positionId);
      return body;
    })
    .pipe(memberUpdateRequest);

export function MemberDialog({
  member,
  positions,
  onClose,
  save,
}: {
  /** Null: closed. */
  member: Member | null;
  positions: readonly Position[];
  onClose: () => void;
  save: (member: Member, body: MemberUpdateRequest) => Promise<void>;
}) {
  const dialog = useDialogForm(onClose);
  return (
    <FormModal
      state={dialog}
      open={member !== null}
      icon={<UserIcon size={24} />}
      title={member ? t.member.editTitle(member.name || member.email) : ''}
      submitLabel={t.member.save}
      busyLabel={t.member.saving}
    >
      {member ? (
        <MemberForm
          dialog={dialog}
          member={member}
          positions={positions}
          save={(body) => save(member, body)}
        />
      ) : null}
    </FormModal>
  );
}

function MemberForm({
  dialog,
  member,
  positions,
  save,
}: FormProps<MemberUpdateRequest> & { member: Member; positions: readonly Position[] }) {
  const holdsOffice = positions.some((p) => p.positionId === member.positionId && p.manages);
  const { formRef, onSubmit, control, errorOf, idOf, form } = useDialogKit<MemberValues, MemberUpdateRequest>(
    {
      id: dialog.formId,
      initialValues: {
        status: member.status,
        statusDate: '',
        reason: '',
        positionId: String(member.positionId),
      },
      save: async (body) => {
        dialog.setError(null);
        await save(body);
      },
      onBusy: dialog.setBusy,
      onFailed: dialog.onFailed,
    },
    {
      schema: memberSchema(member),
      fieldOrder: ['status', 'statusDate', 'reason', 'positionId'],
      failed: t.member.failed,
    },
  );
  const statusChanged = form.watch('status') !== member.status;
  return (
    <form id={dialog.formId} ref={formRef} className={styles.dialogForm} noValidate onSubmit={onSubmit}>
      <Field id={idOf('status')} label={t.member.status} error={errorOf('status')}>
        <select className={formStyles.control} {...control('status')}>
          {MEMBERSHIP_STATUSES.map((s) => (
            <option key={s} value={s}>
              {MEMBERSHIP_STATUS_LABELS[s]}
            </option>
          ))}
        </select>
      </Field>
      {statusChanged ? (
        <>
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
        </>
      ) : null}
      <Field
        id={idOf('positionId')}
        label={t.member.position}
        hint={t.positions.byHandover}
        error={errorOf('positionId')}
      >
        {/* a managing position is taken and given up by hand-over only (the server refuses it here) */}
        <select className={formStyles.control} {...control('positionId')}>
          {positions.map((p) => (
            <option
              key={p.positionId}
              value={p.positionId}
              disabled={holdsOffice ? p.positionId !== member.positionId : p.manages}
            >
              {p.name}
            </option>
          ))}
        </select>
      </Field>
      <FormErrorNotice className={styles.formError} message={dialog.error} />
    </form>
  );
}

// ---- the term's dues ----

interface DuesValues {
  amount: string;
  payBy: string;
  bankName: string;
  accountNumber: string;
  accountName: string;
}

const duesSchema = z
  .object({
    amount: z.string(),
    payBy: z.string(),
    bankName: z.string(),
    accountNumber: z.string(),
    accountName: z.string(),
  })
  .transform((v) => ({
    ...v,
    amount: v.amount.trim() === '' ? Number.NaN : Number(v.amount.replaceAll(',', '')),
  }))
  .pipe(duesRequest);

export function DuesDialog({
  term,
  onClose,
  save,
}: {
  /** Null: closed. */
  term: Term | null;
  onClose: () => void;
  save: (body: DuesRequest) => Promise<void>;
}) {
  const dialog = useDialogForm(onClose);
  return (
    <FormModal
      state={dialog}
      open={term !== null}
      icon={<UserIcon size={24} />}
      title={term ? t.dues.title(term.name) : ''}
      submitLabel={t.dues.save}
      busyLabel={t.dues.saving}
    >
      {term ? (
        <>
          <p>{t.dues.lead}</p>
          <DuesForm dialog={dialog} term={term} save={save} />
        </>
      ) : null}
    </FormModal>
  );
}

function DuesForm({ dialog, term, save }: FormProps<DuesRequest> & { term: Term }) {
  const d = term.dues;
  const { formRef, onSubmit, control, errorOf, idOf } = useDialogKit<DuesValues, DuesRequest>(
    {
      id: dialog.formId,
      initialValues: {
        amount: d ? String(d.amount) : '',
        payBy: d?.payBy ?? '',
        bankName: d?.bankName ?? '',
        accountNumber: d?.accountNumber ?? '',
        accountName: d?.accountName ?? '',
      },
      save: async (body) => {
        dialog.setError(null);
        await save(body);
      },
      onBusy: dialog.setBusy,
      onFailed: dialog.onFailed,
    },
    {
      schema: duesSchema,
      fieldOrder: ['amount', 'payBy', 'bankName', 'accountNumber', 'accountName'],
      failed: t.dues.failed,
    },
  );
  return (
    <form id={dialog.formId} ref={formRef} className={styles.dialogForm} noValidate onSubmit={onSubmit}>
      <div className={styles.pair}>
        <Field id={idOf('amount')} label={t.dues.amount} required error={errorOf('amount')}>
          <input
            inputMode="numeric"
            className={formStyles.control}
            {...control('amount', { required: true })}
          />
        </Field>
        <Field id={idOf('payBy')} label={t.dues.payBy} required error={errorOf('payBy')}>
          <input
            type="date"
            min={term.startsOn}
            max={term.endsOn}
            className={formStyles.control}
            {...control('payBy', { required: true })}
          />
        </Field>
      </div>
      <Field id={idOf('bankName')} label={t.dues.bank} required error={errorOf('bankName')}>
        <select className={formStyles.control} {...control('bankName', { required: true })}>
          <option value="">{t.dues.bankPlaceholder}</option>
          {BANKS.map((bank) => (
            <option key={bank} value={bank}>
              {bank}
            </option>
          ))}
        </select>
      </Field>
      <Field
        id={idOf('accountNumber')}
        label={t.dues.accountNumber}
        required
        hint={t.dues.accountNumberHint}
        error={errorOf('accountNumber')}
      >
        <input
          inputMode="numeric"
          className={formStyles.control}
          {...control('accountNumber', { required: true, hint: true })}
        />
      </Field>
      <Field id={idOf('accountName')} label={t.dues.accountName} required error={errorOf('accountName')}>
        <input className={formStyles.control} {...control('accountName', { required: true })} />
      </Field>
      <FormErrorNotice className={styles.formError} message={dialog.error} />
    </form>
  );
}

// ---- a member's charge: paid, a partial payment, waived ----

interface ChargeValues {
  action: string;
  amount: string;
  reason: string;
}

const chargeSchema = z
  .object({ action: z.string(), amount: z.string(), reason: z.string() })
  .transform((v) =>
    v.action === 'partial'
      ? {
          action: v.action,
          amount: v.amount.trim() === '' ? Number.NaN : Number(v.amount.replaceAll(',', '')),
        }
      : v.action === 'waive'
        ? { action: v.action, reason: v.reason }
        : { action: v.action },
  )
  .pipe(chargeRequest);

export function ChargeDialog({
  member,
  onClose,
  save,
}: {
  /** Null: closed. */
  member: Member | null;
  onClose: () => void;
  save: (member: Member, body: ChargeRequest) => Promise<void>;
}) {
  const dialog = useDialogForm(onClose);
  const charge = member?.charge;
  return (
    <FormModal
      state={dialog}
      open={member !== null}
      icon={<UserIcon size={24} />}
      title={member ? t.dues.chargeTitle(member.name || member.email) : ''}
      submitLabel={t.dues.chargeSave}
      busyLabel={t.dues.chargeSaving}
    >
      {member && charge ? (
        <>
          <p>{t.dues.chargeLead(charge.amount - charge.paidAmount)}</p>
          <ChargeForm dialog={dialog} save={(body) => save(member, body)} />
        </>
      ) : null}
    </FormModal>
  );
}

function ChargeForm({ dialog, save }: FormProps<ChargeRequest>) {
  const { formRef, onSubmit, control, errorOf, idOf, form } = useDialogKit<ChargeValues, ChargeRequest>(
    {
      id: dialog.formId,
      initialValues: { action: 'paid', amount: '', reason: '' },
      save: async (body) => {
        dialog.setError(null);
        await save(body);
      },
      onBusy: dialog.setBusy,
      onFailed: dialog.onFailed,
    },
    { schema: chargeSchema, fieldOrder: ['action', 'amount', 'reason'], failed: t.dues.chargeFailed },
  );
  const action = form.watch('action');
  return (
    <form id={dialog.formId} ref={formRef} className={styles.dialogForm} noValidate onSubmit={onSubmit}>
      <fieldset className={styles.choices}>
        <legend>{t.dues.action}</legend>
        {(['paid', 'partial', 'waive'] as const).map((a) => (
          <label key={a} className={styles.choice}>
            <input type="radio" value={a} {...form.register('action')} />
            {t.dues.actions[a]}
          </label>
        ))}
      </fieldset>
      {action === 'partial' ? (
        <Field id={idOf('amount')} label={t.dues.partialAmount} required error={errorOf('amount')}>
          <input
            inputMode="numeric"
            className={formStyles.control}
            {...control('amount', { required: true })}
          />
        </Field>
      ) : null}
      {action === 'waive' ? (
        <Field id={idOf('reason')} label={t.dues.waiveReason} required error={errorOf('reason')}>
          <input
            className={formStyles.control}
            maxLength={MEMBER_LIMITS.reasonMax}
            {...control('reason', { required: true })}
          />
        </Field>
      ) : null}
      <FormErrorNotice className={styles.formError} message={dialog.error} />
    </form>
  );
}
