/**
 * Officers and hand-over (docs/product.md#officers-and-hand-over): a club's officers are the members of its current
 * term with a position other than its last (회원); holders of the positions marked as managing the club have the
 * manager role. A hand-over moves positions to successors on an effective day, once every successor accepted.
 */
import { z } from 'zod';
import { isoDate, isoDateTime } from './common.ts';
import { MEMBER_LIMITS as L } from './limits.ts';
import { VALIDATION } from './messages.ts';
import { dateField, idField, idParam } from './validators.ts';

export const HANDOVER_MESSAGES = {
  itemsRequired: '넘겨줄 직책과 후임자를 하나 이상 골라주세요.',
  itemsMax: `한 번에 ${L.handoverItemsMax}개 직책까지 넘겨줄 수 있습니다.`,
  positionTwice: '같은 직책이 두 번 있습니다. 한 직책은 한 사람에게만 넘겨줄 수 있습니다.',
  successorTwice: '한 사람에게 두 직책을 넘겨줄 수 없습니다.',
  effectiveOutside: '적용일은 오늘부터 학기 마지막 날 사이여야 합니다.',
  successorNotMember: '후임자는 이 학기 명단에서 가입 대기나 활동 중인 회원이어야 합니다.',
  successorInvited: '아직 가입하지 않은 초대 회원에게는 넘겨줄 수 없습니다.',
  successorManagesOther: '다른 동아리의 관리자 계정이나 관리자 계정은 후임자가 될 수 없습니다.',
  successorHolds: (position: string) => `이미 ${position}인 회원입니다.`,
  noPresident: (position: string) =>
    `${position}이 없는 동아리가 됩니다. ${position}의 후임자를 함께 정해주세요.`,
  pending: '진행 중인 인수인계가 있습니다. 먼저 마치거나 취소해주세요.',
  notFound: '인수인계를 찾을 수 없습니다.',
  alreadyAnswered: '이미 답한 인수인계입니다.',
  closed: '취소되었거나 이미 적용된 인수인계입니다.',
  applied: '이미 적용된 인수인계는 취소할 수 없습니다.',
  officerByHandover: '관리 권한이 있는 직책은 인수인계로만 맡기거나 넘길 수 있습니다.',
  officerStatus: '관리 권한이 있는 직책의 회원은 인수인계로 직책을 넘긴 뒤에 상태를 바꿀 수 있습니다.',
  notManagerAnyMore: '인수인계로 관리 권한이 넘어갔습니다. 새로고침 후 확인해주세요.',
  requestNotice: (club: string, position: string, day: string) => ({
    title: `${club} ${position} 인수인계 요청`,
    body: `${day.replaceAll('-', '.')}부터 ${position}을 맡아 달라는 요청입니다. 마이페이지에서 수락하거나 거절해주세요.`,
  }),
  answeredNotice: (name: string, position: string, accepted: boolean) => ({
    title: accepted
      ? `${name} 님이 ${position} 인수인계를 수락했습니다`
      : `${name} 님이 ${position} 인수인계를 거절했습니다`,
    body: accepted
      ? '후임자가 모두 수락하면 적용일에 직책과 관리 권한이 넘어갑니다.'
      : '인수인계를 취소하고 다른 후임자로 다시 만들어주세요.',
  }),
  appliedNotice: (club: string) => ({
    title: `${club} 인수인계가 적용되었습니다`,
    body: '직책과 관리 권한이 바뀌었습니다. 다시 로그인하면 바뀐 화면이 보입니다.',
  }),
  cancelledNotice: (club: string, position: string) => ({
    title: `${club} ${position} 인수인계가 취소되었습니다`,
    body: '동아리가 인수인계 요청을 취소했습니다.',
  }),
} as const;
const m = HANDOVER_MESSAGES;

export const HANDOVER_STATUSES = ['pending', 'accepted', 'applied', 'cancelled'] as const;
export const handoverStatusSchema = z.enum(HANDOVER_STATUSES);
export type HandoverStatus = z.infer<typeof handoverStatusSchema>;

/** A successor's answer so far. */
export const HANDOVER_ANSWERS = ['waiting', 'accepted', 'declined'] as const;
export const handoverAnswerSchema = z.enum(HANDOVER_ANSWERS);
export type HandoverAnswer = z.infer<typeof handoverAnswerSchema>;

const person = z.object({
  membershipId: z.number().int(),
  name: z.string(),
  studentId: z.string(),
});

export const handoverItemSchema = z.object({
  itemId: z.number().int(),
  positionId: z.number().int(),
  positionName: z.string(),
  /** The position's holders give manager rights. */
  manages: z.boolean(),
  successor: person,
  /** Who holds the position in the term and gives it up (none when it was vacant). */
  outgoing: z.array(person),
  answer: handoverAnswerSchema,
  answeredAt: isoDateTime.nullable(),
  declineReason: z.string(),
});
export type HandoverItem = z.infer<typeof handoverItemSchema>;

export const handoverSchema = z
  .object({
    handoverId: z.number().int(),
    termId: z.number().int(),
    termName: z.string(),
    /** The Seoul day it takes effect from. */
    effectiveOn: isoDate,
    /** The instant it takes (or took) effect: set when every successor accepted. */
    effectiveAt: isoDateTime.nullable(),
    status: handoverStatusSchema,
    createdBy: z.string(),
    createdAt: isoDateTime,
    items: z.array(handoverItemSchema),
  })
  .meta({ id: 'Handover' });
export type Handover = z.infer<typeof handoverSchema>;

export const officerSchema = z.object({
  membershipId: z.number().int(),
  userId: z.number().int().nullable(),
  name: z.string(),
  studentId: z.string(),
  positionId: z.number().int(),
  positionName: z.string(),
  manages: z.boolean(),
});
export type Officer = z.infer<typeof officerSchema>;

/** An account with the club's manager role: an administrator's grant, or a managing position's (until `endsAt`). */
export const clubManagerSchema = z.object({
  email: z.string(),
  name: z.string().nullable(),
  source: z.enum(['admin', 'position']),
  startsAt: isoDateTime.nullable(),
  endsAt: isoDateTime.nullable(),
});

/** GET /mypage/manager/club/officers: the current term's officers, the manager accounts and the hand-overs. */
export const officersSchema = z.object({
  /** The term today falls in; null when the club has none. */
  termId: z.number().int().nullable(),
  termName: z.string().nullable(),
  officers: z.array(officerSchema),
  managers: z.array(clubManagerSchema),
  handovers: z.array(handoverSchema),
});
export type Officers = z.infer<typeof officersSchema>;

/** POST /mypage/manager/club/handovers: positions of a term to successors (members of that term), from a day. */
export const handoverRequest = z
  .object({
    termId: idField(VALIDATION.invalidChoice),
    effectiveOn: dateField,
    items: z
      .array(
        z.object({
          positionId: idField(VALIDATION.invalidChoice),
          membershipId: idField(m.successorNotMember),
        }),
        { error: m.itemsRequired },
      )
      .min(1, m.itemsRequired)
      .max(L.handoverItemsMax, m.itemsMax),
  })
  .refine((v) => new Set(v.items.map((i) => i.positionId)).size === v.items.length, {
    message: m.positionTwice,
    path: ['items'],
  })
  .refine((v) => new Set(v.items.map((i) => i.membershipId)).size === v.items.length, {
    message: m.successorTwice,
    path: ['items'],
  });
export type HandoverRequest = z.infer<typeof handoverRequest>;
export const handoverIdParams = z.object({ handoverId: idParam });

/** POST /mypage/handovers/{itemId}: the successor accepts, or declines with an optional reason; once. */
export const handoverAnswerRequest = z.object({
  accept: z.boolean({ error: VALIDATION.invalidChoice }),
  reason: z.string().trim().max(L.reasonMax, VALIDATION.charLimit('사유', L.reasonMax)).optional(),
});
export type HandoverAnswerRequest = z.infer<typeof handoverAnswerRequest>;
export const handoverItemIdParams = z.object({ itemId: idParam });

/** What a successor sees of a hand-over naming them. */
export const myHandoverSchema = z
  .object({
    itemId: z.number().int(),
    handoverId: z.number().int(),
    clubName: z.string(),
    termName: z.string(),
    positionName: z.string(),
    manages: z.boolean(),
    effectiveOn: isoDate,
    effectiveAt: isoDateTime.nullable(),
    status: handoverStatusSchema,
    answer: handoverAnswerSchema,
    /** Who gives the position up. */
    outgoing: z.array(z.string()),
  })
  .meta({ id: 'MyHandover' });
export type MyHandover = z.infer<typeof myHandoverSchema>;
export const myHandoverListSchema = z.array(myHandoverSchema);
