import { queryOptions } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import type { EntertainCreateBody, EntertainUpdateBody } from './schema';

/** GET /manager/entertain/update/{id}: the event for editing, with its poster. */
export const entertainEditQuery = (id: number) =>
  queryOptions({
    queryKey: ['manage', 'entertain-edit', id],
    queryFn: ({ signal }) => call('entertainEdit', { params: { id }, signal }),
    staleTime: 0,
    gcTime: 0,
  });

/** POST /manager/entertain/create: request JSON plus the required `poster` file part. */
export function createEntertain(body: EntertainCreateBody) {
  return call('entertainCreate', { body });
}

/** PUT /manager/entertain/update/{id}: request JSON (with noUrl) plus an optional new `poster`. */
export function updateEntertain(id: number, body: EntertainUpdateBody) {
  return call('entertainUpdate', { params: { id }, body });
}
