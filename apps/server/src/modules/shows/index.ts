/** A show's fields between its row and the contract, shared by the show page and the edit form. */
export { editableColumns, scheduleFields, showFields } from './fields.ts';
