import { z } from 'zod';
import { imageUrl } from './common.ts';
import { LIMITS, RECRUITING_CATEGORIES } from './limits.ts';
import { VALIDATION } from './messages.ts';
import {
  dateField,
  optionalUrl,
  requiredUrl,
  trimmed,
  dateOrderIssue,
  endNotBeforeStart,
} from './validators.ts';

export const recruitingCategorySchema = z.enum(RECRUITING_CATEGORIES);

export const recruitingListSchema = z.object({
  recruitingList: z.array(
    z.object({
      recruitingId: z.number().int(),
      clubName: z.string(),
      category: recruitingCategorySchema,
      recruitingTitle: z.string(),
      poster: imageUrl,
      startDate: z.string(),
      endDate: z.string(),
    }),
  ),
});
export type RecruitingList = z.infer<typeof recruitingListSchema>;

/** GET /recruiting/detail/{recruitingId} */
export const recruitingDetailSchema = z
  .object({
    recruitingId: z.number().int(),
    poster: imageUrl,
    clubId: z.number().int(),
    clubName: z.string(),
    recruitingTitle: z.string(),
    category: recruitingCategorySchema,
    /** "2026.03.02 - 2026.03.15" */
    dates: z.string(),
    startDate: z.string(),
    endDate: z.string(),
    mandatorySemesters: z.string(),
    meetingTime: z.string(),
    content: z.string(),
    eligibility: z.string(),
    notice: z.string(),
    /** Contact name and phone or mail, e.g. "김모아 010-1234-5678" */
    managerInfo: z.string(),
    introductionLetter: z.string(),
    instaUrl: z.string(),
    youtubeUrl: z.string(),
    kakaoUrl: z.string(),
    notionUrl: z.string(),
    url: z.string(),
    applicationUrl: z.string(),
  })
  .meta({ id: 'RecruitingDetail' });
export type RecruitingDetail = z.infer<typeof recruitingDetailSchema>;

const recruitingFields = {
  name: trimmed(LIMITS.titleMax, '제목을 입력해주세요.'),
  category: z.enum(RECRUITING_CATEGORIES, { error: VALIDATION.invalidChoice }),
  startDate: dateField,
  endDate: dateField,
  mandatorySemesters: trimmed(LIMITS.nameMax),
  meetingTime: trimmed(LIMITS.shortTextMax),
  content: trimmed(LIMITS.recruitingContentMax),
  eligibility: trimmed(LIMITS.recruitingEligibilityMax),
  notice: trimmed(LIMITS.recruitingNoticeMax),
  manager: trimmed(LIMITS.nameMax),
  managerPhoneNumber: trimmed(LIMITS.shortTextMax),
  applicationUrl: requiredUrl,
  introductionLetter: trimmed(LIMITS.recruitingIntroMax),
  inUrl: optionalUrl,
  kakaUrl: optionalUrl,
  youUrl: optionalUrl,
  url: optionalUrl,
};

/** Multipart part `request` of POST /manager/recruiting/create; the `poster` file part is optional. */
export const recruitingCreateRequest = z.object(recruitingFields).refine(endNotBeforeStart, dateOrderIssue);
export type RecruitingCreateRequest = z.infer<typeof recruitingCreateRequest>;

/** Multipart part `request` of PUT /manager/recruiting/update/{recruitingId}; adds the Notion link. */
export const recruitingUpdateRequest = z
  .object({ ...recruitingFields, noUrl: optionalUrl })
  .refine(endNotBeforeStart, dateOrderIssue);
export type RecruitingUpdateRequest = z.infer<typeof recruitingUpdateRequest>;

/** GET /manager/recruiting/update/{recruitingId}: the form's fields in the request's names, plus the poster. */
export const recruitingEditSchema = z
  .object({
    id: z.number().int(),
    name: z.string(),
    category: recruitingCategorySchema,
    startDate: z.string(),
    endDate: z.string(),
    mandatorySemesters: z.string(),
    meetingTime: z.string(),
    content: z.string(),
    eligibility: z.string(),
    notice: z.string(),
    manager: z.string(),
    managerPhoneNumber: z.string(),
    applicationUrl: z.string(),
    introductionLetter: z.string(),
    inUrl: z.string(),
    kakaUrl: z.string(),
    youUrl: z.string(),
    noUrl: z.string(),
    url: z.string(),
    photo: imageUrl,
  })
  .meta({ id: 'RecruitingEdit' });
export type RecruitingEdit = z.infer<typeof recruitingEditSchema>;
