/**
 * The recruiting form's schema: the form's values as the request of POST /manager/recruiting/create or
 * PUT /manager/recruiting/update/{recruitingId}, checked by the contract's request schema (its rules and messages),
 * plus the optional poster file.
 */
import { recruitingCreateRequest, recruitingUpdateRequest } from '@moa/contract';
import { z } from 'zod';
import type { QuestionValues, RecruitingField, RecruitingFormValues } from './model';

const poster = z.custom<File>((value) => value instanceof File).nullable();

/** A builder's question as the request names it: choices for choice kinds, the limit for long text. */
function questionOf(q: QuestionValues) {
  const choice = q.kind === 'single' || q.kind === 'multiple';
  return {
    ...(q.questionId === undefined ? {} : { questionId: q.questionId }),
    kind: q.kind,
    label: q.label,
    required: q.required,
    ...(choice ? { options: q.options.map((o) => o.text) } : {}),
    ...(q.kind === 'long' ? { maxLength: q.maxLength === '' ? Number.NaN : Number(q.maxLength) } : {}),
  };
}

/**
 * The values as the request: the contract trims them and leaves out what its request does not name (noUrl on
 * create); the questions in the request's shape.
 */
const draft = (input: unknown) => {
  const values = input as RecruitingFormValues;
  return {
    ...values,
    // the link is the way to apply in the link mode only; the form mode sends none
    applicationUrl: values.applicationMode === 'form' ? '' : values.applicationUrl,
    questions: values.questions.map(questionOf),
  };
};

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

/** The fields before and after the application method's, in page order. */
const FIELDS_BEFORE: readonly RecruitingField[] = [
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
  'applicationMode',
  'applicationUrl',
];
const FIELDS_AFTER: readonly RecruitingField[] = [
  'inUrl',
  'kakaUrl',
  'youUrl',
  'noUrl',
  'url',
  'introductionLetter',
];

/** A question's fields, in the row's order. */
function questionFields(q: QuestionValues, i: number): string[] {
  const at = `questions.${i}`;
  return [
    `${at}.kind`,
    `${at}.label`,
    `${at}.options`,
    ...q.options.map((_o, j) => `${at}.options.${j}.text`),
    `${at}.maxLength`,
  ];
}

/** The fields in page order: every problem is highlighted, the first in this order gets the focus. */
export const recruitingFieldOrder = (values: RecruitingFormValues): readonly string[] => [
  ...FIELDS_BEFORE,
  'questions',
  ...values.questions.flatMap(questionFields),
  ...FIELDS_AFTER,
];

const FIELDS = new Set<string>([...FIELDS_BEFORE, ...FIELDS_AFTER]);
const QUESTION_PATH = /^questions\.\d+\.(kind|label|options|maxLength)$/;
const OPTION_PATH = /^(questions\.\d+\.options\.\d+)$/;

/** A request path as the form's field: the same name, a choice as its row's text. */
export const recruitingFieldOf = (path: string): string | null => {
  if (FIELDS.has(path) || QUESTION_PATH.test(path) || path === 'questions') return path;
  const option = OPTION_PATH.exec(path);
  return option ? `${option[1]}.text` : null;
};
