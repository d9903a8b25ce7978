/** The show form's basic section: poster, name (fixed after creation), introduction and early bird. */
import { LIMITS } from '@moa/contract';
import { useWatch } from 'react-hook-form';
import { ImageController } from '../../../components/form/controllers';
import { Field, Section } from '../../../components/form/Field';
import styles from '../../../components/form/Form.module.css';
import { ko } from '../../../text/ko';
import type { FormMode, ShowFields } from './model';

const t = ko.contentForms.show;

export interface ShowBasicSectionProps {
  fields: ShowFields;
  mode: FormMode;
  /** The saved name (edit: shown read-only). */
  savedName: string;
  posterUrl?: string;
}

export function ShowBasicSection({ fields, mode, savedName, posterUrl }: ShowBasicSectionProps) {
  const { form, errorOf, control, idOf } = fields;
  const [name, intro] = useWatch({ control: form.control, name: ['name', 'introductionLetter'] });
  return (
    <Section title={t.sections.basic}>
      <ImageController
        form={form}
        name="poster"
        id={idOf('poster')}
        label={t.poster}
        currentUrl={posterUrl}
        required={mode === 'create'}
        error={errorOf('poster')}
      />
      {mode === 'create' ? (
        <Field
          id={idOf('name')}
          label={t.name}
          required
          error={errorOf('name')}
          counter={{ value: name.trim().length, max: LIMITS.titleMax }}
        >
          <input
            className={styles.control}
            placeholder={t.namePlaceholder}
            {...control('name', { required: true })}
          />
        </Field>
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
      <Field
        id={idOf('introductionLetter')}
        label={t.intro}
        optional
        error={errorOf('introductionLetter')}
        counter={{ value: intro.trim().length, max: LIMITS.introMax }}
      >
        <textarea
          className={styles.control}
          rows={3}
          placeholder={t.introPlaceholder}
          {...control('introductionLetter')}
        />
      </Field>
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
