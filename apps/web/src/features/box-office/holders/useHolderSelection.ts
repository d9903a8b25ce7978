import type { Holder } from '@moa/contract';
import { useSelection, type Selection } from '../../../components/table/useSelection';

export type HolderSelection = Selection<Holder>;

const reservationIdOf = (holder: Holder) => holder.reservationId;

/** The holder table's checkboxes (useSelection by reservation id). */
export const useHolderSelection = (shown: readonly Holder[]): HolderSelection =>
  useSelection(shown, reservationIdOf);
