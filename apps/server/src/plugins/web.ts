import fs from 'node:fs';
import type { IncomingMessage } from 'node:http';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';

/**
 * Serves the built web app from the same process: hashed assets with long cache headers, and index.html for every
 * browser navigation (history fallback), so each route of the route tables loads on refresh. A path that is both a
 * page and a call (GET /main) answers the page to a navigation (Accept: text/html) and JSON to the API client.
 * The build writes .br and .gz beside each text file over 1 KB (apps/web/build/precompress.ts); they are sent as
 * they are by Accept-Encoding, index.html of the fallback included, with `Vary: Accept-Encoding`.
 */

const NOT_PAGES = ['/api/', '/files/', '/dev-idp', '/assets/'];

/** Takes Node's request as well as Fastify's (the public cache asks before routing). */
export function isPageNavigation(req: Pick<IncomingMessage, 'method' | 'url' | 'headers'>): boolean {
  if (req.method !== 'GET' && req.method !== 'HEAD') return false;
  const accept = req.headers.accept ?? '';
  if (!accept.includes('text/html')) return false;
  const url = (req.url ?? '/').split('?')[0] ?? '/';
  return !NOT_PAGES.some((p) => url.startsWith(p)) && url !== '/api';
}

export async function registerWeb(app: FastifyInstance, webDist: string): Promise<void> {
  const indexFile = path.join(webDist, 'index.html');
  const built = fs.existsSync(indexFile);

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
    if (isPageNavigation(req)) return sendIndex(reply);
  });
}
