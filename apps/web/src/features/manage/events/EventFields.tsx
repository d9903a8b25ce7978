/** The event form's fields, by section: name, category and intro; place and time; contact and other info. */
import { LIMITS } from '@moa/contract';
import { useWatch } from 'react-hook-form';
import { Field, Section } from '../../../components/form/Field';
import styles from '../../../components/form/Form.module.css';
import { ko } from '../../../text/ko';
import { ContactFields } from '../forms/ContactFields';
import { categoriesFor, type EventFields, type FormMode } from './model';

const t = ko.contentForms.event;

export function EventDetailsFields({ fields, mode }: { fields: EventFields; mode: FormMode }) {
  const { form, errorOf, control, idOf } = fields;
  const [name, intro] = useWatch({ control: form.control, name: ['name', 'introductionLetter'] });
  return (
    <>
      <div className={`${styles.grid} ${styles.grid2}`}>
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
        <Field id={idOf('category')} label={t.category} required error={errorOf('category')}>
          <select className={styles.control} {...control('category', { required: true })}>
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
    </>
  );
}

export function EventScheduleFields({ fields }: { fields: EventFields }) {
  const { errorOf, control, idOf } = fields;
  return (
    <div className={`${styles.grid} ${styles.grid2}`}>
      <Field id={idOf('location')} label={t.location} required error={errorOf('location')}>
        <input
          className={styles.control}
          placeholder={t.locationPlaceholder}
          maxLength={LIMITS.shortTextMax}
          {...control('location', { required: true })}
        />
      </Field>
      <Field id={idOf('timeList')} label={t.time} optional error={errorOf('timeList')}>
        <input
          className={styles.control}
          placeholder={t.timePlaceholder}
          maxLength={LIMITS.shortTextMax}
          {...control('timeList')}
        />
      </Field>
    </div>
  );
}

export function EventContactSection({ fields }: { fields: EventFields }) {
  const { form, errorOf, control, idOf } = fields;
  const etcInfo = useWatch({ control: form.control, name: 'etcInfo' });
  return (
    <Section title={t.sections.contact}>
      <ContactFields text={t} control={(name) => control(name)} errorOf={errorOf} />
      <Field
        id={idOf('etcInfo')}
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
          {...control('etcInfo', { hint: true })}
        />
      </Field>
    </Section>
  );
}
