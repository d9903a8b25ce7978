/**
 * 모임 만들기 and 모임 수정 (docs/product.md#meetings-and-attendance): title, start (a Seoul minute, as a
 * datetime-local input gives it), duration, place, who is expected (every active member, or some positions), the late
 * threshold and, for a new one, 매주 반복 with a count. Checked by the contract's schema; the server's field errors land
 * on their fields, anything else is said in the dialog.
 */
import {
  MEETING_LIMITS,
  meetingCreateRequest,
  meetingUpdateRequest,
  type Meeting,
  type MeetingCreateRequest,
  type MeetingUpdateRequest,
  type Position,
} from '@moa/contract';
import { useWatch } from 'react-hook-form';
import { z } from 'zod';
import { Field, FormErrorNotice } from '../../components/form/Field';
import formStyles from '../../components/form/Form.module.css';
import { useDialogKit } from '../../components/form/dialog-form';
import { FormModal, useDialogForm, type DialogFormState } from '../../components/form/FormModal';
import { CalendarIcon } from '../../components/icons';
import { meetingsKo } from '../../text/ko-meetings';
import styles from './Meetings.module.css';

const t = meetingsKo.dialog;
const L = MEETING_LIMITS;

interface Values {
  title: string;
  startsAt: string;
  durationMinutes: string;
  place: string;
  audience: string;
  positionIds: string[] | string | boolean;
  lateMinutes: string;
  repeat: boolean;
  repeatWeeks: string;
}

const FIELD_ORDER = [
  'title',
  'startsAt',
  'durationMinutes',
  'place',
  'audience',
  'positionIds',
  'lateMinutes',
  'repeatWeeks',
];

/** A number field's text as a number; empty: NaN, which the contract's schema refuses with its own words. */
const numberOf = (text: string) => (text.trim() === '' ? Number.NaN : Number(text));

/** Checked boxes of one name: an array with several boxes, a string (or true) with one. */
const idsOf = (value: Values['positionIds']): number[] =>
  (Array.isArray(value) ? value : typeof value === 'string' ? [value] : []).map(Number);

const bodyOf = (v: Values) => ({
  title: v.title,
  startsAt: v.startsAt,
  durationMinutes: numberOf(v.durationMinutes),
  place: v.place,
  audience: v.audience,
  positionIds: v.audience === 'positions' ? idsOf(v.positionIds) : [],
  lateMinutes: numberOf(v.lateMinutes),
});

const createSchema = z
  .custom<Values>()
  .transform(
    (v) =>
      ({
        ...bodyOf(v),
        ...(v.repeat ? { repeatWeeks: numberOf(v.repeatWeeks) } : {}),
      }) as z.input<typeof meetingCreateRequest>,
  )
  .pipe(meetingCreateRequest);
const updateSchema = z
  .custom<Values>()
  .transform((v) => bodyOf(v) as z.input<typeof meetingUpdateRequest>)
  .pipe(meetingUpdateRequest);

/** A new meeting's start: the next whole hour at least an hour from now, in Seoul. */
function initialValues(meeting: Meeting | null, defaultStart: string): Values {
  if (meeting) {
    return {
      title: meeting.title,
      startsAt: meeting.startsAt,
      durationMinutes: String(meeting.durationMinutes),
      place: meeting.place,
      audience: meeting.audience,
      positionIds: meeting.positions.map((p) => String(p.positionId)),
      lateMinutes: String(meeting.lateMinutes),
      repeat: false,
      repeatWeeks: '',
    };
  }
  return {
    title: '',
    startsAt: defaultStart,
    durationMinutes: '120',
    place: '',
    audience: 'all',
    positionIds: [],
    lateMinutes: String(L.lateMinutesDefault),
    repeat: false,
    repeatWeeks: '8',
  };
}

export type MeetingDialogState = { kind: 'create' } | { kind: 'edit'; meeting: Meeting } | null;

export function MeetingDialog({
  state,
  positions,
  defaultStart,
  onClose,
  onRefused,
  create,
  update,
}: {
  state: MeetingDialogState;
  positions: readonly Position[];
  /** The start a new meeting's form shows ('YYYY-MM-DDTHH:MM'). */
  defaultStart: string;
  onClose: () => void;
  /** A refusal that may mean the list is stale (a meeting started or gone meanwhile). */
  onRefused?: () => void;
  create: (body: MeetingCreateRequest) => Promise<void>;
  update: (meeting: Meeting, body: MeetingUpdateRequest) => Promise<void>;
}) {
  const dialog = useDialogForm(onClose, onRefused);
  const editing = state?.kind === 'edit' ? state.meeting : null;
  return (
    <FormModal
      state={dialog}
      open={state !== null}
      icon={<CalendarIcon size={24} />}
      title={editing ? t.editTitle : t.createTitle}
      submitLabel={editing ? t.submitEdit : t.submitCreate}
      busyLabel={t.busy}
    >
      {state ? (
        <MeetingForm
          key={editing?.meetingId ?? 'new'}
          dialog={dialog}
          meeting={editing}
          positions={positions}
          defaultStart={defaultStart}
          save={(body) => (editing ? update(editing, body) : create(body as MeetingCreateRequest))}
        />
      ) : null}
    </FormModal>
  );
}

function MeetingForm({
  dialog,
  meeting,
  positions,
  defaultStart,
  save,
}: {
  dialog: DialogFormState;
  meeting: Meeting | null;
  positions: readonly Position[];
  defaultStart: string;
  save: (body: MeetingCreateRequest | MeetingUpdateRequest) => Promise<void>;
}) {
  const schema: z.ZodType<MeetingCreateRequest | MeetingUpdateRequest> = meeting
    ? updateSchema
    : createSchema;
  const { formRef, onSubmit, control, errorOf, idOf, form } = useDialogKit<
    Values,
    MeetingCreateRequest | MeetingUpdateRequest
  >(
    {
      id: dialog.formId,
      initialValues: initialValues(meeting, defaultStart),
      save: async (body) => {
        dialog.setError(null);
        await save(body);
      },
      onBusy: dialog.setBusy,
      onFailed: dialog.onFailed,
    },
    { schema, fieldOrder: FIELD_ORDER, failed: t.failed },
  );
  const audience = useWatch({ control: form.control, name: 'audience' });
  const repeat = useWatch({ control: form.control, name: 'repeat' });
  const positionsError = errorOf('positionIds');
  return (
    <form id={dialog.formId} ref={formRef} className={styles.dialogForm} noValidate onSubmit={onSubmit}>
      <Field id={idOf('title')} label={t.title} required error={errorOf('title')}>
        <input
          className={formStyles.control}
          maxLength={L.titleMax}
          placeholder={t.titlePlaceholder}
          {...control('title', { required: true })}
        />
      </Field>
      <Field
        id={idOf('startsAt')}
        label={t.startsAt}
        required
        hint={t.startsAtHint}
        error={errorOf('startsAt')}
      >
        <input
          type="datetime-local"
          className={formStyles.control}
          {...control('startsAt', { required: true, hint: true })}
        />
      </Field>
      <div className={styles.pair}>
        <Field id={idOf('durationMinutes')} label={t.duration} required error={errorOf('durationMinutes')}>
          <div className={formStyles.affix}>
            <input
              type="number"
              inputMode="numeric"
              min={L.durationMin}
              max={L.durationMax}
              step={10}
              className={formStyles.control}
              {...control('durationMinutes', { required: true })}
            />
            <span className={formStyles.unit}>{t.durationUnit}</span>
          </div>
        </Field>
        <Field
          id={idOf('lateMinutes')}
          label={t.lateMinutes}
          required
          hint={t.lateHint}
          error={errorOf('lateMinutes')}
        >
          <div className={formStyles.affix}>
            <input
              type="number"
              inputMode="numeric"
              min={0}
              max={L.lateMinutesMax}
              className={formStyles.control}
              {...control('lateMinutes', { required: true, hint: true })}
            />
            <span className={formStyles.unit}>{t.lateUnit}</span>
          </div>
        </Field>
      </div>
      <Field id={idOf('place')} label={t.place} required error={errorOf('place')}>
        <input
          className={formStyles.control}
          maxLength={L.placeMax}
          placeholder={t.placePlaceholder}
          {...control('place', { required: true })}
        />
      </Field>
      <Field id={idOf('audience')} label={t.audience} group error={errorOf('audience')}>
        <div className={formStyles.choices}>
          <label className={formStyles.choice}>
            <input type="radio" value="all" {...form.register('audience')} data-field="audience" />
            {t.audienceAll}
          </label>
          <label className={formStyles.choice}>
            <input type="radio" value="positions" {...form.register('audience')} />
            {t.audiencePositions}
          </label>
        </div>
      </Field>
      {audience === 'positions' ? (
        <Field id={idOf('positionIds')} label={t.positions} group required error={positionsError}>
          <div className={styles.checks}>
            {positions.map((p, i) => (
              <label key={p.positionId} className={styles.check}>
                <input
                  type="checkbox"
                  value={String(p.positionId)}
                  id={i === 0 ? idOf('positionIds') : undefined}
                  data-field={i === 0 ? 'positionIds' : undefined}
                  aria-invalid={positionsError ? true : undefined}
                  {...form.register('positionIds', { onChange: () => form.clearErrors('positionIds') })}
                />
                {p.name}
              </label>
            ))}
          </div>
        </Field>
      ) : null}
      {meeting ? null : (
        <Field id={idOf('repeat')} label={t.repeat} group hint={repeat ? t.repeatHint : undefined}>
          <label className={styles.check}>
            <input type="checkbox" {...form.register('repeat')} id={idOf('repeat')} />
            {t.repeatLabel}
          </label>
          {repeat ? (
            <Field id={idOf('repeatWeeks')} label={t.repeatWeeks} required error={errorOf('repeatWeeks')}>
              <div className={formStyles.affix}>
                <input
                  type="number"
                  inputMode="numeric"
                  min={L.repeatWeeksMin}
                  max={L.repeatWeeksMax}
                  className={formStyles.control}
                  {...control('repeatWeeks', { required: true })}
                />
                <span className={formStyles.unit}>{t.repeatUnit}</span>
              </div>
            </Field>
          ) : null}
        </Field>
      )}
      <FormErrorNotice className={styles.formError} message={dialog.error} />
    </form>
  );
}
