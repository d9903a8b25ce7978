import { queryOptions } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import type { RecruitingCreateBody, RecruitingUpdateBody } from './schema';

/** GET /manager/recruiting/update/{recruitingId}: the post for editing, with its poster. */
export const recruitingEditQuery = (recruitingId: number) =>
  queryOptions({
    queryKey: ['manage', 'recruiting-edit', recruitingId],
    queryFn: ({ signal }) => call('recruitingEdit', { params: { recruitingId }, signal }),
    staleTime: 0,
    gcTime: 0,
  });

/** POST /manager/recruiting/create: request JSON plus an optional `poster` file part. */
export function createRecruiting(body: RecruitingCreateBody) {
  return call('recruitingCreate', { body });
}

/** PUT /manager/recruiting/update/{recruitingId}: request JSON (with noUrl) plus an optional new `poster`. */
export function updateRecruiting(recruitingId: number, body: RecruitingUpdateBody) {
  return call('recruitingUpdate', { params: { recruitingId }, body });
}
