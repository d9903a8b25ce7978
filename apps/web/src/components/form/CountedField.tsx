/** A text input or area with a counter of its trimmed length: the kit's field for capped text. */
import type { ReactNode } from 'react';
import { useWatch, type FieldValues, type Path } from 'react-hook-form';
import { Field } from './Field';
import styles from './Form.module.css';
import type { ContractForm } from './useContractForm';

/** What a counted field uses of its form. */
export type CountedFields<T extends FieldValues> = Pick<
  ContractForm<T, unknown>,
  'form' | 'errorOf' | 'control' | 'idOf'
>;

export interface CountedFieldProps<T extends FieldValues> {
  fields: CountedFields<T>;
  name: Path<T>;
  label: string;
  max: number;
  placeholder: string;
  /** Required (else optional). */
  required?: boolean;
  hint?: ReactNode;
  /** A text area of this many rows (else a one-line input). */
  rows?: number;
}

/** A text input or area with a counter of its trimmed length. */
export function CountedField<T extends FieldValues>({
  fields,
  name,
  label,
  max,
  placeholder,
  required,
  hint,
  rows,
}: CountedFieldProps<T>) {
  const { form, errorOf, control, idOf } = fields;
  const value = useWatch({ control: form.control, name }) as string;
  const props = control(name, { hint: !!hint, required });
  return (
    <Field
      id={idOf(name)}
      label={label}
      required={required}
      optional={!required}
      hint={hint}
      error={errorOf(name)}
      counter={{ value: value.trim().length, max }}
    >
      {rows ? (
        <textarea className={styles.control} rows={rows} placeholder={placeholder} {...props} />
      ) : (
        <input className={styles.control} placeholder={placeholder} {...props} />
      )}
    </Field>
  );
}
