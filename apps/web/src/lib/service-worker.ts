/**
 * Registers the service worker (apps/web/sw/sw.ts, docs/decisions/0013-service-worker.md) once somebody is signed in:
 * the pages that load again without network (/mypage's tickets, the door screen) are behind sign-in, so a visitor
 * who only browses never downloads the app's files for later. Production builds only (the development server has no
 * sw.js); a browser without service workers, or one that refuses this one, simply works online as before.
 */
import { getSession, subscribeSession } from './session';

export const SERVICE_WORKER_URL = '/sw.js';

let registered = false;

function register(): void {
  if (registered || !getSession().user) return;
  registered = true;
  // updateViaCache 'none': every check for a new version asks the server (sw.js is also sent no-cache)
  navigator.serviceWorker
    .register(SERVICE_WORKER_URL, { scope: '/', updateViaCache: 'none' })
    .catch(() => undefined);
}

export function registerServiceWorkerWhenSignedIn(): void {
  if (!import.meta.env.PROD || typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return;
  register();
  if (registered) return;
  const stop = subscribeSession(() => {
    register();
    if (registered) stop();
  });
}
