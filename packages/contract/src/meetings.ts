/**
 * Meetings and attendance (docs/product.md#meetings-and-attendance): a club's manager schedules a term's meetings
 * (one-off or weekly), members check in by scanning a QR code that changes every 15 seconds
 * (docs/decisions/0028-meeting-attendance-codes.md), the manager marks by hand and closes the meeting, and members
 * ask for 공결 (an excused absence) with a reason and an optional photo.
 */
import { z } from 'zod';
import { isoDateTime } from './common.ts';
import { MEMBERSHIP_STATUSES } from './limits.ts';
import { VALIDATION } from './messages.ts';
import { isValidSalesOpenAt } from './show.ts';
import { idField, idParam } from './validators.ts';

export const MEETING_LIMITS = {
  titleMax: 60,
  placeMax: 60,
  /** How long a meeting lasts, in minutes: 10 minutes to 12 hours. */
  durationMin: 10,
  durationMax: 720,
  /** Minutes after the start a scan still counts as 출석; later it is 지각. */
  lateMinutesMax: 120,
  lateMinutesDefault: 10,
  /** A weekly series makes this many meetings at most (one a week), and at least 2. */
  repeatWeeksMin: 2,
  repeatWeeksMax: 26,
  /** Meetings a term may hold. */
  meetingsPerTermMax: 300,
  /** Positions a meeting may name as expected. */
  positionsMax: 20,
  /** The QR code changes every this many seconds, and a code is accepted this long after it was first shown. */
  codeWindowSeconds: 15,
  codeMaxAgeSeconds: 60,
  /** Scans are taken from this long before the start until the manager closes it or this long after its end. */
  opensMinutesBefore: 30,
  closesHoursAfter: 3,
  /** The student's list: meetings starting within this many days (and those still open). */
  upcomingDays: 30,
  reasonMax: 200,
  codeMax: 100,
} as const;
const L = MEETING_LIMITS;

/** What the server answers when it refuses a meetings call. */
export const MEETING_MESSAGES = {
  titleRequired: '모임 이름을 입력해주세요.',
  placeRequired: '모임 장소를 입력해주세요.',
  startsAtInvalid: '모임 시각을 올바른 날짜와 시간으로 입력해주세요.',
  durationRange: `모임 시간은 ${L.durationMin}분에서 ${L.durationMax / 60}시간 사이로 입력해주세요.`,
  lateRange: `지각 기준은 0분에서 ${L.lateMinutesMax}분 사이의 정수로 입력해주세요.`,
  repeatRange: `매주 반복은 ${L.repeatWeeksMin}회에서 ${L.repeatWeeksMax}회 사이로 입력해주세요.`,
  positionsRequired: '참석 대상 직책을 하나 이상 골라주세요.',
  positionsMax: `참석 대상 직책은 ${L.positionsMax}개까지 고를 수 있습니다.`,
  positionTwice: '같은 직책이 두 번 있습니다.',
  positionNotFound: '참석 대상 직책을 찾을 수 없습니다. 새로고침 후 다시 골라주세요.',
  startsOutsideTerm: '모임 날짜는 학기 기간 안이어야 합니다.',
  startsInPast: '모임 시각이 이미 지났습니다. 시각을 확인해주세요.',
  meetingsMax: `한 학기에 모임은 ${L.meetingsPerTermMax}개까지 만들 수 있습니다.`,
  termReadOnly: '지난 학기의 모임은 만들거나 바꿀 수 없습니다.',
  notFound: '모임을 찾을 수 없습니다.',
  started: '이미 시작한 모임은 수정하거나 삭제할 수 없습니다.',
  notStartedClose: '모임이 시작된 뒤에 마감할 수 있습니다.',
  alreadyClosed: '이미 마감된 모임입니다.',
  notYetOpen: `출석은 모임 시작 ${L.opensMinutesBefore}분 전부터 할 수 있습니다.`,
  closed: '출석이 마감된 모임입니다. 동아리 임원에게 문의해주세요.',
  codeRequired: 'QR 코드를 다시 찍어주세요.',
  codeInvalid: '이 모임의 출석 QR 코드가 아닙니다. 화면의 QR을 다시 찍어주세요.',
  codeExpired: 'QR 코드가 만료되었습니다. 화면의 새 QR을 다시 찍어주세요.',
  notExpected: '이 모임의 참석 대상이 아닙니다. 동아리 임원에게 문의해주세요.',
  memberNotFound: '이 학기 명단에서 회원을 찾을 수 없습니다. 새로고침 후 다시 시도해주세요.',
  markRequired: '출석 상태를 골라주세요.',
  reasonRequired: '공결 사유를 입력해주세요.',
  refuseReasonRequired: '거절 사유를 입력해주세요.',
  excuseOpen: '이 모임에 대한 공결 신청이 이미 처리를 기다리고 있습니다.',
  excuseApprovedAlready: '이 모임은 이미 공결로 처리되었습니다.',
  excuseNotFound: '공결 신청을 찾을 수 없습니다.',
  excuseDecided: '이미 처리된 공결 신청입니다. 새로고침 후 확인해주세요.',
  excuseTermReadOnly: '지난 학기의 모임에는 공결을 신청할 수 없습니다.',
  photoNotFound: '첨부한 사진이 없습니다.',
  scheduledNotice: (club: string, title: string, when: string, place: string) => ({
    title: `${club} 모임: ${title}`,
    body: `${when} · ${place}. 모임에서 화면의 QR을 찍어 출석해주세요.`,
  }),
  changedNotice: (club: string, title: string, when: string, place: string) => ({
    title: `${club} 모임이 바뀌었습니다: ${title}`,
    body: `${when} · ${place}`,
  }),
  cancelledNotice: (club: string, title: string, when: string) => ({
    title: `${club} 모임이 취소되었습니다: ${title}`,
    body: `${when} 모임은 열리지 않습니다.`,
  }),
  excuseNotice: (name: string, title: string) => ({
    title: `${name} 님이 공결을 신청했습니다`,
    body: `${title} · 회원 관리에서 승인하거나 거절해주세요.`,
  }),
  excuseDecidedNotice: (title: string, approved: boolean, reason: string) => ({
    title: approved ? `공결이 승인되었습니다: ${title}` : `공결이 거절되었습니다: ${title}`,
    body: approved ? '이 모임은 공결로 처리되었습니다.' : `거절 사유: ${reason}`,
  }),
} as const;
const m = MEETING_MESSAGES;

/** A mark: 출석, 지각, 공결, 결석. */
export const ATTENDANCE_MARKS = ['present', 'late', 'excused', 'absent'] as const;
export const attendanceMarkSchema = z.enum(ATTENDANCE_MARKS, { error: m.markRequired });
export type AttendanceMark = z.infer<typeof attendanceMarkSchema>;
export const ATTENDANCE_MARK_LABELS: Record<AttendanceMark, string> = {
  present: '출석',
  late: '지각',
  excused: '공결',
  absent: '결석',
};

/** How a mark was made: a scan, by hand, by closing the meeting, or by an approved excuse. */
export const ATTENDANCE_METHODS = ['qr', 'hand', 'close', 'excuse'] as const;
export const attendanceMethodSchema = z.enum(ATTENDANCE_METHODS);
export type AttendanceMethod = z.infer<typeof attendanceMethodSchema>;

/** Who is expected: every active member of the term, or the active members holding some positions. */
export const MEETING_AUDIENCES = ['all', 'positions'] as const;
export const meetingAudienceSchema = z.enum(MEETING_AUDIENCES, { error: VALIDATION.invalidChoice });

/** Before the scans open, open for scans, or closed (by the manager, or 3 hours after the end). */
export const MEETING_STATES = ['upcoming', 'open', 'closed'] as const;
export const meetingStateSchema = z.enum(MEETING_STATES);
export type MeetingState = z.infer<typeof meetingStateSchema>;

const wholeNumber = (min: number, max: number, message: string) =>
  z.number({ error: message }).int(message).min(min, message).max(max, message);

const text = (max: number, required: string, label: string) =>
  z.string({ error: required }).trim().min(1, required).max(max, VALIDATION.charLimit(label, max));

const meetingFields = {
  title: text(L.titleMax, m.titleRequired, '모임 이름'),
  /** A Seoul wall-clock minute 'YYYY-MM-DDTHH:MM' (what a datetime-local input gives). */
  startsAt: z.string({ error: m.startsAtInvalid }).refine(isValidSalesOpenAt, m.startsAtInvalid),
  durationMinutes: wholeNumber(L.durationMin, L.durationMax, m.durationRange),
  place: text(L.placeMax, m.placeRequired, '장소'),
  audience: meetingAudienceSchema,
  /** With audience 'positions': the expected positions (of the club). Ignored for 'all'. */
  positionIds: z
    .array(idField(m.positionNotFound), { error: m.positionsRequired })
    .max(L.positionsMax, m.positionsMax)
    .default([]),
  lateMinutes: wholeNumber(0, L.lateMinutesMax, m.lateRange).default(L.lateMinutesDefault),
};

type AudienceFields = { audience: 'all' | 'positions'; positionIds: number[] };
const positionsChosen = (v: AudienceFields) => v.audience === 'all' || v.positionIds.length > 0;
const positionsOnce = (v: AudienceFields) => new Set(v.positionIds).size === v.positionIds.length;

/** POST …/terms/{termId}/meetings: one meeting, or with repeatWeeks a weekly series inside the term. */
export const meetingCreateRequest = z
  .object({
    ...meetingFields,
    /** 2–26: one meeting a week at the same weekday and time; weeks past the term's last day are not made. */
    repeatWeeks: wholeNumber(L.repeatWeeksMin, L.repeatWeeksMax, m.repeatRange).optional(),
  })
  .refine(positionsChosen, { message: m.positionsRequired, path: ['positionIds'] })
  .refine(positionsOnce, { message: m.positionTwice, path: ['positionIds'] });
export type MeetingCreateRequest = z.infer<typeof meetingCreateRequest>;

/** PUT …/meetings/{meetingId}: a meeting that has not started, changed (one meeting, never its series). */
export const meetingUpdateRequest = z
  .object(meetingFields)
  .refine(positionsChosen, { message: m.positionsRequired, path: ['positionIds'] })
  .refine(positionsOnce, { message: m.positionTwice, path: ['positionIds'] });
export type MeetingUpdateRequest = z.infer<typeof meetingUpdateRequest>;

export const attendanceCountsSchema = z.object({
  /** Members expected now (active, of an expected position). */
  expected: z.number().int(),
  present: z.number().int(),
  late: z.number().int(),
  excused: z.number().int(),
  absent: z.number().int(),
  /** Expected members without a mark yet. */
  unmarked: z.number().int(),
});
export type AttendanceCounts = z.infer<typeof attendanceCountsSchema>;

export const meetingSchema = z
  .object({
    meetingId: z.number().int(),
    termId: z.number().int(),
    /** The first meeting of its weekly series; null for a one-off. */
    seriesId: z.number().int().nullable(),
    title: z.string(),
    /** Seoul 'YYYY-MM-DDTHH:MM'. */
    startsAt: z.string(),
    endsAt: z.string(),
    durationMinutes: z.number().int(),
    place: z.string(),
    audience: meetingAudienceSchema,
    positions: z.array(z.object({ positionId: z.number().int(), name: z.string() })),
    lateMinutes: z.number().int(),
    state: meetingStateSchema,
    closedAt: isoDateTime.nullable(),
    counts: attendanceCountsSchema,
  })
  .meta({ id: 'Meeting' });
export type Meeting = z.infer<typeof meetingSchema>;
export const meetingListSchema = z.array(meetingSchema);

/** What scheduling made: the meetings, and how many weeks of a series fell after the term's last day. */
export const meetingCreateResultSchema = z.object({
  meetings: z.array(meetingSchema),
  skippedWeeks: z.number().int(),
});
export type MeetingCreateResult = z.infer<typeof meetingCreateResultSchema>;

export const termMeetingParams = z.object({ termId: idParam });
export const meetingIdParams = z.object({ meetingId: idParam });
export const meetingMemberParams = z.object({ meetingId: idParam, membershipId: idParam });

/** GET …/meetings/{meetingId}/code: the QR's address now, and when to show the next. */
export const meetingCodeSchema = z.object({
  meetingId: z.number().int(),
  code: z.string(),
  /** `${PUBLIC_URL}/attend/{meetingId}?c={code}`: what the QR holds. */
  url: z.string(),
  /** When the next code replaces it (the screen asks again then). */
  refreshAt: isoDateTime,
  /** When a scan of this code stops being accepted. */
  expiresAt: isoDateTime,
  state: meetingStateSchema,
});
export type MeetingCode = z.infer<typeof meetingCodeSchema>;

/** PUT …/meetings/{meetingId}/attendance/{membershipId}: the manager's mark by hand. */
export const attendanceMarkRequest = z.object({ mark: attendanceMarkSchema });
export type AttendanceMarkRequest = z.infer<typeof attendanceMarkRequest>;

export const attendanceEntrySchema = z.object({
  membershipId: z.number().int(),
  name: z.string(),
  studentId: z.string(),
  positionName: z.string(),
  /** Whether the member is expected now (a member marked before leaving the expected set stays listed). */
  expected: z.boolean(),
  mark: attendanceMarkSchema.nullable(),
  markedAt: isoDateTime.nullable(),
  method: attendanceMethodSchema.nullable(),
});
export type AttendanceEntry = z.infer<typeof attendanceEntrySchema>;

/** GET …/meetings/{meetingId}/attendance: the expected members with their marks, and the counts. */
export const attendanceListSchema = z.object({
  meeting: meetingSchema,
  members: z.array(attendanceEntrySchema),
});
export type AttendanceList = z.infer<typeof attendanceListSchema>;

// ---- the student's side ----

/** POST /mypage/student/meetings/{meetingId}/attend: the code the QR's address carried (`c`). */
export const attendRequest = z.object({
  code: z.string({ error: m.codeRequired }).trim().min(1, m.codeRequired).max(L.codeMax, m.codeInvalid),
});
export type AttendRequest = z.infer<typeof attendRequest>;

export const attendResultSchema = z.object({
  meetingId: z.number().int(),
  title: z.string(),
  clubName: z.string(),
  mark: attendanceMarkSchema,
  markedAt: isoDateTime,
  /** The mark was there before this scan (a second scan, or the manager's): nothing changed. */
  already: z.boolean(),
});
export type AttendResult = z.infer<typeof attendResultSchema>;

export const EXCUSE_STATUSES = ['pending', 'approved', 'refused'] as const;
export const excuseStatusSchema = z.enum(EXCUSE_STATUSES);
export type ExcuseStatus = z.infer<typeof excuseStatusSchema>;

/** A meeting the student is expected at (GET /mypage/student/meetings), with their own mark. */
export const myMeetingSchema = z
  .object({
    meetingId: z.number().int(),
    membershipId: z.number().int(),
    clubName: z.string(),
    termName: z.string(),
    title: z.string(),
    startsAt: z.string(),
    endsAt: z.string(),
    place: z.string(),
    lateMinutes: z.number().int(),
    state: meetingStateSchema,
    mark: attendanceMarkSchema.nullable(),
    markedAt: isoDateTime.nullable(),
    /** The student's latest excuse request for it, if any. */
    excuse: excuseStatusSchema.nullable(),
  })
  .meta({ id: 'MyMeeting' });
export type MyMeeting = z.infer<typeof myMeetingSchema>;
export const myMeetingListSchema = z.array(myMeetingSchema);

/** The `request` part of POST /mypage/student/memberships/{membershipId}/excuses (with an optional `photo`). */
export const excuseRequest = z.object({
  meetingId: idField(m.notFound),
  reason: text(L.reasonMax, m.reasonRequired, '사유'),
});
export type ExcuseRequest = z.infer<typeof excuseRequest>;

export const excuseSchema = z
  .object({
    excuseId: z.number().int(),
    meetingId: z.number().int(),
    meetingTitle: z.string(),
    meetingStartsAt: z.string(),
    membershipId: z.number().int(),
    clubName: z.string(),
    name: z.string(),
    studentId: z.string(),
    reason: z.string(),
    hasPhoto: z.boolean(),
    status: excuseStatusSchema,
    decisionReason: z.string(),
    decidedAt: isoDateTime.nullable(),
    createdAt: isoDateTime,
  })
  .meta({ id: 'MeetingExcuse' });
export type Excuse = z.infer<typeof excuseSchema>;
export const excuseListSchema = z.array(excuseSchema);
export const excuseIdParams = z.object({ excuseId: idParam });

/** POST …/excuses/{excuseId}/decision: approve (the mark becomes 공결), or refuse with a reason. */
export const excuseDecisionRequest = z.discriminatedUnion(
  'approve',
  [
    z.object({ approve: z.literal(true) }),
    z.object({ approve: z.literal(false), reason: text(L.reasonMax, m.refuseReasonRequired, '사유') }),
  ],
  { error: VALIDATION.invalidChoice },
);
export type ExcuseDecisionRequest = z.infer<typeof excuseDecisionRequest>;

export const EXCUSE_PHOTO_CONTENT_TYPE = 'image/webp';
export const excusePhotoFileSchema = z.file().mime('image/webp');

// ---- the term's attendance (point 4) ----

/** GET …/terms/{termId}/attendance: filters as the roster's (search over 이름 and 학번, status, position). */
export const termAttendanceQuery = z.object({
  query: z.string().trim().max(50, VALIDATION.maxLength(50)).optional(),
  status: z.enum(MEMBERSHIP_STATUSES, { error: VALIDATION.invalidChoice }).optional(),
  positionId: idParam.optional(),
});
export type TermAttendanceQuery = z.infer<typeof termAttendanceQuery>;

/** One member's row of the matrix: a cell per meeting of the term, in the meetings' order. */
export const attendanceRowSchema = z.object({
  membershipId: z.number().int(),
  name: z.string(),
  studentId: z.string(),
  positionName: z.string(),
  status: z.string(),
  /** Per meeting: the mark, or null; `expected` false where the meeting does not expect the member. */
  cells: z.array(z.object({ expected: z.boolean(), mark: attendanceMarkSchema.nullable() })),
  counts: z.object({
    present: z.number().int(),
    late: z.number().int(),
    excused: z.number().int(),
    absent: z.number().int(),
  }),
  /**
   * 출석률: (출석 + 지각) over the meetings that started and expected the member, 공결 left out of both; null when
   * there are none yet.
   */
  rate: z.number().nullable(),
});
export type AttendanceRow = z.infer<typeof attendanceRowSchema>;

export const termAttendanceSchema = z
  .object({
    termId: z.number().int(),
    termName: z.string(),
    meetings: z.array(
      z.object({
        meetingId: z.number().int(),
        title: z.string(),
        startsAt: z.string(),
        state: meetingStateSchema,
      }),
    ),
    members: z.array(attendanceRowSchema),
    /** Members of the term with a row at all (expected once, or marked), before the filters. */
    all: z.number().int(),
  })
  .meta({ id: 'TermAttendance' });
export type TermAttendance = z.infer<typeof termAttendanceSchema>;
