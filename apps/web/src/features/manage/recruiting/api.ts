import { queryOptions } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { toCreateRequest, toUpdateRequest, type RecruitingFormValues } from './model';

/** GET /manager/recruiting/update/{recruitingId}: the post for editing, with its poster. */
export const recruitingEditQuery = (recruitingId: number) =>
  queryOptions({
    queryKey: ['manage', 'recruiting-edit', recruitingId],
    queryFn: ({ signal }) => call('recruitingEdit', { params: { recruitingId }, signal }),
    staleTime: 0,
    gcTime: 0,
  });

/** POST /manager/recruiting/create: request JSON plus an optional `poster` file part. */
export function createRecruiting(values: RecruitingFormValues) {
  return call('recruitingCreate', {
    body: { request: toCreateRequest(values), files: { poster: values.poster } },
  });
}

/** PUT /manager/recruiting/update/{recruitingId}: request JSON (with noUrl) plus an optional new `poster`. */
export function updateRecruiting(recruitingId: number, values: RecruitingFormValues) {
  return call('recruitingUpdate', {
    params: { recruitingId },
    body: { request: toUpdateRequest(values), files: { poster: values.poster } },
  });
}
