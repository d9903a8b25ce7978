/**
 * The public pages rendered on the server hydrate without a mismatch (docs/decisions/0022-server-rendered-pages.md):
 * each page is rendered by the built renderer the server loads (dist-ssr/, `npm run build`; in a process of its own,
 * test/render-pages.mjs) from an answer of the demo data's API (test/public-pages/, see its README), put into the
 * document as the server sends it, and started with mountApp as main.tsx does. React's development build reports every hydration mismatch (text, attributes, elements) through
 * console.error or as a recoverable error; either fails the test.
 */
import { waitFor } from '@testing-library/react';
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { endpoints, PAGE_DATA_ID } from '@moa/contract';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { RenderOutput } from '../entry-server';
import { fillPath } from '../lib/api-client';
import { setToken } from '../lib/session';
import { ko } from '../text/ko';
import { jsonResponse, sampleUser, stubFetch } from '../test/fetch';
import attractions from '../test/public-pages/attraction-list.json';
import clubDetail from '../test/public-pages/club-detail-1.json';
import clubs from '../test/public-pages/club-list.json';
import entertain from '../test/public-pages/entertain-detail-1.json';
import recruitingDetail from '../test/public-pages/recruiting-detail-1.json';
import recruitings from '../test/public-pages/recruiting-list.json';
import show from '../test/public-pages/show-detail-1.json';
import { mountApp } from './mount';

const ANSWERS: Record<string, unknown> = {
  [endpoints.attractionList.path]: attractions,
  [fillPath(endpoints.showDetail.path, { showId: 1 })]: show,
  [fillPath(endpoints.entertainDetail.path, { id: 1 })]: entertain,
  [endpoints.recruitingList.path]: recruitings,
  [fillPath(endpoints.recruitingDetail.path, { recruitingId: 1 })]: recruitingDetail,
  [endpoints.clubList.path]: clubs,
  [fillPath(endpoints.clubDetail.path, { id: 1 })]: clubDetail,
};

const PAGES: { url: string; heading: string }[] = [
  { url: '/main', heading: '공연·행사' },
  { url: '/main?category=performance', heading: '공연·행사' },
  { url: '/show/1', heading: show.showName },
  { url: '/entertain/1', heading: entertain.entertainName },
  { url: '/recruiting', heading: '모집' },
  { url: '/recruiting/1', heading: recruitingDetail.recruitingTitle },
  { url: '/clubs', heading: '동아리' },
  { url: '/clubs/1', heading: clubDetail.clubName },
];

let rendered: Record<string, RenderOutput>;
beforeAll(() => {
  const script = path.resolve(import.meta.dirname, '../test/render-pages.mjs');
  const input = JSON.stringify({ answers: ANSWERS, urls: PAGES.map((p) => p.url) });
  rendered = JSON.parse(
    execFileSync(process.execPath, [script], { input, encoding: 'utf8' }),
  ) as typeof rendered;
});

/** The page as the server sends it: its rendered body in #root and its data beside it. */
function serverPage(url: string): HTMLElement {
  const out = rendered[url];
  if (out?.status !== 200) throw new Error(`${url} was not rendered`);
  // The build names CSS module classes _local_hash_line; the tests' environment keeps them as written (vitest.config).
  const html = out.html.replace(/\b_([A-Za-z][\w-]*?)_[a-z0-9]{5}_\d+\b/g, '$1');
  window.history.replaceState(null, '', url);
  document.body.innerHTML = `<div id="root">${html}</div><script type="application/json" id="${PAGE_DATA_ID}"></script>`;
  document.getElementById(PAGE_DATA_ID)!.textContent = out.data;
  return document.getElementById('root')!;
}

/**
 * A report of React's that is not about class names alone. The build names CSS module classes (and adds the classes
 * a module `composes`) differently from the tests' environment (vitest.config.ts), so class names differ between the
 * server's HTML and the client here and only here; in a mismatch report the server's side is on lines starting
 * with "-", and a report whose server-side lines are all className is that difference, nothing else.
 */
function mismatch(report: string): boolean {
  const diff = report.slice(report.indexOf('hydration-mismatch') + 1);
  const serverLines = diff.split('\n').filter((line) => /^\s*-\s/.test(line));
  return serverLines.length === 0 || !serverLines.every((line) => /^\s*-\s+className=/.test(line));
}

/** True once React has hydrated the page's h1 (inside the route's lazily loaded module). */
function hydrated(container: HTMLElement): boolean {
  const heading = container.querySelector('h1');
  return heading !== null && Object.keys(heading).some((key) => key.startsWith('__reactFiber'));
}

describe('server-rendered public pages', () => {
  let errors: string[];
  let unmount = () => {};
  // what hydrateRoot reports without a console (its recoverable errors, as reportError)
  const onError = (event: ErrorEvent) => void errors.push(String(event.error ?? event.message));
  beforeEach(() => {
    errors = [];
    window.addEventListener('error', onError);
    vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
      const report = args.map(String).join(' ');
      if (mismatch(report)) errors.push(report);
    });
    stubFetch((request) => {
      if (request.url.pathname === '/api/auth/me') return jsonResponse(sampleUser());
      const body = ANSWERS[request.url.pathname];
      return body === undefined
        ? jsonResponse({ status: 404, code: 'NOT_FOUND', message: '없음' }, 404)
        : jsonResponse(body);
    });
  });
  afterEach(() => {
    unmount();
    unmount = () => {};
    window.removeEventListener('error', onError);
    vi.restoreAllMocks();
    document.body.innerHTML = '';
  });

  for (const { url, heading } of PAGES) {
    it(`${url} hydrates the server's HTML without a mismatch`, async () => {
      const container = serverPage(url);
      const serverHeading = container.querySelector('h1');
      expect(serverHeading?.textContent).toContain(heading);
      unmount = mountApp(container);
      await waitFor(() => expect(hydrated(container), errors.join('\n').slice(0, 3000)).toBe(true));
      // the server's elements were kept, not replaced by a client render
      expect(container.querySelector('h1')).toBe(serverHeading);
      expect(errors).toEqual([]);
    });
  }

  it('a signed-in visitor hydrates from the signed-out page the server sent, then is shown signed in', async () => {
    setToken('student-token');
    const container = serverPage('/show/1');
    expect(container.querySelector('a[href="/login"]')).not.toBeNull();
    unmount = mountApp(container);
    await waitFor(() => expect(hydrated(container)).toBe(true));
    await waitFor(() => expect(container.querySelector('a[href="/login"]')).toBeNull());
    expect(errors).toEqual([]);
  });

  it('/show/1 comes without its seats left, which the browser fills in once it has hydrated the page', async () => {
    const container = serverPage('/show/1');
    expect(container.textContent).toContain('잔여석 확인 중');
    expect(container.textContent).not.toMatch(/잔여석 \d+석/);
    unmount = mountApp(container);
    await waitFor(() => expect(hydrated(container)).toBe(true));
    const [first] = show.scheduleList;
    await waitFor(() =>
      expect(container.textContent).toContain(`잔여석 ${first!.maxPeople - first!.applyPeople}석`),
    );
    expect(container.textContent).not.toContain('잔여석 확인 중');
    expect(errors).toEqual([]);
  });

  it('/show/1 gone by the time the browser asks for its seats left says so, instead of waiting for them', async () => {
    stubFetch((request) =>
      request.url.pathname === '/api/auth/me'
        ? jsonResponse(sampleUser())
        : jsonResponse({ status: 404, code: 'NOT_FOUND', message: '공연을 찾을 수 없습니다.' }, 404),
    );
    const container = serverPage('/show/1');
    unmount = mountApp(container);
    await waitFor(() => expect(container.textContent).toContain(ko.browse.showDetail.notFound));
    expect(container.textContent).not.toContain('잔여석 확인 중');
  });

  it('the control: a page whose data differs from what the server rendered is reported', async () => {
    const container = serverPage('/show/1');
    const data = JSON.parse(document.getElementById(PAGE_DATA_ID)!.textContent!) as {
      queries: { state: { data: { showName: string } } }[];
    };
    data.queries[0]!.state.data.showName = '다른 공연';
    document.getElementById(PAGE_DATA_ID)!.textContent = JSON.stringify(data);
    unmount = mountApp(container);
    await waitFor(() => expect(errors.join('\n')).toMatch(/hydrat/i));
  });
});
