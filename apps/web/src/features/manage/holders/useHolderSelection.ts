import { useMemo, useState } from 'react';
import type { Holder } from '@moa/contract';

export interface HolderSelection {
  /** The selected holders that are still listed, in list order. */
  ids: number[];
  all: boolean;
  /** Some, not all, selected: the select-all checkbox is indeterminate. */
  some: boolean;
  has: (id: number) => boolean;
  setOne: (id: number, checked: boolean) => void;
  setAll: (checked: boolean) => void;
  clear: () => void;
}

/** The holder list's checkboxes: a selection only ever names holders that are still listed. */
export function useHolderSelection(holders: readonly Holder[]): HolderSelection {
  const [selected, setSelected] = useState<ReadonlySet<number>>(() => new Set());
  const ids = useMemo(
    () => holders.filter((h) => selected.has(h.reservationId)).map((h) => h.reservationId),
    [holders, selected],
  );
  const all = holders.length > 0 && ids.length === holders.length;
  return {
    ids,
    all,
    some: ids.length > 0 && !all,
    has: (id) => selected.has(id),
    setOne: (id, checked) =>
      setSelected((current) => {
        const next = new Set(current);
        if (checked) next.add(id);
        else next.delete(id);
        return next;
      }),
    setAll: (checked) => setSelected(checked ? new Set(holders.map((h) => h.reservationId)) : new Set()),
    clear: () => setSelected(new Set()),
  };
}
