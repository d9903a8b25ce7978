import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from './api-client';

/**
 * GET /api/config: the server's run-time settings for the browser — the launch date of "/" (null when unset), the
 * messenger key and the payment-app link (null when not configured). One query shared by every feature that reads
 * them; the settings change only with a server restart, so one fetch serves a while.
 */
export function appConfigQueryOptions() {
  return queryOptions({
    queryKey: ['appConfig'],
    queryFn: ({ signal }) => call('appConfig', { signal }),
    staleTime: 5 * 60_000,
  });
}

export function useAppConfig() {
  return useQuery(appConfigQueryOptions());
}
