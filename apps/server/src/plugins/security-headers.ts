import type { ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';

/**
 * The security headers (helmet's, from one configuration) worked out once at start and set on every answer.
 * @fastify/helmet builds helmet's middleware anew for every request, parsing the CSP directives each time: a
 * visible share of a small answer's cost in the rush profile (docs/decisions/0006-rush-path.md). Nothing in our
 * configuration varies per request (no nonces), so the headers are the same for every answer.
 */
export function securityHeaders(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const res = {
    setHeader(name: string, value: string | number | readonly string[]) {
      headers[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : String(value);
    },
    removeHeader(name: string) {
      delete headers[name.toLowerCase()];
    },
    getHeader: (name: string) => headers[name.toLowerCase()],
  } as unknown as ServerResponse;
  let error: unknown = null;
  helmet(options)({} as never, res, (err?: unknown) => {
    error = err ?? null;
  });
  if (error) throw error;
  return headers;
}

/** Sets the headers on every answer Fastify sends, and gives them back for the answers sent before it. */
export function registerSecurityHeaders(
  app: FastifyInstance,
  options: HelmetOptions,
): Readonly<Record<string, string>> {
  const headers = securityHeaders(options);
  app.addHook('onRequest', (_req, reply, done) => {
    reply.headers(headers);
    done();
  });
  return headers;
}
