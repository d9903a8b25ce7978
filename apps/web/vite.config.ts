import type { IncomingMessage } from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type ProxyOptions } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { asciiOnlyChunks } from './build/ascii-only.ts';
import { contractDirect } from './build/contract-direct.ts';
import { contractPlainModules } from './build/contract-plain.ts';
import { earlyEntry } from './build/early-entry.ts';
import { endpointRoutesDefine } from './build/endpoint-routes.ts';
import { fontDisplayOptional } from './build/font-display.ts';
import { precompress } from './build/precompress.ts';
import { serverRouterLink } from './build/server-router-link.ts';
// A relative import: the config loader bundles it (the package's TypeScript source cannot be imported by Node 20).
import { endpointTable } from '../../packages/contract/src/endpoints.ts';

const CONTRACT_SOURCE = fileURLToPath(new URL('../../packages/contract/src/', import.meta.url));
/**
 * The contract's modules without zod (limits, messages, formats, labels, seat choice, …; build/contract-plain.ts):
 * the first load may use them, and the entry does. Their words are a little that few pages use, but a chunk of their
 * own would cost every page a request more (docs/decisions/0018-signed-in-first-load.md).
 */
const PLAIN = contractPlainModules(CONTRACT_SOURCE);
const isContractPlain = (id: string) =>
  /packages[\\/]contract[\\/]src[\\/][^\\/]+\.ts$/.test(id) && PLAIN.has(path.basename(id));
/** zod and the contract's modules that use it. */
const CONTRACT_SCHEMAS = /node_modules[\\/]zod[\\/]|packages[\\/]contract[\\/]src[\\/]/;

/**
 * What the app's entry imports and rolldown would otherwise split off into chunks of their own, because lazy routes
 * import them too: React, TanStack Query, the API client and its error table (the contract's plain modules join them
 * by their own test). Every page loads them with the entry, so one chunk saves each page's first load four requests
 * (docs/decisions/0024-rush-day.md, fourth round). A group takes every module its test names, also those only lazy
 * routes use (two small TanStack Query helpers today): a large one used by a few routes belongs outside it.
 */
const ENTRY_PARTS =
  /node_modules[\\/](react|react-dom|scheduler|@tanstack[\\/](query-core|react-query))[\\/]|apps[\\/]web[\\/]src[\\/]lib[\\/](api-client|api-errors)\.ts$/;

/** Modules used by most pages, each a few hundred bytes: grouped (see the group below). */
const COMMON_PARTS =
  /apps[\\/]web[\\/]src[\\/](text[\\/]number\.ts|lib[\\/](format|focus)\.ts|components[\\/](LoadError|Row|EmptyState)\.tsx)$/;

const API_TARGET = process.env.VITE_DEV_API_TARGET ?? 'http://localhost:8080';

/** Prefixes that are never a page of the web app: always proxied (the dev sign-in provider is navigated to). */
const ALWAYS_PROXIED = ['/api', '/files', '/dev-idp'];

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** '/show/detail/:showId' → '^/show/detail/[^/?#]+(?:[?#].*)?$' (Vite reads keys starting with ^ as regular expressions). */
function pathPattern(path: string): string {
  const body = path
    .split('/')
    .map((segment) => (segment.startsWith(':') ? '[^/?#]+' : escapeRegExp(segment)))
    .join('/');
  return `^${body}(?:[?#].*)?$`;
}

/** Some API paths are also pages (/main); a browser navigation asks for text/html and gets the app instead. */
function pageNavigation(req: IncomingMessage): string | undefined {
  const accept = req.headers.accept ?? '';
  return accept.includes('text/html') ? req.url : undefined;
}

function buildProxy(): Record<string, ProxyOptions> {
  const proxy: Record<string, ProxyOptions> = {};
  for (const prefix of ALWAYS_PROXIED) {
    proxy[`^${escapeRegExp(prefix)}(?:[/?#].*)?$`] = { target: API_TARGET, changeOrigin: false };
  }
  for (const endpoint of Object.values(endpointTable)) {
    if (ALWAYS_PROXIED.some((prefix) => endpoint.path.startsWith(`${prefix}/`))) continue;
    proxy[pathPattern(endpoint.path)] = { target: API_TARGET, changeOrigin: false, bypass: pageNavigation };
  }
  return proxy;
}

/**
 * `vite build --ssr src/entry-server.tsx` (npm run build) writes the server's renderer of the public pages to
 * dist-ssr/ (docs/decisions/0022-server-rendered-pages.md): the same code and CSS module class names as the browser's
 * build, without the browser build's extras (early entry, service worker, precompressed copies).
 */
const SSR_OUT = 'dist-ssr';

export default defineConfig(({ isSsrBuild }) => ({
  root: fileURLToPath(new URL('.', import.meta.url)),
  plugins: isSsrBuild
    ? [
        react(),
        serverRouterLink(fileURLToPath(new URL('src', import.meta.url))),
        contractDirect(fileURLToPath(new URL('src', import.meta.url)), CONTRACT_SOURCE),
        asciiOnlyChunks(),
      ]
    : browserPlugins(),
  // The renderer carries its libraries, built for production whatever NODE_ENV the server runs under (React's
  // development build renders several times slower), and needs nothing of apps/web/node_modules at run time.
  ssr: isSsrBuild ? { noExternal: true } : undefined,
  define: {
    ...endpointRoutesDefine(endpointTable),
    ...(isSsrBuild ? { 'process.env.NODE_ENV': JSON.stringify('production') } : {}),
  },
  build: isSsrBuild
    ? {
        outDir: SSR_OUT,
        emptyOutDir: true,
        sourcemap: false,
        manifest: false,
        // one file: the server loads a new build's renderer beside the old one (a query in its address), which
        // chunks importing "../entry-server.js" would mix up
        rolldownOptions: { output: { inlineDynamicImports: true } },
      }
    : {
        outDir: 'dist',
        emptyOutDir: true,
        sourcemap: true,
        // the server reads which CSS and JavaScript a rendered page's route needs (plugins/pages.ts)
        manifest: true,
        rolldownOptions: {
          output: {
            codeSplitting: {
              groups: [
                // zod and the contract's schemas: only forms load them (and development's answer checks);
                // docs/decisions/0007-first-load.md
                {
                  name: 'contract-schemas',
                  test: CONTRACT_SCHEMAS,
                },
                // the entry's libraries, the API client and the contract's constants, messages and plain checks (no
                // zod), which every page loads with the entry: one file (ENTRY_PARTS)
                {
                  name: 'app',
                  test: (id: string) => ENTRY_PARTS.test(id) || isContractPlain(id),
                  priority: 1,
                },
                // the small parts most pages use (numbers, dates, focus after an action, a failed or empty list, a
                // row): one file instead of six, so a page's first load waits for fewer requests (decision 0018)
                { name: 'common', test: COMMON_PARTS, includeDependenciesRecursively: false },
              ],
            },
          },
        },
      },
  server: {
    port: 5173,
    proxy: buildProxy(),
  },
  preview: {
    port: 4173,
  },
}));

function browserPlugins() {
  return [
    react(),
    fontDisplayOptional(),
    earlyEntry(),
    // sw/sw.ts built to sw.js with the list of the app's files (docs/decisions/0013-service-worker.md); registered by
    // src/lib/service-worker.ts, so nothing is injected into index.html and there is no web manifest
    VitePWA({
      strategies: 'injectManifest',
      srcDir: 'sw',
      filename: 'sw.ts',
      injectRegister: false,
      manifest: false,
      injectManifest: {
        // the app's code and the QR reader; fonts are kept as they load, source maps and .br/.gz never
        globPatterns: ['**/*.{js,css,html,svg,wasm}'],
        // every file under assets/ has its content hash in its name
        dontCacheBustURLsMatching: /^assets\//,
        maximumFileSizeToCacheInBytes: 2 * 1024 * 1024,
      },
    }),
    // after the worker is written (closeBundle), so sw.js is precompressed too
    precompress(),
  ];
}
