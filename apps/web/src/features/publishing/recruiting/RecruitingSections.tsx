/** The recruiting form's sections: basic (poster, title, category, period), activity, apply and intro. */
import { LIMITS, RECRUITING_CATEGORIES } from '@moa/contract';
import { DateRangeField } from '../../../components/form/DateRangeField';
import { Field, Section } from '../../../components/form/Field';
import styles from '../../../components/form/Form.module.css';
import { formsKo } from '../../../text/ko-forms';
import { CountedField, NameCategoryRow, PosterField } from '../forms/SharedFields';
import { SEMESTER_CHOICES, type FormMode, type RecruitingFields, type RecruitingField } from './model';

const t = formsKo.recruiting;

/** A required text area with its cap as hint and a counter. */
function TextArea(props: {
  fields: RecruitingFields;
  name: RecruitingField;
  label: string;
  max: number;
  placeholder: string;
  rows?: number;
}) {
  return <CountedField required hint={t.hintMax(props.max)} rows={3} {...props} />;
}

/** The activity section's required text areas, in order, with their limits. */
const ACTIVITY_TEXTS = [
  ['content', LIMITS.recruitingContentMax],
  ['eligibility', LIMITS.recruitingEligibilityMax],
  ['notice', LIMITS.recruitingNoticeMax],
] as const;

export function RecruitingBasicSection({
  fields,
  posterUrl,
}: {
  fields: RecruitingFields;
  posterUrl?: string;
}) {
  const { errorOf, control } = fields;
  return (
    <Section title={t.sections.basic}>
      <PosterField fields={fields} label={t.poster} currentUrl={posterUrl} optional />
      <NameCategoryRow fields={fields} text={t} choices={RECRUITING_CATEGORIES} />
      <DateRangeField
        label={t.period}
        startError={errorOf('startDate')}
        endError={errorOf('endDate')}
        start={control('startDate', { required: true })}
        end={control('endDate', { required: true })}
      />
    </Section>
  );
}

/** Semesters are a select on create and free text on edit (docs/product.md#manager-forms). */
export function RecruitingActivitySection({ fields, mode }: { fields: RecruitingFields; mode: FormMode }) {
  const { errorOf, control, idOf } = fields;
  return (
    <Section title={t.sections.activity}>
      <div className={`${styles.grid} ${styles.grid2}`}>
        <Field
          id={idOf('mandatorySemesters')}
          label={t.semesters}
          required
          error={errorOf('mandatorySemesters')}
        >
          {mode === 'create' ? (
            <select className={styles.control} {...control('mandatorySemesters', { required: true })}>
              <option value="">{t.semestersPlaceholder}</option>
              {SEMESTER_CHOICES.map((choice) => (
                <option key={choice} value={choice}>
                  {choice}
                </option>
              ))}
            </select>
          ) : (
            <input
              className={styles.control}
              placeholder={t.semestersEditPlaceholder}
              maxLength={LIMITS.nameMax}
              {...control('mandatorySemesters', { required: true })}
            />
          )}
        </Field>
        <Field id={idOf('meetingTime')} label={t.meetingTime} required error={errorOf('meetingTime')}>
          <input
            className={styles.control}
            placeholder={t.meetingTimePlaceholder}
            maxLength={LIMITS.shortTextMax}
            {...control('meetingTime', { required: true })}
          />
        </Field>
      </div>
      {ACTIVITY_TEXTS.map(([name, max]) => (
        <TextArea
          key={name}
          fields={fields}
          name={name}
          label={t[name]}
          max={max}
          placeholder={t[`${name}Placeholder`]}
        />
      ))}
    </Section>
  );
}

export function RecruitingApplySection({ fields }: { fields: RecruitingFields }) {
  const { errorOf, control, idOf } = fields;
  return (
    <Section title={t.sections.apply}>
      <div className={`${styles.grid} ${styles.grid2}`}>
        <Field id={idOf('manager')} label={t.manager} required error={errorOf('manager')}>
          <input
            className={styles.control}
            placeholder={t.managerPlaceholder}
            maxLength={LIMITS.nameMax}
            autoComplete="name"
            {...control('manager', { required: true })}
          />
        </Field>
        <Field
          id={idOf('managerPhoneNumber')}
          label={t.managerPhone}
          required
          error={errorOf('managerPhoneNumber')}
        >
          <input
            className={styles.control}
            placeholder={t.managerPhonePlaceholder}
            maxLength={LIMITS.shortTextMax}
            {...control('managerPhoneNumber', { required: true })}
          />
        </Field>
      </div>
    </Section>
  );
}

export function RecruitingIntroSection({ fields }: { fields: RecruitingFields }) {
  return (
    <Section title={t.sections.intro}>
      <TextArea
        fields={fields}
        name="introductionLetter"
        label={t.intro}
        max={LIMITS.recruitingIntroMax}
        placeholder={t.introPlaceholder}
        rows={5}
      />
    </Section>
  );
}
