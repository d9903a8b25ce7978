/**
 * The event (entertain) form's values, the spec's validation order (spec 2 §5) and the requests of
 * POST /manager/entertain/create and PUT /manager/entertain/update/{id}.
 */
import {
  ATTRACTION_CATEGORIES,
  EVENT_CATEGORIES,
  LIMITS,
  VALIDATION,
  type AttractionCategory,
  type EntertainCreateRequest,
  type EntertainEdit,
  type EntertainUpdateRequest,
} from '@moa/contract';
import { ko } from '../../../text/ko';
import { CREATE_LINKS, EDIT_LINKS, linkIssues } from '../forms/links';

const t = ko.contentForms.event;
const e = t.errors;

export type FormMode = 'create' | 'edit';

export interface EventFormValues {
  poster: File | null;
  name: string;
  introductionLetter: string;
  category: '' | AttractionCategory;
  location: string;
  startDate: string;
  endDate: string;
  timeList: string;
  manager: string;
  managerPhoneNumber: string;
  etcInfo: string;
  inUrl: string;
  kakaUrl: string;
  youUrl: string;
  noUrl: string;
  url: string;
}

export function emptyEvent(): EventFormValues {
  return {
    poster: null,
    name: '',
    introductionLetter: '',
    category: '',
    location: '',
    startDate: '',
    endDate: '',
    timeList: '',
    manager: '',
    managerPhoneNumber: '',
    etcInfo: '',
    inUrl: '',
    kakaUrl: '',
    youUrl: '',
    noUrl: '',
    url: '',
  };
}

export function fromEntertainEdit(event: EntertainEdit): EventFormValues {
  return {
    poster: null,
    name: event.name,
    introductionLetter: event.introductionLetter,
    category: event.category,
    location: event.location,
    startDate: event.startDate,
    endDate: event.endDate,
    timeList: event.timeList,
    manager: event.manager,
    managerPhoneNumber: event.managerPhoneNumber,
    etcInfo: event.etcInfo,
    inUrl: event.inUrl,
    kakaUrl: event.kakaUrl,
    youUrl: event.youUrl,
    noUrl: event.noUrl,
    url: event.url,
  };
}

/** The categories the select offers: the performance option only on edit (spec 2 §9). */
export const categoriesFor = (mode: FormMode): readonly AttractionCategory[] =>
  mode === 'create' ? EVENT_CATEGORIES : ATTRACTION_CATEGORIES;

export interface Issue {
  field: keyof EventFormValues;
  message: string;
}

const blank = (value: string) => value.trim() === '';

/**
 * In the spec's order: title (and its cap), poster (create only), place, start date, end date; then the caps of
 * intro and other info, and what the server also requires (category, date order, http(s) links).
 */
export function validateEvent(values: EventFormValues, mode: FormMode): Issue[] {
  const issues: Issue[] = [];
  const add = (field: keyof EventFormValues, message: string) => issues.push({ field, message });

  if (blank(values.name)) add('name', e.nameRequired);
  else if (values.name.trim().length > LIMITS.titleMax)
    add('name', ko.contentForms.charLimit(t.name, LIMITS.titleMax));
  if (mode === 'create' && !values.poster) add('poster', e.posterRequired);
  if (blank(values.location)) add('location', e.locationRequired);
  if (values.startDate === '') add('startDate', e.startDateRequired);
  if (values.endDate === '') add('endDate', e.endDateRequired);

  if (values.introductionLetter.trim().length > LIMITS.introMax)
    add('introductionLetter', ko.contentForms.charLimit(t.intro, LIMITS.introMax));
  if (values.etcInfo.trim().length > LIMITS.etcInfoMax)
    add('etcInfo', ko.contentForms.charLimit(t.etcInfo, LIMITS.etcInfoMax));
  if (!(categoriesFor(mode) as readonly string[]).includes(values.category))
    add('category', e.categoryRequired);
  if (values.startDate !== '' && values.endDate !== '' && values.endDate < values.startDate)
    add('endDate', VALIDATION.dateOrder);
  for (const issue of linkIssues(values, mode === 'create' ? CREATE_LINKS : EDIT_LINKS))
    add(issue.field, issue.message);
  return issues;
}

function common(values: EventFormValues) {
  return {
    name: values.name.trim(),
    introductionLetter: values.introductionLetter.trim(),
    location: values.location.trim(),
    startDate: values.startDate,
    endDate: values.endDate,
    timeList: values.timeList.trim(),
    manager: values.manager.trim(),
    managerPhoneNumber: values.managerPhoneNumber.trim(),
    etcInfo: values.etcInfo.trim(),
    inUrl: values.inUrl.trim(),
    kakaUrl: values.kakaUrl.trim(),
    youUrl: values.youUrl.trim(),
    url: values.url.trim(),
  };
}

export function toCreateRequest(values: EventFormValues): EntertainCreateRequest {
  return { ...common(values), category: values.category as EntertainCreateRequest['category'] };
}

export function toUpdateRequest(values: EventFormValues): EntertainUpdateRequest {
  return { ...common(values), category: values.category as AttractionCategory, noUrl: values.noUrl.trim() };
}

const FIELDS = new Set<string>(Object.keys(emptyEvent()));

/** A server field path as the form's field name (the names are the same). */
export const formFieldOf = (path: string): keyof EventFormValues | null =>
  FIELDS.has(path) ? (path as keyof EventFormValues) : null;
