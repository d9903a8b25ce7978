import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../../lib/context.ts';
import { etagMatches } from '../../plugins/etag.ts';
import { errorBody, sendError } from '../../plugins/errors.ts';
import type { StoredFile } from './stored.ts';
import { getStored } from './stored.ts';

const NAME = /^[0-9a-f-]{36}\.(webp|png)$/;

/**
 * Sends a stored image. Its name never changes its bytes, so it is cached for a year and its ETag is the name: a
 * client that asks again anyway (a reload that revalidates) gets 304 without the bytes.
 */
export function sendStored(req: FastifyRequest, reply: FastifyReply, name: string, file: StoredFile) {
  const etag = `"${name}"`;
  reply
    .header('Cache-Control', 'public, max-age=31536000, immutable')
    .header('X-Content-Type-Options', 'nosniff')
    .header('ETag', etag)
    .type(file.mime);
  if (etagMatches(req.headers, etag)) return reply.code(304).send();
  return reply.send(file.data);
}

/** Stored images, under their server-made names, from the database (every instance serves every image). */
export function filesRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get('/files/:name', { schema: { hide: true } }, async (req, reply) => {
    const { name } = req.params as { name: string };
    if (!NAME.test(name)) return sendError(reply, errorBody('NOT_FOUND'));
    const file = await getStored(ctx.db, name);
    if (!file) return sendError(reply, errorBody('NOT_FOUND'));
    return sendStored(req, reply, name, file);
  });
}
