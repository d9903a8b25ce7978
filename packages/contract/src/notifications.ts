import { z } from 'zod';
import { imageUrl, isoDateTime } from './common.ts';
import { idField, idParam } from './validators.ts';
import { NOTIFICATION_KINDS } from './labels.ts';

export { EMAIL_SECTION_ID, NOTIFICATION_KIND_LABELS, NOTIFICATION_KINDS } from './labels.ts';

export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];
export const notificationKindSchema = z.enum(NOTIFICATION_KINDS);

export const NOTIFICATION_PAGE_SIZE = 20;

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
