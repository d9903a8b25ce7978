import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import { clearSignInState } from '../lib/session';

// jsdom does not implement scrolling; React Router's <ScrollRestoration> calls it on every navigation.
window.scrollTo = () => {};

// Pages load lazily; on a busy two-core machine the first chunk can take seconds to arrive.
configure({ asyncUtilTimeout: 10_000 });

// Each test leaves nothing behind for the next: no rendered tree, sign-in, stored value, stubbed global or fake clock.
afterEach(() => {
  cleanup();
  clearSignInState();
  sessionStorage.clear();
  localStorage.clear();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});
