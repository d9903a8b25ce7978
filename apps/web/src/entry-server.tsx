/**
 * The server's renderer of the public pages (docs/decisions/0022-server-rendered-pages.md), built by
 * `vite build --ssr` into dist-ssr/ and loaded by the server. It renders the same routes, providers and components
 * as main.tsx, from the answer of the API the page shows (asked by the server of itself through `fetchJson`), or what
 * of it the page shows (`shown`: a show without its seats left), and gives that back as the page's data, from which
 * the browser's first render (hydrateRoot) starts.
 */
import { StrictMode, type ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import { prerenderToNodeStream } from 'react-dom/static';
import { dehydrate } from '@tanstack/react-query';
import { createStaticHandler, createStaticRouter, matchPath, StaticRouterProvider } from 'react-router';
import { AppProviders, createQueryClient } from './app/providers';
import { routes } from './app/router';
import { SERVER_PAGES, validParams } from './app/server-pages';
import { routesEndingAt } from './app/server-routes';
import { fillPath } from './lib/api-client';

export interface ApiAnswer {
  status: number;
  body: unknown;
}

export interface RenderInput {
  /** The page's path and query, as asked. */
  url: string;
  /** The site's origin (PUBLIC_URL), for the router's request. */
  origin: string;
  /** GET of an API path, answered by the server itself. */
  fetchJson: (path: string) => Promise<ApiAnswer>;
}

/**
 * The routes flattened and their patterns compiled once, not for each page (most of a render's cost otherwise), and
 * only the branches of the pages rendered here, which the router flattens again on every render (app/server-routes.ts).
 */
const handler = createStaticHandler(
  routesEndingAt(
    SERVER_PAGES.map((page) => page.route),
    routes,
  ),
);

export type RenderOutput =
  { status: 200; html: string; data: string; module: string } | { status: 404 } | null;

/** The page at `url` rendered to HTML, or null when the server renders no such page; 404 when its record is gone. */
export async function render({ url, origin, fetchJson }: RenderInput): Promise<RenderOutput> {
  const pathname = url.split('?')[0] ?? '/';
  for (const page of SERVER_PAGES) {
    const match = matchPath({ path: page.route, end: true }, pathname);
    if (!match) continue;
    if (!validParams(match.params)) return null;
    const need = page.data(match.params as Record<string, string>);
    // the calls' schema-free table (as the browser's), not the contract's, whose schemas the renderer never needs
    const answer = await fetchJson(fillPath(__MOA_ENDPOINT_ROUTES__[need.endpoint].path, need.params));
    if (answer.status === 404) return { status: 404 };
    if (answer.status !== 200) return null;
    const shown = page.shown ? page.shown(answer.body as never) : answer.body;
    // A page that leaves out what changes by the second (the show's seats left) is the same from the same rest of its
    // data within the minute (a schedule's start and a sales opening are judged by the clock): kept rather than
    // rendered again after each sale of a rush, when the server makes the page again at every write
    // (docs/decisions/0022-server-rendered-pages.md, thirteenth round).
    const minute = Math.floor(Date.now() / 60_000);
    const json = page.shown ? JSON.stringify(shown) : null;
    const kept = json === null ? undefined : renders.get(url);
    if (kept && kept.minute === minute && kept.json === json) return kept.output;

    const queryClient = createQueryClient();
    // Of no time: a kept page may be shown long after its render (the browser asks again once hydrated,
    // app/server-rendering.ts), and a page made again after a write that changed nothing else is then the same bytes,
    // which the public read cache keeps with their ETag and compressed forms (docs/decisions/0022, twelfth round).
    queryClient.setQueryData(need.queryKey, shown, { updatedAt: 0 });
    const context = await handler.query(new Request(new URL(url, origin)));
    // anything but the page's own route (a page missing from the cut tree would match nothing) is not rendered here
    if (context instanceof Response || context.statusCode !== 200) return null;
    const router = createStaticRouter(handler.dataRoutes, context);
    const html = await renderApp(
      <StrictMode>
        <AppProviders queryClient={queryClient}>
          <StaticRouterProvider router={router} context={context} hydrate={false} />
        </AppProviders>
      </StrictMode>,
    );
    const state = dehydrate(queryClient);
    // Also of no time: the moment of dehydration matters only to a query still pending (a streamed promise), which a
    // page rendered here never carries (@tanstack/query-core's hydrate).
    for (const query of state.queries) query.dehydratedAt = 0;
    const output = { status: 200, html, data: JSON.stringify(state), module: page.module } as const;
    if (json !== null) {
      renders.delete(url);
      renders.set(url, { minute, json, output });
      for (const oldest of renders.keys()) {
        if (renders.size <= MAX_RENDERS) break;
        renders.delete(oldest);
      }
    }
    return output;
  }
  return null;
}

/** The pages kept (above): the last one of each address, with the minute and data it was rendered at; oldest out. */
const renders = new Map<string, { minute: number; json: string; output: RenderOutput }>();
const MAX_RENDERS = 200;

/** React's mark of a Suspense boundary it left to the browser (a page module not loaded yet, or an error). */
const CLIENT_RENDERED = '<!--$!-->';

/**
 * The app's HTML. Once a page's module has been loaded (after its first render), the synchronous renderer writes it
 * in about a third of the time of the waiting one; the first time, or whenever a boundary was left to the browser,
 * the renderer that waits for every module is used, and an error while rendering (which would leave that part to the
 * browser) makes the page not rendered at all: the server logs why and sends the page unrendered.
 */
async function renderApp(app: ReactElement): Promise<string> {
  const quick = renderToString(app);
  if (!quick.includes(CLIENT_RENDERED)) return quick;
  const errors: unknown[] = [];
  const { prelude } = await prerenderToNodeStream(app, {
    onError: (error) => void errors.push(error),
    // Every Suspense boundary written in place: a boundary React splits out would be completed by an inline
    // script, which the CSP refuses.
    progressiveChunkSize: Number.POSITIVE_INFINITY,
  });
  const chunks: Buffer[] = [];
  for await (const chunk of prelude) chunks.push(chunk as Buffer);
  if (errors.length > 0) throw errors[0];
  return Buffer.concat(chunks).toString('utf8');
}
