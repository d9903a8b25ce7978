import { useMemo, useRef, useState } from 'react';

export interface Selection<T> {
  /** The selected rows the list shows, in its order: what a batch action changes. */
  ids: number[];
  /** The selected rows themselves (for their schedules and states). */
  items: T[];
  all: boolean;
  /** Some, not all, selected: the select-all checkbox is indeterminate. */
  some: boolean;
  has: (id: number) => boolean;
  /**
   * One checkbox changed. With `range` (shift held), every row shown between the last checkbox changed and this
   * one takes this one's new state, as in a mail client.
   */
  setOne: (id: number, checked: boolean, range?: boolean) => void;
  /** 전체 선택: every row shown (the search and filters applied), or none. */
  setAll: (checked: boolean) => void;
  clear: () => void;
}

/**
 * A list's checkboxes (the holders, a show's refunds). The set keeps ids across searches and filters, but a batch
 * only ever acts on the selected rows the list shows, so nothing hidden is changed by surprise.
 */
export function useSelection<T>(shown: readonly T[], idOf: (item: T) => number): Selection<T> {
  const [selected, setSelected] = useState<ReadonlySet<number>>(() => new Set());
  const anchor = useRef<number | null>(null);
  const picked = useMemo(() => shown.filter((h) => selected.has(idOf(h))), [shown, selected, idOf]);
  const all = shown.length > 0 && picked.length === shown.length;

  const setOne = (id: number, checked: boolean, range = false) => {
    const from = range && anchor.current !== null ? shown.findIndex((h) => idOf(h) === anchor.current) : -1;
    const to = shown.findIndex((h) => idOf(h) === id);
    anchor.current = id;
    setSelected((current) => {
      const next = new Set(current);
      const ids =
        from >= 0 && to >= 0 ? shown.slice(Math.min(from, to), Math.max(from, to) + 1).map(idOf) : [id];
      for (const each of ids) {
        if (checked) next.add(each);
        else next.delete(each);
      }
      return next;
    });
  };

  return {
    ids: picked.map(idOf),
    items: picked,
    all,
    some: picked.length > 0 && !all,
    has: (id) => selected.has(id),
    setOne,
    setAll: (checked) => {
      anchor.current = null;
      setSelected((current) => {
        const next = new Set(current);
        for (const h of shown) {
          if (checked) next.add(idOf(h));
          else next.delete(idOf(h));
        }
        return next;
      });
    },
    clear: () => {
      anchor.current = null;
      setSelected(new Set());
    },
  };
}
