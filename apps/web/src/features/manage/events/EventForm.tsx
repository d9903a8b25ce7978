/**
 * The event form of /entertain/create and /edit/entertain/{id} (spec 2 §2, §5, §8): the spec's check order with an
 * alert for the first problem, every problem highlighted, server field errors on their fields. Failures: create → a
 * "저장에 실패했습니다" modal; edit → 401 to /login, 403 no permission, otherwise "저장 실패: …".
 */
import { LIMITS } from '@moa/contract';
import { useRef, useState, type FormEvent } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { useNavigationBlock } from '../../../lib/navigation-block';
import { ko } from '../../../text/ko';
import { useManagerCheck } from '../forms/access';
import { useAlertDialog } from '../forms/dialogs';
import { fieldErrorsOf, saveFailedMessage, statusOf } from '../forms/errors';
import { Field, Section } from '../../../components/form/Field';
import { useFieldHelpers } from '../../../components/form/fields';
import { ContactFields } from '../forms/ContactFields';
import { DateRangeField } from '../../../components/form/DateRangeField';
import { FormActions } from '../../../components/form/FormActions';
import { focusField } from '../forms/focus';
import styles from '../../../components/form/Form.module.css';
import { ImagePicker } from '../../../components/form/ImagePicker';
import { CREATE_LINKS, EDIT_LINKS, LinkFields } from '../forms/links';
import type { SaveOutcome } from '../forms/outcome';
import { useUnsavedChanges } from '../forms/unsaved';
import { categoriesFor, formFieldOf, validateEvent, type EventFormValues, type FormMode } from './model';

const t = ko.contentForms.event;
const c = ko.contentForms;

export interface EventFormProps {
  mode: FormMode;
  initial: EventFormValues;
  posterUrl?: string;
  onSave: (values: EventFormValues) => Promise<SaveOutcome>;
  cancelTo: string;
}

export function EventForm({ mode, initial, posterUrl, onSave, cancelTo }: EventFormProps) {
  const form = useForm<EventFormValues>({ defaultValues: initial, shouldFocusError: false });
  const { control, clearErrors, setError, getValues, formState } = form;
  const { errorOf, control: reg, id } = useFieldHelpers(form, 'event');
  const formRef = useRef<HTMLFormElement | null>(null);
  const [saving, setSaving] = useState(false);
  const { alert, element: alertElement } = useAlertDialog();
  const checkManager = useManagerCheck(alert);
  const block = useNavigationBlock();
  const navigate = useNavigate();

  useUnsavedChanges(formState.isDirty);

  const [name, intro, etcInfo] = useWatch({ control, name: ['name', 'introductionLetter', 'etcInfo'] });

  const onFailure = async (error: unknown) => {
    let first: string | null = null;
    for (const [path, message] of Object.entries(fieldErrorsOf(error))) {
      const field = formFieldOf(path);
      if (!field) continue;
      first ??= field;
      setError(field, { type: 'server', message });
    }
    if (mode === 'create') {
      const detail = error instanceof Error ? error.message : undefined;
      await alert({ title: t.createFailed, message: detail, tone: 'danger' });
    } else if (statusOf(error) === 401) {
      await alert({ title: t.loadUnauthorized, tone: 'danger' });
      void navigate('/login');
      return;
    } else if (statusOf(error) === 403) {
      await alert({ title: c.noPermission, message: t.loadForbidden, tone: 'danger' });
      return;
    } else {
      await alert({ title: c.failedTitle, message: saveFailedMessage(error), tone: 'danger' });
    }
    if (first) focusField(formRef.current, first);
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (saving) return;
    if (!(await checkManager())) return;
    clearErrors();
    const values = getValues();
    const issues = validateEvent(values, mode);
    if (issues.length > 0) {
      for (const issue of issues) setError(issue.field, { type: 'manual', message: issue.message });
      await alert({ title: c.checkTitle, message: issues[0]!.message });
      focusField(formRef.current, issues[0]!.field);
      return;
    }
    setSaving(true);
    let outcome: SaveOutcome;
    try {
      outcome = await onSave(values);
    } catch (error) {
      setSaving(false);
      await onFailure(error);
      return;
    }
    block.clear();
    if (outcome.message) await alert(outcome.message);
    void navigate(outcome.to);
  };

  const periodError = errorOf('startDate') ?? errorOf('endDate');

  return (
    <>
      <form ref={formRef} className={styles.form} noValidate onSubmit={(e) => void onSubmit(e)}>
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
                required={mode === 'create'}
                error={errorOf('poster')}
              />
            )}
          />
          <div className={`${styles.grid} ${styles.grid2}`}>
            <Field
              id={id('name')}
              label={t.name}
              required
              error={errorOf('name')}
              counter={{ value: name.trim().length, max: LIMITS.titleMax }}
            >
              <input
                className={styles.control}
                placeholder={t.namePlaceholder}
                {...reg('name', { required: true })}
              />
            </Field>
            <Field id={id('category')} label={t.category} required error={errorOf('category')}>
              <select className={styles.control} {...reg('category', { required: true })}>
                <option value="">{t.categoryPlaceholder}</option>
                {categoriesFor(mode).map((category) => (
                  <option key={category} value={category}>
                    {t.categories[category]}
                  </option>
                ))}
              </select>
            </Field>
          </div>
          <Field
            id={id('introductionLetter')}
            label={t.intro}
            optional
            error={errorOf('introductionLetter')}
            counter={{ value: intro.trim().length, max: LIMITS.introMax }}
          >
            <textarea
              className={styles.control}
              rows={3}
              placeholder={t.introPlaceholder}
              {...reg('introductionLetter')}
            />
          </Field>
        </Section>

        <Section title={t.sections.schedule}>
          <DateRangeField
            label={t.period}
            hint={t.sameDayHint}
            error={periodError}
            start={reg('startDate', { required: true })}
            end={reg('endDate', { required: true })}
            startDescribed={!!periodError}
            endDescribed={!!periodError}
          />
          <div className={`${styles.grid} ${styles.grid2}`}>
            <Field id={id('location')} label={t.location} required error={errorOf('location')}>
              <input
                className={styles.control}
                placeholder={t.locationPlaceholder}
                maxLength={LIMITS.shortTextMax}
                {...reg('location', { required: true })}
              />
            </Field>
            <Field id={id('timeList')} label={t.time} optional error={errorOf('timeList')}>
              <input
                className={styles.control}
                placeholder={t.timePlaceholder}
                maxLength={LIMITS.shortTextMax}
                {...reg('timeList')}
              />
            </Field>
          </div>
        </Section>

        <Section title={t.sections.contact}>
          <ContactFields text={t} control={(contactName) => reg(contactName)} errorOf={errorOf} />
          <Field
            id={id('etcInfo')}
            label={t.etcInfo}
            optional
            hint={t.etcInfoHint}
            error={errorOf('etcInfo')}
            counter={{ value: etcInfo.trim().length, max: LIMITS.etcInfoMax }}
          >
            <textarea
              className={styles.control}
              rows={4}
              placeholder={t.etcInfoPlaceholder}
              {...reg('etcInfo', { hint: true })}
            />
          </Field>
        </Section>

        <Section title={t.sections.links} description={c.links.hint}>
          <LinkFields
            names={mode === 'create' ? CREATE_LINKS : EDIT_LINKS}
            control={(linkName) => reg(linkName)}
            errorOf={errorOf}
          />
        </Section>

        <FormActions
          busy={saving}
          submitLabel={saving ? c.saving : mode === 'create' ? t.submitCreate : t.submitEdit}
          onCancel={() => void navigate(cancelTo)}
        />
      </form>
      {alertElement}
    </>
  );
}
