/**
 * Small copies of what a signed-in page showed last, for the pages that load again without network
 * (docs/decisions/0013-service-worker.md): the signed-in user (so the route guards pass) and the student's e-tickets.
 * They live where the sign-in token lives, in this tab's sessionStorage under the product's `moa.` prefix, so they
 * end with it: at logout (clearSignInState removes the prefix), when the tab closes, and when another sign-in
 * replaces the token.
 */
import { SESSION_STORAGE_KEY } from '@moa/contract';
import { getToken, subscribeToken } from './token';
import { tabStorage } from './tab-storage';

const PREFIX = `${SESSION_STORAGE_KEY.split('.')[0] ?? SESSION_STORAGE_KEY}.offline.`;

/** The names of the copies kept. */
export type OfflineCopyName = 'user' | 'tickets';

export interface OfflineCopy<T> {
  /** When the copy was made (ISO 8601). */
  savedAt: string;
  value: T;
}

/** As stored: with the token it was made under, so a copy is never read under another sign-in. */
interface StoredCopy<T> extends OfflineCopy<T> {
  token: string;
}

export function saveOfflineCopy<T>(name: OfflineCopyName, value: T, now = new Date()): void {
  const token = getToken();
  if (token === null) return;
  try {
    const copy: StoredCopy<T> = { savedAt: now.toISOString(), value, token };
    tabStorage()?.setItem(PREFIX + name, JSON.stringify(copy));
  } catch {
    // storage full or blocked: the page works online as before, only not offline
  }
}

/** The copy made under the current token, or null when there is none or it cannot be read. */
export function readOfflineCopy<T>(name: OfflineCopyName): OfflineCopy<T> | null {
  try {
    const raw = tabStorage()?.getItem(PREFIX + name);
    if (!raw) return null;
    const copy = JSON.parse(raw) as Partial<StoredCopy<T>>;
    const token = getToken();
    return token !== null &&
      copy.token === token &&
      typeof copy.savedAt === 'string' &&
      copy.value !== undefined
      ? { savedAt: copy.savedAt, value: copy.value }
      : null;
  } catch {
    return null;
  }
}

export function clearOfflineCopies(): void {
  const store = tabStorage();
  if (!store) return;
  try {
    const keys: string[] = [];
    for (let i = 0; i < store.length; i += 1) {
      const key = store.key(i);
      if (key?.startsWith(PREFIX)) keys.push(key);
    }
    for (const key of keys) store.removeItem(key);
  } catch {
    // storage unavailable: nothing was kept either
  }
}

// A new sign-in (or none) drops the copies of the one before; a reload keeps the token and them.
subscribeToken(() => clearOfflineCopies());
