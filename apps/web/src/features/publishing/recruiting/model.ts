/** The recruiting form's values and their defaults (schema.ts turns them into the request). */
import {
  APPLICATION_LIMITS,
  type ApplicationMode,
  type QuestionKind,
  type RecruitingCategory,
  type RecruitingEdit,
} from '@moa/contract';
import type { ContractForm } from '../../../components/form/useContractForm';
import { formsKo } from '../../../text/ko-forms';

const t = formsKo.recruiting;

export type FormMode = 'create' | 'edit';

/** One question of the application form as the builder holds it (choices as rows, the limit as digits). */
export interface QuestionValues {
  /** The saved question's id; absent for a new one. */
  questionId?: number;
  kind: QuestionKind;
  label: string;
  required: boolean;
  options: { text: string }[];
  maxLength: string;
  /** Some application answers it: it may be reworded only. */
  answered: boolean;
}

export function newQuestion(kind: QuestionKind = 'short'): QuestionValues {
  return {
    kind,
    label: '',
    required: true,
    options: [{ text: '' }, { text: '' }],
    maxLength: String(APPLICATION_LIMITS.longAnswerDefault),
    answered: false,
  };
}

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
  applicationMode: ApplicationMode;
  applicationUrl: string;
  questions: QuestionValues[];
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
    applicationMode: 'link',
    applicationUrl: '',
    questions: [],
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
    applicationMode: post.applicationMode,
    applicationUrl: post.applicationUrl,
    questions: post.questions.map((q) => ({
      questionId: q.questionId,
      kind: q.kind,
      label: q.label,
      required: q.required,
      options: (q.options ?? ['', '']).map((text) => ({ text })),
      maxLength: String(q.maxLength ?? APPLICATION_LIMITS.longAnswerDefault),
      answered: q.answered,
    })),
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

/** What the recruiting form's sections use of the form: its values, messages, ids and control attributes. */
export type RecruitingFields = Pick<
  ContractForm<RecruitingFormValues, unknown>,
  'form' | 'errorOf' | 'control' | 'aria' | 'idOf'
>;
