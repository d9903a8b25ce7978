import type { EndpointDef, EndpointName, HttpMethod } from '../../../packages/contract/src/endpoints.ts';

/**
 * What the browser's client needs of each contract call to send it: method, path and body kind, without the zod
 * schemas (docs/decisions/0007-first-load.md). Built from the contract's table when Vite (or Vitest) starts and given
 * to the app as the constant `__MOA_ENDPOINT_ROUTES__`, so the zod runtime stays out of what /main loads first.
 */
export interface EndpointRoute {
  method: HttpMethod;
  path: string;
  /** A multipart call: `json` when it also takes a JSON body instead of its parts (MultipartSpec.json). */
  multipart?: { json: boolean };
  /** A call that answers a file: its content type. */
  file?: string;
}

export type EndpointRoutes = Record<EndpointName, EndpointRoute>;

export function endpointRoutes(endpoints: Record<string, EndpointDef>): EndpointRoutes {
  const routes: Record<string, EndpointRoute> = {};
  for (const [name, endpoint] of Object.entries(endpoints)) {
    routes[name] = {
      method: endpoint.method,
      path: endpoint.path,
      ...(endpoint.multipart ? { multipart: { json: endpoint.multipart.json !== undefined } } : {}),
      ...(endpoint.file ? { file: endpoint.file.contentType } : {}),
    };
  }
  return routes as EndpointRoutes;
}

/** The `define` entry both configs give: the table as a JSON literal. */
export function endpointRoutesDefine(endpoints: Record<string, EndpointDef>): Record<string, string> {
  return { __MOA_ENDPOINT_ROUTES__: JSON.stringify(endpointRoutes(endpoints)) };
}
