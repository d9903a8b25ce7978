/**
 * The service worker (docs/decisions/0013-service-worker.md): after one visit with network, /mypage (its tickets) and
 * the door screen load again without it.
 *
 * - The app's code (JS, CSS, index.html, the favicon and the QR reader's WebAssembly) is precached: the build lists
 *   every file with its hash (vite-plugin-pwa's injectManifest); a new build is a new sw.js, installed at once, and
 *   its activation drops what the old list had that the new one has not.
 * - A page load (navigation) goes to the network first, as without a worker; only when the network fails, has not
 *   answered in NETWORK_WAIT_MS or the server cannot answer, the precached index.html answers, and the app reads what
 *   it kept on the device.
 * - Fonts are kept once loaded (the page falls back to system fonts without them, font-display: optional).
 * - Nothing else is touched: calls to the API, uploaded files, the sign-in provider and other origins go to the
 *   network as if there were no worker, and nothing they answer is stored.
 */
import { clientsClaim } from 'workbox-core';
import { ExpirationPlugin } from 'workbox-expiration';
import {
  cleanupOutdatedCaches,
  matchPrecache,
  precacheAndRoute,
  type PrecacheEntry,
} from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { CacheFirst } from 'workbox-strategies';

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: (string | PrecacheEntry)[] };

/** The page every route of the app is (the server's history fallback sends it for each). */
const SHELL = '/index.html';
/** How long a page load waits for the network before the kept page answers (a basement's weak signal). */
const NETWORK_WAIT_MS = 4_000;
/** Navigations that are never a page of the app (as apps/server/src/plugins/web.ts). */
const NOT_PAGES = [
  /^\/api(?:\/|$)/,
  /^\/files\//,
  /^\/dev-idp(?:\/|$)/,
  /^\/assets\//,
  // The probes and metrics: a 503 from /readyz is the answer, not a reason to show the kept app.
  /^\/(?:healthz|readyz|metrics)(?:\?|$)/,
];

self.skipWaiting();
clientsClaim();

/**
 * Network first; the kept index.html when the network fails, is too slow, or the server cannot answer (5xx: down,
 * restarting, a proxy without it); the network's answer when nothing is kept.
 */
async function page({ request }: { request: Request }): Promise<Response> {
  const network = fetch(request);
  network.catch(() => undefined);
  let timer: ReturnType<typeof setTimeout> | undefined;
  const slow = new Promise<null>((resolve) => {
    timer = setTimeout(() => resolve(null), NETWORK_WAIT_MS);
  });
  try {
    const answer = await Promise.race([network, slow]);
    if (answer && answer.status < 500) return answer;
  } catch {
    // no network: the kept page below
  } finally {
    clearTimeout(timer);
  }
  return (await matchPrecache(SHELL)) ?? network;
}

// Before the precache's own route, which would answer "/" from the cache without asking the network.
registerRoute(new NavigationRoute(page, { denylist: NOT_PAGES }));

precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();

registerRoute(
  ({ request, url }) => request.destination === 'font' && url.origin === self.location.origin,
  new CacheFirst({
    cacheName: 'moa-fonts',
    plugins: [new ExpirationPlugin({ maxEntries: 120, purgeOnQuotaError: true })],
  }),
);
