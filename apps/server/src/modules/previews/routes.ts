import type { FastifyInstance } from 'fastify';
import { errorBody, sendError } from '../../plugins/errors.ts';
import { sendStored } from '../files/index.ts';
import { SHARE_PATH_PREFIX } from './card.ts';
import type { ShareImages } from './store.ts';

/**
 * The share images: an address names its content (card.ts), so what it answers never changes and is cached for a
 * year, like the uploaded images.
 */
export function shareImageRoutes(app: FastifyInstance, images: ShareImages): void {
  app.get(`${SHARE_PATH_PREFIX}:name`, { schema: { hide: true } }, async (req, reply) => {
    const { name } = req.params as { name: string };
    const file = await images.file(name);
    if (!file) return sendError(reply, errorBody('NOT_FOUND'));
    return sendStored(req, reply, name, file);
  });
}
