import { z } from 'zod';
import { imageUrl, isoDateTime } from './common.ts';
import { idField, idParam } from './validators.ts';

/**
 * The notification centre, following clubs and e-mail (docs/product.md#notifications). Each notification has a kind;
 * a student chooses by kind which also come by e-mail.
 */
export const NOTIFICATION_KINDS = [
  'reservationMade',
  'paymentConfirmed',
  /** The club took a confirmed payment back (paid → unpaid): the ticket is gone until the new pay-by time. */
  'paymentRevoked',
  'payReminder',
  'reservationExpired',
  'waitlistOffer',
  'waitlistLapsed',
  'cancelApproved',
  'cancelRejected',
  'refundDone',
  /** A recruiting application: its stage as the student sees it, an interview booked or moved, a result told. */
  'application',
  'clubNews',
  // for managers
  'transferClaim',
  'cancelRequest',
  /** A student applied to one of the club's recruiting posts. */
  'newApplication',
] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];
export const notificationKindSchema = z.enum(NOTIFICATION_KINDS);

/** What each kind is called where a student chooses what comes by e-mail, and in the unsubscribe page. */
export const NOTIFICATION_KIND_LABELS: Record<NotificationKind, string> = {
  reservationMade: '예매 완료',
  paymentConfirmed: '입금 확인',
  paymentRevoked: '입금 확인 취소',
  payReminder: '입금 기한 알림',
  reservationExpired: '기한 만료',
  waitlistOffer: '예매 대기 좌석 제안',
  waitlistLapsed: '예매 대기 제안 만료',
  cancelApproved: '취소 승인',
  cancelRejected: '취소 거절',
  refundDone: '환불 완료',
  application: '지원 현황과 결과',
  clubNews: '팔로우한 동아리 소식',
  transferClaim: '입금 알림 (관리자)',
  cancelRequest: '취소 요청 (관리자)',
  newApplication: '새 지원서 (관리자)',
};

export const NOTIFICATION_PAGE_SIZE = 20;

/**
 * The id of the 알림 메일 section: /notifications#notification-mail is where every signed-in user (a club's manager
 * too) finds the switches, so e-mails link there.
 */
export const EMAIL_SECTION_ID = 'notification-mail';

export const notificationSchema = z
  .object({
    id: z.number().int(),
    kind: notificationKindSchema,
    title: z.string(),
    body: z.string(),
    /** A path of the web app to open, e.g. /mypage or /show/12. */
    link: z.string(),
    createdAt: isoDateTime,
    readAt: isoDateTime.nullable(),
  })
  .meta({ id: 'Notification' });
export type Notification = z.infer<typeof notificationSchema>;

/** GET /mypage/notifications?before={id}: newest first, a page at a time; `unread` counts all unread. */
export const notificationPageSchema = z
  .object({
    unread: z.number().int(),
    items: z.array(notificationSchema),
    /** Pass as `before` for the next page; null on the last one. */
    nextBefore: z.number().int().nullable(),
  })
  .meta({ id: 'NotificationPage' });
export type NotificationPage = z.infer<typeof notificationPageSchema>;

export const notificationQuery = z.object({
  before: idParam.optional(),
});

/** PUT /mypage/notifications/read: some, or all at once. */
export const notificationReadRequest = z.union([
  z.object({ ids: z.array(idField()).min(1).max(200) }),
  z.object({ all: z.literal(true) }),
]);
export type NotificationReadRequest = z.infer<typeof notificationReadRequest>;
export const notificationReadResultSchema = z.object({ unread: z.number().int() });

/** GET and PUT /mypage/notifications/email: the kinds that also come by e-mail (all, until the student says). */
export const emailPreferencesSchema = z
  .object({
    /** Whether this server sends e-mail at all (SMTP configured). */
    enabled: z.boolean(),
    email: z.string(),
    kinds: z.record(notificationKindSchema, z.boolean()),
  })
  .meta({ id: 'EmailPreferences' });
export type EmailPreferences = z.infer<typeof emailPreferencesSchema>;
export const emailPreferencesRequest = z.object({
  kinds: z.partialRecord(notificationKindSchema, z.boolean()),
});

/** POST /api/unsubscribe, from the e-mail's link (the page /unsubscribe): works without signing in. */
export const unsubscribeRequest = z.object({
  token: z.string().min(16).max(128),
  kind: notificationKindSchema,
});
export const unsubscribeResultSchema = z.object({ kind: notificationKindSchema, label: z.string() });

/** PUT and DELETE /club/{id}/follow */
export const followResultSchema = z.object({ clubId: z.number().int(), following: z.boolean() });

/** GET /mypage/follows: the clubs the student follows, newest first. */
export const followedClubSchema = z
  .object({ clubId: z.number().int(), clubName: z.string(), photo: imageUrl, followedAt: isoDateTime })
  .meta({ id: 'FollowedClub' });
export const followListSchema = z.array(followedClubSchema);
export type FollowedClub = z.infer<typeof followedClubSchema>;
