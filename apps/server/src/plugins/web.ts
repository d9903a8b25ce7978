import fs from 'node:fs';
import type { IncomingMessage } from 'node:http';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { preferredType } from '../lib/accept.ts';

/**
 * Serves the built web app from the same process: hashed assets with long cache headers, and a page for every page
 * address (history fallback), so each route of the route tables loads on refresh and a link reader that runs no
 * JavaScript gets the page's head. A GET is a page unless it asks for JSON: a browser navigation (Accept:
 * text/html), and also an Accept of any type or no Accept at all (the link readers of messengers and social sites),
 * at any address that is not an API call, a file, an asset or a probe (/healthz, /readyz, /metrics). A path that is
 * both a page and a call (GET /main, the health check) answers JSON only when JSON is preferred (the API client sends
 * Accept: application/json).
 * The build writes .br and .gz beside each text file over 1 KB (apps/web/build/precompress.ts); they are sent as
 * they are by Accept-Encoding, index.html of the fallback included, with `Vary: Accept-Encoding`.
 */

const NOT_PAGES = ['/api/', '/files/', '/dev-idp', '/assets/'];
/**
 * Files answered by routes of their own that a browser may also open as a navigation, and the probes and metrics
 * (README, "Monitoring"): someone checking an instance in a browser gets the answer a probe gets, not the app.
 */
const NOT_PAGE_FILES = new Set(['/robots.txt', '/sitemap.xml', '/healthz', '/readyz', '/metrics']);

/** Takes Node's request as well as Fastify's (the public cache asks before routing). */
export function isPageNavigation(req: Pick<IncomingMessage, 'method' | 'url' | 'headers'>): boolean {
  if (req.method !== 'GET' && req.method !== 'HEAD') return false;
  const accept = req.headers.accept ?? '';
  if (!accept.includes('text/html')) return false;
  return mayBePage(pathOf(req.url));
}

function pathOf(url: string | undefined): string {
  return (url ?? '/').split('?')[0] ?? '/';
}

function mayBePage(path: string): boolean {
  return !NOT_PAGES.some((p) => path.startsWith(p)) && path !== '/api' && !NOT_PAGE_FILES.has(path);
}

/**
 * A browser's page navigation that prefers HTML to JSON: what the public cache's first look answers from a kept page
 * (at /main, a client naming text/html but preferring JSON gets the health check's JSON from Fastify).
 */
export function isHtmlPageNavigation(req: Pick<IncomingMessage, 'method' | 'url' | 'headers'>): boolean {
  return isPageNavigation(req) && prefersHtml(req.headers.accept);
}

/** HTML preferred to JSON; under any type (or no Accept), HTML, named first, wins. */
function prefersHtml(accept: string | undefined): boolean {
  return preferredType(accept, ['text/html', 'application/json']) === 'text/html';
}

/**
 * The path of the page this request asks for, or null when it is no page: a GET that prefers HTML to JSON (no
 * Accept and any type included) at an address no route answers or at /main; at an API call's or a file's address
 * only a navigation that names text/html, as before.
 */
export function pagePathOf(req: FastifyRequest): string | null {
  if (req.method !== 'GET' && req.method !== 'HEAD') return null;
  const path = pathOf(req.url);
  if (!mayBePage(path) || !prefersHtml(req.headers.accept)) return null;
  const route = req.routeOptions.url;
  if (route !== undefined && route !== '/main') return isPageNavigation(req) ? path : null;
  return path;
}

/** The built index.html, and which build it is (its modification time). */
export interface Shell {
  text: string;
  build: number;
}

/**
 * Answers a page: `pathname` without a trailing slash, `search` its query ('' or '?…'); `shell` the built index.html; `sendShell` sends the built
 * file as it is (precompressed), for the pages that have no head of their own.
 */
export type AnswerPage = (
  req: FastifyRequest,
  reply: FastifyReply,
  page: { pathname: string; search: string; shell: Shell; sendShell: () => FastifyReply },
) => Promise<unknown>;

/** A page's path without its trailing slashes ('/' stays '/'). */
export function pagePathname(page: string): string {
  return page.length > 1 ? page.replace(/\/+$/, '') || '/' : page;
}

/** The query of a request's URL, '' or '?…'. */
export function searchOf(url: string | undefined): string {
  const at = (url ?? '').indexOf('?');
  return at === -1 ? '' : (url ?? '').slice(at);
}

/** Returns the reader of the built index.html (null when the web app is not built). */
export async function registerWeb(
  app: FastifyInstance,
  webDist: string,
  answerPage?: AnswerPage,
): Promise<(() => Shell) | null> {
  const indexFile = path.join(webDist, 'index.html');
  const built = fs.existsSync(indexFile);
  const shell = shellReader(indexFile);

  if (built) {
    await app.register(fastifyStatic, {
      root: webDist,
      prefix: '/',
      wildcard: false,
      index: false,
      preCompressed: true,
      setHeaders(reply, filePath) {
        const rel = path.relative(webDist, filePath);
        // Hashed assets never change; index.html and the rest are revalidated on every load, sw.js among them, so a
        // new build's service worker is found at the next page load (docs/decisions/0013-service-worker.md).
        reply.header(
          'Cache-Control',
          rel.startsWith('assets') ? 'public, max-age=31536000, immutable' : 'no-cache',
        );
      },
    });
  }

  const sendIndex = (reply: FastifyReply) => {
    if (!built) {
      return reply
        .code(503)
        .type('text/html; charset=utf-8')
        .send(
          '<!doctype html><meta charset="utf-8"><title>모아</title><p>웹 앱이 아직 빌드되지 않았습니다: npm run build</p>',
        );
    }
    return reply.type('text/html; charset=utf-8').sendFile('index.html');
  };

  app.addHook('onRequest', async (req, reply) => {
    const page = pagePathOf(req);
    if (page === null) return;
    if (!built || !answerPage) return sendIndex(reply);
    return answerPage(req, reply, {
      pathname: pagePathname(page),
      search: searchOf(req.url),
      shell: shell(),
      sendShell: () => sendIndex(reply),
    });
  });
  return built ? shell : null;
}

/**
 * The built index.html, read again when the build replaced it (its modification time, looked at no more than once a
 * second), so a page never names assets of an older build.
 */
function shellReader(file: string): () => Shell {
  let shell: Shell = { text: '', build: -1 };
  let checked = 0;
  return () => {
    const now = Date.now();
    if (now - checked < 1_000 && shell.build >= 0) return shell;
    checked = now;
    try {
      const stat = fs.statSync(file);
      if (stat.mtimeMs !== shell.build) shell = { text: fs.readFileSync(file, 'utf8'), build: stat.mtimeMs };
    } catch {
      // gone while a new build is written: keep what was read
    }
    return shell;
  };
}
