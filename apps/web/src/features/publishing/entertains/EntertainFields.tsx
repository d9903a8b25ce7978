/** The event form's fields, by section: name, category and intro; place and time. */
import { LIMITS } from '@moa/contract';
import { Field } from '../../../components/form/Field';
import styles from '../../../components/form/Form.module.css';
import { formsKo } from '../../../text/ko-forms';
import { IntroField, LocationField, NameCategoryRow } from '../forms/SharedFields';
import { categoriesFor, type EntertainFields, type FormMode } from './model';

const t = formsKo.entertain;

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
      <LocationField fields={fields} text={t} />
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
