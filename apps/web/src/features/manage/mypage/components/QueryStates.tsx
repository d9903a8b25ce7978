import type { ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { EmptyState } from '../../../../components/EmptyState';
import { ErrorState } from '../../../../components/ErrorState';
import { ko } from '../../../../text/ko';
import { listErrorMessage } from '../errors';

export interface QueryStatesProps<T> {
  query: UseQueryResult<T[]>;
  /** The list's own failure message (403 and 404 have shared ones). */
  failed: string;
  empty: string;
  emptyHint?: ReactNode;
  emptyAction?: ReactNode;
  skeleton: ReactNode;
  children: (items: T[]) => ReactNode;
}

/** The four states of every manager list (2-manager.md §2, §4): loading, error with retry, empty, list. */
export function QueryStates<T>({
  query,
  failed,
  empty,
  emptyHint,
  emptyAction,
  skeleton,
  children,
}: QueryStatesProps<T>) {
  if (query.isPending) {
    return (
      <div role="status" aria-live="polite">
        <span className="visually-hidden">{ko.common.loading}</span>
        {skeleton}
      </div>
    );
  }
  if (query.isError) {
    return (
      <ErrorState
        message={listErrorMessage(query.error, failed)}
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
      />
    );
  }
  if (query.data.length === 0) {
    return <EmptyState title={empty} description={emptyHint} action={emptyAction} />;
  }
  return <>{children(query.data)}</>;
}
