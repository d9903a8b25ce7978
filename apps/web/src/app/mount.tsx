import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { AppProviders, createQueryClient } from './providers';
import { createAppRouter } from './router';
import { prefetchEarlyPage } from './early-pages';
import { takeServerRendering } from './server-rendering';

/** The longest a signed-in page's first render waits for its code and its user (a slow chunk never holds it long). */
export const EARLY_RENDER_WAIT_MS = 2000;

/**
 * Starts the app in `container`: a public page the server rendered (docs/decisions/0022-server-rendered-pages.md) is
 * hydrated from the data it was rendered from, so the first render matches the server's HTML; any other page is
 * rendered here. Returns what stops it (tests: a page left mounted would go on refreshing after its document is gone).
 */
export function mountApp(container: HTMLElement): () => void {
  const router = createAppRouter();
  const queryClient = createQueryClient();
  const rendered = takeServerRendering(container, queryClient);
  const early = rendered ? undefined : prefetchEarlyPage(queryClient);
  const app = (
    <StrictMode>
      <AppProviders queryClient={queryClient} onStarted={rendered?.refresh}>
        <RouterProvider router={router} />
      </AppProviders>
    </StrictMode>
  );
  let root: Root;
  let stopped = false;
  if (rendered) {
    // Hydrated as a transition, React yields to the browser between parts of the page instead of holding the main
    // thread for the whole of it (on a slow phone, several hundred milliseconds in one task); and the page's data is
    // asked for again only once it is hydrated (onStarted), so its answer does not force the rest of the hydration
    // into one synchronous task (docs/decisions/0022-server-rendered-pages.md).
    const made: { root?: Root } = {};
    startTransition(() => {
      made.root = hydrateRoot(container, app);
    });
    root = made.root!;
  } else if (early) {
    // A signed-in page early.ts asked for is first rendered once its code and who is signed in are in (for
    // EARLY_RENDER_WAIT_MS at most): one render of the page, not the route guard's skeleton, the route's skeleton and
    // then the page held back by React's 300 ms after a fallback (docs/decisions/0018-signed-in-first-load.md).
    root = createRoot(container);
    const waited = new Promise((resolve) => setTimeout(resolve, EARLY_RENDER_WAIT_MS));
    void Promise.race([early, waited]).then(() => {
      if (!stopped) root.render(app);
    });
  } else {
    root = createRoot(container);
    root.render(app);
  }
  return () => {
    stopped = true;
    root.unmount();
    queryClient.clear();
  };
}
