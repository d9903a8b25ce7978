/**
 * The recruiting form's schema: the form's values as the request of POST /manager/recruiting/create or
 * PUT /manager/recruiting/update/{recruitingId}, checked by the contract's request schema (its rules and messages),
 * plus the optional poster file.
 */
import { recruitingCreateRequest, recruitingUpdateRequest } from '@moa/contract';
import { z } from 'zod';
import type { RecruitingField, RecruitingFormValues } from './model';

const poster = z.custom<File>((value) => value instanceof File).nullable();

/** The values as they are: the contract trims them and leaves out what its request does not name (noUrl on create). */
const draft = (input: unknown) => input as RecruitingFormValues;

/** POST /manager/recruiting/create: the checked request and the poster, if one was picked. */
export const recruitingCreateForm = z
  .preprocess(draft, z.intersection(z.object({ poster }), recruitingCreateRequest))
  .transform(({ poster: file, ...request }) => ({ request, files: { poster: file } }));

/** PUT /manager/recruiting/update/{recruitingId}: the checked request and a new poster, if one was picked. */
export const recruitingUpdateForm = z
  .preprocess(draft, z.intersection(z.object({ poster }), recruitingUpdateRequest))
  .transform(({ poster: file, ...request }) => ({ request, files: { poster: file } }));

export type RecruitingCreateBody = z.output<typeof recruitingCreateForm>;
export type RecruitingUpdateBody = z.output<typeof recruitingUpdateForm>;

/** The fields in page order: every problem is highlighted, the first in this order gets the focus. */
export const RECRUITING_FIELD_ORDER: readonly RecruitingField[] = [
  'poster',
  'name',
  'category',
  'startDate',
  'endDate',
  'mandatorySemesters',
  'meetingTime',
  'content',
  'eligibility',
  'notice',
  'manager',
  'managerPhoneNumber',
  'applicationUrl',
  'inUrl',
  'kakaUrl',
  'youUrl',
  'noUrl',
  'url',
  'introductionLetter',
];

const FIELDS = new Set<string>(RECRUITING_FIELD_ORDER);

/** A request path as the form's field (the names are the same). */
export const recruitingFieldOf = (path: string): string | null => (FIELDS.has(path) ? path : null);
