import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, vi } from 'vitest';
import { clearSignInState, closeSessionExpired } from '../lib/session';

// jsdom does not implement scrolling; React Router's <ScrollRestoration> calls it on every navigation.
window.scrollTo = () => {};

// Pages load lazily; on a busy two-core machine the first chunk can take seconds to arrive.
configure({ asyncUtilTimeout: 10_000 });

/** Removes every cookie the page can see (the XSRF cookie a test set, for one). */
function clearCookies(): void {
  for (const cookie of document.cookie.split(';')) {
    const name = cookie.split('=')[0]!.trim();
    if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  }
}

// Each test leaves nothing behind for the next: no rendered tree, sign-in, open session-expired dialog, answer asked
// for early (src/early.ts, taken by the next call to its URL), cookie, stored value, stubbed global or fake clock.
afterEach(() => {
  cleanup();
  clearSignInState();
  closeSessionExpired();
  delete window.__moaEarly;
  clearCookies();
  sessionStorage.clear();
  localStorage.clear();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

// Each file also starts where a fresh page would, at the root path, with no spy left on a module; kept from when the
// files of a worker shared one jsdom (docs/decisions/0014-ci-time.md), and cheap.
afterAll(() => {
  window.history.replaceState(null, '', '/');
  vi.restoreAllMocks();
});
