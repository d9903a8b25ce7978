import type { EmailPreferences, FollowedClub, NotificationKind, NotificationPage } from '@moa/contract';
import { NOTIFICATION_KIND_LABELS, NOTIFICATION_KINDS, NOTIFICATION_PAGE_SIZE } from '@moa/contract';
import { randomBytes } from 'node:crypto';
import type { Db } from '../../db/database.ts';
import { AppError } from '../../lib/app-error.ts';
import type { AppContext } from '../../lib/context.ts';
import type { SessionUser } from '../auth/index.ts';
import { fileUrl } from '../files/index.ts';
import * as repo from './repository.ts';

/** How many students follow a club (the manager's profile shows it). */
export function followerCount(db: Db, clubId: number): Promise<number> {
  return repo.followerCount(db, clubId);
}

export async function notificationPage(
  ctx: AppContext,
  user: SessionUser,
  before?: number,
): Promise<NotificationPage> {
  const [rows, unread] = await Promise.all([
    repo.listPage(ctx.db, user.id, before),
    repo.unreadCount(ctx.db, user.id),
  ]);
  const page = rows.slice(0, NOTIFICATION_PAGE_SIZE);
  return {
    unread,
    items: page.map((r) => ({
      id: r.id,
      kind: r.kind as NotificationKind,
      title: r.title,
      body: r.body,
      link: r.link,
      createdAt: r.created_at,
      readAt: r.read_at,
    })),
    nextBefore: rows.length > NOTIFICATION_PAGE_SIZE ? page[page.length - 1]!.id : null,
  };
}

export async function markRead(ctx: AppContext, user: SessionUser, body: { ids: number[] } | { all: true }) {
  await repo.markRead(ctx.db, user.id, 'all' in body ? 'all' : body.ids, ctx.now().toISOString());
  return { unread: await repo.unreadCount(ctx.db, user.id) };
}

export async function emailPreferences(ctx: AppContext, user: SessionUser): Promise<EmailPreferences> {
  const out = await repo.optouts(ctx.db, user.id);
  return {
    enabled: ctx.config.smtpUrl !== null,
    email: user.email,
    kinds: Object.fromEntries(NOTIFICATION_KINDS.map((k) => [k, !out.has(k)])) as Record<
      NotificationKind,
      boolean
    >,
  };
}

export async function setEmailPreferences(
  ctx: AppContext,
  user: SessionUser,
  body: { kinds: Partial<Record<NotificationKind, boolean>> },
): Promise<EmailPreferences> {
  await ctx.db.transaction().execute(async (trx) => {
    for (const [kind, on] of Object.entries(body.kinds)) {
      if (on === undefined) continue;
      await repo.setOptout(trx, user.id, kind, !on);
      // Switched back on: the links in earlier e-mails of this kind stop working; the next e-mail has a new one.
      if (on) await repo.revokeToken(trx, user.id, kind);
    }
  });
  return emailPreferences(ctx, user);
}

/**
 * The unsubscribe token of one kind of e-mail to one user (made on first use): unguessable, so its link works without
 * signing in; it stops only that kind, and is replaced when the user switches the kind back on.
 */
export async function unsubscribeToken(db: Db, userId: number, kind: NotificationKind): Promise<string> {
  const existing = await repo.tokenOf(db, userId, kind);
  if (existing) return existing;
  await repo.insertToken(db, userId, kind, randomBytes(24).toString('base64url'));
  return (await repo.tokenOf(db, userId, kind))!;
}

/** The link's kind of e-mail stops (the page's call, and the mail client's one-click POST of RFC 8058). */
export async function unsubscribe(ctx: AppContext, body: { token: string; kind: NotificationKind }) {
  const userId = await repo.userOfToken(ctx.db, body.token, body.kind);
  if (userId === undefined)
    throw new AppError(
      'NOT_FOUND',
      '수신 거부 링크가 올바르지 않거나 더 이상 쓸 수 없습니다. 로그인한 뒤 알림 페이지에서 설정해주세요.',
    );
  await repo.setOptout(ctx.db, userId, body.kind, true);
  return { kind: body.kind, label: NOTIFICATION_KIND_LABELS[body.kind] };
}

export async function followClub(ctx: AppContext, user: SessionUser, clubId: number, on: boolean) {
  const club = await ctx.db.selectFrom('clubs').select('id').where('id', '=', clubId).executeTakeFirst();
  if (!club) throw new AppError('NOT_FOUND', '동아리를 찾을 수 없습니다.');
  if (on) await repo.follow(ctx.db, user.id, clubId, ctx.now().toISOString());
  else await repo.unfollow(ctx.db, user.id, clubId);
  return { clubId, following: on };
}

export async function follows(ctx: AppContext, user: SessionUser): Promise<FollowedClub[]> {
  const rows = await repo.listFollows(ctx.db, user.id);
  return rows.map((r) => ({
    clubId: r.id,
    clubName: r.name,
    photo: fileUrl(r.poster_file),
    followedAt: r.created_at,
  }));
}
