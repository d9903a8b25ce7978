import {
  endpoints,
  ERROR_STATUS,
  type EndpointDef,
  type EndpointName,
  type ErrorCode,
  type MultipartSpec,
} from '@moa/contract';
import type { z } from 'zod';

/**
 * What the generated OpenAPI document (plugins/openapi.ts) needs beyond what @fastify/swagger writes, so that client
 * generators can use it (openapi-typescript, openapi-fetch, Redocly's linter): the multipart calls' parts and their
 * types, each call's error statuses with the error body, and nullable fields as OpenAPI 3.1 type arrays.
 */

type Json = Record<string, unknown>;
interface Operation extends Json {
  responses: Record<string, Json>;
  requestBody?: Json;
}
export interface OpenApiDocument extends Json {
  paths: Record<string, Record<string, Operation>>;
}

/** Turns a zod schema into the document's JSON Schema (components referred to by $ref), as request bodies are. */
export type ToJsonSchema = (schema: z.ZodType) => Json;

const ERROR_REF = { $ref: '#/components/schemas/ErrorBody' };

/** The codes that answer each status (the contract's ERROR_STATUS), for the responses' descriptions. */
const CODES_BY_STATUS = new Map<number, ErrorCode[]>();
for (const [code, status] of Object.entries(ERROR_STATUS) as [ErrorCode, number][]) {
  CODES_BY_STATUS.set(status, [...(CODES_BY_STATUS.get(status) ?? []), code]);
}

/**
 * The error statuses a call can answer, from what its definition says it takes: input (400, and 413/415 for a
 * body), sign-in (401), a role (403), an id in the path (404), a write (409: a concurrent transaction, and the
 * call's own conflicts), sign-in's rate limit (429), and on every call a fault (500) or a database or shutdown
 * pause (503). Any other 4xx or 5xx still carries the error body (the 4XX and 5XX ranges stay in the document).
 */
export function errorStatusesOf(ep: EndpointDef): number[] {
  const statuses = new Set<number>();
  const signIn = ep.tag === 'auth' && ep.method === 'POST';
  const takesBody = ep.body !== undefined || ep.multipart !== undefined;
  if (ep.params || ep.query || takesBody) statuses.add(400);
  if (ep.access !== 'public' || signIn) statuses.add(401);
  if (['student', 'club', 'admin'].includes(ep.access) || signIn) statuses.add(403);
  if (ep.params) statuses.add(404);
  if (ep.method !== 'GET') statuses.add(409);
  if (takesBody) statuses.add(413).add(415);
  if (signIn) statuses.add(429);
  statuses.add(500).add(503);
  return [...statuses].sort((a, b) => a - b);
}

function errorResponse(status: number): Json {
  const codes = CODES_BY_STATUS.get(status) ?? [];
  return {
    description: `The error body; code one of ${codes.join(', ')}`,
    content: { 'application/json': { schema: ERROR_REF } },
  };
}

/** The multipart/form-data body of a call: the JSON part `request` and the file parts, with their media types. */
function multipartBody(spec: MultipartSpec, toJson: ToJsonSchema): Json {
  const properties: Record<string, Json> = {};
  const encoding: Record<string, Json> = {};
  const required: string[] = [];
  if (spec.request) {
    properties.request = toJson(spec.request);
    encoding.request = { contentType: 'application/json' };
    // A call whose request has only optional fields reads a missing part as {} (plugins/uploads.ts).
    if (!spec.request.safeParse({}).success) required.push('request');
  }
  for (const [name, rule] of Object.entries(spec.files)) {
    properties[name] = { type: 'string', format: 'binary', contentMediaType: 'application/octet-stream' };
    encoding[name] = { contentType: 'application/octet-stream' };
    if (rule.required) required.push(name);
  }
  const content: Json = {
    'multipart/form-data': {
      schema: { type: 'object', properties, ...(required.length > 0 ? { required } : {}) },
      encoding,
    },
  };
  if (spec.json) content['application/json'] = { schema: toJson(spec.json) };
  return { required: true, content };
}

/** Fastify's `/a/:id` as OpenAPI's `/a/{id}`. */
const openApiPath = (path: string) => path.replace(/:(\w+)/g, '{$1}');

/**
 * `anyOf: [X, { type: 'null' }]` as X with `type: [X's type, 'null']` (and null among its enum), which generators
 * and JSON Schema validators read as "X or null"; a nullable reference ($ref) stays an anyOf, as 3.1 allows.
 */
export function nullableAsTypeArrays(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(nullableAsTypeArrays);
  if (!node || typeof node !== 'object') return node;
  const out: Json = {};
  for (const [key, value] of Object.entries(node)) out[key] = nullableAsTypeArrays(value);
  const anyOf = out.anyOf as Json[] | undefined;
  if (Array.isArray(anyOf) && anyOf.length === 2) {
    const nullAt = anyOf.findIndex((s) => s.type === 'null' && Object.keys(s).length === 1);
    const other = anyOf[1 - nullAt];
    if (nullAt >= 0 && other && typeof other.type === 'string' && !('anyOf' in other)) {
      const { anyOf: _anyOf, ...rest } = out;
      return {
        ...rest,
        ...other,
        type: [other.type, 'null'],
        ...(Array.isArray(other.enum) ? { enum: [...(other.enum as unknown[]), null] } : {}),
      };
    }
  }
  return out;
}

/** Completes the document @fastify/swagger wrote from the contract (see the file's comment). */
export function finishDocument(doc: OpenApiDocument, toJson: ToJsonSchema): OpenApiDocument {
  for (const [name, ep] of Object.entries(endpoints) as [EndpointName, EndpointDef][]) {
    const operation = doc.paths[openApiPath(ep.path)]?.[ep.method.toLowerCase()];
    if (!operation) continue;
    if (ep.multipart) operation.requestBody = multipartBody(ep.multipart, toJson);
    // A public call says so (no sign-in), rather than leaving a reader to guess from a missing requirement.
    if (ep.access === 'public') operation.security = [];
    const responses: Record<string, Json> = {};
    for (const [status, response] of Object.entries(operation.responses)) {
      responses[status] =
        status === '200' && response.description === 'Default Response'
          ? { ...response, description: ep.summary }
          : response;
      if (status === '200') {
        for (const s of errorStatusesOf(ep)) responses[String(s)] = errorResponse(s);
      }
    }
    for (const range of ['4XX', '5XX']) {
      if (responses[range])
        responses[range] = { ...responses[range], description: 'Any other error: the error body' };
    }
    operation.responses = responses;
    operation.operationId = name;
  }
  return nullableAsTypeArrays(doc) as OpenApiDocument;
}
