import type { Db } from '../../db/database.ts';
import type { ResultStage, VisibleStage } from '@moa/contract';
import {
  applicationResult,
  applicationStageChanged,
  clubPublished,
  interviewBooked,
  interviewSlotChanged,
  MANAGER_NOTICES,
  newApplication,
  type PostFacts,
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
    facts.map((f) => ({ ...RESERVATION_NOTICES[kind](f, extra), reservationId: f.id })),
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

// ---- recruiting applications: each call is one post's, so a batch reads the post once and inserts once ----

async function postFacts(db: Db, recruitingId: number): Promise<PostFacts & { club_id: number }> {
  return db
    .selectFrom('recruitings')
    .innerJoin('clubs', 'clubs.id', 'recruitings.club_id')
    .select(['recruitings.id', 'recruitings.title', 'recruitings.club_id', 'clubs.name as club_name'])
    .where('recruitings.id', '=', recruitingId)
    .executeTakeFirstOrThrow();
}

/** A student applied to `post` (as the application read it): the managers of its club hear of it. */
export async function noticeNewApplication(
  db: Db,
  post: PostFacts & { club_id: number },
  applicantName: string,
  at: string,
): Promise<void> {
  const managers = await clubManagerIds(db, post.club_id);
  await notify(
    db,
    managers.map((m) => newApplication(m, post, applicantName)),
    at,
  );
}

/** Applicants whose stage, as they see it, changed (the caller leaves out those whose view did not change). */
export async function noticeStageChanges(
  db: Db,
  recruitingId: number,
  changes: readonly { userId: number; stage: VisibleStage; bookingDropped: boolean }[],
  at: string,
): Promise<void> {
  if (changes.length === 0) return;
  const post = await postFacts(db, recruitingId);
  await notify(
    db,
    changes.map((c) => applicationStageChanged(c.userId, post, c.stage, c.bookingDropped)),
    at,
  );
}

/** The applicants told a result now (never those told it before). */
export async function noticeResults(
  db: Db,
  recruitingId: number,
  userIds: readonly number[],
  stage: ResultStage,
  message: string,
  at: string,
): Promise<void> {
  if (userIds.length === 0) return;
  const post = await postFacts(db, recruitingId);
  await notify(
    db,
    userIds.map((u) => applicationResult(u, post, stage, message)),
    at,
  );
}

/** The student booked a slot, or moved their booking to it: a confirmation to them. */
export async function noticeInterviewBooked(
  db: Db,
  recruitingId: number,
  userId: number,
  slot: { id: number; starts_at: string; place: string },
  moved: boolean,
  at: string,
): Promise<void> {
  const post = await postFacts(db, recruitingId);
  await notify(db, [{ ...interviewBooked(userId, post, slot, moved), slotId: slot.id }], at);
}

/** The club moved a slot or changed its place: everyone booked in it hears the new time and place. */
export async function noticeSlotChanged(
  db: Db,
  recruitingId: number,
  slotId: number,
  slot: { starts_at: string; place: string },
  at: string,
): Promise<void> {
  const booked = await db
    .selectFrom('applications')
    .select('user_id')
    .where('slot_id', '=', slotId)
    .execute();
  if (booked.length === 0) return;
  const post = await postFacts(db, recruitingId);
  await notify(
    db,
    booked.map((b) => ({ ...interviewSlotChanged(b.user_id, post, slot), slotId })),
    at,
  );
}
