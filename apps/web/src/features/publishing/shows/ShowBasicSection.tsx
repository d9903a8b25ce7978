/** The show form's basic section: poster, name (fixed after creation), introduction and early bird. */
import { Field, Section } from '../../../components/form/Field';
import styles from '../../../components/form/Form.module.css';
import { formsKo } from '../../../text/ko-forms';
import { IntroField, NameField, PosterField } from '../forms/SharedFields';
import type { FormMode, ShowFields } from './model';

const t = formsKo.show;

export interface ShowBasicSectionProps {
  fields: ShowFields;
  mode: FormMode;
  /** The saved name (edit: shown read-only). */
  savedName: string;
  posterUrl?: string;
}

export function ShowBasicSection({ fields, mode, savedName, posterUrl }: ShowBasicSectionProps) {
  const { form, idOf } = fields;
  return (
    <Section title={t.sections.basic}>
      <PosterField fields={fields} label={t.poster} currentUrl={posterUrl} required={mode === 'create'} />
      {mode === 'create' ? (
        <NameField fields={fields} text={t} />
      ) : (
        <Field id={idOf('name')} label={t.name} hint={t.nameFixed}>
          <input
            id={idOf('name')}
            className={styles.control}
            value={savedName}
            readOnly
            aria-describedby={`${idOf('name')}-hint`}
          />
        </Field>
      )}
      <IntroField fields={fields} text={t} />
      <Field id={idOf('earlyBird')} label={t.earlyBird} group hint={t.earlyBirdHint}>
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
  );
}
