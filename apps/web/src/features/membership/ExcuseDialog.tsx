/**
 * 공결 신청 (docs/product.md#meetings-and-attendance): a reason, and a photo of a document when there is one. The
 * reason is checked by the contract's schema; the photo's type and size by the server, whose words land in the dialog.
 */
import { MEETING_LIMITS, excuseRequest, type ExcuseRequest, type MyMeeting } from '@moa/contract';
import { useId, useState } from 'react';
import { z } from 'zod';
import { Field, FormErrorNotice } from '../../components/form/Field';
import formStyles from '../../components/form/Form.module.css';
import { useDialogKit } from '../../components/form/dialog-form';
import { FormModal, useDialogForm, type DialogFormState } from '../../components/form/FormModal';
import { CalendarIcon } from '../../components/icons';
import { attendanceKo } from '../../text/ko-attendance';
import styles from './MyClubs.module.css';

const t = attendanceKo.excuse;

export function ExcuseDialog({
  meeting,
  onClose,
  save,
}: {
  /** The meeting asked about; null: closed. */
  meeting: MyMeeting | null;
  onClose: () => void;
  save: (meeting: MyMeeting, request: ExcuseRequest, photo: File | undefined) => Promise<void>;
}) {
  const dialog = useDialogForm(onClose);
  return (
    <FormModal
      state={dialog}
      open={meeting !== null}
      icon={<CalendarIcon size={24} />}
      title={meeting ? t.title(meeting.title) : ''}
      submitLabel={t.submit}
      busyLabel={t.busy}
    >
      {meeting ? (
        <>
          <p>{t.lead}</p>
          <ExcuseForm dialog={dialog} meeting={meeting} save={save} />
        </>
      ) : null}
    </FormModal>
  );
}

function ExcuseForm({
  dialog,
  meeting,
  save,
}: {
  dialog: DialogFormState;
  meeting: MyMeeting;
  save: (meeting: MyMeeting, request: ExcuseRequest, photo: File | undefined) => Promise<void>;
}) {
  const photoId = useId();
  const [photo, setPhoto] = useState<File | undefined>(undefined);
  const schema = z
    .object({ reason: z.string() })
    .transform((v) => ({ meetingId: meeting.meetingId, reason: v.reason }))
    .pipe(excuseRequest);
  const { formRef, onSubmit, control, errorOf, idOf } = useDialogKit<{ reason: string }, ExcuseRequest>(
    {
      id: dialog.formId,
      initialValues: { reason: '' },
      save: async (request) => {
        dialog.setError(null);
        await save(meeting, request, photo);
      },
      onBusy: dialog.setBusy,
      onFailed: dialog.onFailed,
    },
    { schema, fieldOrder: ['reason'], failed: t.failed },
  );
  return (
    <form id={dialog.formId} ref={formRef} className={styles.dialogForm} noValidate onSubmit={onSubmit}>
      <Field id={idOf('reason')} label={t.reason} required error={errorOf('reason')}>
        <textarea
          className={formStyles.control}
          rows={3}
          maxLength={MEETING_LIMITS.reasonMax}
          placeholder={t.reasonPlaceholder}
          {...control('reason', { required: true })}
        />
      </Field>
      <div className={styles.photoField}>
        <label htmlFor={photoId}>{t.photo}</label>
        <input
          id={photoId}
          type="file"
          accept="image/jpeg,image/png,image/webp,image/gif"
          aria-describedby={`${photoId}-hint`}
          onChange={(event) => setPhoto(event.target.files?.[0] ?? undefined)}
        />
        <p id={`${photoId}-hint`} className={styles.muted}>
          {t.photoHint}
        </p>
      </div>
      <FormErrorNotice className={styles.formError} message={dialog.error} />
    </form>
  );
}
