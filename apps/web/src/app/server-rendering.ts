import { hydrate, type DehydratedState, type QueryClient } from '@tanstack/react-query';
import { PAGE_DATA_ID } from '@moa/contract';

/**
 * Takes a server-rendered page's data (docs/decisions/0022-server-rendered-pages.md) into the query cache, so the
 * first render in the browser shows exactly what the server rendered and hydration matches. null: the page was not
 * rendered on the server (or its data is unreadable), and is rendered in the browser as before.
 *
 * `refresh` asks for the data again once the page is hydrated: the page may have been rendered a while ago (it is
 * kept until the next write), and what changes by the second (seats left) must be the server's of now.
 */
export function takeServerRendering(
  container: HTMLElement,
  queryClient: QueryClient,
): { refresh: () => void } | null {
  const script = document.getElementById(PAGE_DATA_ID);
  if (!script || !container.firstElementChild) return null;
  let state: DehydratedState;
  try {
    state = JSON.parse(script.textContent ?? '') as DehydratedState;
  } catch {
    container.replaceChildren();
    return null;
  }
  script.remove();
  hydrate(queryClient, state);
  return {
    refresh: () => {
      for (const query of state.queries)
        void queryClient.invalidateQueries({ queryKey: query.queryKey, exact: true });
    },
  };
}
