import { hash } from 'node:crypto';
import type { IncomingHttpHeaders } from 'node:http';
import type { FastifyInstance } from 'fastify';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Public GET answers carry an ETag and answer 304 to a matching If-None-Match. */
    etag?: boolean;
  }
}

/**
 * The ETag of a serialised answer (the public read cache, plugins/public-cache.ts, gives the same one); the same for
 * the text and for its UTF-8 bytes, so a page already encoded is hashed without encoding it again.
 */
export function etagOf(payload: string | Buffer): string {
  return `W/"${hash('sha1', payload, 'base64url')}"`;
}

export function etagMatches(headers: IncomingHttpHeaders, etag: string): boolean {
  const match = headers['if-none-match'];
  return !!match && match.split(',').some((m) => m.trim() === etag);
}

export function registerEtag(app: FastifyInstance): void {
  app.addHook('onSend', async (req, reply, payload) => {
    if (!reply.routeOptions.config?.etag || reply.statusCode !== 200 || typeof payload !== 'string') {
      return payload;
    }
    const etag = etagOf(payload);
    reply.header('ETag', etag).header('Cache-Control', 'no-cache');
    if (etagMatches(req.headers, etag)) {
      reply.code(304);
      return '';
    }
    return payload;
  });
}
