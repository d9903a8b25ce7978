import { StrictMode } from 'react';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { AppProviders, createQueryClient } from './providers';
import { createAppRouter } from './router';
import { takeServerRendering } from './server-rendering';

/**
 * Starts the app in `container`: a public page the server rendered (docs/decisions/0022-server-rendered-pages.md) is
 * hydrated from the data it was rendered from, so the first render matches the server's HTML; any other page is
 * rendered here. Returns what stops it (tests: a page left mounted would go on refreshing after its document is gone).
 */
export function mountApp(container: HTMLElement): () => void {
  const router = createAppRouter();
  const queryClient = createQueryClient();
  const app = (
    <StrictMode>
      <AppProviders queryClient={queryClient}>
        <RouterProvider router={router} />
      </AppProviders>
    </StrictMode>
  );
  const rendered = takeServerRendering(container, queryClient);
  let root: Root;
  if (rendered) {
    root = hydrateRoot(container, app);
    rendered.refresh();
  } else {
    root = createRoot(container);
    root.render(app);
  }
  return () => {
    root.unmount();
    queryClient.clear();
  };
}
