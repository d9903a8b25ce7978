import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { isApiError, isServerDownError } from '../lib/api-client';
import { NavigationBlockProvider } from '../lib/navigation-block';
import { initSession } from '../lib/session';

/** Query defaults: no retry of 4xx answers; one retry of a down-server failure; no refetch on focus. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        refetchOnWindowFocus: false,
        retry: (failureCount, error) => isApiError(error) && isServerDownError(error) && failureCount < 1,
      },
      mutations: { retry: false },
    },
  });
}

export interface AppProvidersProps {
  children: ReactNode;
  /** A client of the caller's (tests); one is made otherwise. */
  queryClient?: QueryClient;
  /**
   * Run once the app's first render is committed (a server-rendered page: once it is hydrated). A prop rather than a
   * component beside the app, which would change the tree's shape and with it every useId of the server's HTML.
   */
  onStarted?: () => void;
}

/** Query cache, the unsaved-changes flag and, at start, the session (docs/product.md#sign-in-and-sessions). */
export function AppProviders({ children, queryClient, onStarted }: AppProvidersProps) {
  const [client] = useState(() => queryClient ?? createQueryClient());
  const started = useRef(false);
  useEffect(() => {
    void initSession();
    if (started.current) return;
    started.current = true;
    onStarted?.();
    // once, at the start: a later onStarted is not a start
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return (
    <QueryClientProvider client={client}>
      <NavigationBlockProvider>{children}</NavigationBlockProvider>
    </QueryClientProvider>
  );
}
