import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { PRODUCT_NAME_LATIN } from '@moa/contract';
import type { FastifyInstance } from 'fastify';
import { createJsonSchemaTransform, createJsonSchemaTransformObject } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { finishDocument, type OpenApiDocument } from './openapi-document.ts';

type TransformObjectInput = Parameters<ReturnType<typeof createJsonSchemaTransformObject>>[0];
type TransformInput = Parameters<ReturnType<typeof createJsonSchemaTransform>>[0];

/**
 * The contract's named schemas (.meta({ id })) as this process loaded them with the server, before anything else.
 * zod keeps one registry of names per process (on globalThis), shared by every copy of zod, and the server-rendered
 * pages' bundle (apps/web's dist-ssr, loaded at the first page) carries its own copy of the contract: loading it named
 * every schema again with other objects, and a document made from the global registry after that failed with
 * "Duplicate schema id" (500 on /api/docs/json). It builds none of them now (apps/web/build/contract-direct.ts), but
 * a schema a rendered page came to import would take its name again. The names are copied here, at import, when only
 * the server's own schemas hold them; what else the registry says of a schema (descriptions) is still read from it, as
 * fastify-type-provider-zod's own copies of a registry do.
 */
const CONTRACT_SCHEMAS = (() => {
  const own = z.registry<z.GlobalMeta>();
  own._map = z.globalRegistry._map;
  own._idmap = new Map(z.globalRegistry._idmap);
  return own;
})();
const jsonSchemaTransform = createJsonSchemaTransform({ schemaRegistry: CONTRACT_SCHEMAS });
const jsonSchemaTransformObject = createJsonSchemaTransformObject({ schemaRegistry: CONTRACT_SCHEMAS });

/**
 * OpenAPI 3.1 generated from the contract's schemas: the page at /api/docs, the document at /api/docs/json. 3.1, so
 * that a nullable field is a JSON Schema type array, which generators and validators read without extensions.
 */
export async function registerOpenApi(app: FastifyInstance): Promise<void> {
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: `${PRODUCT_NAME_LATIN} (모아) API`,
        description:
          'Every call of the campus club portal. Errors answer { status, code, message, fieldErrors?, requestId? } ' +
          'with the statuses each call lists. Multipart calls take a JSON part named `request` and the file parts ' +
          'their request body names.',
        version: '1.0.0',
      },
      servers: [{ url: '/', description: 'The server this document was read from' }],
      components: {
        securitySchemes: { bearer: { type: 'http', scheme: 'bearer', description: 'Opaque session token' } },
      },
    },
    transform: jsonSchemaTransform,
    // The schemas the contract names (.meta({ id })) become components.schemas, which the answers refer to; then
    // the parts @fastify/swagger cannot write from a route (plugins/openapi-document.ts).
    transformObject: (input: TransformObjectInput) => {
      const doc = jsonSchemaTransformObject(input);
      if (!('openapiObject' in input)) return doc;
      // A request part's schema is written the way a route's body is, with the same component references.
      const toJson = (schema: z.ZodType) =>
        jsonSchemaTransform({
          schema: { body: schema },
          url: '/',
          openapiObject: input.openapiObject,
        } as unknown as TransformInput).schema.body as Record<string, unknown>;
      return finishDocument(doc as unknown as OpenApiDocument, toJson) as unknown as typeof doc;
    },
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs' });
}
