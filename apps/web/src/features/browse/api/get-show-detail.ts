import type { ShowDetail } from '@moa/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call, isApiError } from '../../../lib/api-client';
import { seatsKnown } from '../../../lib/seats-unknown';

/**
 * How often a visible show page asks for its seats left again (docs/product.md#reservations-and-capacity). Unchanged,
 * the answer is a 304 from the server's memory (the client sends the ETag it kept, lib/kept-answers.ts).
 */
export const SEATS_REFRESH_MS = 5_000;

/** GET /show/detail/{showId}: the show with its schedules and their current applyPeople. */
export function getShowDetail(showId: string, signal?: AbortSignal) {
  return call('showDetail', { params: { showId }, signal });
}

export function showDetailQueryOptions(showId: string) {
  return queryOptions({
    queryKey: ['browse', 'show', showId],
    queryFn: async ({ signal, client, queryKey }) => {
      const shown = client.getQueryData<ShowDetail>(queryKey);
      if (!shown) return getShowDetail(showId, signal);
      // A refresh of a show already on screen: a failure keeps what is shown (no server-down modal, no error page
      // in place of the show) and the next refresh tries again. But a show the server's page showed without its seats
      // left (lib/seats-unknown.ts) that is gone meanwhile is said to be gone: there is nothing to wait for.
      try {
        return await call('showDetail', { params: { showId }, signal, reportServerDown: false });
      } catch (error) {
        if (signal.aborted) throw error;
        const gone = isApiError(error) && error.status === 404;
        if (gone && !shown.scheduleList.every(seatsKnown)) throw error;
        return shown;
      }
    },
  });
}

/**
 * The show of /show/{id}. While the page is visible its seats left are asked for again every SEATS_REFRESH_MS, so
 * 잔여석 and 매진 follow the sales; hidden (document.visibilityState), it is not asked for, and on coming back it is
 * asked for at once if older than that.
 */
export function useShowDetail(showId: string) {
  return useQuery({
    ...showDetailQueryOptions(showId),
    refetchInterval: SEATS_REFRESH_MS,
    staleTime: SEATS_REFRESH_MS,
    refetchOnWindowFocus: true,
  });
}
