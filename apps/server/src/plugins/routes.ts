import type { EndpointDef, EndpointName } from '@moa/contract';
import { endpoints, errorBodySchema } from '@moa/contract';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { AppError } from '../lib/app-error.ts';
import type { RouteTable } from '../lib/route.ts';
import { checkAccess } from './auth.ts';

/** Calls whose answers belong to one user: every call behind sign-in, and the sign-in calls themselves. */
export function isPrivate(ep: EndpointDef): boolean {
  return ep.access !== 'public' || (ep.tag === 'auth' && ep.method === 'POST');
}

/**
 * Registers every call of the contract. A call no module handles yet answers 501, so the whole API is visible
 * (and documented) from the start.
 */
export function registerEndpoints(app: FastifyInstance, table: RouteTable): void {
  for (const [name, ep] of Object.entries(endpoints) as [EndpointName, EndpointDef][]) {
    const handler = table[name] as ((req: never, reply: never) => Promise<unknown>) | undefined;
    const multipartParts = ep.multipart
      ? [
          ...(ep.multipart.request ? ['`request` (JSON)'] : []),
          ...Object.entries(ep.multipart.files).map(
            ([n, r]) => `\`${n}\` (image${r.required ? ', required' : ''})`,
          ),
        ].join(', ')
      : '';
    app.route({
      method: ep.method,
      url: ep.path,
      schema: {
        operationId: name,
        summary: ep.summary,
        description: [
          `Access: ${ep.access}.`,
          ep.spec
            ? `One of the product's ${ep.spec === 1 ? 'public and student' : 'manager'} calls (docs/product.md#calls-and-field-names).`
            : '',
          multipartParts ? `multipart/form-data parts: ${multipartParts}.` : '',
        ]
          .filter(Boolean)
          .join(' '),
        tags: [ep.tag],
        ...(ep.access !== 'public' ? { security: [{ bearer: [] }] } : {}),
        ...(ep.params ? { params: ep.params } : {}),
        ...(ep.query ? { querystring: ep.query } : {}),
        ...(ep.body ? { body: ep.body } : {}),
        ...(ep.multipart ? { consumes: ['multipart/form-data'] } : {}),
        response: { 200: ep.response, '4xx': errorBodySchema, '5xx': errorBodySchema },
      },
      config: {
        etag: ep.method === 'GET' && ep.access === 'public' && ep.tag !== 'health',
      },
      // Access is checked before the body is validated: a stranger learns nothing about the payload rules.
      onRequest: async (req) => checkAccess(ep.access, req),
      // A private answer (anything behind sign-in, and the session tokens sign-in hands out) is never stored by a
      // browser or a shared cache, errors included.
      ...(isPrivate(ep)
        ? {
            onSend: async (_req: unknown, reply: FastifyReply, payload: unknown) => {
              reply.header('cache-control', 'no-store');
              return payload;
            },
          }
        : {}),
      handler: handler
        ? (req, reply) => handler(req as never, reply as never)
        : async () => {
            throw new AppError('NOT_IMPLEMENTED', '아직 준비 중인 기능입니다.');
          },
    });
  }
}
