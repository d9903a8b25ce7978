import type { AlertOptions } from './dialogs';

/** Where a form goes after a successful save, with an optional message shown first. */
export interface SaveOutcome {
  to: string;
  message?: AlertOptions;
}
