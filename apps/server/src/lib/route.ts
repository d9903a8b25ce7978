import type { EndpointName, Endpoints } from '@moa/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';

type Infer<T> = T extends z.ZodType ? z.infer<T> : undefined;

export type RequestOf<N extends EndpointName> = FastifyRequest<{
  Params: Infer<Endpoints[N] extends { params: infer P } ? P : undefined>;
  Querystring: Infer<Endpoints[N] extends { query: infer Q } ? Q : undefined>;
  Body: Infer<Endpoints[N] extends { body: infer B } ? B : undefined>;
}>;

/**
 * What a file call's handler answers (EndpointDef.file): the bytes and the file's name; the registrar sets the
 * content type and Content-Disposition (with an ASCII fallback name for old clients).
 */
export interface FileReply {
  body: Buffer;
  fileName: string;
  asciiFileName: string;
}

export type Handler<N extends EndpointName> = (
  req: RequestOf<N>,
  reply: FastifyReply,
) => Promise<Endpoints[N] extends { file: object } ? FileReply : z.input<Endpoints[N]['response']>>;

/** A module's routes: handlers by endpoint name. Paths, schemas and access rules come from the contract. */
export type RouteTable = { [N in EndpointName]?: Handler<N> };
