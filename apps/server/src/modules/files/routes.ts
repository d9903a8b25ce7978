import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../lib/context.ts';
import { errorBody, sendError } from '../../plugins/errors.ts';
import { uploadsDir } from './images.ts';
import { findFile } from './repository.ts';

const NAME = /^[0-9a-f-]{36}\.(webp|png)$/;

/** Stored images, under their server-made names; names never change, so they are cached for a year. */
export function filesRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get('/files/:name', { schema: { hide: true } }, async (req, reply) => {
    const { name } = req.params as { name: string };
    if (!NAME.test(name)) return sendError(reply, errorBody('NOT_FOUND'));
    const file = await findFile(ctx.db, name);
    const full = path.join(uploadsDir(ctx.config.dataDir), name);
    if (!file || !fs.existsSync(full)) return sendError(reply, errorBody('NOT_FOUND'));
    return reply
      .header('Cache-Control', 'public, max-age=31536000, immutable')
      .header('X-Content-Type-Options', 'nosniff')
      .type(file.mime)
      .send(fs.createReadStream(full));
  });
}
