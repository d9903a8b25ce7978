import type { IncomingMessage } from 'node:http';
import type { FastifyInstance } from 'fastify';
import { listPageTab } from '@moa/contract';
import type { AppContext } from '../lib/context.ts';
import { seoulDayNumber } from '../lib/time.ts';
import { rendererLoader, renderPage, type RenderedPage } from '../modules/pages/index.ts';
import { sendThroughCache } from './public-cache.ts';
import { pagePathname, searchOf, type AnswerPage, type Shell } from './web.ts';

/**
 * How a page is answered (plugins/web.ts decides which requests are pages): a public page with its own head, and
 * its body rendered on the server (docs/decisions/0022-server-rendered-pages.md), from the public read cache, keyed by
 * address and build under the content version (docs/decisions/0005), so a page asked for again costs about a cached
 * read; the 404 page with its status; the other pages as the built index.html.
 */
export function pageAnswerer(app: FastifyInstance, ctx: AppContext, webDist: string): AnswerPage {
  const renderer = rendererLoader(webDist, (err) =>
    app.log.error({ err }, 'pages: the server renderer could not be loaded; pages are sent unrendered'),
  );
  const fetchJson = async (path: string) => {
    const res = await app.inject({ method: 'GET', url: path, headers: { accept: 'application/json' } });
    // An error's body too: the page's head answers a failure of its record with the API's own error. Anything but
    // JSON (no API answer sends it) is no body, never a parse error.
    const json = String(res.headers['content-type'] ?? '').startsWith('application/json');
    return { status: res.statusCode, body: json ? (res.json() as unknown) : null };
  };
  return async (req, reply, { pathname, search: asked, shell, sendShell }) => {
    const canonical = canonicalPath(pathname);
    if (canonical !== null) return reply.redirect(`${canonical}${asked}`, 301);
    const search = pageQuery(pathname, asked);
    let page: RenderedPage | null = null;
    const sent = await sendThroughCache(
      app,
      req,
      reply,
      pageCacheKey(pathname, search, shell.build, ctx),
      'text/html; charset=utf-8',
      async () => {
        page = await renderPage(ctx, pathname, search, shell.text, {
          renderer: await renderer(shell.build),
          fetchJson,
          onError: (err) =>
            app.log.error({ err, page: pathname }, 'pages: rendering failed; the page is sent unrendered'),
        });
        return page?.status === 200 ? page.html : null;
      },
    );
    if (sent) return reply;
    const missing = page as RenderedPage | null;
    if (!missing) return sendShell();
    return reply
      .code(404)
      .header('cache-control', 'no-cache')
      .header('vary', 'Accept')
      .type('text/html; charset=utf-8')
      .send(missing.html);
  };
}

/**
 * A page's key in the public read cache: its address (with the part of its query that changes it), the build, and
 * the Seoul date by the system clock and the app clock, as the API's answers (attraction tags change at midnight).
 */
function pageCacheKey(pathname: string, search: string, build: number, ctx: AppContext): string {
  const days = `${seoulDayNumber(Date.now())}\n${seoulDayNumber(ctx.now().getTime())}`;
  return `page\n${pathname}${search}\n${build}\n${days}`;
}

/**
 * The cache key of a browser's page request as the server sees it before routing (the public cache's first look),
 * the same key the page was kept under: a page asked for again is then answered as a cached read is
 * (docs/decisions/0005-public-read-cache.md).
 */
export function firstLookPageKey(
  ctx: AppContext,
  shell: () => Shell,
): (req: Pick<IncomingMessage, 'url'>) => string {
  return (req) => {
    const url = req.url ?? '/';
    const path = url.split('?')[0] ?? '/';
    const pathname = pagePathname(path);
    return pageCacheKey(pathname, pageQuery(pathname, searchOf(url)), shell().build, ctx);
  };
}

/**
 * A page's address with an id written with leading zeros (/show/007) names the same record as its plain form
 * (/show/7): such an address is sent there (null: the address is already plain). Kept or rendered under its own
 * key, every way of padding an id would be a page of its own, which anyone could make the server render.
 */
function canonicalPath(pathname: string): string | null {
  if (!pathname.includes('/0')) return null;
  const plain = pathname
    .split('/')
    .map((segment) => (/^\d+$/.test(segment) ? segment.replace(/^0+(?=\d)/, '') : segment))
    .join('/');
  return plain === pathname ? null : plain;
}

/**
 * The part of a page's query that changes what it shows: a list page's tab (`LIST_PAGE_TABS`), when it is one the
 * page has and not the one it shows without. The rest (a messenger's or an ad's tracking parameters, a made-up or
 * default tab, a tab on a page without tabs) neither makes a page of its own in the cache nor reaches the renderer:
 * the app shows the same page for it (an unknown tab reads as the fallback), and the browser keeps the whole address.
 */
function pageQuery(pathname: string, search: string): string {
  if (search === '') return '';
  const tab = listPageTab(pathname, new URLSearchParams(search).get('category'));
  return tab === null ? '' : `?category=${tab}`;
}
