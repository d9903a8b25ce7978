import { useQuery, useQueryClient, type QueryKey, type UseQueryOptions } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useParams } from 'react-router';

/**
 * What every edit screen loads first: the record named by the route's id parameter and the form's starting values
 * made from it (null until it has loaded).
 */
export function useEditRecord<TData, TInitial, TKey extends QueryKey>(
  param: string,
  queryOf: (id: number) => UseQueryOptions<TData, Error, TData, TKey>,
  toInitial: (data: TData) => TInitial,
) {
  const params = useParams();
  const id = Number(params[param]);
  const queryClient = useQueryClient();
  // a malformed id is asked for all the same: the server answers 404, shown as not found
  const query = useQuery(queryOf(id));
  const { data } = query;
  const initial = useMemo(() => (data ? toInitial(data) : null), [data, toInitial]);
  return { id, query, initial, queryClient };
}
