/**
 * The draft of an application, kept in sessionStorage while it is written so a reload does not lose it
 * (docs/product.md#recruiting-applications). Under the product's `moa.` prefix, so signing out removes it with the
 * rest (lib/session.ts), and it never outlives the browser tab.
 */
import { useEffect } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { tabStorage } from '../../lib/tab-storage';

const SAVE_DELAY_MS = 400;

export const draftKey = (userId: number, recruitingId: number) =>
  `moa.applicationDraft.${userId}.${recruitingId}`;

export function readDraft<T>(key: string): T | null {
  try {
    const text = tabStorage()?.getItem(key);
    return text ? (JSON.parse(text) as T) : null;
  } catch {
    return null;
  }
}

export function clearDraft(key: string): void {
  tabStorage()?.removeItem(key);
}

/** Saves the form's values under `key` a moment after each change. */
export function useDraft<T extends FieldValues>(form: UseFormReturn<T>, key: string): void {
  useEffect(() => {
    let timer: number | undefined;
    const subscription = form.watch((values) => {
      window.clearTimeout(timer);
      timer = window.setTimeout(() => {
        try {
          tabStorage()?.setItem(key, JSON.stringify(values));
        } catch {
          // a full or blocked storage only loses the draft
        }
      }, SAVE_DELAY_MS);
    });
    return () => {
      window.clearTimeout(timer);
      subscription.unsubscribe();
    };
  }, [form, key]);
}
