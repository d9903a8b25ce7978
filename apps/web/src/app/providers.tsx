import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useEffect, useState, type ReactNode } from 'react';
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
}

/** Query cache, the unsaved-changes flag and, at start, the session (docs/product.md#sign-in-and-sessions). */
export function AppProviders({ children, queryClient }: AppProvidersProps) {
  const [client] = useState(() => queryClient ?? createQueryClient());
  useEffect(() => {
    void initSession();
  }, []);
  return (
    <QueryClientProvider client={client}>
      <NavigationBlockProvider>{children}</NavigationBlockProvider>
    </QueryClientProvider>
  );
}
