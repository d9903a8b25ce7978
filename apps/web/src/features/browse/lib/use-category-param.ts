import { useCallback } from 'react';
import { useSearchParams } from 'react-router';

/**
 * The selected tab of a list page, kept in the address (?category=…) so that going back to the list shows the same
 * tab. An unknown value reads as the fallback; changing tabs replaces the history entry.
 */
export function useCategoryParam<T extends string>(
  values: readonly T[],
  fallback: T,
): [T, (value: T) => void] {
  const [params, setParams] = useSearchParams();
  const raw = params.get('category');
  const value = values.find((v) => v === raw) ?? fallback;
  const setValue = useCallback(
    (next: T) => {
      setParams(
        (current) => {
          const copy = new URLSearchParams(current);
          if (next === fallback) copy.delete('category');
          else copy.set('category', next);
          return copy;
        },
        { replace: true, preventScrollReset: true },
      );
    },
    [setParams, fallback],
  );
  return [value, setValue];
}
