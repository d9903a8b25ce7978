/**
 * How students apply (docs/product.md#recruiting-applications): at the external link, as before, or with a form in the
 * portal built from questions. The link is asked for only when it is the way to apply.
 */
import { APPLICATION_MODES, LIMITS } from '@moa/contract';
import { useWatch } from 'react-hook-form';
import { Field, Note, Section } from '../../../components/form/Field';
import styles from '../../../components/form/Form.module.css';
import { applicationsKo } from '../../../text/ko-applications';
import { formsKo } from '../../../text/ko-forms';
import type { RecruitingFields } from './model';
import { QuestionList } from './QuestionList';

const t = formsKo.recruiting;
const b = applicationsKo.builder;

export function ApplicationMethodSection({ fields }: { fields: RecruitingFields }) {
  const { form, control, errorOf, idOf } = fields;
  const mode = useWatch({ control: form.control, name: 'applicationMode' });
  const hintId = idOf('applicationMode-hint');
  return (
    <Section title={b.section} description={b.sectionHint}>
      <Field
        id={idOf('applicationMode')}
        label={b.modeLabel}
        required
        group
        error={errorOf('applicationMode')}
      >
        <div className={styles.choices}>
          {APPLICATION_MODES.map((m) => (
            <label key={m} className={styles.choice}>
              <input
                type="radio"
                value={m}
                {...control('applicationMode')}
                id={idOf(`applicationMode-${m}`)}
                aria-describedby={hintId}
              />
              {b.modes[m]}
            </label>
          ))}
        </div>
        <p id={hintId} className={styles.hint}>
          {b.modeHints[mode]}
        </p>
      </Field>
      {mode === 'link' ? (
        <Field
          id={idOf('applicationUrl')}
          label={t.applicationUrl}
          required
          error={errorOf('applicationUrl')}
        >
          <input
            type="url"
            inputMode="url"
            className={styles.control}
            placeholder={t.applicationUrlPlaceholder}
            maxLength={LIMITS.urlMax}
            {...control('applicationUrl', { required: true })}
          />
        </Field>
      ) : (
        <>
          <Note>{b.profileNote}</Note>
          <QuestionList fields={fields} />
        </>
      )}
    </Section>
  );
}
