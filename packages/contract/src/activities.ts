/**
 * Activity records (docs/product.md#activity-records, issue 30 point 5): every meeting, show and event of a club's
 * term is an activity, and the officers add the others by hand (기타 활동: an MT, a volunteer day). Each has a short
 * report — what was done, how many came (filled from attendance and the door's check-in, or a hand count) and up to
 * six photos — which the union's report of the term lists.
 */
import { z } from 'zod';
import { groupDigits } from './numbers.ts';
import { MEMBER_LIMITS } from './limits.ts';
import { VALIDATION } from './messages.ts';
import { dateField, idParam } from './validators.ts';

export const ACTIVITY_KINDS = ['meeting', 'show', 'event', 'other'] as const;
export const activityKindSchema = z.enum(ACTIVITY_KINDS, { error: VALIDATION.invalidChoice });
export type ActivityKind = z.infer<typeof activityKindSchema>;

export const ACTIVITY_LIMITS = {
  summaryMax: 1000,
  attendeesMax: 10_000,
  photosMax: 6,
  titleMax: 60,
  placeMax: 60,
  /** 기타 활동 a term may hold. */
  othersPerTermMax: 100,
} as const;
const L = ACTIVITY_LIMITS;

/** What the server answers when it refuses an activity call. */
export const ACTIVITY_MESSAGES = {
  summaryTooLong: `활동 내용은 ${L.summaryMax}자를 초과할 수 없습니다.`,
  attendeesRange: `참여 인원은 0명에서 ${groupDigits(L.attendeesMax)}명 사이의 정수로 입력해주세요.`,
  titleRequired: '활동 이름을 입력해주세요.',
  titleTooLong: `활동 이름은 ${L.titleMax}자를 초과할 수 없습니다.`,
  placeTooLong: `장소는 ${L.placeMax}자를 초과할 수 없습니다.`,
  dateOutsideTerm: '활동 날짜는 학기 기간 안이어야 합니다.',
  termReadOnly: `학기가 끝나고 ${MEMBER_LIMITS.reportDaysAfterTerm}일이 지나 활동 기록을 바꿀 수 없습니다.`,
  notFound: '활동을 찾을 수 없습니다. 새로고침 후 다시 시도해주세요.',
  photoNotFound: '사진을 찾을 수 없습니다.',
  photosMax: `사진은 활동마다 ${L.photosMax}장까지 올릴 수 있습니다.`,
  photoRequired: '올릴 사진을 골라주세요.',
  onlyOthers: '모임·공연·행사는 활동 기록에서 삭제할 수 없습니다. 기타 활동만 삭제할 수 있습니다.',
  onlyOthersDetails: '모임·공연·행사의 이름·날짜·장소는 각각의 관리 화면에서 바꿔주세요.',
  othersMax: `한 학기에 기타 활동은 ${L.othersPerTermMax}개까지 추가할 수 있습니다.`,
} as const;
const m = ACTIVITY_MESSAGES;

/** A hand count of who came: a whole number 0–10,000, or null for the automatic count. */
const attendeesField = z
  .number({ error: m.attendeesRange })
  .int(m.attendeesRange)
  .min(0, m.attendeesRange)
  .max(L.attendeesMax, m.attendeesRange)
  .nullable();

const summaryField = z.string({ error: m.summaryTooLong }).trim().max(L.summaryMax, m.summaryTooLong);

/** An activity of a term as the list (and the union's report) shows it. */
export const termActivitySchema = z
  .object({
    /** `${kind}:${refId}` */
    key: z.string(),
    kind: z.enum(ACTIVITY_KINDS),
    /** The meeting's, show's, event's or 기타 활동's id. */
    refId: z.number().int(),
    title: z.string(),
    /** An ISO instant; a day-only event or 기타 활동: that day's Seoul 00:00. */
    startsAt: z.string(),
    /**
     * An ISO instant: a meeting's end, a show's last performance in the term plus its running time, an event's last
     * day (Seoul 00:00) when it lasts more than one day; null otherwise.
     */
    endsAt: z.string().nullable(),
    place: z.string(),
    /** What the report shows: the hand count if there is one, else the automatic count. */
    attendees: z.number().int().nullable(),
    /** A meeting's 출석 + 지각; a show's tickets admitted at the door over its schedules in the term; else null. */
    attendeesAuto: z.number().int().nullable(),
    attendeesManual: z.number().int().nullable(),
    summary: z.string(),
    /** The report's photos, each at its (authenticated) address: activityPhoto. */
    photos: z.array(z.object({ id: z.number().int(), url: z.string() })),
    /** When and by whom (an e-mail) the report was last changed; null before any report. */
    updatedAt: z.string().nullable(),
    updatedBy: z.string().nullable(),
  })
  .meta({ id: 'TermActivity' });
export type TermActivity = z.infer<typeof termActivitySchema>;
export const termActivityListSchema = z.array(termActivitySchema);

export const activityTermParams = z.object({ termId: idParam });
export const activityParams = z.object({ termId: idParam, kind: activityKindSchema, refId: idParam });
export const activityPhotoParams = z.object({
  termId: idParam,
  kind: activityKindSchema,
  refId: idParam,
  photoId: idParam,
});

const titleField = z
  .string({ error: m.titleRequired })
  .trim()
  .min(1, m.titleRequired)
  .max(L.titleMax, m.titleTooLong);
const placeField = z.string({ error: m.placeTooLong }).trim().max(L.placeMax, m.placeTooLong);

/**
 * PUT …/activities/{kind}/{refId}: the report; `attendees` null goes back to the automatic count. A 기타 활동 may
 * change its `title`, `date` and `place` here too (each left as it is when absent); a meeting, show or event changes
 * them on its own screen.
 */
export const activityReportRequest = z.object({
  summary: summaryField.default(''),
  attendees: attendeesField.default(null),
  title: titleField.optional(),
  date: dateField.optional(),
  place: placeField.optional(),
});
export type ActivityReportRequest = z.infer<typeof activityReportRequest>;

/** POST …/activities: a 기타 활동 on a day of the term, with its report. */
export const activityCreateRequest = z.object({
  title: titleField,
  date: dateField,
  place: placeField.default(''),
  summary: summaryField.default(''),
  attendees: attendeesField.default(null),
});
export type ActivityCreateRequest = z.infer<typeof activityCreateRequest>;

/** The photos as stored: re-encoded to WebP whatever image came in. */
export const ACTIVITY_PHOTO_CONTENT_TYPE = 'image/webp';
export const activityPhotoFileSchema = z.file().mime('image/webp');

/** The address of a report's photo (the activityPhoto call): a manager's request, never a public one. */
export const activityPhotoPath = (termId: number, kind: ActivityKind, refId: number, photoId: number) =>
  `/mypage/manager/club/terms/${termId}/activities/${kind}/${refId}/photos/${photoId}`;
