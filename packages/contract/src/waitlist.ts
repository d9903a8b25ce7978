import { z } from 'zod';
import { isoDateTime } from './common.ts';
import { LIMITS } from './limits.ts';
import { VALIDATION } from './messages.ts';
import { idField } from './validators.ts';

/**
 * The waiting list of a sold-out schedule (docs/product.md#waiting-list): seats that come back are offered in join
 * order to the first student whose wanted count fits; an offer holds the seats for the show's offer window, then
 * lapses and the seats go to the next in line.
 */

export const WAITLIST = {
  defaultEnabled: true,
  minOfferMinutes: 10,
  maxOfferMinutes: 1_440,
  defaultOfferMinutes: 30,
} as const;

/** waiting: in line; offered: seats held for them; claimed: turned into a reservation; lapsed: the offer ran out; left. */
export const WAITLIST_STATUSES = ['waiting', 'offered', 'claimed', 'lapsed', 'left'] as const;
export type WaitlistStatus = (typeof WAITLIST_STATUSES)[number];

export const WAITLIST_MESSAGES = {
  offerMinutesRange: `대기 제안 유지 시간은 ${WAITLIST.minOfferMinutes}분에서 ${WAITLIST.maxOfferMinutes}분 사이로 입력해주세요`,
  disabled: '이 공연은 예매 대기를 받지 않습니다.',
  seatsLeft: (n: number) => `남은 좌석이 있어 바로 예매할 수 있습니다. 현재 ${n}매 예매할 수 있습니다.`,
  alreadyWaiting: '이미 예매 대기 중인 회차입니다. 마이페이지에서 순번을 확인해주세요.',
  alreadyReserved: '이미 예매한 회차입니다. 마이페이지에서 예매 내역을 확인해주세요.',
  notFound: '예매 대기 내역을 찾을 수 없습니다.',
  noOffer: '지금 확정할 수 있는 대기 좌석이 없습니다. 제안 시간이 지났거나 이미 확정되었습니다.',
  profileRequired: '예매 대기를 신청하려면 먼저 이름, 학번, 전화번호를 입력해주세요.',
} as const;

export const waitlistOfferMinutesSchema = z
  .number({ error: WAITLIST_MESSAGES.offerMinutesRange })
  .int(VALIDATION.integer)
  .min(WAITLIST.minOfferMinutes, WAITLIST_MESSAGES.offerMinutesRange)
  .max(WAITLIST.maxOfferMinutes, WAITLIST_MESSAGES.offerMinutesRange);

/** POST /show/detail/waitlist */
export const waitlistJoinRequest = z.object({
  scheduleId: idField('회차를 선택해주세요.'),
  wishToPurchaseTickets: z
    .number({ error: VALIDATION.ticketMin })
    .int(VALIDATION.integer)
    .min(1, VALIDATION.ticketMin)
    .max(LIMITS.maxPeoplePerSchedule, VALIDATION.tooLarge),
});
export type WaitlistJoinRequest = z.infer<typeof waitlistJoinRequest>;

export const waitlistJoinResultSchema = z
  .object({ waitlistId: z.number().int(), position: z.number().int() })
  .meta({ id: 'WaitlistJoinResult' });
export type WaitlistJoinResult = z.infer<typeof waitlistJoinResultSchema>;

/** Seats held for a student until expiresAt. */
export const waitlistOfferSchema = z.object({
  tickets: z.number().int(),
  expiresAt: isoDateTime,
  /** A seated schedule's offer holds these seats, by key (docs/product.md#assigned-seats); [] otherwise. */
  seats: z.array(z.string()).default([]),
});
export type WaitlistOffer = z.infer<typeof waitlistOfferSchema>;

/** One entry of GET /mypage/student/waitlist: those in line or offered, and lapsed ones until the schedule starts. */
export const studentWaitlistEntrySchema = z
  .object({
    waitlistId: z.number().int(),
    scheduleId: z.number().int(),
    showId: z.number().int(),
    title: z.string(),
    wishToPurchaseTickets: z.number().int(),
    /** 1 = next in line; among those still waiting or offered. null once lapsed. */
    position: z.number().int().nullable(),
    offer: waitlistOfferSchema.nullable(),
    status: z.enum(['waiting', 'offered', 'lapsed']),
    order: z.number().int(),
    date: z.string(),
    time: z.string(),
    /** Price of one ticket now, in 원. */
    cost: z.number().int(),
    joinedAt: isoDateTime,
  })
  .meta({ id: 'StudentWaitlistEntry' });
export type StudentWaitlistEntry = z.infer<typeof studentWaitlistEntrySchema>;
export const studentWaitlistSchema = z.array(studentWaitlistEntrySchema);

/** One entry of a schedule's waiting list as the manager sees it, in join order. */
export const managerWaitlistEntrySchema = z
  .object({
    waitlistId: z.number().int(),
    /** Place among those still waiting or offered; null for the rest. */
    position: z.number().int().nullable(),
    name: z.string(),
    stdCode: z.string(),
    phoneNumber: z.string(),
    wishToPurchaseTickets: z.number().int(),
    status: z.enum(WAITLIST_STATUSES),
    offer: waitlistOfferSchema.nullable(),
    joinedAt: isoDateTime,
    /** When it was last offered, claimed, lapsed or left. */
    changedAt: isoDateTime.nullable(),
  })
  .meta({ id: 'ManagerWaitlistEntry' });
export type ManagerWaitlistEntry = z.infer<typeof managerWaitlistEntrySchema>;

/** GET /mypage/manager/holder/{scheduleId}/waitlist */
export const managerWaitlistSchema = z
  .object({
    scheduleId: z.number().int(),
    showId: z.number().int(),
    title: z.string(),
    order: z.number().int(),
    date: z.string(),
    time: z.string(),
    waitlistEnabled: z.boolean(),
    entries: z.array(managerWaitlistEntrySchema),
  })
  .meta({ id: 'ManagerWaitlist' });
export type ManagerWaitlist = z.infer<typeof managerWaitlistSchema>;
