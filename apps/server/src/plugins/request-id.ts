import { randomBytes } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { FastifyInstance } from 'fastify';

/**
 * Request ids unique across instances and restarts: a random prefix per process and a counter, so two processes'
 * logs never share an id (a counter alone restarts at 1 in every process). A proxy's own id (X-Request-Id) is kept
 * when it looks like one, so the proxy's log and ours name a request alike; anything else is replaced.
 */

export const REQUEST_ID_HEADER = 'x-request-id';
const PROCESS_PREFIX = randomBytes(6).toString('base64url');
/** Letters, digits and - _ . : @ / + = (UUIDs, ULIDs, Caddy's and nginx's hex ids, cloud trace ids), at most 128. */
const SANE = /^[\w.:@/+=-]{1,128}$/;
let counter = 0;

export function requestIdOf(req: IncomingMessage): string {
  const given = req.headers[REQUEST_ID_HEADER];
  if (typeof given === 'string' && SANE.test(given)) return given;
  counter = (counter + 1) % Number.MAX_SAFE_INTEGER;
  return `${PROCESS_PREFIX}-${counter.toString(36)}`;
}

/**
 * Every answer Fastify sends names its request (the cached public reads of the first look carry no id; its early
 * refusals do, made here too: plugins/early-refusals.ts).
 */
export function registerRequestIdHeader(app: FastifyInstance): void {
  app.addHook('onRequest', async (req, reply) => {
    reply.header(REQUEST_ID_HEADER, req.id);
  });
}
