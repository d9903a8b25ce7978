import type { EndpointName, Endpoints } from '@moa/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';

type Infer<T> = T extends z.ZodType ? z.infer<T> : undefined;

export type RequestOf<N extends EndpointName> = FastifyRequest<{
  Params: Infer<Endpoints[N] extends { params: infer P } ? P : undefined>;
  Querystring: Infer<Endpoints[N] extends { query: infer Q } ? Q : undefined>;
  Body: Infer<Endpoints[N] extends { body: infer B } ? B : undefined>;
}>;

export type Handler<N extends EndpointName> = (
  req: RequestOf<N>,
  reply: FastifyReply,
) => Promise<z.input<Endpoints[N]['response']>>;

/** A module's routes: handlers by endpoint name. Paths, schemas and access rules come from the contract. */
export type RouteTable = { [N in EndpointName]?: Handler<N> };
