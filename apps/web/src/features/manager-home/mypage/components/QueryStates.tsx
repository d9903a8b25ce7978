import type { ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { EmptyState } from '../../../../components/EmptyState';
import { LoadError } from '../../../../components/LoadError';
import type { ErrorTexts } from '../../../../lib/api-errors';
import { ko } from '../../../../text/ko';
import { manageKo } from '../../../../text/ko-manage';

const errors = manageKo.managerArea.errors;

/**
 * How a manager list or panel words its load failure (docs/product.md#error-messages): 403 and 404 have shared words,
 * anything else the list's own.
 */
export function managerLoadTexts(failed: string): ErrorTexts {
  return { forbidden: errors.forbidden, notFound: errors.notFound, failed, refused: failed };
}

export interface QueryStatesProps<T> {
  query: UseQueryResult<T[]>;
  /** The list's own failure message (403 and 404 have shared ones: managerLoadTexts). */
  failed: string;
  empty: string;
  emptyHint?: ReactNode;
  emptyAction?: ReactNode;
  skeleton: ReactNode;
  children: (items: T[]) => ReactNode;
}

/**
 * The four states of every manager list: loading, the failure as the error table says (a retry unless the list is
 * forbidden or missing), empty, list.
 */
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
      <LoadError
        error={query.error}
        texts={managerLoadTexts(failed)}
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
