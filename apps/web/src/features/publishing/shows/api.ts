import { queryOptions } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import type { ShowCreateBody, ShowUpdateBody } from './schema';

/** GET /manager/show/update/{id}: the show for editing, with its schedules and sold seats. */
export const showEditQuery = (id: number) =>
  queryOptions({
    queryKey: ['manage', 'show-edit', id],
    queryFn: ({ signal }) => call('showEdit', { params: { id }, signal }),
    staleTime: 0,
    gcTime: 0,
  });

/** POST /manager/show/create: request JSON plus the `poster` and `qr` file parts. */
export function createShow(body: ShowCreateBody) {
  return call('showCreate', { body });
}

/** PUT /manager/show/update/{id}: request JSON plus an optional new `poster`; the QR is never sent. */
export function updateShow(id: number, body: ShowUpdateBody) {
  return call('showUpdate', { params: { id }, body });
}
