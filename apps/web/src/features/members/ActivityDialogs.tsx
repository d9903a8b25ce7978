/**
 * The activity records' dialogs (docs/product.md#activity-records): an activity's report (what was done, how many came
 * — empty for the automatic count, with a way back to it — and its photos, added and removed at once) and 기타 활동
 * 추가 (title, a day of the term, place, and the report). Checked by the contract's schemas; the server's field errors
 * land on their fields, anything else is said in the dialog.
 */
import {
  ACTIVITY_LIMITS,
  activityCreateRequest,
  activityReportRequest,
  checkImageFile,
  type ActivityCreateRequest,
  type ActivityReportRequest,
  type Term,
  type TermActivity,
} from '@moa/contract';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState } from 'react';
import { useWatch, type Path } from 'react-hook-form';
import { z } from 'zod';
import { Button } from '../../components/Button';
import { CountedField, type CountedFields } from '../../components/form/CountedField';
import { Field, FormErrorNotice } from '../../components/form/Field';
import formStyles from '../../components/form/Form.module.css';
import { useDialogKit } from '../../components/form/dialog-form';
import { FormModal, useDialogForm, type DialogFormState } from '../../components/form/FormModal';
import { CalendarIcon, ImageIcon, PlusIcon, TrashIcon } from '../../components/icons';
import { describeError } from '../../lib/api-errors';
import { formatDate, formatDateTime } from '../../lib/format';
import { activitiesKo } from '../../text/ko-activities';
import { activityPhotoQuery, type ActivityRef } from './activities-api';
import { seoulToday } from './terms';
import styles from './Activities.module.css';

const t = activitiesKo;
const L = ACTIVITY_LIMITS;

/** A number field's text: empty is null (the automatic count); anything else a number the schema judges. */
const countOf = (text: string) => (text.trim() === '' ? null : Number(text));

/** When an activity took place, as a card says it. */
export function activityWhen(activity: Pick<TermActivity, 'kind' | 'startsAt' | 'endsAt'>): string {
  const dayOnly = activity.kind === 'event' || activity.kind === 'other';
  const start = dayOnly ? formatDate(activity.startsAt) : formatDateTime(activity.startsAt);
  if (!activity.endsAt) return start;
  const endDay = formatDate(activity.endsAt);
  return endDay === formatDate(activity.startsAt) ? start : `${start} ~ ${endDay}`;
}

// ---- the report ----

interface ReportValues {
  summary: string;
  attendees: string;
  /** A 기타 활동's own fields (the others' are changed on their own screens). */
  title: string;
  date: string;
  place: string;
}

/** The report's body: a 기타 활동 sends its name, day and place as well. */
const reportSchemaFor = (kind: TermActivity['kind']) =>
  z
    .custom<ReportValues>()
    .transform(
      (v) =>
        ({
          summary: v.summary,
          attendees: countOf(v.attendees),
          ...(kind === 'other' ? { title: v.title, date: v.date, place: v.place } : {}),
        }) as z.input<typeof activityReportRequest>,
    )
    .pipe(activityReportRequest);

export function ReportDialog({
  activity,
  term,
  readOnly,
  onClose,
  onRefused,
  save,
  photos,
}: {
  /** The activity as the list has it now (its photos change while the dialog is open); null: closed. */
  activity: TermActivity | null;
  term: Pick<Term, 'termId' | 'startsOn' | 'endsOn'>;
  readOnly: boolean;
  onClose: () => void;
  onRefused?: () => void;
  save: (activity: TermActivity, body: ActivityReportRequest) => Promise<void>;
  photos: {
    add: (activity: TermActivity, file: File) => Promise<void>;
    remove: (activity: TermActivity, photoId: number) => Promise<void>;
  };
}) {
  const dialog = useDialogForm(onClose, onRefused);
  return (
    <FormModal
      state={dialog}
      open={activity !== null}
      icon={<CalendarIcon size={24} />}
      title={activity ? t.report.title(activity.title) : ''}
      submitLabel={t.report.submit}
      busyLabel={t.report.busy}
    >
      {activity ? (
        <>
          <p className={styles.dialogMeta}>
            <span className={`${styles.kind} ${styles[`kind_${activity.kind}`]}`}>
              {t.kinds[activity.kind]}
            </span>
            <span>{activityWhen(activity)}</span>
            {activity.place ? <span>{activity.place}</span> : null}
          </p>
          <ReportForm key={activity.key} dialog={dialog} activity={activity} term={term} save={save} />
          <PhotosField
            activity={activity}
            ref_={{ termId: term.termId, kind: activity.kind, refId: activity.refId }}
            readOnly={readOnly}
            add={photos.add}
            remove={photos.remove}
          />
        </>
      ) : null}
    </FormModal>
  );
}

function ReportForm({
  dialog,
  activity,
  term,
  save,
}: {
  dialog: DialogFormState;
  activity: TermActivity;
  term: Pick<Term, 'startsOn' | 'endsOn'>;
  save: (activity: TermActivity, body: ActivityReportRequest) => Promise<void>;
}) {
  const other = activity.kind === 'other';
  const kit = useDialogKit<ReportValues, ActivityReportRequest>(
    {
      id: dialog.formId,
      initialValues: {
        summary: activity.summary,
        attendees: activity.attendeesManual === null ? '' : String(activity.attendeesManual),
        title: activity.title,
        date: seoulToday(new Date(activity.startsAt)),
        place: activity.place,
      },
      save: async (body) => {
        dialog.setError(null);
        await save(activity, body);
      },
      onBusy: dialog.setBusy,
      onFailed: dialog.onFailed,
    },
    {
      schema: reportSchemaFor(activity.kind),
      fieldOrder: ['title', 'date', 'place', 'summary', 'attendees'],
      failed: t.report.failed,
    },
  );
  const { formRef, onSubmit, control, errorOf, idOf, form } = kit;
  const attendees = useWatch({ control: form.control, name: 'attendees' });
  const auto = activity.attendeesAuto;
  const hint = auto === null ? t.report.attendeesNoAuto : t.report.attendeesAutoHint(auto);
  return (
    <form id={dialog.formId} ref={formRef} className={styles.dialogForm} noValidate onSubmit={onSubmit}>
      {other ? <OtherDetails fields={kit} term={term} /> : null}
      <CountedField
        fields={kit}
        name="summary"
        label={t.report.summary}
        max={L.summaryMax}
        placeholder={t.report.summaryPlaceholder}
        rows={5}
      />
      <Field
        id={idOf('attendees')}
        label={t.report.attendees}
        optional
        hint={hint}
        error={errorOf('attendees')}
      >
        <div className={styles.attendeesRow}>
          <div className={`${formStyles.affix} ${styles.attendeesInput}`}>
            <input
              type="number"
              inputMode="numeric"
              min={0}
              max={L.attendeesMax}
              placeholder={auto === null ? '' : t.report.autoPlaceholder(auto)}
              className={formStyles.control}
              {...control('attendees', { hint: true })}
            />
            <span className={formStyles.unit}>{t.report.attendeesUnit}</span>
          </div>
          {auto !== null && attendees.trim() !== '' ? (
            <Button
              variant="ghost"
              size="small"
              onClick={() => {
                form.setValue('attendees', '', { shouldDirty: true });
                form.clearErrors('attendees');
              }}
            >
              {t.report.backToAuto(auto)}
            </Button>
          ) : null}
        </div>
      </Field>
      <FormErrorNotice className={styles.formError} message={dialog.error} />
    </form>
  );
}

/** A 기타 활동's name, day (within the term) and place: in 기타 활동 추가 and in its report. */
function OtherDetails<T extends { title: string; date: string; place: string }>({
  fields,
  term,
}: {
  fields: CountedFields<T>;
  term: Pick<Term, 'startsOn' | 'endsOn'>;
}) {
  const { control, errorOf, idOf } = fields;
  const name = (field: 'title' | 'date' | 'place') => field as Path<T>;
  return (
    <>
      <CountedField
        fields={fields}
        name={name('title')}
        label={t.other.name}
        max={L.titleMax}
        placeholder={t.other.namePlaceholder}
        required
      />
      <div className={styles.pair}>
        <Field
          id={idOf(name('date'))}
          label={t.other.date}
          required
          hint={t.other.dateHint(formatDate(term.startsOn), formatDate(term.endsOn))}
          error={errorOf(name('date'))}
        >
          <input
            type="date"
            min={term.startsOn}
            max={term.endsOn}
            className={formStyles.control}
            {...control(name('date'), { required: true, hint: true })}
          />
        </Field>
        <CountedField
          fields={fields}
          name={name('place')}
          label={t.other.place}
          max={L.placeMax}
          placeholder={t.other.placePlaceholder}
        />
      </div>
    </>
  );
}

/** The report's photos: thumbnails with 지우기, and 사진 추가 while there are fewer than six. */
function PhotosField({
  activity,
  ref_,
  readOnly,
  add,
  remove,
}: {
  activity: TermActivity;
  ref_: ActivityRef;
  readOnly: boolean;
  add: (activity: TermActivity, file: File) => Promise<void>;
  remove: (activity: TermActivity, photoId: number) => Promise<void>;
}) {
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const full = activity.photos.length >= L.photosMax;

  const run = async (work: () => Promise<void>, failed: string) => {
    setBusy(true);
    setError(null);
    try {
      await work();
    } catch (failure) {
      setError(describeError(failure, { failed }).message);
    } finally {
      setBusy(false);
    }
  };

  const picked = async (file: File | undefined) => {
    if (input.current) input.current.value = '';
    if (!file) return;
    const check = checkImageFile(file);
    if (!check.ok) {
      setError(check.message);
      return;
    }
    await run(() => add(activity, file), t.photos.addFailed);
  };

  return (
    <section
      className={styles.photosField}
      aria-labelledby={`${inputId}-title`}
      aria-busy={busy || undefined}
    >
      <div className={styles.photosHead}>
        <h3 id={`${inputId}-title`} className={styles.photosTitle}>
          {t.photos.title}{' '}
          <span className={styles.muted}>
            {activity.photos.length} / {L.photosMax}
          </span>
        </h3>
        {readOnly || full ? null : (
          <>
            <input
              ref={input}
              id={inputId}
              type="file"
              className={styles.fileInput}
              accept="image/jpeg,image/png,image/webp,image/gif"
              aria-describedby={`${inputId}-hint`}
              disabled={busy}
              onChange={(event) => void picked(event.target.files?.[0])}
            />
            <label htmlFor={inputId} className={styles.fileButton} aria-disabled={busy || undefined}>
              <PlusIcon size={18} />
              {busy ? t.photos.adding : t.photos.add}
            </label>
          </>
        )}
      </div>
      <p id={`${inputId}-hint`} className={styles.muted}>
        {readOnly ? t.photos.readOnly : full ? t.photos.full(L.photosMax) : t.photos.hint(L.photosMax)}
      </p>
      {activity.photos.length === 0 ? (
        <p className={styles.noPhotos}>
          <ImageIcon size={20} /> {t.photos.none}
        </p>
      ) : (
        <ul className={styles.photoGrid}>
          {activity.photos.map((photo, i) => (
            <li key={photo.id} className={styles.photoCell}>
              <PhotoThumb
                ref_={ref_}
                photoId={photo.id}
                alt={t.list.photoAlt(activity.title, i + 1)}
                className={styles.photoLarge}
              />
              {readOnly ? null : (
                <button
                  type="button"
                  className={styles.photoRemove}
                  disabled={busy}
                  aria-label={t.photos.removeOf(i + 1)}
                  onClick={() => void run(() => remove(activity, photo.id), t.photos.removeFailed)}
                >
                  <TrashIcon size={16} />
                  <span aria-hidden="true">{t.photos.remove}</span>
                </button>
              )}
            </li>
          ))}
        </ul>
      )}
      <FormErrorNotice className={styles.formError} message={error} />
    </section>
  );
}

/** A report's photo, fetched with the session's token and shown from a blob URL (revoked when it goes). */
export function PhotoThumb({
  ref_,
  photoId,
  alt,
  className,
}: {
  ref_: ActivityRef;
  photoId: number;
  alt: string;
  className?: string;
}) {
  const photo = useQuery(activityPhotoQuery(ref_, photoId));
  const [url, setUrl] = useState<string | null>(null);
  const blob = photo.data;
  useEffect(() => {
    if (!blob) return;
    const made = URL.createObjectURL(blob);
    setUrl(made);
    return () => URL.revokeObjectURL(made);
  }, [blob]);
  if (photo.isError) {
    return (
      <span
        className={`${className ?? ''} ${styles.photoMissing}`}
        role="img"
        aria-label={t.list.photoFailed}
      >
        <ImageIcon size={20} />
      </span>
    );
  }
  return url ? (
    <img className={className} src={url} alt={alt} />
  ) : (
    <span className={`${className ?? ''} ${styles.photoLoading}`} aria-hidden="true" />
  );
}

// ---- 기타 활동 추가 ----

interface OtherValues {
  title: string;
  date: string;
  place: string;
  summary: string;
  attendees: string;
}

const otherSchema = z
  .custom<OtherValues>()
  .transform(
    (v) =>
      ({
        title: v.title,
        date: v.date,
        place: v.place,
        summary: v.summary,
        attendees: countOf(v.attendees),
      }) as z.input<typeof activityCreateRequest>,
  )
  .pipe(activityCreateRequest);

export function OtherActivityDialog({
  open,
  term,
  defaultDate,
  onClose,
  create,
}: {
  open: boolean;
  term: Pick<Term, 'startsOn' | 'endsOn'>;
  /** The day the form starts on: today when it lies in the term, else the term's first day. */
  defaultDate: string;
  onClose: () => void;
  create: (body: ActivityCreateRequest) => Promise<void>;
}) {
  const dialog = useDialogForm(onClose);
  return (
    <FormModal
      state={dialog}
      open={open}
      icon={<PlusIcon size={24} />}
      title={t.other.title}
      submitLabel={t.other.submit}
      busyLabel={t.other.busy}
    >
      {open ? <OtherForm dialog={dialog} term={term} defaultDate={defaultDate} create={create} /> : null}
    </FormModal>
  );
}

function OtherForm({
  dialog,
  term,
  defaultDate,
  create,
}: {
  dialog: DialogFormState;
  term: Pick<Term, 'startsOn' | 'endsOn'>;
  defaultDate: string;
  create: (body: ActivityCreateRequest) => Promise<void>;
}) {
  const kit = useDialogKit<OtherValues, ActivityCreateRequest>(
    {
      id: dialog.formId,
      initialValues: { title: '', date: defaultDate, place: '', summary: '', attendees: '' },
      save: async (body) => {
        dialog.setError(null);
        await create(body);
      },
      onBusy: dialog.setBusy,
      onFailed: dialog.onFailed,
    },
    {
      schema: otherSchema,
      fieldOrder: ['title', 'date', 'place', 'summary', 'attendees'],
      failed: t.other.failed,
    },
  );
  const { formRef, onSubmit, control, errorOf, idOf } = kit;
  return (
    <form id={dialog.formId} ref={formRef} className={styles.dialogForm} noValidate onSubmit={onSubmit}>
      <OtherDetails fields={kit} term={term} />
      <CountedField
        fields={kit}
        name="summary"
        label={t.report.summary}
        max={L.summaryMax}
        placeholder={t.report.summaryPlaceholder}
        rows={4}
      />
      <Field id={idOf('attendees')} label={t.report.attendees} optional error={errorOf('attendees')}>
        <div className={`${formStyles.affix} ${styles.attendeesInput}`}>
          <input
            type="number"
            inputMode="numeric"
            min={0}
            max={L.attendeesMax}
            className={formStyles.control}
            {...control('attendees')}
          />
          <span className={formStyles.unit}>{t.report.attendeesUnit}</span>
        </div>
      </Field>
      <FormErrorNotice className={styles.formError} message={dialog.error} />
    </form>
  );
}
