/**
 * A show's fields between its row and the contract, shared by the show page and the edit form.
 * What other modules may use of this one: they import this file only, never another file of the module
 * (docs/architecture.md, "Server").
 */
export { editableColumns, scheduleFields, showFields } from './fields.ts';
