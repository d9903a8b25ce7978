/**
 * The sign-in token, kept only for the browser session (docs/product.md#sign-in-and-sessions) in sessionStorage under
 * SESSION_STORAGE_KEY. The lowest layer of the session: the API client reads it and clears it on an auth failure;
 * session.ts listens to changes and fetches the user. Import it through session.ts in UI code.
 */
import { SESSION_STORAGE_KEY } from '@moa/contract';
import { tabStorage } from './tab-storage';

type TokenListener = (token: string | null) => void;

const listeners = new Set<TokenListener>();
/** Fallback when sessionStorage is unavailable (private mode, blocked storage). */
let memoryToken: string | null = null;

export function getToken(): string | null {
  const store = tabStorage();
  if (!store) return memoryToken;
  try {
    const value = store.getItem(SESSION_STORAGE_KEY);
    return value && value.length > 0 ? value : null;
  } catch {
    return memoryToken;
  }
}

function writeToken(token: string | null): void {
  memoryToken = token;
  const store = tabStorage();
  try {
    if (token === null) store?.removeItem(SESSION_STORAGE_KEY);
    else store?.setItem(SESSION_STORAGE_KEY, token);
  } catch {
    // storage full or blocked: the in-memory copy still serves this page
  }
}

export function setToken(token: string): void {
  writeToken(token);
  for (const listener of listeners) listener(token);
}

export function clearToken(): void {
  writeToken(null);
  for (const listener of listeners) listener(null);
}

export function subscribeToken(listener: TokenListener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
