import type {
  AttendanceEntry,
  AttendanceList,
  AttendanceMarkRequest,
  AttendRequest,
  AttendResult,
  MeetingCode,
  MyMeeting,
} from '@moa/contract';
import { MEETING_LIMITS as L, MEETING_MESSAGES as M } from '@moa/contract';
import { AppError } from '../../lib/app-error.ts';
import { isForeignKeyViolation } from '../../lib/db-errors.ts';
import type { AppContext } from '../../lib/context.ts';
import { recordAudit } from '../audit/index.ts';
import { assertManagesNow, type SessionUser } from '../auth/index.ts';
import { ownedTerm, todayOf } from '../members/index.ts';
import { judgeCode, meetingCode, meetingKey, WINDOW_MS, windowOf } from './code.ts';
import * as repo from './repository.ts';
import type { MeetingRow } from './repository.ts';
import { ownedMeeting } from './schedule.ts';
import {
  attendanceView,
  expectedAmong,
  isExpected,
  markAt,
  positionsByMeeting,
  seoulMinute,
  stateOf,
} from './view.ts';

/**
 * Attendance (docs/product.md#meetings-and-attendance, docs/decisions/0028-meeting-attendance-codes.md): the QR's
 * rotating code, the member's scan (출석 or 지각, once), the manager's marks by hand, and the close that marks 결석 for
 * whoever is left.
 */

/**
 * A meeting or membership deleted after this request read it (a deletion before the start, a purge) makes the insert
 * that names it break its foreign key: the record is gone, as a 404 says.
 */
export const gone = (message: string) => (err: unknown) => {
  if (isForeignKeyViolation(err)) throw new AppError('NOT_FOUND', message);
  throw err;
};

/** GET …/meetings/{meetingId}/code: the code of the current 15-second window, as the address the QR holds. */
export async function currentCode(
  ctx: AppContext,
  user: SessionUser,
  meetingId: number,
): Promise<MeetingCode> {
  const row = await ownedMeeting(ctx, user, meetingId);
  const nowMs = ctx.now().getTime();
  const window = windowOf(nowMs);
  const code = meetingCode(meetingKey(ctx.config), meetingId, window);
  return {
    meetingId,
    code,
    url: `${ctx.config.publicUrl}/attend/${meetingId}?c=${encodeURIComponent(code)}`,
    refreshAt: new Date((window + 1) * WINDOW_MS).toISOString(),
    expiresAt: new Date(window * WINDOW_MS + L.codeMaxAgeSeconds * 1000).toISOString(),
    state: stateOf(row, nowMs),
  };
}

/**
 * POST /mypage/student/meetings/{meetingId}/attend: the code judged first (forged, another meeting's, or older than
 * 60 seconds: refused), then the student (an expected member), then the meeting (open for scans). The mark is an
 * insert on the unique (meeting, membership) key that does nothing when one is there: a second scan, or twenty at
 * once on two instances, record one, and the answer says when.
 */
export async function attend(
  ctx: AppContext,
  user: SessionUser,
  meetingId: number,
  body: AttendRequest,
): Promise<AttendResult> {
  const row = await repo.findMeeting(ctx.db, meetingId);
  if (!row) throw new AppError('NOT_FOUND', M.notFound);
  const now = ctx.now();
  const nowMs = now.getTime();
  const judged = judgeCode(meetingKey(ctx.config), meetingId, body.code, nowMs);
  if (judged === 'invalid') throw new AppError('ATTENDANCE_CODE_INVALID', M.codeInvalid);
  if (judged === 'expired') throw new AppError('ATTENDANCE_CODE_EXPIRED', M.codeExpired);
  const membership = await repo.membershipOf(ctx.db, row.term_id, user.id);
  const positions = (await repo.positionsOf(ctx.db, [meetingId])).map((p) => p.position_id);
  if (!membership || !isExpected(row, new Set(positions), membership)) {
    throw new AppError('FORBIDDEN', M.notExpected);
  }
  const club = await repo.clubName(ctx.db, row.club_id);
  const answer = (mark: repo.MarkRow, already: boolean): AttendResult => ({
    meetingId,
    title: row.title,
    clubName: club,
    mark: mark.mark,
    markedAt: mark.marked_at,
    already,
  });
  const before = await repo.findMark(ctx.db, meetingId, membership.id);
  if (before) return answer(before, true);
  const state = stateOf(row, nowMs);
  if (state === 'upcoming') throw new AppError('MEETING_NOT_OPEN', M.notYetOpen);
  if (state === 'closed') throw new AppError('MEETING_NOT_OPEN', M.closed);
  const made = await repo
    .insertMarkOnce(ctx.db, {
      meeting_id: meetingId,
      membership_id: membership.id,
      mark: markAt(row, nowMs),
      method: 'qr',
      marked_at: now.toISOString(),
      marked_by: null,
    })
    .catch(gone(M.notFound));
  const mark = (await repo.findMark(ctx.db, meetingId, membership.id))!;
  return answer(mark, !made);
}

/** A term whose marks may change: not past. */
async function assertTermWritable(ctx: AppContext, user: SessionUser, termId: number): Promise<void> {
  const term = await ownedTerm(ctx, user, termId);
  if (term.ends_on < todayOf(ctx)) throw new AppError('TERM_READ_ONLY', M.termReadOnly);
}

export async function attendanceList(
  ctx: AppContext,
  user: SessionUser,
  meetingId: number,
): Promise<AttendanceList> {
  const row = await ownedMeeting(ctx, user, meetingId);
  return attendanceView(ctx.db, row, ctx.now().getTime());
}

/** PUT …/meetings/{meetingId}/attendance/{membershipId}: the manager's mark, put in place of any there. */
export async function markByHand(
  ctx: AppContext,
  user: SessionUser,
  meetingId: number,
  membershipId: number,
  body: AttendanceMarkRequest,
): Promise<AttendanceEntry> {
  const row = await ownedMeeting(ctx, user, meetingId);
  await assertTermWritable(ctx, user, row.term_id);
  const membership = await repo.findMembership(ctx.db, membershipId);
  if (!membership || membership.term_id !== row.term_id) throw new AppError('NOT_FOUND', M.memberNotFound);
  await ctx.db
    .transaction()
    .execute(async (trx) => {
      await assertManagesNow(trx, ctx.dialect, user, row.club_id, ctx.now());
      if (!(await repo.lockMeeting(trx, meetingId, ctx.dialect))) throw new AppError('NOT_FOUND', M.notFound);
      await repo.putMark(trx, {
        meeting_id: meetingId,
        membership_id: membershipId,
        mark: body.mark,
        method: 'hand',
        marked_at: ctx.now().toISOString(),
        marked_by: user.email,
      });
      await recordAudit(
        trx,
        user,
        'attendance.mark',
        { type: 'meeting', id: meetingId },
        { membershipId, mark: body.mark },
      );
    })
    .catch(gone(M.memberNotFound));
  const view = await attendanceView(ctx.db, row, ctx.now().getTime());
  return view.members.find((e) => e.membershipId === membershipId)!;
}

/**
 * Every member the meeting expects without a mark is 결석, by inserts that do nothing where a mark is (a scan racing
 * the close keeps whichever landed first); how many were marked.
 */
async function markTheRestAbsent(
  db: Parameters<typeof repo.termMemberships>[0],
  row: MeetingRow,
  by: string,
  at: string,
): Promise<number> {
  const positions = (await repo.positionsOf(db, [row.id])).map((p) => p.position_id);
  const expected = expectedAmong(row, positions, await repo.termMemberships(db, row.term_id));
  let absent = 0;
  for (const m of expected) {
    const made = await repo.insertMarkOnce(db, {
      meeting_id: row.id,
      membership_id: m.id,
      mark: 'absent',
      method: 'close',
      marked_at: at,
      marked_by: by,
    });
    if (made) absent++;
  }
  return absent;
}

/** The server closing a meeting whose scans ended, as the audit log names it. */
export const MEETING_ACTOR = { id: null, email: 'meeting' } as const;

/** How often the server looks for meetings to close. */
export const AUTO_CLOSE_INTERVAL_MS = 10 * 60 * 1000;

/**
 * Meetings whose scans ended (3 hours after their end) and that nobody closed are closed by the server, as the manager's
 * close does: the rest of the expected members 결석. The conditional update of closed_at decides, so several
 * instances close each once. Answers how many it closed.
 */
export async function closeEndedMeetings(ctx: AppContext): Promise<number> {
  const now = ctx.now();
  const before = new Date(now.getTime() - L.closesHoursAfter * 3_600_000).toISOString();
  const at = now.toISOString();
  let closed = 0;
  for (const id of await repo.endedOpenMeetings(ctx.db, before, 100)) {
    closed += await ctx.db.transaction().execute(async (trx) => {
      const row = await repo.lockMeeting(trx, id, ctx.dialect);
      if (!row || !(await repo.closeMeeting(trx, id, at))) return 0;
      const absent = await markTheRestAbsent(trx, row, MEETING_ACTOR.email, at);
      await recordAudit(
        trx,
        MEETING_ACTOR,
        'meeting.close',
        { type: 'meeting', id },
        { absent, automatic: true },
      );
      return 1;
    });
  }
  return closed;
}

/**
 * POST …/meetings/{meetingId}/close: after the start, once (a conditional update of closed_at); every member expected
 * then without a mark is marked 결석 by inserts that do nothing where a mark is, so a scan racing the close keeps
 * whichever landed first. Scans are refused after.
 */
export async function closeMeeting(
  ctx: AppContext,
  user: SessionUser,
  meetingId: number,
): Promise<AttendanceList> {
  const row = await ownedMeeting(ctx, user, meetingId);
  await assertTermWritable(ctx, user, row.term_id);
  if (Date.parse(row.starts_at) > ctx.now().getTime()) throw new AppError('CONFLICT', M.notStartedClose);
  const at = ctx.now().toISOString();
  await ctx.db
    .transaction()
    .execute(async (trx) => {
      await assertManagesNow(trx, ctx.dialect, user, row.club_id, ctx.now());
      if (!(await repo.lockMeeting(trx, meetingId, ctx.dialect))) throw new AppError('NOT_FOUND', M.notFound);
      if (!(await repo.closeMeeting(trx, meetingId, at))) throw new AppError('CONFLICT', M.alreadyClosed);
      const absent = await markTheRestAbsent(trx, row, user.email, at);
      await recordAudit(trx, user, 'meeting.close', { type: 'meeting', id: meetingId }, { absent });
    })
    .catch(gone(M.memberNotFound));
  return attendanceView(ctx.db, (await repo.findMeeting(ctx.db, meetingId))!, ctx.now().getTime());
}

/**
 * GET /mypage/student/meetings: the meetings of the student's terms where they are expected now, starting within 30
 * days or still taking scans, with their own mark and latest excuse.
 */
export async function myMeetings(ctx: AppContext, user: SessionUser): Promise<MyMeeting[]> {
  const nowMs = ctx.now().getTime();
  const since = new Date(nowMs - L.closesHoursAfter * 3_600_000).toISOString();
  const until = new Date(nowMs + L.upcomingDays * 86_400_000).toISOString();
  const rows = await repo.studentMeetings(ctx.db, user.id, since, until);
  const ids = rows.map((r) => r.id);
  const positions = await positionsByMeeting(ctx.db, ids);
  const mine = rows.filter((r) =>
    isExpected(r, new Set((positions.get(r.id) ?? []).map((p) => p.positionId)), {
      status: r.membership_status,
      position_id: r.membership_position_id,
    }),
  );
  const membershipIds = [...new Set(mine.map((r) => r.membership_id))];
  const marks = (await repo.marksOf(ctx.db, ids)).filter((m) => membershipIds.includes(m.membership_id));
  const excuses = await repo.excuseStatuses(ctx.db, membershipIds);
  return mine.map((r) => {
    const mark = marks.find((m) => m.meeting_id === r.id && m.membership_id === r.membership_id);
    const excuse = excuses.filter((e) => e.meeting_id === r.id && e.membership_id === r.membership_id).at(-1);
    return {
      meetingId: r.id,
      membershipId: r.membership_id,
      clubName: r.club_name,
      termName: r.term_name,
      title: r.title,
      startsAt: seoulMinute(r.starts_at),
      endsAt: seoulMinute(r.ends_at),
      place: r.place,
      lateMinutes: r.late_minutes,
      state: stateOf(r, nowMs),
      mark: mark?.mark ?? null,
      markedAt: mark?.marked_at ?? null,
      excuse: excuse?.status ?? null,
    };
  });
}
