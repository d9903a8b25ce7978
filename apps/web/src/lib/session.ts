/**
 * The session (docs/product.md#sign-in-and-sessions): { token, user, isLoggedIn, isLoading, error }, a tiny external
 * store read with useSyncExternalStore.
 *
 * - The token lives in sessionStorage under SESSION_STORAGE_KEY (token.ts); nothing else is persisted.
 * - Setting a token clears the error and fetches the user (GET /api/auth/me); clearing it clears the user.
 * - User fetch: 401 or 403 → the token is cleared (logged out); any other failure → error
 *   ko.session.userLoadFailed and loading stops.
 * - initSession() runs at start (AppProviders): a stored token is checked, otherwise loading is false.
 * - Offline (docs/decisions/0013-service-worker.md): the user last fetched for this token is kept as an offline copy
 *   (offline-copy.ts, without phone and student id); when the server cannot be reached at all, that copy signs the
 *   page in, so /mypage and the door screen load from what they kept, and the user is fetched again once the browser
 *   is back online. Any answer of the server (401 included) decides as before.
 */
import { useSyncExternalStore } from 'react';
import { SESSION_STORAGE_KEY, type Authority, type Me } from '@moa/contract';
import { ko } from '../text/ko';
import { call, isApiError, isServerDownError, reportServerDown } from './api-client';
import { describeError } from './api-errors';
import { readOfflineCopy, saveOfflineCopy } from './offline-copy';
import { clearToken, getToken, setToken, subscribeToken } from './token';

export { clearToken, getToken, setToken };

export interface Session {
  token: string | null;
  user: Me | null;
  isLoggedIn: boolean;
  isLoading: boolean;
  error: string | null;
}

type SessionFields = Omit<Session, 'isLoggedIn'>;

function snapshot(fields: SessionFields): Session {
  return { ...fields, isLoggedIn: fields.token !== null && fields.user !== null };
}

const initialToken = getToken();
let session: Session = snapshot({
  token: initialToken,
  user: null,
  isLoading: initialToken !== null,
  error: null,
});
const sessionListeners = new Set<() => void>();
/** Bumped on every token change so that an answer for an older token is dropped. */
let generation = 0;
let pending: Promise<void> | null = null;

function update(patch: Partial<SessionFields>): void {
  session = snapshot({ ...session, ...patch });
  for (const listener of sessionListeners) listener();
}

export function getSession(): Session {
  return session;
}

export function subscribeSession(listener: () => void): () => void {
  sessionListeners.add(listener);
  return () => sessionListeners.delete(listener);
}

/**
 * What a page rendered on the server was rendered with, and so what the browser's hydration starts from
 * (docs/decisions/0022-server-rendered-pages.md): nobody signed in, nothing loading. The stored token's user follows
 * right after hydration.
 */
const SIGNED_OUT: Session = snapshot({ token: null, user: null, isLoading: false, error: null });

export function useSession(): Session {
  return useSyncExternalStore(subscribeSession, getSession, () => SIGNED_OUT);
}

/**
 * Fetches the user of a token. `refresh`: the same token's user again (e.g. after a profile save) — the current
 * user stays shown meanwhile (no loading state, no flicker of the header or the route guards) and stays if the
 * refetch fails for another reason than 401/403.
 */
function loadUser(token: string, refresh = false): Promise<void> {
  const current = ++generation;
  const keep = refresh && session.token === token && session.user !== null;
  if (keep) update({ error: null });
  else update({ token, user: null, isLoading: true, error: null });
  const run = (async () => {
    try {
      const user = await call('authMe', { reportServerDown: false });
      if (current !== generation) return;
      saveOfflineCopy<Me>('user', { ...user, phoneNumber: null, studentId: null });
      update({ user, isLoading: false, error: null });
    } catch (error) {
      if (current !== generation) return;
      const offline = isApiError(error) && error.status === 0 && error.code !== 'ABORTED';
      const copy = offline && !keep ? readOfflineCopy<Me>('user') : null;
      if (copy) {
        update({ user: copy.value, isLoading: false, error: null });
        refetchWhenOnline();
        return;
      }
      if (isApiError(error) && isServerDownError(error)) reportServerDown(error);
      // a token the server does not accept (401) or that is no user's (403) is no sign-in
      const { reaction } = describeError(error);
      if (reaction === 'signIn' || reaction === 'forbidden') {
        clearToken();
        return;
      }
      if (keep) update({ isLoading: false });
      else update({ isLoading: false, error: ko.session.userLoadFailed });
    } finally {
      if (current === generation) pending = null;
    }
  })();
  pending = run;
  return run;
}

let waitingForNetwork = false;

/** Signed in from the offline copy: the user is fetched again as soon as the browser says it is back online. */
function refetchWhenOnline(): void {
  if (waitingForNetwork || typeof window === 'undefined') return;
  waitingForNetwork = true;
  window.addEventListener(
    'online',
    () => {
      waitingForNetwork = false;
      void refreshUser();
    },
    { once: true },
  );
}

subscribeToken((token) => {
  if (token === null) {
    generation += 1;
    pending = null;
    update({ token: null, user: null, isLoading: false, error: null });
  } else {
    void loadUser(token);
  }
});

/** At start or reload: fetch the user when a token is stored, otherwise stop loading. Safe to call twice. */
export function initSession(): Promise<void> {
  const token = getToken();
  if (token === null) {
    if (session.token !== null || session.isLoading) update({ token: null, user: null, isLoading: false });
    return Promise.resolve();
  }
  if (token === session.token && (pending || session.user)) return pending ?? Promise.resolve();
  return loadUser(token);
}

/** Fetches the user again for the stored token (e.g. after the profile was saved), keeping the shown user meanwhile. */
export function refreshUser(): Promise<void> {
  const token = getToken();
  return token === null ? Promise.resolve() : loadUser(token, true);
}

/** Removes every sign-in value of this product from sessionStorage (token, state, nonce) and clears the session. */
export function clearSignInState(): void {
  const prefix = `${SESSION_STORAGE_KEY.split('.')[0] ?? SESSION_STORAGE_KEY}.`;
  try {
    const keys: string[] = [];
    for (let i = 0; i < window.sessionStorage.length; i += 1) {
      const key = window.sessionStorage.key(i);
      if (key?.startsWith(prefix)) keys.push(key);
    }
    for (const key of keys) window.sessionStorage.removeItem(key);
  } catch {
    // storage unavailable: clearing the token below still ends the session in memory
  }
  clearToken();
}

/** Calls the server logout, ignores any failure of that call, then clears the token. */
export async function logout(): Promise<void> {
  try {
    await call('authLogout', { reportServerDown: false });
  } catch {
    // ignored on purpose
  }
  clearSignInState();
}

// ---- roles ----

export function myPagePathFor(authority: Authority): string {
  switch (authority) {
    case 'ROLE_CLUB':
      return '/manager/mypage';
    case 'ROLE_ADMIN':
      return '/admin';
    default:
      return '/mypage';
  }
}

/** The Korean name of an authority (로그인하지 않음 without one), for messages that name the current role. */
export function roleLabel(authority: string | null | undefined): string {
  const roles = ko.session.roles;
  return (authority && roles[authority]) || roles.none!;
}

// ---- the session-expired modal (opened by any screen that meets an expired session) ----

let sessionExpiredOpen = false;
const expiredListeners = new Set<() => void>();

function setSessionExpiredOpen(open: boolean): void {
  if (sessionExpiredOpen === open) return;
  sessionExpiredOpen = open;
  for (const listener of expiredListeners) listener();
}

export function openSessionExpired(): void {
  setSessionExpiredOpen(true);
}

export function closeSessionExpired(): void {
  setSessionExpiredOpen(false);
}

function subscribeSessionExpired(listener: () => void): () => void {
  expiredListeners.add(listener);
  return () => expiredListeners.delete(listener);
}

const getSessionExpiredOpen = () => sessionExpiredOpen;

export function useSessionExpiredOpen(): boolean {
  return useSyncExternalStore(subscribeSessionExpired, getSessionExpiredOpen, getSessionExpiredOpen);
}
