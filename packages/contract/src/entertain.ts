import { z } from 'zod';
import { imageUrl, shareImageUrl } from './common.ts';
import { ATTRACTION_CATEGORIES, EVENT_CATEGORIES, LIMITS } from './limits.ts';
import { optionalLink, optionalTextOf, periodOrder, requiredDate, requiredText } from './content-fields.ts';
import { optionalText } from './validators.ts';

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
    shareImage: shareImageUrl,
  })
  .meta({ id: 'EntertainDetail' });
export type EntertainDetail = z.infer<typeof entertainDetailSchema>;

/** The event form's messages: the form shows them, the server answers them. */
export const ENTERTAIN_MESSAGES = {
  nameRequired: '행사 이름을 입력해주세요',
  posterRequired: '포스터 이미지를 등록해주세요',
  locationRequired: '장소를 입력해주세요',
  startDateRequired: '시작일을 선택해주세요',
  endDateRequired: '종료일을 선택해주세요',
  categoryRequired: '분류를 선택해주세요',
} as const;
const m = ENTERTAIN_MESSAGES;

const entertainFields = {
  name: requiredText(LIMITS.titleMax, m.nameRequired, '행사 이름'),
  introductionLetter: optionalTextOf(LIMITS.introMax, '행사 소개'),
  location: requiredText(LIMITS.shortTextMax, m.locationRequired, '장소'),
  startDate: requiredDate(m.startDateRequired),
  endDate: requiredDate(m.endDateRequired),
  timeList: optionalText(LIMITS.shortTextMax),
  manager: optionalText(LIMITS.nameMax),
  managerPhoneNumber: optionalText(LIMITS.shortTextMax),
  etcInfo: optionalTextOf(LIMITS.etcInfoMax, '기타 정보'),
  inUrl: optionalLink('inUrl'),
  kakaUrl: optionalLink('kakaUrl'),
  youUrl: optionalLink('youUrl'),
  url: optionalLink('url'),
};

/** Multipart part `request` of POST /manager/entertain/create (the poster is the `poster` file part, required). */
export const entertainCreateRequest = z
  .object({ ...entertainFields, category: z.enum(EVENT_CATEGORIES, { error: m.categoryRequired }) })
  .refine(...periodOrder);
export type EntertainCreateRequest = z.infer<typeof entertainCreateRequest>;

/** Multipart part `request` of PUT /manager/entertain/update/{id}; adds the Notion link, poster optional. */
export const entertainUpdateRequest = z
  .object({
    ...entertainFields,
    category: z.enum(ATTRACTION_CATEGORIES, { error: m.categoryRequired }),
    noUrl: optionalLink('noUrl'),
  })
  .refine(...periodOrder);
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
