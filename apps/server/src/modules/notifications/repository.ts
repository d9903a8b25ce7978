import { NOTIFICATION_PAGE_SIZE } from '@moa/contract';
import type { Db } from '../../db/database.ts';

export async function listPage(db: Db, userId: number, before?: number) {
  return db
    .selectFrom('notifications')
    .select(['id', 'kind', 'title', 'body', 'link', 'created_at', 'read_at'])
    .where('user_id', '=', userId)
    .$if(before !== undefined, (q) => q.where('id', '<', before!))
    .orderBy('id', 'desc')
    .limit(NOTIFICATION_PAGE_SIZE + 1)
    .execute();
}

export async function unreadCount(db: Db, userId: number): Promise<number> {
  const { n } = await db
    .selectFrom('notifications')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('user_id', '=', userId)
    .where('read_at', 'is', null)
    .executeTakeFirstOrThrow();
  return Number(n);
}

export async function markRead(db: Db, userId: number, ids: number[] | 'all', at: string): Promise<void> {
  await db
    .updateTable('notifications')
    .set({ read_at: at })
    .where('user_id', '=', userId)
    .where('read_at', 'is', null)
    .$if(ids !== 'all', (q) => q.where('id', 'in', ids as number[]))
    .execute();
}

export async function optouts(db: Db, userId: number): Promise<Set<string>> {
  const rows = await db.selectFrom('email_optouts').select('kind').where('user_id', '=', userId).execute();
  return new Set(rows.map((r) => r.kind));
}

export async function setOptout(db: Db, userId: number, kind: string, out: boolean): Promise<void> {
  if (out) {
    await db
      .insertInto('email_optouts')
      .values({ user_id: userId, kind })
      .onConflict((oc) => oc.columns(['user_id', 'kind']).doNothing())
      .execute();
  } else {
    await db.deleteFrom('email_optouts').where('user_id', '=', userId).where('kind', '=', kind).execute();
  }
}

export async function tokenOf(db: Db, userId: number, kind: string) {
  return (
    await db
      .selectFrom('unsubscribe_tokens')
      .select('token')
      .where('user_id', '=', userId)
      .where('kind', '=', kind)
      .executeTakeFirst()
  )?.token;
}

export async function insertToken(db: Db, userId: number, kind: string, token: string): Promise<void> {
  await db
    .insertInto('unsubscribe_tokens')
    .values({ user_id: userId, kind, token })
    .onConflict((oc) => oc.columns(['user_id', 'kind']).doNothing())
    .execute();
}

export async function userOfToken(db: Db, token: string, kind: string) {
  return (
    await db
      .selectFrom('unsubscribe_tokens')
      .select('user_id')
      .where('token', '=', token)
      .where('kind', '=', kind)
      .executeTakeFirst()
  )?.user_id;
}

export async function revokeToken(db: Db, userId: number, kind: string): Promise<void> {
  await db.deleteFrom('unsubscribe_tokens').where('user_id', '=', userId).where('kind', '=', kind).execute();
}

export async function follow(db: Db, userId: number, clubId: number, at: string): Promise<void> {
  await db
    .insertInto('club_follows')
    .values({ user_id: userId, club_id: clubId, created_at: at })
    .onConflict((oc) => oc.columns(['user_id', 'club_id']).doNothing())
    .execute();
}

export async function unfollow(db: Db, userId: number, clubId: number): Promise<void> {
  await db.deleteFrom('club_follows').where('user_id', '=', userId).where('club_id', '=', clubId).execute();
}

export async function listFollows(db: Db, userId: number) {
  return db
    .selectFrom('club_follows')
    .innerJoin('clubs', 'clubs.id', 'club_follows.club_id')
    .select(['clubs.id', 'clubs.name', 'clubs.poster_file', 'club_follows.created_at'])
    .where('club_follows.user_id', '=', userId)
    .orderBy('club_follows.created_at', 'desc')
    .orderBy('clubs.id', 'desc')
    .execute();
}

export async function followerCount(db: Db, clubId: number): Promise<number> {
  const { n } = await db
    .selectFrom('club_follows')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('club_id', '=', clubId)
    .executeTakeFirstOrThrow();
  return Number(n);
}
