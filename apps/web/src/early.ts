/**
 * The first load of /main and /show/{id} (docs/decisions/0007-first-load.md), and of the signed-in /mypage and
 * holder list (docs/decisions/0018-signed-in-first-load.md): a separate, tiny entry of index.html that fetches the
 * page's route chunks and asks for its data while the app's JavaScript is still on its way, and once the answer is in
 * preloads the image the page shows largest (the banner's first poster, the show's poster, the first reservation's
 * poster). The API client takes the answer instead of asking again (`takeEarlyAnswer` in lib/api-client.ts). It
 * imports nothing, so it loads no chunk of the app.
 */

/** One answer asked for early: when, and the response (its body unread). */
export interface EarlyAnswer {
  at: number;
  response: Promise<Response>;
}

declare global {
  interface Window {
    /** Early answers by absolute URL (early.ts); the API client takes each at most once. */
    __moaEarly?: Record<string, EarlyAnswer>;
    /** The signed-in page early.ts asked for (its PAGES name and the address's parameters): app/early-pages.ts. */
    __moaEarlyPage?: { name: string; params: string[] };
  }
}

interface EarlyPage {
  /** The key of the page's route files in index.html's moa-early-routes (build/early-entry.ts). */
  name: string;
  pattern: RegExp;
  path: (match: RegExpMatchArray) => string;
  /**
   * The path of the image the page shows largest, from the answer. A page without one leaves its answer unread here:
   * reading it means a copy of the body decoded and parsed on the main thread before the app's own (the holder list's
   * 2,000 holders: 1.5 MB of JSON, ~0.4 s of a 4×-slowed phone; docs/decisions/0018-signed-in-first-load.md).
   */
  image?: (data: unknown) => unknown;
  /** A signed-in page: asked with the stored token, as the API client would, and not at all without one. */
  signedIn?: boolean;
}

/** Where the API client keeps the session's token (`SESSION_STORAGE_KEY` of the contract; early.test.ts). */
export const TOKEN_KEY = 'moa.token';

const routes = __MOA_ENDPOINT_ROUTES__;
const PAGES: EarlyPage[] = [
  {
    name: 'main',
    pattern: /^\/main\/?$/,
    path: () => routes.attractionList.path,
    image: (data) => (data as { rotatingPerformances?: { img?: unknown }[] }).rotatingPerformances?.[0]?.img,
  },
  {
    name: 'show',
    pattern: /^\/show\/(\d+)\/?$/,
    path: (match) => routes.showDetail.path.replace(':showId', match[1]!),
    image: (data) => (data as { photo?: unknown }).photo,
  },
  {
    name: 'mypage',
    pattern: /^\/mypage\/?$/,
    path: () => routes.studentReservations.path,
    image: (data) =>
      Array.isArray(data) ? (data[0] as { poster?: unknown } | undefined)?.poster : undefined,
    signedIn: true,
  },
  {
    name: 'holders',
    pattern: /^\/manager\/holder\/(\d+)\/?$/,
    path: (match) => routes.holderList.path.replace(':scheduleId', match[1]!),
    signedIn: true,
  },
];

function storedToken(): string | null {
  try {
    return window.sessionStorage.getItem(TOKEN_KEY) || null;
  } catch {
    return null;
  }
}

function base(): string {
  const configured = import.meta.env.VITE_API_HOST;
  return (configured && configured.length > 0 ? configured : window.location.origin).replace(/\/+$/, '');
}

function preloadImage(href: string): void {
  const link = document.createElement('link');
  link.rel = 'preload';
  link.as = 'image';
  link.href = href;
  link.fetchPriority = 'high';
  document.head.append(link);
}

/** The page's route chunks and their CSS, fetched now rather than after the app's entry has run. */
function preloadRoute(name: string): void {
  const meta = document.querySelector<HTMLMetaElement>('meta[name="moa-early-routes"]');
  if (!meta) return;
  let files: unknown;
  try {
    files = (JSON.parse(meta.content) as Record<string, unknown>)[name];
  } catch {
    return;
  }
  if (!Array.isArray(files)) return;
  for (const file of files) if (typeof file === 'string') preloadFile(file);
}

/** A module preload, or a style preload for a stylesheet, added to the head. */
function preloadFile(file: string): void {
  const link = document.createElement('link');
  if (file.endsWith('.css')) {
    link.rel = 'preload';
    link.as = 'style';
  } else {
    link.rel = 'modulepreload';
  }
  link.crossOrigin = '';
  link.href = file;
  document.head.append(link);
}

/** The meta element of a server-rendered page's head (the contract's `RENDERED_PAGE_META`; early.test.ts). */
export const RENDERED_PAGE_META = 'moa-rendered';

function start(): void {
  // A rendered page carries its data, and its files wait for the first paint (startAppAfterFirstPaint).
  if (document.querySelector(`meta[name="${RENDERED_PAGE_META}"]`)) return;
  for (const page of PAGES) {
    const match = window.location.pathname.match(page.pattern);
    if (!match) continue;
    const headers: Record<string, string> = { Accept: 'application/json' };
    if (page.signedIn) {
      const token = storedToken();
      if (!token) return;
      headers.Authorization = `Bearer ${token}`;
    }
    const url = `${base()}${page.path(match)}`;
    const response = fetch(url, { headers, credentials: 'include' });
    // offline it fails before the app may take it (and a page without an image never reads it here): handled, so the
    // page reports no error; the app still sees the failure when it takes the answer
    response.catch(() => undefined);
    window.__moaEarly = { [url]: { at: Date.now(), response } };
    // a signed-in page waits for who is signed in (the route guard) before it renders: asked now as well
    if (page.signedIn) {
      window.__moaEarlyPage = { name: page.name, params: match.slice(1) };
      const me = `${base()}${routes.authMe.path}`;
      const meResponse = fetch(me, { headers, credentials: 'include' });
      // offline it fails before the app may take it: handled here, so the page reports no error; the app still
      // sees the failure when it takes the answer
      meResponse.catch(() => undefined);
      window.__moaEarly[me] = { at: Date.now(), response: meResponse };
    }
    // after the requests above: on HTTP/1.1 the route's many files would otherwise take every connection first
    preloadRoute(page.name);
    const imageOf = page.image;
    if (!imageOf) return;
    response
      .then(async (answer) => {
        if (!answer.ok) return;
        const image = imageOf(await answer.clone().json());
        if (typeof image === 'string' && image.startsWith('/')) preloadImage(`${base()}${image}`);
      })
      .catch(() => undefined);
    return;
  }
}

/** The data element of a rendered page that names the app's files (the contract's `APP_FILES_ID`; early.test.ts). */
export const APP_FILES_ID = 'moa-app-files';

/** The longest the app's files wait for a rendered page's first images: a slow or stuck image never holds it long. */
export const FIRST_IMAGES_WAIT_MS = 3000;

/**
 * Calls `then` once the page's first images (those it asks for with high priority: the poster, the banner) have
 * loaded or failed, or after FIRST_IMAGES_WAIT_MS.
 */
function afterFirstImages(then: () => void): void {
  const pending = [...document.querySelectorAll<HTMLImageElement>('#root img[fetchpriority="high"]')].filter(
    (image) => !image.complete,
  );
  if (pending.length === 0) return then();
  let left = pending.length;
  let done = false;
  const finish = () => {
    if (done) return;
    done = true;
    clearTimeout(timer);
    then();
  };
  const timer = setTimeout(finish, FIRST_IMAGES_WAIT_MS);
  for (const image of pending) {
    const settled = () => {
      left -= 1;
      if (left === 0) finish();
    };
    image.addEventListener('load', settled, { once: true });
    image.addEventListener('error', settled, { once: true });
  }
}

/**
 * A server-rendered page names the app's entry and the scripts to preload in a data element instead of its head
 * (apps/server/src/modules/pages/html.ts): they are asked for here once the page has been painted and its first
 * images are in, so its stylesheet and largest image have a slow connection to themselves first, and the largest
 * image is painted before the app takes the page over (docs/decisions/0022-server-rendered-pages.md). A hidden tab
 * paints nothing: the app starts there at once.
 */
export function startAppAfterFirstPaint(): void {
  const element = document.getElementById(APP_FILES_ID);
  if (!element) return;
  let files: { entry?: unknown; preload?: unknown };
  try {
    files = JSON.parse(element.textContent ?? '') as typeof files;
  } catch {
    return;
  }
  const { entry, preload } = files;
  if (typeof entry !== 'string') return;
  const load = () => {
    for (const href of Array.isArray(preload) ? preload : []) if (typeof href === 'string') preloadFile(href);
    // Not loaded (offline, a new build meanwhile): the rendered page stays readable and its links still work.
    import(/* @vite-ignore */ entry).catch((err: unknown) => console.error('the app did not start', err));
  };
  if (document.visibilityState === 'hidden') setTimeout(load, 0);
  else afterFirstPaint(() => afterFirstImages(load));
}

/** The longest the app's files wait for a rendered page's first contentful paint to be reported. */
export const FIRST_PAINT_WAIT_MS = 3000;

/**
 * Calls `then` once the page's first contentful paint is on the screen. Its paint entry is reported once the frame
 * was shown, which on a page with large images comes a rasterisation after the main thread painted it (tens of
 * milliseconds here, more on a phone): files asked for before that count, in Lighthouse's reckoning, among what the
 * first paint waited for (docs/decisions/0022-server-rendered-pages.md). Where paint entries are not reported, after
 * the next frame's paint; a page that reports none starts after FIRST_PAINT_WAIT_MS.
 */
function afterFirstPaint(then: () => void): void {
  if (
    typeof PerformanceObserver === 'undefined' ||
    !PerformanceObserver.supportedEntryTypes?.includes('paint')
  ) {
    // a frame's callbacks run before its paint; the timeout after it
    requestAnimationFrame(() => setTimeout(then, 0));
    return;
  }
  if (performance.getEntriesByName('first-contentful-paint').length > 0) return then();
  let done = false;
  const finish = () => {
    if (done) return;
    done = true;
    observer.disconnect();
    clearTimeout(timer);
    then();
  };
  const observer = new PerformanceObserver((list) => {
    if (list.getEntriesByName('first-contentful-paint').length > 0) finish();
  });
  observer.observe({ type: 'paint', buffered: true });
  const timer = setTimeout(finish, FIRST_PAINT_WAIT_MS);
}

start();
// an async script may run before the body is parsed
if (document.readyState === 'loading') {
  document.addEventListener('DOMContentLoaded', startAppAfterFirstPaint, { once: true });
} else {
  startAppAfterFirstPaint();
}
