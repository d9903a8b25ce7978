/**
 * The recruiting form's values, its checks (spec 2 §5: every required field non-empty after trimming; plus the
 * caps and formats the server also enforces) and the requests of POST /manager/recruiting/create and
 * PUT /manager/recruiting/update/{recruitingId}.
 */
import {
  isHttpUrl,
  LIMITS,
  RECRUITING_CATEGORIES,
  VALIDATION,
  type RecruitingCategory,
  type RecruitingCreateRequest,
  type RecruitingEdit,
  type RecruitingUpdateRequest,
} from '@moa/contract';
import { ko } from '../../../text/ko';
import { CREATE_LINKS, EDIT_LINKS, linkIssues } from '../forms/links';

const t = ko.contentForms.recruiting;
const e = t.errors;

export type FormMode = 'create' | 'edit';

export interface RecruitingFormValues {
  poster: File | null;
  name: string;
  category: '' | RecruitingCategory;
  startDate: string;
  endDate: string;
  mandatorySemesters: string;
  meetingTime: string;
  content: string;
  eligibility: string;
  notice: string;
  manager: string;
  managerPhoneNumber: string;
  applicationUrl: string;
  inUrl: string;
  kakaUrl: string;
  youUrl: string;
  noUrl: string;
  url: string;
  introductionLetter: string;
}

export type RecruitingField = keyof RecruitingFormValues;

export function emptyRecruiting(): RecruitingFormValues {
  return {
    poster: null,
    name: '',
    category: '',
    startDate: '',
    endDate: '',
    mandatorySemesters: '',
    meetingTime: '',
    content: '',
    eligibility: '',
    notice: '',
    manager: '',
    managerPhoneNumber: '',
    applicationUrl: '',
    inUrl: '',
    kakaUrl: '',
    youUrl: '',
    noUrl: '',
    url: '',
    introductionLetter: '',
  };
}

export function fromRecruitingEdit(post: RecruitingEdit): RecruitingFormValues {
  return {
    poster: null,
    name: post.name,
    category: post.category,
    startDate: post.startDate,
    endDate: post.endDate,
    mandatorySemesters: post.mandatorySemesters,
    meetingTime: post.meetingTime,
    content: post.content,
    eligibility: post.eligibility,
    notice: post.notice,
    manager: post.manager,
    managerPhoneNumber: post.managerPhoneNumber,
    applicationUrl: post.applicationUrl,
    inUrl: post.inUrl,
    kakaUrl: post.kakaUrl,
    youUrl: post.youUrl,
    noUrl: post.noUrl,
    url: post.url,
    introductionLetter: post.introductionLetter,
  };
}

/** The semesters the create form offers (the edit form takes free text). */
export const SEMESTER_CHOICES = [t.semestersNone, ...[1, 2, 3, 4].map((n) => t.semesterOption(n))];

/** Required fields (non-empty after trimming), in the order they appear on the page, with their message. */
const REQUIRED: [RecruitingField, string][] = [
  ['name', e.nameRequired],
  ['category', e.categoryRequired],
  ['startDate', e.startDateRequired],
  ['endDate', e.endDateRequired],
  ['mandatorySemesters', e.semestersRequired],
  ['meetingTime', e.meetingTimeRequired],
  ['content', e.contentRequired],
  ['eligibility', e.eligibilityRequired],
  ['notice', e.noticeRequired],
  ['manager', e.managerRequired],
  ['managerPhoneNumber', e.managerPhoneRequired],
  ['applicationUrl', e.applicationUrlRequired],
  ['introductionLetter', e.introRequired],
];

/** Caps of the text fields: the spec's hint maximums and the contract's bounds. */
export const CAPS: Partial<Record<RecruitingField, number>> = {
  name: LIMITS.titleMax,
  mandatorySemesters: LIMITS.nameMax,
  meetingTime: LIMITS.shortTextMax,
  content: LIMITS.recruitingContentMax,
  eligibility: LIMITS.recruitingEligibilityMax,
  notice: LIMITS.recruitingNoticeMax,
  manager: LIMITS.nameMax,
  managerPhoneNumber: LIMITS.shortTextMax,
  introductionLetter: LIMITS.recruitingIntroMax,
};

const LABELS: Partial<Record<RecruitingField, string>> = {
  name: t.name,
  mandatorySemesters: t.semesters,
  meetingTime: t.meetingTime,
  content: t.content,
  eligibility: t.eligibility,
  notice: t.notice,
  manager: t.manager,
  managerPhoneNumber: t.managerPhone,
  introductionLetter: t.intro,
};

/** Field order on the page: the first problem in this order gets the focus. */
export const FIELD_ORDER: RecruitingField[] = [
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

/** Every problem of the form, one per field, keyed by field. */
export function validateRecruiting(
  values: RecruitingFormValues,
  mode: FormMode,
): Partial<Record<RecruitingField, string>> {
  const errors: Partial<Record<RecruitingField, string>> = {};
  for (const [field, message] of REQUIRED) {
    const value = values[field];
    if (typeof value === 'string' && value.trim() === '') errors[field] = message;
  }
  // on create the semesters are a select
  if (mode === 'create' && errors.mandatorySemesters) errors.mandatorySemesters = e.semestersChoose;
  for (const [field, max] of Object.entries(CAPS) as [RecruitingField, number][]) {
    const value = values[field];
    if (!errors[field] && typeof value === 'string' && value.trim().length > max) {
      errors[field] = ko.contentForms.charLimit(LABELS[field] ?? field, max);
    }
  }
  if (!errors.category && !(RECRUITING_CATEGORIES as readonly string[]).includes(values.category)) {
    errors.category = e.categoryRequired;
  }
  if (!errors.endDate && !errors.startDate && values.endDate < values.startDate) {
    errors.endDate = VALIDATION.dateOrder;
  }
  const application = values.applicationUrl.trim();
  if (!errors.applicationUrl && (!isHttpUrl(application) || application.length > LIMITS.urlMax)) {
    errors.applicationUrl = VALIDATION.invalidUrl;
  }
  for (const issue of linkIssues(values, mode === 'create' ? CREATE_LINKS : EDIT_LINKS)) {
    errors[issue.field] = issue.message;
  }
  return errors;
}

export function firstInvalid(errors: Partial<Record<string, unknown>>): RecruitingField | null {
  return FIELD_ORDER.find((field) => errors[field]) ?? null;
}

function common(values: RecruitingFormValues) {
  return {
    name: values.name.trim(),
    category: values.category as RecruitingCategory,
    startDate: values.startDate,
    endDate: values.endDate,
    mandatorySemesters: values.mandatorySemesters.trim(),
    meetingTime: values.meetingTime.trim(),
    content: values.content.trim(),
    eligibility: values.eligibility.trim(),
    notice: values.notice.trim(),
    manager: values.manager.trim(),
    managerPhoneNumber: values.managerPhoneNumber.trim(),
    applicationUrl: values.applicationUrl.trim(),
    introductionLetter: values.introductionLetter.trim(),
    inUrl: values.inUrl.trim(),
    kakaUrl: values.kakaUrl.trim(),
    youUrl: values.youUrl.trim(),
    url: values.url.trim(),
  };
}

export const toCreateRequest = (values: RecruitingFormValues): RecruitingCreateRequest => common(values);

export const toUpdateRequest = (values: RecruitingFormValues): RecruitingUpdateRequest => ({
  ...common(values),
  noUrl: values.noUrl.trim(),
});

const FIELDS = new Set<string>(FIELD_ORDER);

export const formFieldOf = (path: string): RecruitingField | null =>
  FIELDS.has(path) ? (path as RecruitingField) : null;
