import { APP_FILES_ID, RENDERED_PAGE_META, SESSION_STORAGE_KEY } from '@moa/contract';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, stubFetch } from './test/fetch';

/**
 * src/early.ts on the signed-in pages (docs/decisions/0018-signed-in-first-load.md): it runs once when loaded, so
 * each case loads a fresh copy at the page's address.
 */
async function loadEarlyAt(path: string) {
  window.history.replaceState(null, '', path);
  vi.resetModules();
  return import('./early');
}

afterEach(() => {
  delete window.__moaEarly;
  delete window.__moaEarlyPage;
  sessionStorage.clear();
  document.head.querySelectorAll('link[rel="preload"]').forEach((link) => link.remove());
  window.history.replaceState(null, '', '/');
  vi.unstubAllGlobals();
});

describe('early answers of the signed-in pages (src/early.ts)', () => {
  it('reads the token where the API client keeps it', async () => {
    stubFetch(() => jsonResponse({}));
    expect((await loadEarlyAt('/')).TOKEN_KEY).toBe(SESSION_STORAGE_KEY);
  });

  it('/mypage asks for the reservations and who is signed in with the token, then preloads the first poster', async () => {
    sessionStorage.setItem(SESSION_STORAGE_KEY, 'token-1');
    const requests = stubFetch(({ url }) =>
      jsonResponse(url.pathname.endsWith('/reservation') ? [{ poster: '/files/first.webp' }] : {}),
    );
    await loadEarlyAt('/mypage');

    expect(requests.map((r) => r.url.pathname).sort()).toEqual([
      '/api/auth/me',
      '/mypage/student/reservation',
    ]);
    for (const request of requests) expect(request.headers.get('Authorization')).toBe('Bearer token-1');
    expect(
      Object.keys(window.__moaEarly ?? {})
        .map((url) => new URL(url).pathname)
        .sort(),
    ).toEqual(['/api/auth/me', '/mypage/student/reservation']);
    // which page it was, for the app to put the answer in that page's query (app/early-pages.ts)
    expect(window.__moaEarlyPage).toEqual({ name: 'mypage', params: [] });
    await vi.waitFor(() =>
      expect(document.head.querySelector('link[rel="preload"]')?.getAttribute('href')).toMatch(
        /\/files\/first\.webp$/,
      ),
    );
  });

  it("a schedule's holder list is asked for early; without a token nothing is", async () => {
    sessionStorage.setItem(SESSION_STORAGE_KEY, 'token-2');
    const copies = vi.fn();
    const requests = stubFetch(() => {
      const answer = jsonResponse({ holderList: [] });
      const clone = answer.clone.bind(answer);
      answer.clone = () => (copies(), clone());
      return answer;
    });
    await loadEarlyAt('/manager/holder/42');
    expect(requests.map((r) => r.url.pathname).sort()).toEqual(['/api/auth/me', '/mypage/manager/holder/42']);
    expect(window.__moaEarlyPage).toEqual({ name: 'holders', params: ['42'] });
    // no image to find in it: the list (up to megabytes) is left for the app to read once, not copied and parsed here
    const early = window.__moaEarly?.[requests.find((r) => r.url.pathname.includes('holder'))!.url.href];
    await early!.response;
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(copies).not.toHaveBeenCalled();

    sessionStorage.clear();
    delete window.__moaEarly;
    delete window.__moaEarlyPage;
    await loadEarlyAt('/mypage');
    expect(requests).toHaveLength(2);
    expect(window.__moaEarly).toBeUndefined();
    expect(window.__moaEarlyPage).toBeUndefined();
  });

  it('offline, a failed early request is no unhandled rejection; whoever takes it still sees the failure', async () => {
    sessionStorage.setItem(SESSION_STORAGE_KEY, 'token-3');
    stubFetch(() => Promise.reject(new TypeError('Failed to fetch')));
    const unhandled: unknown[] = [];
    const record = (reason: unknown) => unhandled.push(reason);
    process.on('unhandledRejection', record);
    try {
      // /mypage reads its answer for the first poster; the holder list, with no image, leaves it unread
      for (const path of ['/mypage', '/manager/holder/42']) {
        await loadEarlyAt(path);
        // the rejections settle and are reported as unhandled once the event loop turns
        await new Promise((resolve) => setImmediate(resolve));
        await new Promise((resolve) => setImmediate(resolve));
        expect(unhandled, path).toEqual([]);
        for (const early of Object.values(window.__moaEarly ?? {})) {
          await expect(early.response).rejects.toThrow('Failed to fetch');
        }
      }
    } finally {
      process.off('unhandledRejection', record);
    }
  });
});

describe('a server-rendered page (src/early.ts)', () => {
  afterEach(() => {
    document.getElementById(APP_FILES_ID)?.remove();
    document.head.querySelectorAll('link[rel="modulepreload"]').forEach((link) => link.remove());
    vi.restoreAllMocks();
  });

  it('finds the app files and the mark where the server writes them', async () => {
    stubFetch(() => jsonResponse({}));
    const early = await loadEarlyAt('/');
    expect(early.APP_FILES_ID).toBe(APP_FILES_ID);
    expect(early.RENDERED_PAGE_META).toBe(RENDERED_PAGE_META);
  });

  it('asks for no data and preloads nothing on a rendered page: it carries its data', async () => {
    const meta = document.createElement('meta');
    meta.name = RENDERED_PAGE_META;
    document.head.append(meta);
    try {
      const requests = stubFetch(() => jsonResponse({}));
      await loadEarlyAt('/show/42');
      expect(requests).toEqual([]);
      expect(window.__moaEarly).toBeUndefined();
      expect(document.head.querySelectorAll('link[rel="modulepreload"]')).toHaveLength(0);
      // the control: the same page not rendered asks for the show at once
      meta.remove();
      await loadEarlyAt('/show/42');
      expect(requests.map((r) => r.url.pathname)).toEqual(['/show/detail/42']);
    } finally {
      meta.remove();
    }
  });

  it('asks for the app only after the first frame: the preloads, then the entry', async () => {
    const element = document.createElement('script');
    element.type = 'application/json';
    element.id = APP_FILES_ID;
    element.textContent = JSON.stringify({
      entry: '/assets/entry-test.js',
      preload: ['/assets/a.js', '/assets/b.js'],
    });
    document.body.append(element);
    // the entry cannot load here: its failure is what shows it was asked for
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    stubFetch(() => jsonResponse({}));
    await loadEarlyAt('/clubs');
    const preloads = () =>
      [...document.head.querySelectorAll('link[rel="modulepreload"]')].map((l) => l.getAttribute('href'));
    expect(preloads()).toEqual([]);
    await vi.waitFor(() => expect(preloads()).toEqual(['/assets/a.js', '/assets/b.js']));
    await vi.waitFor(() => expect(errors).toHaveBeenCalledWith('the app did not start', expect.anything()));
  });

  it("waits for the page's first image before asking for the app, and for at most a few seconds", async () => {
    const element = document.createElement('script');
    element.type = 'application/json';
    element.id = APP_FILES_ID;
    element.textContent = JSON.stringify({ entry: '/assets/entry-test.js', preload: ['/assets/a.js'] });
    const root = document.createElement('div');
    root.id = 'root';
    const poster = document.createElement('img');
    poster.setAttribute('fetchpriority', 'high');
    poster.src = '/files/poster.webp';
    const later = document.createElement('img');
    later.src = '/files/other.webp';
    root.append(poster, later);
    document.body.append(root, element);
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    stubFetch(() => jsonResponse({}));
    const preloads = () => document.head.querySelectorAll('link[rel="modulepreload"]').length;
    try {
      expect(poster.complete).toBe(false);
      await loadEarlyAt('/clubs');
      // two frames later the poster is still on its way: nothing asked for (the lazy image does not count)
      await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 50)));
      expect(preloads()).toBe(0);
      poster.dispatchEvent(new Event('load'));
      expect(preloads()).toBe(1);

      // an image that never arrives holds the app up for FIRST_IMAGES_WAIT_MS at most
      document.head.querySelectorAll('link[rel="modulepreload"]').forEach((link) => link.remove());
      const stuck = document.createElement('img');
      stuck.setAttribute('fetchpriority', 'high');
      stuck.src = '/files/stuck.webp';
      root.replaceChildren(stuck);
      vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'requestAnimationFrame'] });
      const early = await loadEarlyAt('/clubs');
      vi.advanceTimersToNextFrame();
      vi.advanceTimersByTime(10); // the timeout after the frame
      vi.advanceTimersByTime(early.FIRST_IMAGES_WAIT_MS - 20);
      expect(preloads()).toBe(0);
      vi.advanceTimersByTime(20);
      expect(preloads()).toBe(1);
    } finally {
      vi.useRealTimers();
      root.remove();
    }
  });

  it('where paint entries are reported, asks for the app only once the first contentful paint is on the screen', async () => {
    const element = document.createElement('script');
    element.type = 'application/json';
    element.id = APP_FILES_ID;
    element.textContent = JSON.stringify({ entry: '/assets/entry-test.js', preload: ['/assets/a.js'] });
    document.body.append(element);
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    stubFetch(() => jsonResponse({}));
    // Chromium's observer, as far as early.ts uses it: paint entries reported to observers once the frame is shown
    const observers: ((names: string[]) => void)[] = [];
    class PaintObserver {
      static supportedEntryTypes = ['paint', 'largest-contentful-paint'];
      constructor(
        private readonly report: (list: { getEntriesByName: (name: string) => unknown[] }) => void,
      ) {}
      observe() {
        observers.push((names) =>
          this.report({ getEntriesByName: (name) => names.filter((n) => n === name) }),
        );
      }
      disconnect() {}
    }
    vi.stubGlobal('PerformanceObserver', PaintObserver);
    // nothing painted before early.ts runs (jsdom's performance has no entries at all)
    const ownEntries = Object.getOwnPropertyDescriptor(performance, 'getEntriesByName');
    Object.defineProperty(performance, 'getEntriesByName', { value: () => [], configurable: true });
    const preloads = () => document.head.querySelectorAll('link[rel="modulepreload"]').length;
    try {
      await loadEarlyAt('/clubs');
      // frames go by (the main thread painted) but the first contentful paint is not on the screen yet: nothing
      await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 50)));
      expect(preloads()).toBe(0);
      observers.forEach((report) => report(['first-paint']));
      expect(preloads()).toBe(0);
      observers.forEach((report) => report(['first-contentful-paint']));
      expect(preloads()).toBe(1);

      // a page whose paint is never reported starts after FIRST_PAINT_WAIT_MS
      document.head.querySelectorAll('link[rel="modulepreload"]').forEach((link) => link.remove());
      observers.length = 0;
      vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'requestAnimationFrame'] });
      const early = await loadEarlyAt('/clubs');
      vi.advanceTimersByTime(early.FIRST_PAINT_WAIT_MS - 10);
      expect(preloads()).toBe(0);
      vi.advanceTimersByTime(10);
      expect(preloads()).toBe(1);
    } finally {
      vi.useRealTimers();
      vi.unstubAllGlobals();
      if (ownEntries) Object.defineProperty(performance, 'getEntriesByName', ownEntries);
      else Reflect.deleteProperty(performance, 'getEntriesByName');
    }
  });
});
