/**
 * The recruiting form of /recruiting/create and /edit/recruiting/{recruitingId} (spec 2 §2, §4, §5, §8):
 * validate (every invalid field highlighted, the first focused and scrolled into view, a field's highlight cleared as
 * soon as it is edited), then a confirm dialog, then the call. Create: a 600 ms "등록 중…" step, then the new post.
 * Edit: the page stays, shows a saved message and reloads the data.
 */
import { LIMITS, RECRUITING_CATEGORIES, TIMINGS } from '@moa/contract';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { useNavigationBlock } from '../../../lib/navigation-block';
import { ko } from '../../../text/ko';
import { useManagerCheck } from '../forms/access';
import { ConfirmDialog, useAlertDialog } from '../forms/dialogs';
import { fieldErrorsOf, statusOf } from '../forms/errors';
import { Field, Section } from '../../../components/form/Field';
import { useFieldHelpers } from '../../../components/form/fields';
import { DateRangeField } from '../../../components/form/DateRangeField';
import { FormActions } from '../../../components/form/FormActions';
import { focusField } from '../forms/focus';
import styles from '../../../components/form/Form.module.css';
import { CheckIcon, ErrorIcon } from '../../../components/icons';
import { ImagePicker } from '../../../components/form/ImagePicker';
import { CREATE_LINKS, EDIT_LINKS, LinkFields } from '../forms/links';
import type { SaveOutcome } from '../forms/outcome';
import { useUnsavedChanges } from '../forms/unsaved';
import {
  CAPS,
  firstInvalid,
  formFieldOf,
  SEMESTER_CHOICES,
  validateRecruiting,
  type FormMode,
  type RecruitingField,
  type RecruitingFormValues,
} from './model';

const t = ko.contentForms.recruiting;
const c = ko.contentForms;

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export interface RecruitingFormProps {
  mode: FormMode;
  /** The values to show; on edit a new object (after a reload) resets the form. */
  initial: RecruitingFormValues;
  posterUrl?: string;
  /** Create: where to go. Edit: 'stay' (the screen reloads the data). */
  onSave: (values: RecruitingFormValues) => Promise<SaveOutcome | 'stay'>;
  cancelTo: string;
}

type Phase = 'idle' | 'confirm' | 'submitting';

function saveErrorMessage(mode: FormMode, error: unknown): string {
  if (mode === 'create') return t.createFailed;
  switch (statusOf(error)) {
    case 401:
      return t.unauthorized;
    case 403:
      return t.forbidden;
    case 404:
      return t.notFound;
    default:
      return t.saveFailed;
  }
}

export function RecruitingForm({ mode, initial, posterUrl, onSave, cancelTo }: RecruitingFormProps) {
  const form = useForm<RecruitingFormValues>({ defaultValues: initial, shouldFocusError: false });
  const { control, clearErrors, setError, getValues, reset, formState } = form;
  const { errorOf, control: reg, id } = useFieldHelpers(form, 'recruiting');
  const formRef = useRef<HTMLFormElement | null>(null);
  const [phase, setPhase] = useState<Phase>('idle');
  const [saved, setSaved] = useState(false);
  const pending = useRef<RecruitingFormValues | null>(null);
  const { alert, element: alertElement } = useAlertDialog();
  const checkManager = useManagerCheck(alert);
  const block = useNavigationBlock();
  const navigate = useNavigate();

  useUnsavedChanges(formState.isDirty);

  // Edit: after a save the screen reloads the post and hands over new values.
  const firstInitial = useRef(initial);
  useEffect(() => {
    if (initial !== firstInitial.current) reset(initial);
  }, [initial, reset]);

  const watched = useWatch({
    control,
    name: ['name', 'content', 'eligibility', 'notice', 'introductionLetter'],
  });
  const lengths: Partial<Record<RecruitingField, number>> = {
    name: watched[0].trim().length,
    content: watched[1].trim().length,
    eligibility: watched[2].trim().length,
    notice: watched[3].trim().length,
    introductionLetter: watched[4].trim().length,
  };
  const counter = (field: RecruitingField) => ({ value: lengths[field] ?? 0, max: CAPS[field]! });

  const errorCount = Object.keys(formState.errors).length;

  const showErrors = (errors: Partial<Record<RecruitingField, string>>) => {
    for (const [field, message] of Object.entries(errors) as [RecruitingField, string][]) {
      setError(field, { type: 'manual', message });
    }
    const first = firstInvalid(errors);
    // After the highlight has rendered, so the field is announced with its message.
    if (first) setTimeout(() => focusField(formRef.current, first), 0);
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (phase !== 'idle') return;
    setSaved(false);
    if (!(await checkManager())) return;
    clearErrors();
    const values = getValues();
    const errors = validateRecruiting(values, mode);
    if (Object.keys(errors).length > 0) {
      showErrors(errors);
      return;
    }
    pending.current = values;
    setPhase('confirm');
  };

  const onConfirm = async () => {
    const values = pending.current;
    if (!values) return;
    setPhase('submitting');
    let outcome: SaveOutcome | 'stay';
    try {
      if (mode === 'create') {
        // The spec's short step after the confirm: at least 600 ms of "등록 중…", then the next page.
        [outcome] = await Promise.all([onSave(values), sleep(TIMINGS.recruitingConfirmDelayMs)]);
      } else {
        outcome = await onSave(values);
      }
    } catch (error) {
      setPhase('idle');
      const fieldErrors: Partial<Record<RecruitingField, string>> = {};
      for (const [path, message] of Object.entries(fieldErrorsOf(error))) {
        const field = formFieldOf(path);
        if (field) fieldErrors[field] = message;
      }
      await alert({ title: c.failedTitle, message: saveErrorMessage(mode, error), tone: 'danger' });
      if (Object.keys(fieldErrors).length > 0) showErrors(fieldErrors);
      else if (mode === 'edit' && statusOf(error) === 401) void navigate('/login');
      return;
    }
    if (outcome === 'stay') {
      setPhase('idle');
      setSaved(true);
      return;
    }
    block.clear();
    void navigate(outcome.to);
  };

  const busy = phase === 'submitting';
  const periodError = errorOf('startDate') ?? errorOf('endDate');
  const submitLabel = busy
    ? mode === 'create'
      ? t.registering
      : c.saving
    : mode === 'create'
      ? t.submitCreate
      : t.submitEdit;

  return (
    <>
      <form
        ref={formRef}
        className={styles.form}
        noValidate
        onSubmit={(e) => void onSubmit(e)}
        onChange={() => setSaved(false)}
      >
        <Section title={t.sections.basic}>
          <Controller
            control={control}
            name="poster"
            render={({ field }) => (
              <ImagePicker
                ref={field.ref}
                id={id('poster')}
                name="poster"
                label={t.poster}
                value={field.value}
                onChange={(file) => {
                  clearErrors('poster');
                  field.onChange(file);
                }}
                currentUrl={posterUrl}
                optional
                error={errorOf('poster')}
              />
            )}
          />
          <div className={`${styles.grid} ${styles.grid2}`}>
            <Field id={id('name')} label={t.name} required error={errorOf('name')} counter={counter('name')}>
              <input
                className={styles.control}
                placeholder={t.namePlaceholder}
                {...reg('name', { required: true })}
              />
            </Field>
            <Field id={id('category')} label={t.category} required error={errorOf('category')}>
              <select className={styles.control} {...reg('category', { required: true })}>
                <option value="">{t.categoryPlaceholder}</option>
                {RECRUITING_CATEGORIES.map((category) => (
                  <option key={category} value={category}>
                    {t.categories[category]}
                  </option>
                ))}
              </select>
            </Field>
          </div>
          <DateRangeField
            label={t.period}
            error={periodError}
            start={reg('startDate', { required: true })}
            end={reg('endDate', { required: true })}
            startDescribed={!!errorOf('startDate')}
            endDescribed={!!errorOf('endDate')}
          />
        </Section>

        <Section title={t.sections.activity}>
          <div className={`${styles.grid} ${styles.grid2}`}>
            <Field
              id={id('mandatorySemesters')}
              label={t.semesters}
              required
              error={errorOf('mandatorySemesters')}
            >
              {mode === 'create' ? (
                <select className={styles.control} {...reg('mandatorySemesters', { required: true })}>
                  <option value="">{t.semestersPlaceholder}</option>
                  {SEMESTER_CHOICES.map((choice) => (
                    <option key={choice} value={choice}>
                      {choice}
                    </option>
                  ))}
                </select>
              ) : (
                <input
                  className={styles.control}
                  placeholder={t.semestersEditPlaceholder}
                  maxLength={LIMITS.nameMax}
                  {...reg('mandatorySemesters', { required: true })}
                />
              )}
            </Field>
            <Field id={id('meetingTime')} label={t.meetingTime} required error={errorOf('meetingTime')}>
              <input
                className={styles.control}
                placeholder={t.meetingTimePlaceholder}
                maxLength={LIMITS.shortTextMax}
                {...reg('meetingTime', { required: true })}
              />
            </Field>
          </div>
          <Field
            id={id('content')}
            label={t.content}
            required
            hint={t.hintMax(LIMITS.recruitingContentMax)}
            error={errorOf('content')}
            counter={counter('content')}
          >
            <textarea
              className={styles.control}
              rows={3}
              placeholder={t.contentPlaceholder}
              {...reg('content', { hint: true, required: true })}
            />
          </Field>
          <Field
            id={id('eligibility')}
            label={t.eligibility}
            required
            hint={t.hintMax(LIMITS.recruitingEligibilityMax)}
            error={errorOf('eligibility')}
            counter={counter('eligibility')}
          >
            <textarea
              className={styles.control}
              rows={3}
              placeholder={t.eligibilityPlaceholder}
              {...reg('eligibility', { hint: true, required: true })}
            />
          </Field>
          <Field
            id={id('notice')}
            label={t.notice}
            required
            hint={t.hintMax(LIMITS.recruitingNoticeMax)}
            error={errorOf('notice')}
            counter={counter('notice')}
          >
            <textarea
              className={styles.control}
              rows={3}
              placeholder={t.noticePlaceholder}
              {...reg('notice', { hint: true, required: true })}
            />
          </Field>
        </Section>

        <Section title={t.sections.apply}>
          <div className={`${styles.grid} ${styles.grid2}`}>
            <Field id={id('manager')} label={t.manager} required error={errorOf('manager')}>
              <input
                className={styles.control}
                placeholder={t.managerPlaceholder}
                maxLength={LIMITS.nameMax}
                autoComplete="name"
                {...reg('manager', { required: true })}
              />
            </Field>
            <Field
              id={id('managerPhoneNumber')}
              label={t.managerPhone}
              required
              error={errorOf('managerPhoneNumber')}
            >
              <input
                className={styles.control}
                placeholder={t.managerPhonePlaceholder}
                maxLength={LIMITS.shortTextMax}
                {...reg('managerPhoneNumber', { required: true })}
              />
            </Field>
            <Field
              id={id('applicationUrl')}
              label={t.applicationUrl}
              required
              error={errorOf('applicationUrl')}
              className={styles.span2}
            >
              <input
                type="url"
                inputMode="url"
                className={styles.control}
                placeholder={t.applicationUrlPlaceholder}
                maxLength={LIMITS.urlMax}
                {...reg('applicationUrl', { required: true })}
              />
            </Field>
          </div>
        </Section>

        <Section title={t.sections.links} description={c.links.hint}>
          <LinkFields
            names={mode === 'create' ? CREATE_LINKS : EDIT_LINKS}
            control={(linkName) => reg(linkName)}
            errorOf={errorOf}
          />
        </Section>

        <Section title={t.sections.intro}>
          <Field
            id={id('introductionLetter')}
            label={t.intro}
            required
            hint={t.hintMax(LIMITS.recruitingIntroMax)}
            error={errorOf('introductionLetter')}
            counter={counter('introductionLetter')}
          >
            <textarea
              className={styles.control}
              rows={5}
              placeholder={t.introPlaceholder}
              {...reg('introductionLetter', { hint: true, required: true })}
            />
          </Field>
        </Section>

        <FormActions busy={busy} submitLabel={submitLabel} onCancel={() => void navigate(cancelTo)}>
          <div className={styles.status} aria-live="polite">
            {errorCount > 0 ? (
              <p className={`${styles.banner} ${styles.bannerError}`}>
                <ErrorIcon size={18} />
                {t.errors.invalidCount(errorCount)}
              </p>
            ) : saved ? (
              <p className={`${styles.banner} ${styles.bannerSuccess}`}>
                <CheckIcon size={18} />
                {t.updated}
              </p>
            ) : null}
          </div>
        </FormActions>
      </form>
      <ConfirmDialog
        open={phase === 'confirm'}
        title={mode === 'create' ? t.confirmCreateTitle : t.confirmEditTitle}
        body={mode === 'create' ? t.confirmCreateBody : t.confirmEditBody}
        confirmLabel={mode === 'create' ? t.confirmCreate : t.confirmEdit}
        onConfirm={() => void onConfirm()}
        onCancel={() => setPhase('idle')}
      />
      {alertElement}
    </>
  );
}
