import { get, type FieldValues, type Path, type UseFormReturn } from 'react-hook-form';
import { describedBy } from './Field';

/** The element id of a form field: 'schedules.1.cost' → 'show-schedules-1-cost'. */
export const fieldId = (prefix: string, name: string) => `${prefix}-${name.replace(/\./g, '-')}`;

interface FieldOptions {
  /** The field has a hint paragraph (described by it). */
  hint?: boolean;
  required?: boolean;
}

/**
 * Props for a registered native control: id, name, data-field (for focusing), aria-invalid and aria-describedby,
 * and an onChange that clears the field's highlight as soon as it is edited.
 */
export function useFieldHelpers<T extends FieldValues>(form: UseFormReturn<T>, prefix: string) {
  const { register, clearErrors, formState } = form;
  const errorOf = (name: string): string | undefined =>
    (get(formState.errors, name) as { message?: string } | undefined)?.message;
  const control = (name: Path<T>, options: FieldOptions = {}) => {
    const id = fieldId(prefix, name);
    const error = errorOf(name);
    return {
      ...register(name, { onChange: () => clearErrors(name) }),
      id,
      'data-field': name,
      'aria-required': options.required || undefined,
      'aria-invalid': error ? true : undefined,
      'aria-describedby': describedBy(id, { hint: options.hint, error: !!error }),
    };
  };
  /** For controlled inputs: the same attributes without register. */
  const aria = (name: string, options: FieldOptions = {}) => {
    const id = fieldId(prefix, name);
    const error = errorOf(name);
    return {
      id,
      'data-field': name,
      'aria-required': options.required || undefined,
      'aria-invalid': error ? true : undefined,
      'aria-describedby': describedBy(id, { hint: options.hint, error: !!error }),
    };
  };
  return { errorOf, control, aria, id: (name: string) => fieldId(prefix, name) };
}
