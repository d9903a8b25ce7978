/**
 * A form inside a dialog (FormModal.tsx): the dialog owns the submit button (form={id}) and the busy state, and says
 * what went wrong that no field shows; the form reports its save and its failure.
 */
import type { DefaultValues, FieldValues } from 'react-hook-form';
import type { z } from 'zod';
import { describeError, type ErrorOutcome } from '../../lib/api-errors';
import type { FieldOf } from './check';
import { namesFields, useContractForm, type SubmitOptions } from './useContractForm';

export interface DialogFormProps<TValues, TBody> {
  /** The form element's id: the dialog's submit button is outside it (form={id}). */
  id: string;
  initialValues: TValues;
  save: (body: TBody) => Promise<void>;
  /** A failed save, after its field errors are on their fields; `fields`: the server named fields. */
  onFailed: (outcome: ErrorOutcome, fields: boolean) => void;
  /** What went wrong that no field shows. */
  error: string | null;
  onBusy: (busy: boolean) => void;
}

/** The kit's submit options of a dialog form: busy while saving; a failure is described (`failed`: its words). */
export function dialogSubmit<TValues, TBody>(
  { save, onBusy, onFailed }: Pick<DialogFormProps<TValues, TBody>, 'save' | 'onBusy' | 'onFailed'>,
  failed: string,
): SubmitOptions<TValues, TBody> {
  return {
    save: async (body) => {
      onBusy(true);
      try {
        await save(body);
      } finally {
        onBusy(false);
      }
    },
    failure: (failure) => {
      onFailed(describeError(failure, { failed }), namesFields(failure));
      return null;
    },
  };
}

export interface DialogKitOptions<TBody> {
  schema: z.ZodType<TBody>;
  fieldOrder: readonly string[];
  fieldOf?: FieldOf;
  /** The words of a failed save the error table has none of its own for. */
  failed: string;
}

/**
 * The kit of a form inside a dialog: a problem is only focused (the dialog says what no field shows), nothing holds
 * navigation (closing the dialog is the way out), and `onSubmit` saves as `dialogSubmit` says.
 */
export function useDialogKit<TValues extends FieldValues, TBody>(
  props: Pick<DialogFormProps<TValues, TBody>, 'id' | 'initialValues' | 'save' | 'onBusy' | 'onFailed'>,
  { schema, fieldOrder, fieldOf, failed }: DialogKitOptions<TBody>,
) {
  const kit = useContractForm<TValues, TBody>({
    schema,
    defaultValues: props.initialValues as DefaultValues<TValues>,
    fieldOrder,
    fieldOf,
    idPrefix: `${props.id}-field`,
    announce: 'focus',
    guardUnsaved: false,
  });
  return { ...kit, onSubmit: kit.submit(dialogSubmit(props, failed)) };
}
