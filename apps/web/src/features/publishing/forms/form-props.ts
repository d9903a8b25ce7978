import type { SaveOutcome } from '../../../components/form/useContractForm';

/**
 * The props of a content form used for both create and edit: its values, where 취소 goes, and the save of its mode
 * (each mode sends its own request body; an edit may stay on the page and answer nothing).
 */
export type ContentFormProps<
  TValues,
  TCreate,
  TUpdate,
  TEditResult = SaveOutcome,
  TExtra = object,
> = TExtra & {
  /** The values to show; on edit a new object (after a reload) resets the form. */
  initial: TValues;
  cancelTo: string;
} & (
    | { mode: 'create'; onSave: (body: TCreate) => Promise<SaveOutcome> }
    | { mode: 'edit'; onSave: (body: TUpdate) => Promise<TEditResult> }
  );
