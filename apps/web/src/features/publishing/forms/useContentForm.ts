import type { DefaultValues, FieldValues } from 'react-hook-form';
import type { z } from 'zod';
import type { FieldOf } from '../../../components/form/check';
import { useContractForm, type SaveOutcome } from '../../../components/form/useContractForm';
import { useManagerCheck } from './access';
import type { ContentFormProps } from './form-props';

/** What the kit needs of a content form: its schema for each mode, its check order and its field mapping. */
export interface ContentFormOptions<TValues, TCreate, TUpdate> {
  create: z.ZodType<TCreate>;
  update: z.ZodType<TUpdate>;
  fieldOrder: readonly string[] | ((values: TValues) => readonly string[]);
  fieldOf: FieldOf;
  idPrefix: string;
}

/**
 * The kit of a show or event form: the values checked by the mode's schema, the manager check to run first on
 * submit, and the save of the form's mode.
 */
export function useContentForm<
  TValues extends FieldValues,
  TCreate,
  TUpdate,
  TEdit extends SaveOutcome | void,
>(
  props: ContentFormProps<TValues, TCreate, TUpdate, TEdit>,
  options: ContentFormOptions<TValues, TCreate, TUpdate>,
) {
  const kit = useContractForm<TValues, TCreate | TUpdate>({
    schema: props.mode === 'create' ? options.create : options.update,
    // the form's values in full are its defaults
    defaultValues: props.initial as DefaultValues<TValues>,
    fieldOrder: options.fieldOrder,
    fieldOf: options.fieldOf,
    idPrefix: options.idPrefix,
  });
  const checkManager = useManagerCheck(kit.alert);
  const save = (data: TCreate | TUpdate) =>
    props.mode === 'create' ? props.onSave(data as TCreate) : props.onSave(data as TUpdate);
  return { kit, checkManager, save };
}
