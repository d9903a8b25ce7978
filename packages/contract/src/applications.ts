/**
 * Applying to a recruiting post in the portal, reviewing the applications, interview slots and results
 * (docs/product.md#recruiting-applications).
 */
import { z } from 'zod';
import { imageUrl, isoDate, isoDateTime } from './common.ts';
import {
  APPLICATION_LIMITS as L,
  APPLICATION_STAGES,
  RESULT_STAGES,
  type ApplicationStage,
} from './limits.ts';
import { VALIDATION } from './messages.ts';
import { isValidSalesOpenAt } from './show.ts';
import { idField } from './validators.ts';

export { STUDENT_STAGE_LABELS } from './labels.ts';

export const applicationStageSchema = z.enum(APPLICATION_STAGES, { error: VALIDATION.invalidChoice });
export const resultStageSchema = z.enum(RESULT_STAGES, { error: VALIDATION.invalidChoice });

/** What the server answers when it refuses an application call (409 unless said otherwise). */
export const APPLICATION_MESSAGES = {
  notForm: '이 모집 공고는 외부 링크로 지원합니다.',
  notOpenYet: '아직 모집 기간이 아닙니다.',
  closed: '모집 기간이 끝나 지원하거나 수정할 수 없습니다.',
  alreadyApplied: '이미 이 모집 공고에 지원했습니다. 마이페이지에서 지원서를 확인해주세요.',
  notApplied: '이 모집 공고에 지원한 내역이 없습니다.',
  profileIncomplete: '지원하려면 먼저 이름, 학번, 전화번호를 입력해주세요.',
  notInterview: '면접 단계의 지원자만 면접 시간을 고를 수 있습니다.',
  slotFull: '이 면접 시간은 마감되었습니다. 다른 시간을 골라주세요.',
  slotGone: '면접 시간을 찾을 수 없습니다. 새로고침 후 다시 골라주세요.',
  slotCutoff: `면접 시작 ${L.interviewChangeCutoffHours}시간 전부터는 면접 시간을 고르거나 바꿀 수 없습니다. 동아리에 문의해주세요.`,
  slotChanged: '면접 예약이 방금 바뀌었습니다. 새로고침 후 다시 시도해주세요.',
  slotPast: '지난 시각에는 면접 시간을 만들 수 없습니다.',
  slotBelowBooked: (booked: number) => `이미 ${booked}명이 예약해 정원을 ${booked}명보다 줄일 수 없습니다.`,
  slotBooked: '예약한 지원자가 있는 면접 시간은 삭제할 수 없습니다.',
  slotsMax: `면접 시간은 ${L.slotsMax}개까지 만들 수 있습니다.`,
  applicationsNotFound: '선택한 지원서를 찾을 수 없습니다. 새로고침 후 다시 시도해주세요.',
  selectApplications: '지원자를 선택해주세요.',
  resultNotAtStage: '선택한 지원자 중 그 단계에 있지 않은 지원자가 있습니다. 새로고침 후 다시 시도해주세요.',
  messageRequired: '보낼 메시지를 입력해주세요',
  ratingRange: '평점은 1점에서 5점 사이로 골라주세요',
  placeRequired: '면접 장소나 링크를 입력해주세요',
  startsAtInvalid: '면접 시각을 올바른 날짜와 시간으로 입력해주세요',
  capacityRange: `정원은 1명에서 ${L.slotCapacityMax}명 사이로 입력해주세요`,
  durationRange: `면접 시간은 ${L.slotDurationMin}분에서 ${L.slotDurationMax}분 사이로 입력해주세요`,
} as const;
const m = APPLICATION_MESSAGES;

// ---- the student ----

const answerValue = z.union([
  z.string().max(L.longAnswerMax, VALIDATION.maxLength(L.longAnswerMax)),
  z.array(z.string().max(L.optionMax, VALIDATION.maxLength(L.optionMax))).max(L.optionsMax),
]);

/** POST and PUT /recruiting/{recruitingId}/application: the answers (checked against the post's questions) and the consent. */
export const applicationRequest = z.object({
  answers: z
    .array(z.object({ questionId: idField(), value: answerValue }))
    .max(L.questionsMax, VALIDATION.tooLarge),
  consent: z.literal(true, { error: '개인정보 수집 및 이용에 동의해주세요' }),
});
export type ApplicationRequest = z.infer<typeof applicationRequest>;

export const applicationIdSchema = z.object({ applicationId: z.number().int() });

export const answerSchema = z.object({
  questionId: z.number().int(),
  value: z.union([z.string(), z.array(z.string())]),
});
export type Answer = z.infer<typeof answerSchema>;

/** A booked interview as the student and the manager see it. */
export const bookedInterviewSchema = z.object({
  slotId: z.number().int(),
  /** Seoul wall-clock 'YYYY-MM-DDTHH:MM'. */
  startsAt: z.string(),
  durationMinutes: z.number().int(),
  place: z.string(),
});
export type BookedInterview = z.infer<typeof bookedInterviewSchema>;

/** An announced result: what the student was told, and when. */
export const announcedResultSchema = z.object({
  stage: resultStageSchema,
  message: z.string(),
  announcedAt: isoDateTime,
});
export type AnnouncedResult = z.infer<typeof announcedResultSchema>;

/**
 * The stage a student sees: an announced result, the interview stage (to book a slot), or `applied` (under review).
 * Unannounced decisions stay hidden (docs/product.md#recruiting-applications).
 */
export const visibleStageSchema = z.enum(['applied', 'interview', ...RESULT_STAGES]);
export type VisibleStage = z.infer<typeof visibleStageSchema>;

/** One of the student's applications, as /mypage lists it. */
export const myApplicationSummarySchema = z
  .object({
    applicationId: z.number().int(),
    recruitingId: z.number().int(),
    recruitingTitle: z.string(),
    clubName: z.string(),
    poster: imageUrl,
    endDate: isoDate,
    stage: visibleStageSchema,
    result: announcedResultSchema.nullable(),
    interview: bookedInterviewSchema.nullable(),
    /** The application can still be edited and withdrawn (the post has not ended). */
    editable: z.boolean(),
    /** At the interview stage: a slot can be booked or moved. */
    canBook: z.boolean(),
    submittedAt: isoDateTime,
    updatedAt: isoDateTime,
  })
  .meta({ id: 'MyApplicationSummary' });
export type MyApplicationSummary = z.infer<typeof myApplicationSummarySchema>;

/** GET /recruiting/{recruitingId}/application: the student's application of the post with its answers, or null. */
export const myApplicationSchema = z.object({
  application: myApplicationSummarySchema.extend({ answers: z.array(answerSchema) }).nullable(),
});
export type MyApplication = NonNullable<z.infer<typeof myApplicationSchema>['application']>;

/** An interview slot as an applicant at the interview stage may book it. */
export const openSlotSchema = z.object({
  slotId: z.number().int(),
  startsAt: z.string(),
  durationMinutes: z.number().int(),
  place: z.string(),
  capacity: z.number().int(),
  left: z.number().int(),
  mine: z.boolean(),
  /** Its cut-off has passed: it can no longer be booked, nor left. */
  closed: z.boolean(),
});
export type OpenSlot = z.infer<typeof openSlotSchema>;

export const slotBookingRequest = z.object({ slotId: idField('면접 시간을 골라주세요') });

// ---- the manager ----

export const reviewSchema = z.object({
  reviewerEmail: z.string(),
  reviewerName: z.string(),
  rating: z.number().int().nullable(),
  note: z.string(),
  updatedAt: isoDateTime,
  /** Written by the manager asking. */
  mine: z.boolean(),
});
export type Review = z.infer<typeof reviewSchema>;

/** One application of GET /mypage/manager/recruiting/{recruitingId}/applications. */
export const managerApplicationSchema = z
  .object({
    applicationId: z.number().int(),
    applicant: z.object({
      name: z.string(),
      studentId: z.string(),
      phoneNumber: z.string(),
      email: z.string(),
    }),
    answers: z.array(answerSchema),
    stage: applicationStageSchema,
    submittedAt: isoDateTime,
    updatedAt: isoDateTime,
    reviews: z.array(reviewSchema),
    /** The officers' mean rating, one decimal; null before anyone rated. */
    ratingAverage: z.number().nullable(),
    interview: bookedInterviewSchema.nullable(),
    /** Stages whose result this applicant has been told. */
    announced: z.array(resultStageSchema),
  })
  .meta({ id: 'ManagerApplication' });
export type ManagerApplication = z.infer<typeof managerApplicationSchema>;
export const managerApplicationListSchema = z.array(managerApplicationSchema);

const applicationIds = z
  .array(idField())
  .min(1, m.selectApplications)
  .max(L.batchMax, VALIDATION.tooLarge)
  .refine((ids) => new Set(ids).size === ids.length, m.applicationsNotFound);

/** PUT /mypage/manager/recruiting/{recruitingId}/applications: move applications to a stage. */
export const stageMoveRequest = z.object({ applicationIds, stage: applicationStageSchema });
export type StageMoveRequest = z.infer<typeof stageMoveRequest>;

export const batchResultSchema = z.object({ success: z.boolean(), count: z.number().int() });

/** PUT …/applications/{applicationId}/review: this officer's rating (or none) and private note. */
export const reviewRequest = z.object({
  rating: z
    .number({ error: m.ratingRange })
    .int(m.ratingRange)
    .min(1, m.ratingRange)
    .max(5, m.ratingRange)
    .nullable(),
  note: z.string().trim().max(L.reviewNoteMax, VALIDATION.charLimit('메모', L.reviewNoteMax)).default(''),
});
export type ReviewRequest = z.input<typeof reviewRequest>;

/** POST …/results: tell these applicants, all at `stage`, their result; nobody is told the same stage twice. */
export const resultSendRequest = z.object({
  stage: resultStageSchema,
  applicationIds,
  message: z
    .string({ error: m.messageRequired })
    .trim()
    .min(1, m.messageRequired)
    .max(L.resultMessageMax, VALIDATION.charLimit('메시지', L.resultMessageMax)),
});
export type ResultSendRequest = z.infer<typeof resultSendRequest>;

/** How many were told now, and how many of those asked had been told that stage already. */
export const resultSendAnswerSchema = z.object({ sent: z.number().int(), alreadySent: z.number().int() });

export const CSV_CONTENT_TYPE = 'text/csv; charset=utf-8';
export const csvFileSchema = z.file().mime('text/csv');

// ---- interview slots ----

/** A slot's time: a Seoul wall-clock minute 'YYYY-MM-DDTHH:MM' (what a datetime-local input gives). */
const slotStart = z.string({ error: m.startsAtInvalid }).refine(isValidSalesOpenAt, m.startsAtInvalid);

const wholeNumber = (min: number, max: number, message: string) =>
  z.number({ error: message }).int(message).min(min, message).max(max, message);

/** POST and PUT …/slots: a time, how long, where (a place or a video-call link) and how many applicants. */
export const slotRequest = z.object({
  startsAt: slotStart,
  durationMinutes: wholeNumber(L.slotDurationMin, L.slotDurationMax, m.durationRange),
  place: z
    .string({ error: m.placeRequired })
    .trim()
    .min(1, m.placeRequired)
    .max(L.slotPlaceMax, VALIDATION.charLimit('장소', L.slotPlaceMax)),
  capacity: wholeNumber(1, L.slotCapacityMax, m.capacityRange),
});
export type SlotRequest = z.infer<typeof slotRequest>;

/** A slot with who booked it: the manager's timetable. */
export const managerSlotSchema = z
  .object({
    slotId: z.number().int(),
    startsAt: z.string(),
    durationMinutes: z.number().int(),
    place: z.string(),
    capacity: z.number().int(),
    booked: z.number().int(),
    applicants: z.array(
      z.object({
        applicationId: z.number().int(),
        name: z.string(),
        studentId: z.string(),
        phoneNumber: z.string(),
      }),
    ),
  })
  .meta({ id: 'InterviewSlot' });
export type ManagerSlot = z.infer<typeof managerSlotSchema>;
export const managerSlotListSchema = z.array(managerSlotSchema);

/** The stage a student sees, from the real one, the announced results and a booked interview. */
export function visibleStage(
  stage: ApplicationStage,
  announced: readonly { stage: VisibleStage }[],
  hasInterview: boolean,
): VisibleStage {
  const latest = (stages: readonly VisibleStage[]) =>
    [...announced].reverse().find((a) => stages.includes(a.stage))?.stage;
  const final = latest(['accepted', 'rejected']);
  if (final) return final;
  if (stage === 'interview' || (hasInterview && (stage === 'accepted' || stage === 'rejected'))) {
    return 'interview';
  }
  return latest(['screenPassed', 'screenFailed']) ?? 'applied';
}
