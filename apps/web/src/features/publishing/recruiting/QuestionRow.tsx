/**
 * One question of the application form: its kind, wording and whether it must be answered, then the choices (choice
 * kinds) or the character limit (long text); moved up and down, or deleted. A question some applicant answered keeps
 * its kind and cannot be deleted (docs/product.md#recruiting-applications).
 */
import { APPLICATION_LIMITS, QUESTION_KINDS } from '@moa/contract';
import { useWatch } from 'react-hook-form';
import { Button } from '../../../components/Button';
import { DigitsController } from '../../../components/form/controllers';
import { CountedField } from '../../../components/form/CountedField';
import { Field } from '../../../components/form/Field';
import formStyles from '../../../components/form/Form.module.css';
import { ChevronDownIcon, TrashIcon } from '../../../components/icons';
import { keepFocusOn } from '../../../lib/focus';
import { applicationsKo } from '../../../text/ko-applications';
import { ChoiceOptions } from './ChoiceOptions';
import type { RecruitingFields } from './model';
import rows from '../shows/ScheduleList.module.css';
import styles from './QuestionList.module.css';

const b = applicationsKo.builder;

export interface QuestionRowProps {
  fields: RecruitingFields;
  index: number;
  count: number;
  onMove: (from: number, to: number) => void;
  onRemove: (index: number) => void;
}

export function QuestionRow({ fields, index, count, onMove, onRemove }: QuestionRowProps) {
  const { form, control, errorOf, idOf, aria } = fields;
  const at = `questions.${index}` as const;
  const kind = useWatch({ control: form.control, name: `${at}.kind` });
  const answered = useWatch({ control: form.control, name: `${at}.answered` });
  const n = index + 1;
  const headingId = idOf(`${at}.heading`);
  /**
   * Moved, the question's button is found again at its new place (it may have become disabled at the top or bottom:
   * then its other arrow), so focus never falls to the page.
   */
  const move = (to: number) => {
    onMove(index, to);
    const button = (label: string) =>
      document.querySelector<HTMLButtonElement>(`button[aria-label="${label}"]:not(:disabled)`);
    const up = to < index;
    keepFocusOn(
      () =>
        button(up ? b.moveUp(to + 1) : b.moveDown(to + 1)) ??
        button(up ? b.moveDown(to + 1) : b.moveUp(to + 1)),
    );
  };
  return (
    // the list item holds the group: a <li> with role="group" would leave the list without items (axe `list`)
    <li>
      <div className={rows.row} role="group" aria-labelledby={headingId}>
        <div className={rows.rowHead}>
          <h3 id={headingId} className={rows.rowTitle}>
            {b.question(n)}
          </h3>
          <div className={styles.tools}>
            <Button
              variant="ghost"
              size="small"
              className={styles.iconOnly}
              onClick={() => move(index - 1)}
              disabled={index === 0}
              aria-label={b.moveUp(n)}
            >
              <ChevronDownIcon size={18} className={styles.up} />
            </Button>
            <Button
              variant="ghost"
              size="small"
              className={styles.iconOnly}
              onClick={() => move(index + 1)}
              disabled={index === count - 1}
              aria-label={b.moveDown(n)}
            >
              <ChevronDownIcon size={18} />
            </Button>
            <Button
              variant="ghost"
              size="small"
              className={`${styles.iconOnly} ${styles.danger}`}
              onClick={() => onRemove(index)}
              disabled={answered}
              aria-label={b.remove(n)}
            >
              <TrashIcon size={18} />
            </Button>
          </div>
        </div>
        {answered ? <p className={rows.lock}>{b.answered}</p> : null}

        <div className={styles.kindRow}>
          <Field id={idOf(`${at}.kind`)} label={b.kind} required error={errorOf(`${at}.kind`)}>
            {answered ? (
              // an answered question keeps its kind: shown, not offered
              <input id={idOf(`${at}.kind`)} className={formStyles.control} value={b.kinds[kind]} readOnly />
            ) : (
              <select className={formStyles.control} {...control(`${at}.kind`)}>
                {QUESTION_KINDS.map((k) => (
                  <option key={k} value={k}>
                    {b.kinds[k]}
                  </option>
                ))}
              </select>
            )}
          </Field>
          <label className={styles.toggle}>
            <input type="checkbox" {...control(`${at}.required`)} />
            {b.required}
          </label>
        </div>

        <CountedField
          fields={fields}
          name={`${at}.label`}
          label={b.label}
          required
          max={APPLICATION_LIMITS.questionLabelMax}
          placeholder={b.labelPlaceholder}
        />

        {kind === 'single' || kind === 'multiple' ? <ChoiceOptions fields={fields} index={index} /> : null}
        {kind === 'long' ? (
          <Field
            id={idOf(`${at}.maxLength`)}
            label={b.maxLength}
            required
            error={errorOf(`${at}.maxLength`)}
            className={styles.limit}
          >
            <DigitsController
              form={form}
              name={`${at}.maxLength`}
              maxDigits={4}
              unit={b.maxLengthUnit}
              {...aria(`${at}.maxLength`, { required: true })}
            />
          </Field>
        ) : null}
        {kind === 'short' ? (
          <p className={formStyles.hint}>{b.shortLimit(APPLICATION_LIMITS.shortAnswerMax)}</p>
        ) : null}
      </div>
    </li>
  );
}
