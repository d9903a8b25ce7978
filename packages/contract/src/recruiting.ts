import { z } from 'zod';
import { imageUrl, shareImageUrl } from './common.ts';
import { APPLICATION_MODES, LIMITS, RECRUITING_CATEGORIES } from './limits.ts';
import { optionalLink, periodOrder, requiredDate, requiredText } from './content-fields.ts';
import { VALIDATION } from './messages.ts';
import { questionListSchema, questionSchema } from './questions.ts';
import { isHttpUrl } from './validators.ts';

export const recruitingCategorySchema = z.enum(RECRUITING_CATEGORIES);
export const applicationModeSchema = z.enum(APPLICATION_MODES, { error: '지원 방법을 선택해주세요' });

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
    /** `link`: apply at applicationUrl; `form`: apply in the portal with these questions. */
    applicationMode: applicationModeSchema,
    questions: z.array(questionSchema),
    /** Days after the end date the portal keeps applications (the consent text says it). */
    applicationRetentionDays: z.number().int(),
    shareImage: shareImageUrl,
  })
  .meta({ id: 'RecruitingDetail' });
export type RecruitingDetail = z.infer<typeof recruitingDetailSchema>;

/** The recruiting form's messages: the form shows them, the server answers them. */
export const RECRUITING_MESSAGES = {
  nameRequired: '모집 제목을 입력해주세요',
  categoryRequired: '모집 구분을 선택해주세요',
  startDateRequired: '모집 시작일을 선택해주세요',
  endDateRequired: '모집 종료일을 선택해주세요',
  /** On edit the semesters are free text … */
  semestersRequired: '필수 활동 학기를 입력해주세요',
  /** … on create a select. */
  semestersChoose: '필수 활동 학기를 선택해주세요',
  meetingTimeRequired: '모임 시간을 입력해주세요',
  contentRequired: '활동 내용을 입력해주세요',
  eligibilityRequired: '지원 자격을 입력해주세요',
  noticeRequired: '면접 안내를 입력해주세요',
  managerRequired: '담당자 이름을 입력해주세요',
  managerPhoneRequired: '담당자 연락처를 입력해주세요',
  applicationUrlRequired: '지원 링크를 입력해주세요',
  introRequired: '동아리 소개를 입력해주세요',
} as const;
const m = RECRUITING_MESSAGES;

const recruitingFields = {
  name: requiredText(LIMITS.titleMax, m.nameRequired, '모집 제목'),
  category: z.enum(RECRUITING_CATEGORIES, { error: m.categoryRequired }),
  startDate: requiredDate(m.startDateRequired),
  endDate: requiredDate(m.endDateRequired),
  meetingTime: requiredText(LIMITS.shortTextMax, m.meetingTimeRequired, '모임 시간'),
  content: requiredText(LIMITS.recruitingContentMax, m.contentRequired, '활동 내용'),
  eligibility: requiredText(LIMITS.recruitingEligibilityMax, m.eligibilityRequired, '지원 자격'),
  notice: requiredText(LIMITS.recruitingNoticeMax, m.noticeRequired, '면접 안내'),
  manager: requiredText(LIMITS.nameMax, m.managerRequired, '담당자 이름'),
  managerPhoneNumber: requiredText(LIMITS.shortTextMax, m.managerPhoneRequired, '담당자 연락처'),
  // required with the `link` mode only (applicationLinkRule)
  applicationUrl: z
    .string()
    .trim()
    .max(LIMITS.urlMax, VALIDATION.invalidUrl)
    .refine((v) => v === '' || isHttpUrl(v), VALIDATION.invalidUrl)
    .default(''),
  applicationMode: applicationModeSchema.default('link'),
  questions: questionListSchema.default([]),
  introductionLetter: requiredText(LIMITS.recruitingIntroMax, m.introRequired, '동아리 소개'),
  inUrl: optionalLink('inUrl'),
  kakaUrl: optionalLink('kakaUrl'),
  youUrl: optionalLink('youUrl'),
  url: optionalLink('url'),
};

/**
 * The external link is required when students apply there; with the portal's form it is optional. Checked whenever
 * the two fields are readable, so it is reported with the other problems.
 */
const applicationLinkRule = [
  (v: { applicationMode: string; applicationUrl: string }) =>
    v.applicationMode !== 'link' || v.applicationUrl !== '',
  {
    message: m.applicationUrlRequired,
    path: ['applicationUrl'] as PropertyKey[],
    when: (payload: { value: unknown }) => {
      const v = payload.value as { applicationMode?: unknown; applicationUrl?: unknown } | null;
      return typeof v?.applicationUrl === 'string' && (v.applicationMode ?? 'link') === 'link';
    },
  },
] as const;

const semesters = (required: string) => requiredText(LIMITS.nameMax, required, '필수 활동 학기');

/** Multipart part `request` of POST /manager/recruiting/create; the `poster` file part is optional. */
export const recruitingCreateRequest = z
  .object({ ...recruitingFields, mandatorySemesters: semesters(m.semestersChoose) })
  .refine(...periodOrder)
  .refine(...applicationLinkRule);
export type RecruitingCreateRequest = z.infer<typeof recruitingCreateRequest>;

/** Multipart part `request` of PUT /manager/recruiting/update/{recruitingId}; adds the Notion link. */
export const recruitingUpdateRequest = z
  .object({
    ...recruitingFields,
    mandatorySemesters: semesters(m.semestersRequired),
    noUrl: optionalLink('noUrl'),
  })
  .refine(...periodOrder)
  .refine(...applicationLinkRule);
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
    applicationMode: applicationModeSchema,
    /** `answered`: some application answers it, so it can be reworded but not removed or retyped. */
    questions: z.array(questionSchema.extend({ answered: z.boolean() })),
  })
  .meta({ id: 'RecruitingEdit' });
export type RecruitingEdit = z.infer<typeof recruitingEditSchema>;
