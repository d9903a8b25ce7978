import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Public GET answers carry an ETag and answer 304 to a matching If-None-Match. */
    etag?: boolean;
  }
}

export function registerEtag(app: FastifyInstance): void {
  app.addHook('onSend', async (req, reply, payload) => {
    if (!reply.routeOptions.config?.etag || reply.statusCode !== 200 || typeof payload !== 'string') {
      return payload;
    }
    const etag = `W/"${createHash('sha1').update(payload).digest('base64url')}"`;
    reply.header('ETag', etag).header('Cache-Control', 'no-cache');
    const match = req.headers['if-none-match'];
    if (match && match.split(',').some((m) => m.trim() === etag)) {
      reply.code(304);
      return '';
    }
    return payload;
  });
}
