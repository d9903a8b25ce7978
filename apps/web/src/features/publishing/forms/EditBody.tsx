/** The body of an edit screen: a skeleton while the record loads, the load error, then the form. */
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { FormSkeleton } from '../../../components/form/FormSkeleton';
import { LoadError, type LoadErrorProps } from '../../../components/LoadError';

export interface EditBodyProps extends Pick<LoadErrorProps, 'texts' | 'back' | 'message'> {
  query: UseQueryResult<unknown>;
  /** The form, once the record is in. */
  children: ReactNode;
}

export function EditBody({ query, texts, back, message, children }: EditBodyProps) {
  if (query.isPending) return <FormSkeleton sections={4} />;
  if (query.isError)
    return (
      <LoadError
        error={query.error}
        texts={texts}
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
        back={back}
        message={message}
      />
    );
  return children;
}
