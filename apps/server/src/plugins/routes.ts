import type { EndpointDef, EndpointName } from '@moa/contract';
import { endpoints, errorBodySchema } from '@moa/contract';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { AppError } from '../lib/app-error.ts';
import { asciiJson } from '../lib/ascii-json.ts';
import type { FileReply, RouteTable } from '../lib/route.ts';
import { checkAccess } from './auth.ts';

/** Calls whose answers belong to one user: every call behind sign-in, and the sign-in calls themselves. */
export function isPrivate(ep: EndpointDef): boolean {
  return ep.access !== 'public' || (ep.tag === 'auth' && ep.method === 'POST');
}

/** RFC 5987 / 8187 encoding of a header parameter value: UTF-8, percent-encoded, attr-chars left as they are. */
export function encodeRfc5987(value: string): string {
  return encodeURIComponent(value).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
}

/** `attachment; filename="ascii"; filename*=UTF-8''…`: browsers take the UTF-8 name, old clients the ASCII one. */
export function contentDisposition(fileName: string, asciiFileName: string): string {
  const ascii = asciiFileName.replace(/[^\x20-\x7e]|["\\]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeRfc5987(fileName)}`;
}

/** Answers of thousands of rows with names in them, sent as ASCII JSON (lib/ascii-json.ts): the holder lists. */
const ASCII_ANSWERS: ReadonlySet<EndpointName> = new Set(['holderList', 'showHolders']);

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
            ([n, r]) => `\`${n}\` (file${r.required ? ', required' : ''})`,
          ),
        ].join(', ')
      : '';
    const ascii = ASCII_ANSWERS.has(name);
    const jsonInstead = ep.multipart?.json ? 'Or, instead of the parts, a JSON body (application/json).' : '';
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
          jsonInstead,
        ]
          .filter(Boolean)
          .join(' '),
        tags: [ep.tag],
        ...(ep.access !== 'public' ? { security: [{ bearer: [] }] } : {}),
        ...(ep.params ? { params: ep.params } : {}),
        ...(ep.query ? { querystring: ep.query } : {}),
        ...(ep.body ? { body: ep.body } : {}),
        ...(ep.multipart
          ? { consumes: ['multipart/form-data', ...(ep.multipart.json ? ['application/json'] : [])] }
          : {}),
        response: {
          200: ep.file
            ? { description: 'The file', content: { [ep.file.contentType]: { schema: ep.response } } }
            : ep.response,
          '4xx': errorBodySchema,
          '5xx': errorBodySchema,
        },
      },
      config: {
        etag: ep.method === 'GET' && ep.access === 'public' && ep.tag !== 'health',
        // The metrics count the reserving calls' answers by this name (plugins/metrics.ts).
        endpoint: name,
        // A public call's token is not looked up (plugins/auth.ts).
        access: ep.access,
      },
      // Access is checked before the body is validated: a stranger learns nothing about the payload rules.
      onRequest: async (req) => checkAccess(ep.access, req),
      // A private answer (anything behind sign-in, and the session tokens sign-in hands out) is never stored by a
      // browser or a shared cache, errors included.
      ...(isPrivate(ep)
        ? {
            onSend: async (_req: unknown, reply: FastifyReply, payload: unknown) => {
              reply.header('cache-control', 'no-store');
              // before compression, which @fastify/compress adds after the route's own hooks
              return ascii && typeof payload === 'string' ? asciiJson(payload) : payload;
            },
          }
        : {}),
      handler: handler
        ? ep.file
          ? async (req, reply) => {
              // A file call: the same access check and error bodies as every call, the bytes as the answer.
              const file = (await handler(req as never, reply as never)) as FileReply;
              return reply
                .header('content-type', ep.file!.contentType)
                .header('content-disposition', contentDisposition(file.fileName, file.asciiFileName))
                .header('x-content-type-options', 'nosniff')
                .send(file.body);
            }
          : (req, reply) => handler(req as never, reply as never)
        : async () => {
            throw new AppError('NOT_IMPLEMENTED', '아직 준비 중인 기능입니다.');
          },
    });
  }
}
