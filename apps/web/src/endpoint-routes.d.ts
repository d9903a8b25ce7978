import type { EndpointRoutes } from '../build/endpoint-routes';

declare global {
  /**
   * Method, path and body kind of every contract call, without its schemas: given by Vite's and Vitest's `define`
   * (build/endpoint-routes.ts; docs/decisions/0007-first-load.md).
   */
  const __MOA_ENDPOINT_ROUTES__: EndpointRoutes;
}

export {};
