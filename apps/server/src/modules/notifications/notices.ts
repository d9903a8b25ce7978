import type { Db } from '../../db/database.ts';
import {
  clubPublished,
  MANAGER_NOTICES,
  refundDone,
  RESERVATION_NOTICES,
  salesOpened,
  waitlistLapsed,
  waitlistOffered,
} from './messages.ts';
import { clubManagerIds, followerIds, notify, reservationFacts } from './notify.ts';

/**
 * The notices each change sends, called inside that change's transaction. Batches are read and written in two
 * statements, so a batch of 500 confirmations adds two queries, not a thousand.
 */

export async function noticeReservations(
  db: Db,
  ids: readonly number[],
  kind: keyof typeof RESERVATION_NOTICES,
  at: string,
  extra?: string,
): Promise<void> {
  const facts = await reservationFacts(db, ids);
  await notify(
    db,
    facts.map((f) => RESERVATION_NOTICES[kind](f, extra)),
    at,
  );
}

/** A student's transfer claim or cancel request, to the managers of the show's club. */
export async function noticeManagers(
  db: Db,
  reservationId: number,
  kind: keyof typeof MANAGER_NOTICES,
  studentName: string,
  at: string,
): Promise<void> {
  const [facts] = await reservationFacts(db, [reservationId]);
  if (!facts) return;
  const managers = await clubManagerIds(db, facts.club_id);
  await notify(
    db,
    managers.map((m) => MANAGER_NOTICES[kind](facts, studentName, m)),
    at,
  );
}

async function waitlistFacts(db: Db, waitlistId: number) {
  return db
    .selectFrom('waitlist')
    .innerJoin('schedules', 'schedules.id', 'waitlist.schedule_id')
    .innerJoin('shows', 'shows.id', 'schedules.show_id')
    .select(['waitlist.user_id', 'waitlist.tickets', 'schedules.order_index', 'shows.name as show_name'])
    .where('waitlist.id', '=', waitlistId)
    .executeTakeFirst();
}

export async function noticeOffer(db: Db, waitlistId: number, expiresAt: string, at: string): Promise<void> {
  const e = await waitlistFacts(db, waitlistId);
  if (e) await notify(db, [waitlistOffered(e.user_id, e, expiresAt)], at);
}

export async function noticeLapse(db: Db, waitlistId: number, at: string): Promise<void> {
  const e = await waitlistFacts(db, waitlistId);
  if (e) await notify(db, [waitlistLapsed(e.user_id, e)], at);
}

export async function noticeRefunds(db: Db, refundIds: readonly number[], at: string): Promise<void> {
  if (refundIds.length === 0) return;
  const rows = await db
    .selectFrom('refunds')
    .innerJoin('shows', 'shows.id', 'refunds.show_id')
    .select(['refunds.user_id', 'refunds.amount', 'shows.name'])
    .where('refunds.id', 'in', [...refundIds])
    .execute();
  await notify(
    db,
    rows.map((r) => refundDone(r.user_id, r.name, r.amount)),
    at,
  );
}

async function clubName(db: Db, clubId: number): Promise<string> {
  return (await db.selectFrom('clubs').select('name').where('id', '=', clubId).executeTakeFirstOrThrow())
    .name;
}

/** A club published a show, an event or a recruiting post: its followers hear of it. */
export async function noticeFollowers(
  db: Db,
  clubId: number,
  what: Parameters<typeof clubPublished>[2],
  title: string,
  link: string,
  at: string,
): Promise<void> {
  const followers = await followerIds(db, clubId);
  if (followers.length === 0) return;
  const name = await clubName(db, clubId);
  await notify(
    db,
    followers.map((f) => clubPublished(f, name, what, title, link)),
    at,
  );
}

export async function noticeSalesOpen(
  db: Db,
  show: { id: number; name: string; club_id: number },
  at: string,
): Promise<void> {
  const followers = await followerIds(db, show.club_id);
  if (followers.length === 0) return;
  const name = await clubName(db, show.club_id);
  await notify(
    db,
    followers.map((f) => salesOpened(f, name, show.name, show.id)),
    at,
  );
}
