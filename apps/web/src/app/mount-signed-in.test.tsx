/**
 * A signed-in page early.ts asked for is first rendered as the page itself (docs/decisions/0018-signed-in-first-load.md):
 * mountApp waits for the page's code and who is signed in before its first render, so the page does not go through
 * the route guard's skeleton and the route's, and React's 300 ms after a fallback, before its first paint.
 */
import { waitFor } from '@testing-library/react';
import { SESSION_STORAGE_KEY } from '@moa/contract';
import { afterEach, describe, expect, it } from 'vitest';
import { apiUrl } from '../lib/api-client';
import { clearSignInState } from '../lib/session';
import { jsonResponse, sampleUser, stubFetch } from '../test/fetch';
import { mountApp } from './mount';

const ME = apiUrl('/api/auth/me');
const RESERVATIONS = apiUrl('/mypage/student/reservation');

/** What the container showed, in order: the page (its heading), else a loading skeleton, each time it changed. */
function watch(container: HTMLElement): string[] {
  const seen: string[] = [];
  new MutationObserver(() => {
    const now = container.querySelector('h1')
      ? 'page'
      : container.querySelector('[role="status"] .visually-hidden')
        ? 'skeleton'
        : 'other';
    if (seen.at(-1) !== now) seen.push(now);
  }).observe(container, { childList: true, subtree: true });
  return seen;
}

function startAt(early: boolean): { container: HTMLElement; stop: () => void } {
  window.history.replaceState(null, '', '/mypage');
  sessionStorage.setItem(SESSION_STORAGE_KEY, 'student-token');
  stubFetch(({ url }) => jsonResponse(url.href === ME ? sampleUser() : []));
  if (early) {
    // as src/early.ts leaves them on /mypage with a stored token
    window.__moaEarly = {
      [RESERVATIONS]: { at: Date.now(), response: Promise.resolve(jsonResponse([])) },
      [ME]: { at: Date.now(), response: Promise.resolve(jsonResponse(sampleUser())) },
    };
    window.__moaEarlyPage = { name: 'mypage', params: [] };
  }
  document.body.innerHTML = '<div id="root"></div>';
  const container = document.getElementById('root')!;
  return { container, stop: mountApp(container) };
}

describe('the first render of a signed-in page', () => {
  let stop = () => {};
  afterEach(() => {
    stop();
    stop = () => {};
    delete window.__moaEarly;
    delete window.__moaEarlyPage;
    clearSignInState();
    document.body.innerHTML = '';
  });

  it('/mypage asked for early renders as the page, never a skeleton first', async () => {
    const started = startAt(true);
    stop = started.stop;
    const seen = watch(started.container);
    await waitFor(() => expect(seen).toContain('page'));
    expect(seen[0]).toBe('page');
    expect(seen).not.toContain('skeleton');
  });

  it('the control: without early.ts the page goes through the skeleton first', async () => {
    const started = startAt(false);
    stop = started.stop;
    const seen = watch(started.container);
    await waitFor(() => expect(seen).toContain('page'));
    expect(seen[0]).toBe('skeleton');
  });
});
