import http from 'node:http';
import type { FastifyServerFactory } from 'fastify';

/** Answers a request before Fastify routes it and says true, or says false and leaves it to Fastify. */
export type FirstLook = (req: http.IncomingMessage, res: http.ServerResponse) => boolean;

/** The options Fastify passes a server factory: its own, with its defaults filled in. */
interface ServerOptions {
  http?: http.ServerOptions;
  keepAliveTimeout: number;
  requestTimeout: number;
  connectionTimeout: number;
}

/**
 * Node's HTTP server with the same options and timeouts Fastify gives the one it makes, except that each request is
 * first offered to the first look (`set` it once the app knows it): the public read cache answers its hits there,
 * before routing, hooks, a request logger and request and reply objects cost anything
 * (docs/decisions/0005-public-read-cache.md). `app.inject` does not pass through here; the cache answers its hits in
 * an onRequest hook as well.
 */
export function serverWithFirstLook(): { factory: FastifyServerFactory; set: (look: FirstLook) => void } {
  let firstLook: FirstLook = () => false;
  const factory: FastifyServerFactory = (handler, opts) => {
    const options = opts as unknown as ServerOptions;
    const server = http.createServer(options.http ?? {}, (req, res) => {
      if (!firstLook(req, res)) handler(req, res);
    });
    server.keepAliveTimeout = options.keepAliveTimeout;
    server.requestTimeout = options.requestTimeout;
    server.setTimeout(options.connectionTimeout);
    return server;
  };
  return {
    factory,
    set: (look) => {
      firstLook = look;
    },
  };
}
