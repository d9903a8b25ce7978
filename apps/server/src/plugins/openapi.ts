import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { PRODUCT_NAME_LATIN } from '@moa/contract';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { finishDocument, type OpenApiDocument } from './openapi-document.ts';

type TransformObjectInput = Parameters<typeof jsonSchemaTransformObject>[0];
type TransformInput = Parameters<typeof jsonSchemaTransform>[0];

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
