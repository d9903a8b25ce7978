/** The event form's fields, by section: name, category and intro; place and time; contact and other info. */
import { LIMITS } from '@moa/contract';
import { Field, Section } from '../../../components/form/Field';
import styles from '../../../components/form/Form.module.css';
import { ko } from '../../../text/ko';
import { ContactFields } from '../forms/ContactFields';
import { CountedField, IntroField, NameCategoryRow } from '../forms/SharedFields';
import { categoriesFor, type EntertainFields, type FormMode } from './model';

const t = ko.contentForms.entertain;

export function EntertainDetailsFields({ fields, mode }: { fields: EntertainFields; mode: FormMode }) {
  return (
    <>
      <NameCategoryRow fields={fields} text={t} choices={categoriesFor(mode)} />
      <IntroField fields={fields} text={t} />
    </>
  );
}

export function EntertainScheduleFields({ fields }: { fields: EntertainFields }) {
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

export function EntertainContactSection({ fields }: { fields: EntertainFields }) {
  const { errorOf, control } = fields;
  return (
    <Section title={t.sections.contact}>
      <ContactFields text={t} control={(name) => control(name)} errorOf={errorOf} />
      <CountedField
        fields={fields}
        name="etcInfo"
        label={t.etcInfo}
        hint={t.etcInfoHint}
        max={LIMITS.etcInfoMax}
        placeholder={t.etcInfoPlaceholder}
        rows={4}
      />
    </Section>
  );
}
