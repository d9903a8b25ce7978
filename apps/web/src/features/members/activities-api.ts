/**
 * The activity records (docs/product.md#activity-records), each call by its contract name: a term's activities, a
 * report's save, a 기타 활동's creation and deletion, and a report's photos (sent and fetched with the session's token:
 * they are private to the club's managers).
 */
import { queryOptions } from '@tanstack/react-query';
import type { ActivityCreateRequest, ActivityKind, ActivityReportRequest } from '@moa/contract';
import { call, download } from '../../lib/api-client';
import { manageKeys } from '../../lib/manager-keys';

export const activityKeys = {
  all: [...manageKeys.all, 'activities'] as const,
  term: (termId: number) => [...manageKeys.all, 'activities', 'term', termId] as const,
  photo: (photoId: number) => [...manageKeys.all, 'activities', 'photo', photoId] as const,
};

export function termActivitiesQuery(termId: number) {
  return queryOptions({
    queryKey: activityKeys.term(termId),
    queryFn: ({ signal }) => call('termActivities', { params: { termId }, signal }),
  });
}

export interface ActivityRef {
  termId: number;
  kind: ActivityKind;
  refId: number;
}

/** A photo's bytes (a photo never changes: kept for as long as the page lives). */
export function activityPhotoQuery(ref: ActivityRef, photoId: number) {
  return queryOptions({
    queryKey: activityKeys.photo(photoId),
    queryFn: async ({ signal }) =>
      (await download('activityPhoto', { params: { ...ref, photoId }, signal })).blob,
    staleTime: Infinity,
    gcTime: 10 * 60_000,
  });
}

export const saveActivityReport = (ref: ActivityRef, body: ActivityReportRequest) =>
  call('activityReportSave', { params: ref, body });
export const createActivity = (termId: number, body: ActivityCreateRequest) =>
  call('activityCreate', { params: { termId }, body });
export const deleteActivity = (ref: ActivityRef) => call('activityDelete', { params: ref });
export const addActivityPhoto = (ref: ActivityRef, photo: File) =>
  call('activityPhotoAdd', { params: ref, body: { request: undefined, files: { photo } } });
export const deleteActivityPhoto = (ref: ActivityRef, photoId: number) =>
  call('activityPhotoDelete', { params: { ...ref, photoId } });
