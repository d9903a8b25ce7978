import { z } from 'zod';
import { imageUrl } from './common.ts';
import { ATTRACTION_CATEGORIES, EVENT_CATEGORIES, LIMITS } from './limits.ts';
import { VALIDATION } from './messages.ts';
import {
  dateField,
  optionalText,
  optionalUrl,
  trimmed,
  dateOrderIssue,
  endNotBeforeStart,
} from './validators.ts';

/** GET /entertain/detail/{id} */
export const entertainDetailSchema = z
  .object({
    entertainId: z.number().int(),
    entertainName: z.string(),
    clubId: z.number().int(),
    clubName: z.string(),
    photo: imageUrl,
    instaUrl: z.string(),
    youtubeUrl: z.string(),
    kakaoUrl: z.string(),
    notionUrl: z.string(),
    url: z.string(),
    introductionLetter: z.string(),
    category: z.enum(ATTRACTION_CATEGORIES),
    location: z.string(),
    /** "2026.11.21 - 2026.11.22" (one day: "2026.11.21") */
    date: z.string(),
    startDate: z.string(),
    endDate: z.string(),
    timeList: z.string(),
    manager: z.string(),
    managerPhoneNumber: z.string(),
    etcInfo: z.string(),
  })
  .meta({ id: 'EntertainDetail' });
export type EntertainDetail = z.infer<typeof entertainDetailSchema>;

const entertainFields = {
  name: trimmed(LIMITS.titleMax, '제목을 입력해주세요.'),
  introductionLetter: optionalText(LIMITS.introMax),
  location: trimmed(LIMITS.shortTextMax, '장소를 입력해주세요.'),
  startDate: dateField,
  endDate: dateField,
  timeList: optionalText(LIMITS.shortTextMax),
  manager: optionalText(LIMITS.nameMax),
  managerPhoneNumber: optionalText(LIMITS.shortTextMax),
  etcInfo: optionalText(LIMITS.etcInfoMax),
  inUrl: optionalUrl,
  kakaUrl: optionalUrl,
  youUrl: optionalUrl,
  url: optionalUrl,
};

/** Multipart part `request` of POST /manager/entertain/create (the poster is the `poster` file part, required). */
export const entertainCreateRequest = z
  .object({ ...entertainFields, category: z.enum(EVENT_CATEGORIES, { error: VALIDATION.invalidChoice }) })
  .refine(endNotBeforeStart, dateOrderIssue);
export type EntertainCreateRequest = z.infer<typeof entertainCreateRequest>;

/** Multipart part `request` of PUT /manager/entertain/update/{id}; adds the Notion link, poster optional. */
export const entertainUpdateRequest = z
  .object({
    ...entertainFields,
    category: z.enum(ATTRACTION_CATEGORIES, { error: VALIDATION.invalidChoice }),
    noUrl: optionalUrl,
  })
  .refine(endNotBeforeStart, dateOrderIssue);
export type EntertainUpdateRequest = z.infer<typeof entertainUpdateRequest>;

/** GET /manager/entertain/update/{id}: the form's fields, in the request's names, plus the current poster. */
export const entertainEditSchema = z
  .object({
    id: z.number().int(),
    name: z.string(),
    introductionLetter: z.string(),
    category: z.enum(ATTRACTION_CATEGORIES),
    location: z.string(),
    startDate: z.string(),
    endDate: z.string(),
    timeList: z.string(),
    manager: z.string(),
    managerPhoneNumber: z.string(),
    etcInfo: z.string(),
    inUrl: z.string(),
    kakaUrl: z.string(),
    youUrl: z.string(),
    noUrl: z.string(),
    url: z.string(),
    poster: imageUrl,
  })
  .meta({ id: 'EntertainEdit' });
export type EntertainEdit = z.infer<typeof entertainEditSchema>;
