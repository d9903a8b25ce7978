import type { QueryClient } from '@tanstack/react-query';
import { holderListQuery } from '../features/box-office/holders/list-query';
import { studentReservationsQuery } from '../features/reservations/api/list-query';
import { initSession } from '../lib/session';
import { EARLY_ROUTE_PAGES } from './router';

/** By early.ts's PAGES name, the query that a signed-in page's early answer fills. */
const EARLY_QUERIES: Record<string, (queryClient: QueryClient, params: string[]) => Promise<void>> = {
  mypage: (client) => client.prefetchQuery(studentReservationsQuery()),
  holders: (client, [scheduleId = '']) => client.prefetchQuery(holderListQuery(scheduleId)),
};

/**
 * Starts, as the app starts, what the signed-in page early.ts asked for needs: its query, which takes that early
 * answer, so the data is in the cache when the page first renders and it shows it at once instead of a loading state
 * and, a task later, a second render; its code; and who is signed in. Answers a promise that settles once the code and
 * the user are in (mountApp renders then), or undefined when early.ts asked for no page (another page, no token)
 * (docs/decisions/0018-signed-in-first-load.md).
 */
export function prefetchEarlyPage(queryClient: QueryClient): Promise<void> | undefined {
  const page = window.__moaEarlyPage;
  if (!page) return undefined;
  delete window.__moaEarlyPage;
  void EARLY_QUERIES[page.name]?.(queryClient, page.params);
  return Promise.all([EARLY_ROUTE_PAGES[page.name]?.preload(), initSession()]).then(
    () => undefined,
    () => undefined,
  );
}
