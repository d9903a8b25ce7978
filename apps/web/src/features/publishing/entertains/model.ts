/** The event (entertain) form's values and their defaults (schema.ts turns them into the request). */
import {
  ATTRACTION_CATEGORIES,
  EVENT_CATEGORIES as ENTERTAIN_CATEGORIES,
  type AttractionCategory,
  type EntertainEdit,
} from '@moa/contract';
import type { ContractForm } from '../../../components/form/useContractForm';

export type FormMode = 'create' | 'edit';

export interface EntertainFormValues {
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

export function emptyEntertain(): EntertainFormValues {
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

export function fromEntertainEdit(event: EntertainEdit): EntertainFormValues {
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

/** The categories the select offers: 공연 only on edit (docs/product.md#manager-forms). */
export const categoriesFor = (mode: FormMode): readonly AttractionCategory[] =>
  mode === 'create' ? ENTERTAIN_CATEGORIES : ATTRACTION_CATEGORIES;

/** What the event form's parts use of the form: its values, messages, ids and control attributes. */
export type EntertainFields = Pick<
  ContractForm<EntertainFormValues, unknown>,
  'form' | 'errorOf' | 'control' | 'aria' | 'idOf'
>;
