/**
 * The hall form (docs/product.md#halls): its name and its drawing as text, with a legend, a sample to start from and
 * the live preview beside it (under it on a phone). The text is checked by the contract's parser before it is sent,
 * so a save only fails for what the server alone knows: a name taken, seats a reservation holds (HALL_SEATS_HELD,
 * shown on the drawing with their keys), the club's limit of halls.
 */
import { useMemo, useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import type { z } from 'zod';
import { LIMITS, hallIssueText, hallRequest, parseHallText, type HallRequest } from '@moa/contract';
import { Button } from '../../../components/Button';
import { ConfirmDialog } from '../../../components/dialogs';
import { Field, FormErrorNotice, Section } from '../../../components/form/Field';
import { FormActions } from '../../../components/form/FormActions';
import formStyles from '../../../components/form/Form.module.css';
import { namesFields, saveFailedAlert, useContractForm } from '../../../components/form/useContractForm';
import { isApiError } from '../../../lib/api-client';
import { manageKo } from '../../../text/ko-manage';
import { moveCaretToLine } from './caret';
import { HallPreview } from './HallPreview';
import { useDebounced } from './useDebounced';
import styles from './HallForm.module.css';

const t = manageKo.halls;

export interface HallValues {
  name: string;
  text: string;
}

/** The request, and the drawing read by the parser the server runs: its first problem is the field's message. */
const hallFormSchema = hallRequest.superRefine((value, ctx) => {
  const parsed = parseHallText(value.text);
  if (!parsed.ok && parsed.errors[0])
    ctx.addIssue({ code: 'custom', path: ['text'], message: hallIssueText(parsed.errors[0]) });
});
type HallFormOutput = z.output<typeof hallFormSchema>;

const FIELD_ORDER = ['name', 'text'];
/** How long typing pauses before the preview is drawn again. */
const PREVIEW_DELAY_MS = 200;

export interface HallFormProps {
  initial: HallValues;
  /** Saves the hall; answers where to go and what to say there. */
  onSave: (body: HallRequest) => Promise<{ to: string; flash: string }>;
  cancelTo: string;
  /** Beside the sample button (the CSV import of a new hall), given the form's name and a way to point at it. */
  tools?: (form: { name: () => string; needName: () => void; clearUnsaved: () => void }) => ReactNode;
}

export function HallForm({ initial, onSave, cancelTo, tools }: HallFormProps) {
  const navigate = useNavigate();
  const [askSample, setAskSample] = useState(false);
  const kit = useContractForm<HallValues, HallFormOutput>({
    schema: hallFormSchema,
    defaultValues: initial,
    fieldOrder: FIELD_ORDER,
    idPrefix: 'hall',
    // the preview lists every problem; the first is shown on its field and focused, without an alert
    announce: 'focus',
  });
  const { form, busy, control, errorOf, idOf: id } = kit;
  const text = form.watch('text');
  const name = form.watch('name');
  const settled = useDebounced(text, PREVIEW_DELAY_MS);
  const parse = useMemo(() => (settled.trim() === '' ? null : parseHallText(settled)), [settled]);

  const textarea = () => document.getElementById(id('text')) as HTMLTextAreaElement | null;
  const fillSample = () => {
    setAskSample(false);
    form.setValue('text', t.sampleText, { shouldDirty: true });
    form.clearErrors('text');
    textarea()?.focus();
  };

  const onSubmit = kit.submit({
    save: async (data, values) => {
      const next = await onSave(data);
      form.reset(values);
      kit.clearUnsaved();
      void navigate(next.to, { state: { flash: next.flash } });
    },
    failure: (error) => {
      // HALL_SEATS_HELD and a taken name are on their fields (the drawing names the keys); the club's limit and the
      // like are said under the form in the server's words
      if (namesFields(error)) return null;
      if (isApiError(error) && error.status === 409) return error.message;
      return saveFailedAlert(error);
    },
  });

  return (
    <form ref={kit.formRef} className={formStyles.form} noValidate onSubmit={onSubmit}>
      <Section title={t.basics}>
        <Field
          id={id('name')}
          label={t.name}
          required
          error={errorOf('name')}
          counter={{ value: name.length, max: LIMITS.hallNameMax }}
        >
          <input
            className={formStyles.control}
            placeholder={t.namePlaceholder}
            maxLength={LIMITS.hallNameMax}
            autoComplete="off"
            {...control('name', { required: true })}
          />
        </Field>
      </Section>
      <div className={styles.editor}>
        <Section title={t.drawing} description={t.drawingHint}>
          <dl className={styles.legend} aria-label={t.legendTitle}>
            {t.legend.map(([mark, meaning]) => (
              <div key={mark} className={styles.legendItem}>
                <dt>
                  <code>{mark}</code>
                </dt>
                <dd>{meaning}</dd>
              </div>
            ))}
          </dl>
          <div className={styles.tools}>
            <Button
              variant="secondary"
              size="small"
              onClick={() => (text.trim() === '' ? fillSample() : setAskSample(true))}
              disabled={busy}
            >
              {t.sample}
            </Button>
            {tools?.({
              name: () => form.getValues('name'),
              needName: () => void kit.showIssues([{ field: 'name', message: t.fileNeedsName }]),
              clearUnsaved: kit.clearUnsaved,
            })}
          </div>
          <Field id={id('text')} label={t.drawing} required error={errorOf('text')}>
            <textarea
              className={`${formStyles.control} ${styles.drawing}`}
              rows={16}
              spellCheck={false}
              autoCapitalize="off"
              autoCorrect="off"
              wrap="off"
              maxLength={LIMITS.hallTextMax}
              {...control('text', { required: true })}
            />
          </Field>
        </Section>
        <div className={styles.previewColumn}>
          <HallPreview
            parse={parse}
            onGoToLine={(line) => {
              const element = textarea();
              if (element) moveCaretToLine(element, line);
            }}
          />
        </div>
      </div>
      <FormErrorNotice className={`${formStyles.banner} ${formStyles.bannerError}`} message={kit.formError} />
      <FormActions
        busy={busy}
        submitLabel={busy ? t.saving : t.save}
        onCancel={() => void navigate(cancelTo)}
      />
      <ConfirmDialog
        open={askSample}
        title={t.sampleTitle}
        confirmLabel={t.sampleConfirm}
        onConfirm={fillSample}
        onCancel={() => setAskSample(false)}
      >
        {t.sampleBody}
      </ConfirmDialog>
      {kit.dialogs}
    </form>
  );
}
