/** Controlled controls bound to a form field: the value lives in react-hook-form, and editing clears the highlight. */
import { Controller, type FieldValues, type Path, type UseFormReturn } from 'react-hook-form';
import { DigitsInput, type DigitsInputProps } from './controls';
import { ImagePicker, type ImagePickerProps } from './ImagePicker';

export interface DigitsControllerProps<T extends FieldValues> extends Omit<
  DigitsInputProps,
  'value' | 'onChange' | 'name' | 'form'
> {
  form: UseFormReturn<T>;
  name: Path<T>;
}

/** A DigitsInput holding a digit-string field. Pass the field's id and aria attributes (useContractForm's `aria`). */
export function DigitsController<T extends FieldValues>({ form, name, ...props }: DigitsControllerProps<T>) {
  return (
    <Controller
      control={form.control}
      name={name}
      render={({ field }) => (
        <DigitsInput
          ref={field.ref}
          name={field.name}
          value={field.value as string}
          onBlur={field.onBlur}
          onChange={(value) => {
            form.clearErrors(name);
            field.onChange(value);
          }}
          {...props}
        />
      )}
    />
  );
}

export interface ImageControllerProps<T extends FieldValues> extends Omit<
  ImagePickerProps,
  'value' | 'onChange' | 'name' | 'error'
> {
  form: UseFormReturn<T>;
  name: Path<T>;
  error: string | undefined;
}

/** An ImagePicker holding a File (or null) field. */
export function ImageController<T extends FieldValues>({ form, name, ...props }: ImageControllerProps<T>) {
  return (
    <Controller
      control={form.control}
      name={name}
      render={({ field }) => (
        <ImagePicker
          ref={field.ref}
          name={name}
          value={field.value as File | null}
          onChange={(file) => {
            form.clearErrors(name);
            field.onChange(file);
          }}
          {...props}
        />
      )}
    />
  );
}
