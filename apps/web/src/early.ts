/**
 * The first load of /main and /show/{id} (docs/decisions/0007-first-load.md): a separate, tiny entry of index.html
 * that asks for the page's public data while the app's JavaScript is still on its way, and once the answer is in
 * preloads the image the page shows largest (the banner's first poster, the show's poster). The API client takes
 * the answer instead of asking again (`takeEarlyAnswer` in lib/api-client.ts). It imports nothing, so it loads no
 * chunk of the app.
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
  }
}

interface EarlyPage {
  /** The key of the page's route files in index.html's moa-early-routes (build/early-entry.ts). */
  name: string;
  pattern: RegExp;
  path: (match: RegExpMatchArray) => string;
  /** The path of the image the page shows largest, from the answer. */
  image: (data: unknown) => unknown;
}

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
];

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
  for (const file of files) {
    if (typeof file !== 'string') continue;
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
}

function start(): void {
  for (const page of PAGES) {
    const match = window.location.pathname.match(page.pattern);
    if (!match) continue;
    preloadRoute(page.name);
    const url = `${base()}${page.path(match)}`;
    const response = fetch(url, { headers: { Accept: 'application/json' }, credentials: 'include' });
    window.__moaEarly = { [url]: { at: Date.now(), response } };
    response
      .then(async (answer) => {
        if (!answer.ok) return;
        const image = page.image(await answer.clone().json());
        if (typeof image === 'string' && image.startsWith('/')) preloadImage(`${base()}${image}`);
      })
      .catch(() => undefined);
    return;
  }
}

start();
