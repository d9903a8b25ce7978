/**
 * The show form of /show/create and /edit/show/{id} (spec 2 §2, §5): sections, the spec's validation order with an
 * alert for the first problem (every problem is highlighted, the first is focused), server field errors on their
 * fields, and the "저장 실패: …" alert. The screen around it does the call and says where to go next.
 */
import { BANKS, LIMITS } from '@moa/contract';
import { useRef, useState, type FormEvent } from 'react';
import { Controller, useForm, useWatch, type Path } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { useNavigationBlock } from '../../../lib/navigation-block';
import { ko } from '../../../text/ko';
import { useManagerCheck } from '../forms/access';
import { DigitsInput } from '../../../components/form/controls';
import { ConfirmDialog, useAlertDialog } from '../forms/dialogs';
import { saveFailedMessage, fieldErrorsOf } from '../forms/errors';
import { Field, Note, Section } from '../../../components/form/Field';
import { useFieldHelpers } from '../../../components/form/fields';
import { ContactFields } from '../forms/ContactFields';
import { DateRangeField } from '../../../components/form/DateRangeField';
import { FormActions } from '../../../components/form/FormActions';
import { focusField } from '../forms/focus';
import styles from '../../../components/form/Form.module.css';
import { ImagePicker, ImagePreview } from '../../../components/form/ImagePicker';
import type { SaveOutcome } from '../forms/outcome';
import { useUnsavedChanges } from '../forms/unsaved';
import { AccountPreview } from './AccountPreview';
import { formFieldOf, validateShow, type FormMode, type ShowFormValues } from './model';
import { SessionList } from './SessionList';

const t = ko.contentForms.show;
const c = ko.contentForms;

export interface ShowFormProps {
  mode: FormMode;
  initial: ShowFormValues;
  /** Current images (edit). */
  images?: { poster: string; qr: string };
  onSave: (values: ShowFormValues) => Promise<SaveOutcome>;
  cancelTo: string;
}

export function ShowForm({ mode, initial, images, onSave, cancelTo }: ShowFormProps) {
  const form = useForm<ShowFormValues>({ defaultValues: initial, shouldFocusError: false });
  const { control, clearErrors, setError, getValues, formState } = form;
  const helpers = useFieldHelpers(form, 'show');
  const { errorOf, control: reg, aria, id } = helpers;
  const formRef = useRef<HTMLFormElement | null>(null);
  const [saving, setSaving] = useState(false);
  /** Create: the checked values, waiting for the manager to confirm the transfer account. */
  const [confirming, setConfirming] = useState<ShowFormValues | null>(null);
  const { alert, element: alertElement } = useAlertDialog();
  const checkManager = useManagerCheck(alert);
  const block = useNavigationBlock();
  const navigate = useNavigate();

  useUnsavedChanges(formState.isDirty);

  const [name, intro, notice] = useWatch({ control, name: ['name', 'introductionLetter', 'noticeLetter'] });

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (saving) return;
    if (!(await checkManager())) return;
    clearErrors();
    const values = getValues();
    const issues = validateShow(values, mode);
    if (issues.length > 0) {
      for (const issue of issues) {
        setError(issue.field as Path<ShowFormValues>, { type: 'manual', message: issue.message });
      }
      await alert({ title: c.checkTitle, message: issues[0]!.message });
      focusField(formRef.current, issues[0]!.field);
      return;
    }
    // The account cannot be changed once the show exists: the manager checks it as students will see it first.
    if (mode === 'create') setConfirming(values);
    else await save(values);
  };

  const save = async (values: ShowFormValues) => {
    setSaving(true);
    let outcome: SaveOutcome;
    try {
      outcome = await onSave(values);
    } catch (error) {
      setSaving(false);
      let first: string | null = null;
      for (const [path, message] of Object.entries(fieldErrorsOf(error))) {
        const field = formFieldOf(path);
        if (!field) continue;
        first ??= field;
        setError(field as Path<ShowFormValues>, { type: 'server', message });
      }
      await alert({ title: c.failedTitle, message: saveFailedMessage(error), tone: 'danger' });
      if (first) focusField(formRef.current, first);
      return;
    }
    block.clear();
    if (outcome.message) await alert(outcome.message);
    void navigate(outcome.to);
  };

  const posterError = errorOf('poster');
  const qrError = errorOf('qr');
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
                currentUrl={images?.poster}
                required={mode === 'create'}
                error={posterError}
              />
            )}
          />
          {mode === 'create' ? (
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
          ) : (
            <Field id={id('name')} label={t.name} hint={t.nameFixed}>
              <input
                id={id('name')}
                className={styles.control}
                value={initial.name}
                readOnly
                aria-describedby={`${id('name')}-hint`}
              />
            </Field>
          )}
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
          <Field id={id('earlyBird')} label={t.earlyBird} group hint={t.earlyBirdHint}>
            <div className={styles.choices}>
              <label className={styles.choice}>
                <input type="radio" value="yes" {...form.register('earlyBird')} />
                {t.yes}
              </label>
              <label className={styles.choice}>
                <input type="radio" value="no" {...form.register('earlyBird')} />
                {t.no}
              </label>
            </div>
          </Field>
        </Section>

        <Section title={t.sections.schedule}>
          <DateRangeField
            label={t.period}
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
            <Controller
              control={control}
              name="runtime"
              render={({ field }) => (
                <Field id={id('runtime')} label={t.runtime} required error={errorOf('runtime')}>
                  <DigitsInput
                    ref={field.ref}
                    name={field.name}
                    value={field.value}
                    onBlur={field.onBlur}
                    onChange={(v) => {
                      clearErrors('runtime');
                      field.onChange(v);
                    }}
                    maxDigits={4}
                    unit={t.runtimeUnit}
                    placeholder={t.runtimePlaceholder}
                    {...aria('runtime', { required: true })}
                  />
                </Field>
              )}
            />
          </div>
        </Section>

        <Section title={t.sections.sessions} description={t.sessionsHint}>
          {mode === 'edit' ? (
            <Note>
              {t.soldNote} {t.costNote}
            </Note>
          ) : null}
          <SessionList form={form} helpers={helpers} mode={mode} />
        </Section>

        <Section title={t.sections.payment} description={mode === 'edit' ? t.accountFixed : undefined}>
          {mode === 'create' ? (
            <div className={`${styles.grid} ${styles.grid2}`}>
              <Field id={id('accountBankName')} label={t.bank} required error={errorOf('accountBankName')}>
                <select className={styles.control} {...reg('accountBankName', { required: true })}>
                  <option value="">{t.bankPlaceholder}</option>
                  {BANKS.map((bank) => (
                    <option key={bank} value={bank}>
                      {bank}
                    </option>
                  ))}
                </select>
              </Field>
              <Field id={id('accountName')} label={t.accountName} required error={errorOf('accountName')}>
                <input
                  className={styles.control}
                  placeholder={t.accountNamePlaceholder}
                  maxLength={LIMITS.nameMax}
                  {...reg('accountName', { required: true })}
                />
              </Field>
              <Controller
                control={control}
                name="accountNumber"
                render={({ field }) => (
                  <Field
                    id={id('accountNumber')}
                    label={t.accountNumber}
                    required
                    hint={t.accountNumberHint}
                    error={errorOf('accountNumber')}
                    className={styles.span2}
                  >
                    <DigitsInput
                      ref={field.ref}
                      name={field.name}
                      value={field.value}
                      onBlur={field.onBlur}
                      onChange={(v) => {
                        clearErrors('accountNumber');
                        field.onChange(v);
                      }}
                      maxDigits={LIMITS.accountNumberMax}
                      placeholder={t.accountNumberPlaceholder}
                      {...aria('accountNumber', { hint: true, required: true })}
                    />
                  </Field>
                )}
              />
            </div>
          ) : (
            // Fixed after creation: shown read-only, and left out of the edit request.
            <div className={`${styles.grid} ${styles.grid2}`}>
              {(
                [
                  ['accountBankName', t.bank, initial.accountBankName, ''],
                  ['accountName', t.accountName, initial.accountName, ''],
                  ['accountNumber', t.accountNumber, initial.accountNumber, styles.span2],
                ] as const
              ).map(([name, label, value, className]) => (
                <Field key={name} id={id(name)} label={label} className={className || undefined}>
                  <input id={id(name)} className={styles.control} value={value} readOnly />
                </Field>
              ))}
            </div>
          )}
          {mode === 'create' ? (
            <Controller
              control={control}
              name="qr"
              render={({ field }) => (
                <ImagePicker
                  ref={field.ref}
                  id={id('qr')}
                  name="qr"
                  label={t.qr}
                  value={field.value}
                  onChange={(file) => {
                    clearErrors('qr');
                    field.onChange(file);
                  }}
                  required
                  shape="square"
                  hint={`${t.qrHint} ${c.image.hint}`}
                  error={qrError}
                />
              )}
            />
          ) : (
            <ImagePreview label={t.qr} url={images?.qr ?? ''} note={t.qrFixed} />
          )}
        </Section>

        <Section title={t.sections.contact}>
          <ContactFields text={t} control={(contactName) => reg(contactName)} errorOf={errorOf} />
          <Field
            id={id('noticeLetter')}
            label={t.notice}
            optional
            error={errorOf('noticeLetter')}
            counter={{ value: notice.trim().length, max: LIMITS.noticeMax }}
          >
            <textarea
              className={styles.control}
              rows={5}
              placeholder={t.noticePlaceholder}
              {...reg('noticeLetter')}
            />
          </Field>
        </Section>

        <FormActions
          busy={saving}
          submitLabel={saving ? c.saving : mode === 'create' ? t.submitCreate : t.submitEdit}
          onCancel={() => void navigate(cancelTo)}
        />
      </form>
      <ConfirmDialog
        open={confirming !== null}
        title={t.accountConfirmTitle}
        body={
          confirming ? (
            <AccountPreview
              bankName={confirming.accountBankName}
              accountNumber={confirming.accountNumber.trim()}
              accountName={confirming.accountName.trim()}
            />
          ) : null
        }
        confirmLabel={t.accountConfirm}
        onConfirm={() => {
          const values = confirming;
          setConfirming(null);
          if (values) void save(values);
        }}
        onCancel={() => setConfirming(null)}
      />
      {alertElement}
    </>
  );
}
