/** The club's halls (docs/product.md#halls): the list, one hall, and its creation, edit and deletion. */
import { queryOptions, useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { HallRequest } from '@moa/contract';
import { call } from '../../../lib/api-client';
import { manageKeys } from '../../../lib/manager-keys';

export const hallsQuery = queryOptions({
  queryKey: manageKeys.halls,
  queryFn: ({ signal }) => call('halls', { signal }),
  select: (data) => data.hallList,
});

export const hallQuery = (hallId: number) =>
  queryOptions({
    queryKey: manageKeys.hall(hallId),
    queryFn: ({ signal }) => call('hall', { params: { hallId }, signal }),
  });

/** A hall drawn as text is sent as JSON. */
export const createHall = (body: HallRequest) => call('hallCreate', { body: { json: body } });

/** A hall made from a CSV of seats: the multipart form, the name in `request` and the file as `file`. */
export const createHallFromFile = (name: string, file: File) =>
  call('hallCreate', { body: { request: { name }, files: { file } } });

export const updateHall = (hallId: number, body: HallRequest) =>
  call('hallUpdate', { params: { hallId }, body });

/** After a save or a deletion: the list and the hall are read again when next shown. */
export const refreshHalls = (queryClient: QueryClient) =>
  queryClient.invalidateQueries({ queryKey: manageKeys.halls });

export function useDeleteHall() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (hallId: number) => call('hallDelete', { params: { hallId } }),
    onSettled: () => refreshHalls(queryClient),
  });
}
