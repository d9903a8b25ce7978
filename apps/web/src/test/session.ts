import { SESSION_STORAGE_KEY } from '@moa/contract';
import { afterEach, beforeEach, vi } from 'vitest';
import { clearToken } from '../lib/session';

/**
 * Signs a student in before each test of the calling file; after each, unstubs fetch, signs out, runs `afterwards`
 * and clears the session storage.
 */
export function signedInStudentEachTest(afterwards?: () => void) {
  beforeEach(() => {
    sessionStorage.setItem(SESSION_STORAGE_KEY, 'student-token');
  });

  afterEach(() => {
    vi.unstubAllGlobals();
    clearToken();
    afterwards?.();
    sessionStorage.clear();
  });
}
