/**
 * A club's members per term (docs/product.md#members): the terms (학기), the positions (직책), the memberships with
 * their status, added by 최종 합격, by e-mail or from a roster file, and the roster's exports.
 */
import { z } from 'zod';
import { groupDigits } from './numbers.ts';
import { isoDate, isoDateTime } from './common.ts';
import { BANKS, LIMITS, MEMBER_LIMITS as L, MEMBERSHIP_SOURCES, MEMBERSHIP_STATUSES } from './limits.ts';
import { requiredText } from './content-fields.ts';
import { VALIDATION } from './messages.ts';
import { SHOW_MESSAGES } from './show.ts';
import { dateField, digitsOnly, idField, idParam, trimmed } from './validators.ts';

export { MEMBERSHIP_STATUS_LABELS } from './labels.ts';

/** What the server answers when it refuses a members call. */
export const MEMBER_MESSAGES = {
  termNameRequired: '학기 이름을 입력해주세요.',
  termOrder: '학기 종료일은 시작일보다 빠를 수 없습니다.',
  termTooLong: `학기는 ${L.termDaysMax}일을 넘을 수 없습니다.`,
  termOverlap: (name: string) => `기간이 '${name}' 학기와 겹칩니다. 날짜를 확인해주세요.`,
  termNameTaken: '같은 이름의 학기가 이미 있습니다.',
  termsMax: `학기는 ${L.termsPerClubMax}개까지 만들 수 있습니다.`,
  termNotFound: '학기를 찾을 수 없습니다.',
  termReadOnly: '지난 학기의 명단은 수정할 수 없습니다.',
  termEndInPast: '종료일을 오늘보다 이전으로 바꾸면 학기가 잠깁니다. 종료일을 확인해주세요.',
  positionNameRequired: '직책 이름을 입력해주세요.',
  positionNameTaken: '같은 이름의 직책이 이미 있습니다.',
  positionNotFound: '직책을 찾을 수 없습니다.',
  memberNotFound: '회원을 찾을 수 없습니다. 새로고침 후 다시 시도해주세요.',
  alreadyMember: '이미 이 학기 명단에 있는 학생입니다.',
  notStudent: '학생 계정만 회원으로 추가할 수 있습니다. 학교 이메일을 확인해주세요.',
  nothingToChange: '바꿀 상태나 직책을 골라주세요.',
  batchNone: '상태를 바꿀 회원을 골라주세요.',
  batchTooMany: `한 번에 ${groupDigits(L.batchMax)}명까지 바꿀 수 있습니다.`,
  batchOfficer: '관리 권한이 있는 직책이라 인수인계 뒤에 바꿀 수 있습니다.',
  batchGone: '이 학기 명단에 없는 회원입니다.',
  rosterRequired: '명단 파일을 첨부해주세요.',
  rosterEmpty: '빈 파일입니다. 명단이 든 파일을 올려주세요.',
  rosterTooLarge: `명단 파일은 ${L.rosterMaxBytes / 1024 / 1024}MB 이하여야 합니다.`,
  rosterTooManyRows: `명단은 한 번에 ${groupDigits(L.rosterRowsMax)}명까지 올릴 수 있습니다.`,
  rosterUnreadable: '명단 파일을 읽을 수 없습니다. CSV나 XLSX 파일로 저장해 올려주세요.',
  rosterColumns: '첫 줄에 이름, 학번 열이 있어야 합니다. (학과, 연락처, 이메일은 있으면 읽습니다.)',
  rosterNoRows: '명단에 회원이 없습니다.',
  rosterBadRows: (count: number) => `읽을 수 없는 줄이 ${count}개 있어 아무것도 추가하지 않았습니다.`,
  renewalStartsEarly: '새 학기는 지난 학기가 끝난 뒤에 시작해야 합니다.',
  alreadyRenewed: '이 학기에서 새 학기를 이미 시작했습니다.',
  renewalNotFound: '활동 계속 여부 질문을 찾을 수 없습니다.',
  alreadyAnswered: '이미 답했습니다. 바꾸려면 동아리에 문의해주세요.',
  renewalClosed: '새 학기가 이미 끝나 답할 수 없습니다.',
  renewalNotice: (club: string, term: string) => ({
    title: `${club} ${term} 활동을 계속하시나요?`,
    body: `${club}에서 ${term}을 시작했습니다. 마이페이지에서 활동을 계속할지 답해주세요.`,
  }),
  welcome: (club: string, chatUrl: string) => ({
    title: `${club} 회원이 되었습니다`,
    body: chatUrl
      ? `환영합니다! 동아리 단체 채팅방에 들어와주세요: ${chatUrl}`
      : '환영합니다! 동아리 활동 안내를 기다려주세요.',
  }),
  duesAmount: `회비는 1원에서 ${groupDigits(LIMITS.maxCost)}원 사이의 정수로 입력해주세요.`,
  duesPayByOutside: '납부 기한은 학기 안의 날짜여야 합니다.',
  chargeNotFound: '이 회원에게 청구된 회비가 없습니다.',
  chargeSettled: '이미 처리된 회비입니다. 새로고침 후 확인해주세요.',
  chargeOver: (left: number) => `남은 회비(${groupDigits(left)}원)보다 많이 입력했습니다.`,
  waiveReasonRequired: '면제 사유를 입력해주세요.',
  duesReminder: (club: string, term: string, when: 'before' | 'after', payBy: string) => ({
    title:
      when === 'before'
        ? `${club} ${term} 회비 납부 기한이 다가옵니다`
        : `${club} ${term} 회비 납부 기한이 지났습니다`,
    body:
      when === 'before'
        ? `${payBy.replaceAll('-', '.')}까지 회비를 입금해주세요. 마이페이지에서 계좌를 확인할 수 있습니다.`
        : `납부 기한(${payBy.replaceAll('-', '.')})이 지났습니다. 입금하셨다면 동아리에 알려주세요.`,
  }),
  alreadyClaimed: '이미 입금했다고 알렸습니다. 동아리가 확인할 때까지 기다려주세요.',
  duesClaimNotice: (name: string, term: string, amount: number, depositName: string) => ({
    title: `${name} 님이 ${term} 회비를 입금했다고 알렸습니다`,
    body: `${groupDigits(amount)}원 · 입금자명 ${depositName}`,
  }),
  rosterRow: {
    name: '이름이 비어 있거나 20자를 넘습니다.',
    studentId: `학번은 ${LIMITS.studentIdLength}자리 숫자여야 합니다.`,
    department: `학과는 ${LIMITS.departmentMax}자 이내로 적어주세요.`,
    phone: '연락처 형식은 010-1234-5678입니다.',
    email: '이메일 형식을 확인해주세요.',
    duplicate: (row: number) => `${row}번째 줄과 같은 학번입니다.`,
  },
} as const;
const m = MEMBER_MESSAGES;

export const membershipStatusSchema = z.enum(MEMBERSHIP_STATUSES, { error: VALIDATION.invalidChoice });
export const membershipSourceSchema = z.enum(MEMBERSHIP_SOURCES);

export const emailField = z
  .string({ error: VALIDATION.invalidEmail })
  .trim()
  .toLowerCase()
  .max(254, VALIDATION.invalidEmail)
  .regex(/^[^\s@]+@[^\s@]+\.[^\s@]+$/, VALIDATION.invalidEmail);

/** 학과: optional, up to LIMITS.departmentMax characters; '' means none. */
export const departmentField = z
  .string()
  .trim()
  .max(LIMITS.departmentMax, VALIDATION.charLimit('학과', LIMITS.departmentMax));

/** 학년: optional, typed as a digit from 1 to LIMITS.schoolYearMax; '' means none. */
export const schoolYearField = z
  .string({ error: VALIDATION.schoolYear })
  .trim()
  .refine((v) => v === '' || (/^[1-9]$/.test(v) && Number(v) <= LIMITS.schoolYearMax), VALIDATION.schoolYear);

// ---- terms ----

const DAY_MS = 86_400_000;
const dayCount = (start: string, end: string) =>
  Math.round((Date.parse(`${end}T00:00:00Z`) - Date.parse(`${start}T00:00:00Z`)) / DAY_MS) + 1;

/** POST and PUT /mypage/manager/club/terms: a term's name ("2026-2학기") and its first and last days. */
export const termRequest = z
  .object({
    name: trimmed(L.termNameMax, m.termNameRequired),
    startsOn: dateField,
    endsOn: dateField,
  })
  .refine((v) => v.endsOn >= v.startsOn, { message: m.termOrder, path: ['endsOn'] })
  .refine((v) => v.endsOn < v.startsOn || dayCount(v.startsOn, v.endsOn) <= L.termDaysMax, {
    message: m.termTooLong,
    path: ['endsOn'],
  });
export type TermRequest = z.infer<typeof termRequest>;

/** A term's dues (회비): the amount, the pay-by day and the account to transfer to, as a show's. */
export const duesSchema = z.object({
  amount: z.number().int(),
  payBy: isoDate,
  bankName: z.string(),
  accountNumber: z.string(),
  accountName: z.string(),
});
export type Dues = z.infer<typeof duesSchema>;

const wholeWon = (message: string) =>
  z.number({ error: message }).int(message).min(1, message).max(LIMITS.maxCost, message);

/** PUT /mypage/manager/club/terms/{termId}/dues: set or change the term's dues; each pending member is charged. */
export const duesRequest = z.object({
  amount: wholeWon(MEMBER_MESSAGES.duesAmount),
  payBy: dateField,
  bankName: z.enum(BANKS, { error: SHOW_MESSAGES.bankRequired }),
  accountNumber: z
    .string({ error: SHOW_MESSAGES.accountNumberRequired })
    .trim()
    .min(1, SHOW_MESSAGES.accountNumberRequired)
    .max(LIMITS.accountNumberMax, VALIDATION.maxLength(LIMITS.accountNumberMax))
    .refine((v) => digitsOnly(v) === v, VALIDATION.accountDigits),
  accountName: requiredText(LIMITS.nameMax, SHOW_MESSAGES.accountNameRequired, '예금주'),
});
export type DuesRequest = z.infer<typeof duesRequest>;

export const CHARGE_STATUSES = ['unpaid', 'paid', 'waived'] as const;
export const chargeStatusSchema = z.enum(CHARGE_STATUSES);
export type ChargeStatus = z.infer<typeof chargeStatusSchema>;

/** A member's charge of the term's dues. */
export const chargeSchema = z.object({
  amount: z.number().int(),
  paidAmount: z.number().int(),
  status: chargeStatusSchema,
  /** Why it was waived. */
  reason: z.string(),
  paidAt: isoDateTime.nullable(),
  /** When the student said they transferred (입금했어요): the manager checks the account. */
  claimedAt: isoDateTime.nullable(),
});
export type Charge = z.infer<typeof chargeSchema>;

/** PUT …/members/{membershipId}/dues: paid in full by hand, a partial payment of `amount`, or waived with a reason. */
export const chargeRequest = z.discriminatedUnion(
  'action',
  [
    z.object({ action: z.literal('paid') }),
    z.object({ action: z.literal('partial'), amount: wholeWon(MEMBER_MESSAGES.duesAmount) }),
    z.object({
      action: z.literal('waive'),
      reason: z
        .string({ error: MEMBER_MESSAGES.waiveReasonRequired })
        .trim()
        .min(1, MEMBER_MESSAGES.waiveReasonRequired)
        .max(L.reasonMax, VALIDATION.charLimit('사유', L.reasonMax)),
    }),
  ],
  { error: VALIDATION.invalidChoice },
);
export type ChargeRequest = z.infer<typeof chargeRequest>;

export const termSchema = z
  .object({
    termId: z.number().int(),
    name: z.string(),
    startsOn: isoDate,
    endsOn: isoDate,
    /** Ended before today (Seoul): its roster is read-only. */
    readOnly: z.boolean(),
    /** Today (Seoul) falls in it. */
    current: z.boolean(),
    /** Memberships in the term, invitations included. */
    memberCount: z.number().int(),
    /** The term's dues; null when it sets none. */
    dues: duesSchema.nullable(),
  })
  .meta({ id: 'ClubTerm' });
export type Term = z.infer<typeof termSchema>;
export const termListSchema = z.array(termSchema);

export const termIdParams = z.object({ termId: idParam });
export const memberParams = z.object({ termId: idParam, membershipId: idParam });

// ---- positions ----

export const positionSchema = z
  .object({
    positionId: z.number().int(),
    name: z.string(),
    /** Holders of this position manage the club (the officers). */
    manages: z.boolean(),
    rank: z.number().int(),
  })
  .meta({ id: 'ClubPosition' });
export type Position = z.infer<typeof positionSchema>;
export const positionListSchema = z.array(positionSchema);

/** PUT /mypage/manager/club/positions/{positionId}: rename a position, or mark whether it manages the club. */
export const positionRequest = z.object({
  name: trimmed(L.positionNameMax, m.positionNameRequired),
  manages: z.boolean({ error: VALIDATION.invalidChoice }),
});
export type PositionRequest = z.infer<typeof positionRequest>;
export const positionIdParams = z.object({ positionId: idParam });

// ---- memberships ----

export const memberSchema = z
  .object({
    membershipId: z.number().int(),
    /** Null while an invitation waits for the student's first sign-in. */
    userId: z.number().int().nullable(),
    invited: z.boolean(),
    name: z.string(),
    studentId: z.string(),
    department: z.string(),
    /** 학년 as the student said it on their profile; null when not said (or an invitation). */
    schoolYear: z.number().int().nullable(),
    phoneNumber: z.string(),
    email: z.string(),
    positionId: z.number().int(),
    positionName: z.string(),
    status: membershipStatusSchema,
    /** The day the status took effect (Seoul date). */
    statusChangedOn: isoDate,
    reason: z.string(),
    /** The student agreed that the student union may receive their contact details. */
    unionConsent: z.boolean(),
    source: membershipSourceSchema,
    createdAt: isoDateTime,
    /** The member's charge of the term's dues; null when none. */
    charge: chargeSchema.nullable(),
  })
  .meta({ id: 'Member' });
export type Member = z.infer<typeof memberSchema>;

/** GET /mypage/manager/club/terms/{termId}/members: search by name or 학번, filter by status and position. */
export const memberListQuery = z.object({
  query: z.string().trim().max(L.searchMax, VALIDATION.maxLength(L.searchMax)).optional(),
  status: membershipStatusSchema.optional(),
  positionId: idParam.optional(),
});
export type MemberListQuery = z.infer<typeof memberListQuery>;

export const memberTotalsSchema = z.object({
  /** Every membership of the term, whatever the filters. */
  all: z.number().int(),
  byStatus: z.record(membershipStatusSchema, z.number().int()),
  /** Of all, those still waiting for the student's first sign-in. */
  invitations: z.number().int(),
  /** Those the filters kept (the list's length). */
  shown: z.number().int(),
  /** Dues in won over every charge not waived: expected, paid so far, and outstanding. */
  dues: z.object({ expected: z.number().int(), paid: z.number().int(), outstanding: z.number().int() }),
});

/** A term started by a renewal: who of the old term's active members said yes, no, or has not answered. */
export const renewalSummarySchema = z.object({
  fromTermId: z.number().int(),
  fromTermName: z.string(),
  asked: z.number().int(),
  yes: z.number().int(),
  no: z.number().int(),
  unanswered: z.array(z.object({ userId: z.number().int(), name: z.string(), studentId: z.string() })),
});
export type RenewalSummary = z.infer<typeof renewalSummarySchema>;

export const memberListSchema = z.object({
  term: termSchema,
  members: z.array(memberSchema),
  totals: memberTotalsSchema,
  /** Null unless the term was started by a renewal. */
  renewal: renewalSummarySchema.nullable(),
});
export type MemberList = z.infer<typeof memberListSchema>;

/** POST …/members: a student by university e-mail; an e-mail that has not signed in yet becomes an invitation. */
export const memberAddRequest = z.object({
  email: emailField,
  /** The position; the club's 회원 (its last position) when absent. */
  positionId: idField(VALIDATION.invalidChoice).optional(),
});
export type MemberAddRequest = z.infer<typeof memberAddRequest>;

/** PUT …/members/{membershipId}: a new status (from a date, with an optional reason) and/or a new position. */
export const memberUpdateRequest = z
  .object({
    status: membershipStatusSchema.optional(),
    /** The day the new status took effect; today (Seoul) when absent. */
    statusDate: dateField.optional(),
    reason: z.string().trim().max(L.reasonMax, VALIDATION.charLimit('사유', L.reasonMax)).optional(),
    positionId: idField(VALIDATION.invalidChoice).optional(),
  })
  .refine((v) => v.status !== undefined || v.positionId !== undefined, {
    message: m.nothingToChange,
    path: ['status'],
  });
export type MemberUpdateRequest = z.infer<typeof memberUpdateRequest>;

/** POST …/members/status: one status (from a day, with a reason) for several members of the term at once. */
export const memberBatchRequest = z.object({
  membershipIds: z
    .array(idField(m.memberNotFound), { error: m.batchNone })
    .min(1, m.batchNone)
    .max(L.batchMax, m.batchTooMany)
    .refine((ids) => new Set(ids).size === ids.length, m.batchNone),
  status: membershipStatusSchema,
  statusDate: dateField.optional(),
  reason: z.string().trim().max(L.reasonMax, VALIDATION.charLimit('사유', L.reasonMax)).optional(),
});
export type MemberBatchRequest = z.infer<typeof memberBatchRequest>;

export const memberBatchResultSchema = z.object({
  /** Members whose status changed. */
  changed: z.number().int(),
  /** Members who had that status already. */
  unchanged: z.number().int(),
  /** Members left as they were, each with why (an officer, no longer on the roster). */
  skipped: z.array(z.object({ membershipId: z.number().int(), name: z.string(), message: z.string() })),
});
export type MemberBatchResult = z.infer<typeof memberBatchResultSchema>;

/** POST …/members/import: what the roster file did. */
export const rosterImportSchema = z.object({
  /** Rows that matched an account (학번 + 이름, or e-mail) and became memberships. */
  added: z.number().int(),
  /** Rows that matched no account: invitations that bind at the student's first sign-in. */
  invited: z.number().int(),
  /** Rows of students already on the term's roster: reported, not added again. */
  alreadyMembers: z.array(z.object({ row: z.number().int(), name: z.string(), studentId: z.string() })),
});
export type RosterImport = z.infer<typeof rosterImportSchema>;

// ---- the student's own ----

/** One of the student's own memberships (GET /mypage/student/memberships): a student sees only their own. */
export const myMembershipSchema = z
  .object({
    membershipId: z.number().int(),
    clubId: z.number().int(),
    clubName: z.string(),
    termName: z.string(),
    startsOn: isoDate,
    endsOn: isoDate,
    positionName: z.string(),
    status: membershipStatusSchema,
    statusChangedOn: isoDate,
    /** Whether the student agreed that the student union may receive their 연락처 with the roster. */
    unionConsent: z.boolean(),
  })
  .meta({ id: 'MyMembership' });
export type MyMembership = z.infer<typeof myMembershipSchema>;
export const myMembershipListSchema = z.array(myMembershipSchema);

/** PUT /mypage/student/memberships/{membershipId}/consent: agree (or no longer agree) to the union receiving 연락처. */
export const unionConsentRequest = z.object({
  unionConsent: z.boolean({ error: VALIDATION.invalidChoice }),
});
export type UnionConsentRequest = z.infer<typeof unionConsentRequest>;
export const membershipIdParams = z.object({ membershipId: idParam });

// ---- renewal ----

/** POST …/terms/{termId}/renewal: the new term, whose start asks every member active in {termId} to continue. */
export const renewalStartSchema = z.object({ term: termSchema, asked: z.number().int() });

export const myRenewalSchema = z
  .object({
    renewalId: z.number().int(),
    clubName: z.string(),
    fromTermName: z.string(),
    termName: z.string(),
    startsOn: isoDate,
    endsOn: isoDate,
    /** Null until answered. */
    answer: z.enum(['yes', 'no']).nullable(),
    answeredAt: isoDateTime.nullable(),
  })
  .meta({ id: 'MyRenewal' });
export type MyRenewal = z.infer<typeof myRenewalSchema>;
export const myRenewalListSchema = z.array(myRenewalSchema);

/** POST /mypage/student/renewals/{renewalId}: whether the student continues (once), and their union consent. */
export const renewalAnswerRequest = z.object({
  continue: z.boolean({ error: VALIDATION.invalidChoice }),
  unionConsent: z.boolean({ error: VALIDATION.invalidChoice }).optional(),
});
export type RenewalAnswerRequest = z.infer<typeof renewalAnswerRequest>;
export const renewalIdParams = z.object({ renewalId: idParam });

/** One of the student's own charges (GET /mypage/student/dues): what to transfer, where, and under which name. */
export const myDuesSchema = z
  .object({
    membershipId: z.number().int(),
    clubName: z.string(),
    termName: z.string(),
    amount: z.number().int(),
    paidAmount: z.number().int(),
    status: chargeStatusSchema,
    payBy: isoDate,
    accountInfo: z.object({ bankName: z.string(), accountNumber: z.string(), accountName: z.string() }),
    /** 입금자명: 학번 + 이름, as for tickets. */
    depositName: z.string(),
    /** When the student said they transferred. */
    claimedAt: isoDateTime.nullable(),
  })
  .meta({ id: 'MyDues' });
export type MyDues = z.infer<typeof myDuesSchema>;
export const myDuesListSchema = z.array(myDuesSchema);

export const ROSTER_COLUMNS = ['이름', '학번', '학과', '학년', '연락처', '휴학 여부', '직책'] as const;
