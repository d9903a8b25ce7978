import type {
  Meeting,
  MeetingCreateRequest,
  MeetingCreateResult,
  MeetingUpdateRequest,
  Ok,
} from '@moa/contract';
import { formatSalesOpen, MEETING_LIMITS as L, MEETING_MESSAGES as M, salesOpenInstant } from '@moa/contract';
import type { Db } from '../../db/database.ts';
import { AppError } from '../../lib/app-error.ts';
import type { AppContext } from '../../lib/context.ts';
import { assertOwned } from '../../lib/ownership.ts';
import { addDays } from '../../lib/time.ts';
import { recordAudit } from '../audit/index.ts';
import { assertManagesNow, type SessionUser } from '../auth/index.ts';
import { deleteStored } from '../files/index.ts';
import { clubPositions, ownedTerm, todayOf } from '../members/index.ts';
import { notify } from '../notifications/index.ts';
import * as repo from './repository.ts';
import type { MeetingRow } from './repository.ts';
import { attendanceView, expectedAmong, meetingViews, seoulMinute } from './view.ts';

/**
 * Scheduling a term's meetings (docs/product.md#meetings-and-attendance): one-off or weekly inside the term, in a term
 * that is not past, expecting every active member or some positions; changed or deleted only before it starts.
 * Expected members are notified once per scheduling (a weekly series is one notice), in the write's transaction.
 */

const MINUTE = 60_000;

const refuse = (field: string, message: string): never => {
  throw new AppError('VALIDATION_FAILED', message, { [field]: message });
};

/** A term of the manager's club whose meetings may change: not past (by the app's clock, Seoul). */
async function writableTerm(ctx: AppContext, user: SessionUser, termId: number) {
  const term = await ownedTerm(ctx, user, termId);
  if (term.ends_on < todayOf(ctx)) throw new AppError('TERM_READ_ONLY', M.termReadOnly);
  return term;
}

/** A meeting of the manager's club: unknown → 404, another club's → 403. */
export async function ownedMeeting(
  ctx: AppContext,
  user: SessionUser,
  meetingId: number,
): Promise<MeetingRow> {
  return assertOwned(await repo.findMeeting(ctx.db, meetingId), user.clubId!, '모임');
}

/** The start lies in the term's days and after now; the chosen positions are the club's. */
async function checkFields(
  ctx: AppContext,
  term: { club_id: number; starts_on: string; ends_on: string },
  body: MeetingUpdateRequest,
): Promise<number[]> {
  const day = body.startsAt.slice(0, 10);
  if (day < term.starts_on || day > term.ends_on) refuse('startsAt', M.startsOutsideTerm);
  if (salesOpenInstant(body.startsAt).getTime() <= ctx.now().getTime()) refuse('startsAt', M.startsInPast);
  if (body.audience === 'all') return [];
  const known = new Set(
    (await clubPositions(ctx.db, term.club_id, ctx.now().toISOString())).map((p) => p.id),
  );
  if (body.positionIds.some((id) => !known.has(id))) refuse('positionIds', M.positionNotFound);
  return body.positionIds;
}

/** "12월 1일 (월) 오후 7:00": how a notice names a meeting's time. */
const whenOf = (startsAt: string) => formatSalesOpen(startsAt);

/** Notifies the members a meeting expects now (those with an account), kind 'membership', linking to /mypage. */
async function noticeExpected(
  db: Db,
  meeting: Pick<MeetingRow, 'club_id' | 'term_id' | 'audience'>,
  positionIds: readonly number[],
  words: { title: string; body: string },
  at: string,
): Promise<void> {
  const members = expectedAmong(meeting, positionIds, await repo.termMemberships(db, meeting.term_id));
  const userIds = members.flatMap((m) => (m.user_id === null ? [] : [m.user_id]));
  await notify(
    db,
    userIds.map((userId) => ({ userId, kind: 'membership' as const, ...words, link: '/mypage' })),
    at,
  );
}

export async function listMeetings(ctx: AppContext, user: SessionUser, termId: number): Promise<Meeting[]> {
  await ownedTerm(ctx, user, termId);
  return meetingViews(ctx.db, termId, await repo.termMeetings(ctx.db, termId), ctx.now().getTime());
}

/**
 * POST …/terms/{termId}/meetings: one meeting, or with repeatWeeks one a week at the same weekday and time; weeks
 * after the term's last day are not made (told as skippedWeeks).
 */
export async function createMeetings(
  ctx: AppContext,
  user: SessionUser,
  termId: number,
  body: MeetingCreateRequest,
): Promise<MeetingCreateResult> {
  const term = await writableTerm(ctx, user, termId);
  const positionIds = await checkFields(ctx, term, body);
  const day = body.startsAt.slice(0, 10);
  const time = body.startsAt.slice(11);
  const starts: string[] = [];
  let skippedWeeks = 0;
  for (let week = 0; week < (body.repeatWeeks ?? 1); week++) {
    const date = addDays(day, 7 * week);
    if (date > term.ends_on) skippedWeeks++;
    else starts.push(`${date}T${time}`);
  }
  const at = ctx.now().toISOString();
  const audience = body.audience;
  const ids = await ctx.db.transaction().execute(async (trx) => {
    await assertManagesNow(trx, ctx.dialect, user, term.club_id, ctx.now());
    await repo.lockTerm(trx, termId, ctx.dialect);
    if ((await repo.countMeetings(trx, termId)) + starts.length > L.meetingsPerTermMax) {
      throw new AppError('CONFLICT', M.meetingsMax);
    }
    const made: number[] = [];
    for (const startsAt of starts) {
      const start = salesOpenInstant(startsAt);
      const id = await repo.insertMeeting(trx, {
        club_id: term.club_id,
        term_id: termId,
        series_id: null,
        title: body.title,
        starts_at: start.toISOString(),
        ends_at: new Date(start.getTime() + body.durationMinutes * MINUTE).toISOString(),
        place: body.place,
        audience,
        late_minutes: body.lateMinutes,
        closed_at: null,
        created_by: user.email,
        created_at: at,
        updated_at: at,
      });
      await repo.setPositions(trx, id, positionIds);
      made.push(id);
    }
    if (made.length > 1) await repo.setSeries(trx, made, made[0]!);
    await recordAudit(
      trx,
      user,
      'meeting.create',
      { type: 'meeting', id: made[0]! },
      { termId, ...body, meetingIds: made, skippedWeeks },
    );
    const club = await repo.clubName(trx, term.club_id);
    const when = made.length > 1 ? `${whenOf(starts[0]!)}부터 매주 ${made.length}회` : whenOf(starts[0]!);
    await noticeExpected(
      trx,
      { club_id: term.club_id, term_id: termId, audience },
      positionIds,
      M.scheduledNotice(club, body.title, when, body.place),
      at,
    );
    return made;
  });
  const rows = (await repo.termMeetings(ctx.db, termId)).filter((r) => ids.includes(r.id));
  return { meetings: await meetingViews(ctx.db, termId, rows, ctx.now().getTime()), skippedWeeks };
}

/** The meeting as locked in the write's transaction, refused once it has started. */
async function lockedBeforeStart(trx: Db, ctx: AppContext, meetingId: number): Promise<MeetingRow> {
  const locked = await repo.lockMeeting(trx, meetingId, ctx.dialect);
  if (!locked) throw new AppError('NOT_FOUND', M.notFound);
  if (Date.parse(locked.starts_at) <= ctx.now().getTime()) throw new AppError('MEETING_STARTED', M.started);
  return locked;
}

/** PUT …/meetings/{meetingId}: one meeting changed before it starts; its expected members hear of a new time or place. */
export async function updateMeeting(
  ctx: AppContext,
  user: SessionUser,
  meetingId: number,
  body: MeetingUpdateRequest,
): Promise<Meeting> {
  const row = await ownedMeeting(ctx, user, meetingId);
  const term = await writableTerm(ctx, user, row.term_id);
  if (Date.parse(row.starts_at) <= ctx.now().getTime()) throw new AppError('MEETING_STARTED', M.started);
  const positionIds = await checkFields(ctx, term, body);
  const at = ctx.now().toISOString();
  const start = salesOpenInstant(body.startsAt);
  await ctx.db.transaction().execute(async (trx) => {
    await assertManagesNow(trx, ctx.dialect, user, row.club_id, ctx.now());
    const locked = await lockedBeforeStart(trx, ctx, meetingId);
    const starts_at = start.toISOString();
    await repo.updateMeeting(trx, meetingId, {
      title: body.title,
      starts_at,
      ends_at: new Date(start.getTime() + body.durationMinutes * MINUTE).toISOString(),
      place: body.place,
      audience: body.audience,
      late_minutes: body.lateMinutes,
      updated_at: at,
    });
    await repo.setPositions(trx, meetingId, positionIds);
    await recordAudit(trx, user, 'meeting.update', { type: 'meeting', id: meetingId }, { ...body });
    if (locked.starts_at !== starts_at || locked.place !== body.place || locked.title !== body.title) {
      const club = await repo.clubName(trx, row.club_id);
      await noticeExpected(
        trx,
        { club_id: row.club_id, term_id: row.term_id, audience: body.audience },
        positionIds,
        M.changedNotice(club, body.title, whenOf(body.startsAt), body.place),
        at,
      );
    }
  });
  const saved = (await repo.findMeeting(ctx.db, meetingId))!;
  return (await attendanceView(ctx.db, saved, ctx.now().getTime())).meeting;
}

/**
 * DELETE …/meetings/{meetingId}: before it starts; its marks and excuses go with it (and the excuses' photos), and
 * the members it expected are told it is off.
 */
export async function deleteMeeting(ctx: AppContext, user: SessionUser, meetingId: number): Promise<Ok> {
  const row = await ownedMeeting(ctx, user, meetingId);
  await writableTerm(ctx, user, row.term_id);
  if (Date.parse(row.starts_at) <= ctx.now().getTime()) throw new AppError('MEETING_STARTED', M.started);
  const at = ctx.now().toISOString();
  await ctx.db.transaction().execute(async (trx) => {
    await assertManagesNow(trx, ctx.dialect, user, row.club_id, ctx.now());
    const locked = await lockedBeforeStart(trx, ctx, meetingId);
    const positionIds = (await repo.positionsOf(trx, [meetingId])).map((p) => p.position_id);
    const club = await repo.clubName(trx, row.club_id);
    await noticeExpected(
      trx,
      locked,
      positionIds,
      M.cancelledNotice(club, locked.title, whenOf(seoulMinute(locked.starts_at))),
      at,
    );
    const photos = await repo.excusePhotos(trx, meetingId);
    await repo.deleteMeeting(trx, meetingId);
    await deleteStored(trx, photos);
    await recordAudit(
      trx,
      user,
      'meeting.delete',
      { type: 'meeting', id: meetingId },
      { termId: row.term_id, title: locked.title, startsAt: seoulMinute(locked.starts_at) },
    );
  });
  return { success: true };
}
