/**
 * The event form's schema: the form's values as the request of POST /manager/entertain/create or
 * PUT /manager/entertain/update/{id}, checked by the contract's request schema (its rules and messages), plus the
 * poster file (required on creation).
 */
import { ENTERTAIN_MESSAGES, entertainCreateRequest, entertainUpdateRequest } from '@moa/contract';
import { z } from 'zod';
import type { LinkName } from '../forms/links';
import { CREATE_LINKS, EDIT_LINKS } from '../forms/links';
import type { EntertainFormValues, FormMode } from './model';

const poster = z.custom<File>((value) => value instanceof File, { error: ENTERTAIN_MESSAGES.posterRequired });
const optionalPoster = z.custom<File>((value) => value instanceof File).nullable();

/** The values as they are: the contract trims them and leaves out what its request does not name (noUrl on create). */
const draft = (input: unknown) => input as EntertainFormValues;

/** POST /manager/entertain/create: the checked request and the poster. */
export const entertainCreateForm = z
  .preprocess(draft, z.intersection(z.object({ poster }), entertainCreateRequest))
  .transform(({ poster: file, ...request }) => ({ request, files: { poster: file } }));

/** PUT /manager/entertain/update/{id}: the checked request and a new poster, if one was picked. */
export const entertainUpdateForm = z
  .preprocess(draft, z.intersection(z.object({ poster: optionalPoster }), entertainUpdateRequest))
  .transform(({ poster: file, ...request }) => ({ request, files: { poster: file } }));

export type EntertainCreateBody = z.output<typeof entertainCreateForm>;
export type EntertainUpdateBody = z.output<typeof entertainUpdateForm>;

/**
 * The event form's check order: title, poster, place, start date, end date; then intro and other info, category,
 * the period's order (an end date before the start is told after the category), and the links.
 */
export function entertainFieldOrder(mode: FormMode) {
  const links: readonly LinkName[] = mode === 'create' ? CREATE_LINKS : EDIT_LINKS;
  return (values: EntertainFormValues): string[] => [
    'name',
    'poster',
    'location',
    'startDate',
    ...(values.endDate === '' ? ['endDate'] : []),
    'introductionLetter',
    'etcInfo',
    'category',
    'endDate',
    ...links,
  ];
}

const FIELDS = new Set<string>([
  'poster',
  'name',
  'introductionLetter',
  'category',
  'location',
  'startDate',
  'endDate',
  'timeList',
  'manager',
  'managerPhoneNumber',
  'etcInfo',
  'inUrl',
  'kakaUrl',
  'youUrl',
  'noUrl',
  'url',
]);

/** A request path as the form's field (the names are the same). */
export const entertainFieldOf = (path: string): string | null => (FIELDS.has(path) ? path : null);

/** The event form's schemas, check order and field mapping in a mode. */
export const entertainFormOptions = (mode: FormMode) => ({
  create: entertainCreateForm,
  update: entertainUpdateForm,
  fieldOrder: entertainFieldOrder(mode),
  fieldOf: entertainFieldOf,
  idPrefix: 'entertain',
});
