/** The recruiting form's values and their defaults (schema.ts turns them into the request). */
import type { RecruitingCategory, RecruitingEdit } from '@moa/contract';
import type { ContractForm } from '../../../components/form/useContractForm';
import { ko } from '../../../text/ko';

const t = ko.contentForms.recruiting;

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

/** What the recruiting form's sections use of the form: its values, messages, ids and control attributes. */
export type RecruitingFields = Pick<
  ContractForm<RecruitingFormValues, unknown>,
  'form' | 'errorOf' | 'control' | 'aria' | 'idOf'
>;
