import http from 'node:http';
import type { FastifyServerFactory } from 'fastify';

/** Hands a request to Fastify (its own handler). */
export type ToFastify = (req: http.IncomingMessage, res: http.ServerResponse) => void;

/**
 * Takes a request before Fastify routes it and says true, or says false and leaves it to Fastify untouched. One that
 * takes it answers it, or (after reading its body, say) hands it on with `toFastify` itself.
 */
export type FirstLook = (
  req: http.IncomingMessage,
  res: http.ServerResponse,
  toFastify: ToFastify,
) => boolean;

/** The options Fastify passes a server factory: its own, with its defaults filled in. */
interface ServerOptions {
  http?: http.ServerOptions;
  keepAliveTimeout: number;
  requestTimeout: number;
  connectionTimeout: number;
}

/**
 * Node's HTTP server with the same options and timeouts Fastify gives the one it makes, except that each request is
 * first offered to the first looks (`add` them once the app knows them), in the order added: the public read cache
 * answers its hits there, before routing, hooks, a request logger and request and reply objects cost anything
 * (docs/decisions/0005-public-read-cache.md), and the reservation attempts that are sure to be refused are refused
 * there (docs/decisions/0023-early-refusals.md). `app.inject` does not pass through here; Fastify's own path answers
 * the same requests alike.
 */
export function serverWithFirstLook(): { factory: FastifyServerFactory; add: (look: FirstLook) => void } {
  const looks: FirstLook[] = [];
  const factory: FastifyServerFactory = (handler, opts) => {
    const options = opts as unknown as ServerOptions;
    const server = http.createServer(options.http ?? {}, (req, res) => {
      for (const look of looks) if (look(req, res, handler)) return;
      handler(req, res);
    });
    server.keepAliveTimeout = options.keepAliveTimeout;
    server.requestTimeout = options.requestTimeout;
    server.setTimeout(options.connectionTimeout);
    return server;
  };
  return {
    factory,
    add: (look) => {
      looks.push(look);
    },
  };
}
