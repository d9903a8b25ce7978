/**
 * The fields the event, recruiting and show forms share: poster, a counted text field, a category select, the
 * period, the place and the contact section.
 */
import { LIMITS } from '@moa/contract';
import type { FieldValues, Path } from 'react-hook-form';
import { ImageController } from '../../../components/form/controllers';
import { DateRangeField } from '../../../components/form/DateRangeField';
import { Field, Section } from '../../../components/form/Field';
import styles from '../../../components/form/Form.module.css';
import type { ContractForm } from '../../../components/form/useContractForm';
import { CountedField, type CountedFieldProps } from '../../../components/form/CountedField';
import { ContactFields, type ContactFieldsProps } from './ContactFields';

export { CountedField, type CountedFieldProps };

/** What the shared fields use of a content form. */
export type SharedFields<T extends FieldValues> = Pick<
  ContractForm<T, unknown>,
  'form' | 'errorOf' | 'control' | 'idOf'
>;

export interface PosterFieldProps<T extends FieldValues> {
  fields: SharedFields<T>;
  label: string;
  currentUrl?: string;
  required?: boolean;
  optional?: boolean;
}

/** The poster image ('poster' field). */
export function PosterField<T extends FieldValues>({ fields, ...props }: PosterFieldProps<T>) {
  const name = 'poster' as Path<T>;
  return (
    <ImageController
      form={fields.form}
      name={name}
      id={fields.idOf(name)}
      error={fields.errorOf(name)}
      {...props}
    />
  );
}

export interface CategoryFieldProps<T extends FieldValues, C extends string> {
  fields: SharedFields<T>;
  label: string;
  placeholder: string;
  choices: readonly C[];
  labels: Record<C, string>;
}

/** The required 'category' select. */
export function CategoryField<T extends FieldValues, C extends string>({
  fields,
  label,
  placeholder,
  choices,
  labels,
}: CategoryFieldProps<T, C>) {
  const name = 'category' as Path<T>;
  return (
    <Field id={fields.idOf(name)} label={label} required error={fields.errorOf(name)}>
      <select className={styles.control} {...fields.control(name, { required: true })}>
        <option value="">{placeholder}</option>
        {choices.map((choice) => (
          <option key={choice} value={choice}>
            {labels[choice]}
          </option>
        ))}
      </select>
    </Field>
  );
}

/** The required, counted title ('name'). */
export function NameField<T extends FieldValues>({
  fields,
  text,
}: {
  fields: SharedFields<T>;
  text: { name: string; namePlaceholder: string };
}) {
  return (
    <CountedField
      fields={fields}
      name={'name' as Path<T>}
      label={text.name}
      required
      max={LIMITS.titleMax}
      placeholder={text.namePlaceholder}
    />
  );
}

/** The optional, counted introduction ('introductionLetter', three rows). */
export function IntroField<T extends FieldValues>({
  fields,
  text,
}: {
  fields: SharedFields<T>;
  text: { intro: string; introPlaceholder: string };
}) {
  return (
    <CountedField
      fields={fields}
      name={'introductionLetter' as Path<T>}
      label={text.intro}
      max={LIMITS.introMax}
      placeholder={text.introPlaceholder}
      rows={3}
    />
  );
}

export interface NameCategoryRowProps<T extends FieldValues, C extends string> {
  fields: SharedFields<T>;
  text: {
    name: string;
    namePlaceholder: string;
    category: string;
    categoryPlaceholder: string;
    categories: Record<C, string>;
  };
  choices: readonly C[];
}

/** The required title ('name', counted) and 'category' side by side. */
export function NameCategoryRow<T extends FieldValues, C extends string>({
  fields,
  text,
  choices,
}: NameCategoryRowProps<T, C>) {
  return (
    <div className={`${styles.grid} ${styles.grid2}`}>
      <NameField fields={fields} text={text} />
      <CategoryField
        fields={fields}
        label={text.category}
        placeholder={text.categoryPlaceholder}
        choices={choices}
        labels={text.categories}
      />
    </div>
  );
}

/** The required period ('startDate' to 'endDate'); either date's problem is the pair's, and describes both dates. */
export function PeriodField<T extends FieldValues>({
  fields,
  label,
  hint,
}: {
  fields: SharedFields<T>;
  label: string;
  hint?: string;
}) {
  const start = 'startDate' as Path<T>;
  const end = 'endDate' as Path<T>;
  return (
    <DateRangeField
      label={label}
      hint={hint}
      startError={fields.errorOf(start)}
      endError={fields.errorOf(end)}
      start={fields.control(start, { required: true })}
      end={fields.control(end, { required: true })}
    />
  );
}

/** The required place ('location', one short line). */
export function LocationField<T extends FieldValues>({
  fields,
  text,
}: {
  fields: SharedFields<T>;
  text: { location: string; locationPlaceholder: string };
}) {
  const name = 'location' as Path<T>;
  return (
    <Field id={fields.idOf(name)} label={text.location} required error={fields.errorOf(name)}>
      <input
        className={styles.control}
        placeholder={text.locationPlaceholder}
        maxLength={LIMITS.shortTextMax}
        {...fields.control(name, { required: true })}
      />
    </Field>
  );
}

export interface ContactSectionProps<T extends FieldValues> {
  fields: SharedFields<T>;
  text: ContactFieldsProps['text'] & { sections: { contact: string } };
  /** The form's own counted text under the contact pair. */
  note: Omit<CountedFieldProps<T>, 'fields'>;
}

/** The contact section of events and shows: the manager's name and phone, then the form's own note. */
export function ContactSection<T extends FieldValues>({ fields, text, note }: ContactSectionProps<T>) {
  return (
    <Section title={text.sections.contact}>
      <ContactFields
        text={text}
        control={(name) => fields.control(name as Path<T>)}
        errorOf={(name) => fields.errorOf(name as Path<T>)}
      />
      <CountedField fields={fields} {...note} />
    </Section>
  );
}
