import type { QueryClient } from '@tanstack/react-query';
import { holderListQuery } from '../features/box-office/holders/list-query';
import { studentReservationsQuery } from '../features/reservations/api/list-query';
import { getToken } from '../lib/session';

/**
 * The signed-in pages whose data src/early.ts asks for before the app's code has arrived (its PAGES with `signedIn`),
 * each with the query that answer fills.
 */
const EARLY_PAGES: {
  pattern: RegExp;
  prefetch: (queryClient: QueryClient, match: RegExpMatchArray) => Promise<void>;
}[] = [
  { pattern: /^\/mypage\/?$/, prefetch: (client) => client.prefetchQuery(studentReservationsQuery()) },
  {
    pattern: /^\/manager\/holder\/(\d+)\/?$/,
    prefetch: (client, match) => client.prefetchQuery(holderListQuery(match[1]!)),
  },
];

/**
 * Starts the query of the signed-in page being opened as the app starts, before the page's own code has arrived: it
 * takes the answer early.ts asked for, so the data is in the cache when the page first renders, which then shows it
 * at once instead of a loading state and, a task later, a second render
 * (docs/decisions/0018-signed-in-first-load.md). Signed out it does nothing, as early.ts does.
 */
export function prefetchEarlyPage(queryClient: QueryClient, pathname = window.location.pathname): void {
  if (!getToken()) return;
  for (const page of EARLY_PAGES) {
    const match = pathname.match(page.pattern);
    if (match) {
      void page.prefetch(queryClient, match);
      return;
    }
  }
}
