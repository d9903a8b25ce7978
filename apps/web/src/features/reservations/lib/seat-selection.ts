import { useSyncExternalStore } from 'react';

/**
 * The seats chosen on a seated schedule's map, kept outside React state so that a seat toggled renders only what
 * shows the choice (the chooser and the checkout bar), not the whole reservation panel around them: issue 28's
 * bench asks a toggle to take ≤ 16 ms at 4× CPU slowdown (bench/seat-map.ts).
 */
export interface SeatSelection {
  get(): readonly string[];
  set(next: readonly string[] | ((keys: readonly string[]) => readonly string[])): void;
  subscribe(listener: () => void): () => void;
}

const NONE: readonly string[] = [];

export function createSeatSelection(): SeatSelection {
  let keys = NONE;
  const listeners = new Set<() => void>();
  return {
    get: () => keys,
    set(next) {
      const value = typeof next === 'function' ? next(keys) : next;
      const same = value.length === keys.length && value.every((k, i) => k === keys[i]);
      if (same) return;
      keys = value.length === 0 ? NONE : value;
      listeners.forEach((listener) => listener());
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/** The chosen seats, rendering again when they change. */
export function useSelectedSeats(selection: SeatSelection): readonly string[] {
  return useSyncExternalStore(selection.subscribe, selection.get, selection.get);
}
