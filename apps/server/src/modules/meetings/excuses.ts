import type { Excuse, ExcuseDecisionRequest, ExcuseRequest } from '@moa/contract';
import { MEETING_MESSAGES as M } from '@moa/contract';
import { AppError } from '../../lib/app-error.ts';
import type { AppContext } from '../../lib/context.ts';
import { assertOwned } from '../../lib/ownership.ts';
import type { FileReply } from '../../lib/route.ts';
import { recordAudit } from '../audit/index.ts';
import { assertManagesNow, type SessionUser } from '../auth/index.ts';
import { deleteStored, getStored, storePrivateImage } from '../files/index.ts';
import { ownedTerm, todayOf } from '../members/index.ts';
import { notify } from '../notifications/index.ts';
import { PHOTO_PREFIX } from './photos.ts';
import { gone } from './attendance.ts';
import * as repo from './repository.ts';
import { isExpected, personOf, seoulMinute } from './view.ts';

/**
 * Excuses (공결, docs/product.md#meetings-and-attendance): a member asks for one for a meeting they are expected at,
 * before or after it, with a reason and an optional photo (an image, checked and re-encoded as every upload, kept
 * private); one open request per member and meeting (a partial unique index). The manager approves (the mark becomes
 * 공결) or refuses with a reason, once (a compare-and-set on its status). Both sides are notified.
 */

type Row = NonNullable<Awaited<ReturnType<typeof repo.findExcuse>>>;

const toExcuse = (r: Row): Excuse => ({
  excuseId: r.id,
  meetingId: r.meeting_id,
  meetingTitle: r.meeting_title,
  meetingStartsAt: seoulMinute(r.meeting_starts_at),
  membershipId: r.membership_id,
  clubName: r.club_name,
  ...personOf(r),
  reason: r.reason,
  hasPhoto: r.photo !== null,
  status: r.status,
  decisionReason: r.decision_reason,
  decidedAt: r.decided_at,
  createdAt: r.created_at,
});

/**
 * POST /mypage/student/memberships/{membershipId}/excuses: another's membership, or a meeting of another term, is
 * 404; a member the meeting does not expect is 403.
 */
export async function requestExcuse(
  ctx: AppContext,
  user: SessionUser,
  membershipId: number,
  body: ExcuseRequest,
  photo: Buffer | undefined,
): Promise<Excuse> {
  const membership = await repo.findMembership(ctx.db, membershipId);
  if (!membership || membership.user_id !== user.id) throw new AppError('NOT_FOUND', M.memberNotFound);
  const meeting = await repo.findMeeting(ctx.db, body.meetingId);
  if (!meeting || meeting.term_id !== membership.term_id) {
    throw new AppError('NOT_FOUND', M.notFound, { meetingId: M.notFound });
  }
  const positions = (await repo.positionsOf(ctx.db, [meeting.id])).map((p) => p.position_id);
  if (!isExpected(meeting, new Set(positions), membership)) throw new AppError('FORBIDDEN', M.notExpected);
  const term = await repo.findTerm(ctx.db, meeting.term_id);
  if (!term || term.ends_on < todayOf(ctx)) throw new AppError('TERM_READ_ONLY', M.excuseTermReadOnly);
  const mark = await repo.findMark(ctx.db, meeting.id, membershipId);
  if (mark?.mark === 'excused' || (await repo.hasApprovedExcuse(ctx.db, meeting.id, membershipId))) {
    throw new AppError('CONFLICT', M.excuseApprovedAlready);
  }
  const at = ctx.now().toISOString();
  // The photo is judged and stored before the request's row; a refused request removes it again.
  const stored = photo ? await storePrivateImage(ctx.db, photo, PHOTO_PREFIX.slice(0, -1)) : null;
  try {
    const id = await ctx.db
      .transaction()
      .execute(async (trx) => {
        const made = await repo.insertExcuse(trx, {
          meeting_id: meeting.id,
          membership_id: membershipId,
          reason: body.reason,
          photo: stored,
          created_at: at,
        });
        if (made === undefined) throw new AppError('CONFLICT', M.excuseOpen);
        const row = (await repo.findExcuse(trx, made))!;
        const words = M.excuseNotice(personOf(row).name, meeting.title);
        const managers = await repo.clubManagers(trx, meeting.club_id);
        await notify(
          trx,
          managers.map((userId) => ({
            userId,
            kind: 'membership' as const,
            ...words,
            link: '/manager/members',
          })),
          at,
        );
        return made;
      })
      .catch(gone(M.notFound));
    return toExcuse((await repo.findExcuse(ctx.db, id))!);
  } catch (err) {
    if (stored) await deleteStored(ctx.db, [stored]);
    throw err;
  }
}

export async function myExcuses(ctx: AppContext, user: SessionUser): Promise<Excuse[]> {
  return (await repo.userExcuses(ctx.db, user.id)).map(toExcuse);
}

/** GET …/terms/{termId}/excuses: open requests first, then the decided ones, newest first in each. */
export async function termExcuses(ctx: AppContext, user: SessionUser, termId: number): Promise<Excuse[]> {
  await ownedTerm(ctx, user, termId);
  const rows = await repo.termExcuses(ctx.db, termId);
  const open = rows.filter((r) => r.status === 'pending');
  return [...open, ...rows.filter((r) => r.status !== 'pending')].map(toExcuse);
}

const ownedExcuse = async (ctx: AppContext, user: SessionUser, excuseId: number) => {
  const row = await repo.findExcuse(ctx.db, excuseId);
  if (!row) throw new AppError('NOT_FOUND', M.excuseNotFound);
  return assertOwned(row, user.clubId!, '공결 신청');
};

/** POST …/excuses/{excuseId}/decision: approved (the mark becomes 공결) or refused with a reason; once. */
export async function decideExcuse(
  ctx: AppContext,
  user: SessionUser,
  excuseId: number,
  body: ExcuseDecisionRequest,
): Promise<Excuse> {
  const row = await ownedExcuse(ctx, user, excuseId);
  const term = await ownedTerm(ctx, user, row.term_id);
  if (term.ends_on < todayOf(ctx)) throw new AppError('TERM_READ_ONLY', M.termReadOnly);
  const at = ctx.now().toISOString();
  const reason = body.approve ? '' : body.reason;
  await ctx.db
    .transaction()
    .execute(async (trx) => {
      await assertManagesNow(trx, ctx.dialect, user, row.club_id, ctx.now());
      const decided = await repo.decideExcuse(trx, excuseId, {
        status: body.approve ? 'approved' : 'refused',
        decision_reason: reason,
        decided_by: user.email,
        decided_at: at,
      });
      if (!decided) throw new AppError('CONFLICT', M.excuseDecided);
      if (body.approve) {
        await repo.putMark(trx, {
          meeting_id: row.meeting_id,
          membership_id: row.membership_id,
          mark: 'excused',
          method: 'excuse',
          marked_at: at,
          marked_by: user.email,
        });
      }
      if (row.user_id !== null) {
        const words = M.excuseDecidedNotice(row.meeting_title, body.approve, reason);
        await notify(trx, [{ userId: row.user_id, kind: 'membership', ...words, link: '/mypage' }], at);
      }
      await recordAudit(
        trx,
        user,
        'excuse.decide',
        { type: 'excuse', id: excuseId },
        { meetingId: row.meeting_id, membershipId: row.membership_id, approve: body.approve, reason },
      );
    })
    .catch(gone(M.excuseNotFound));
  return toExcuse((await repo.findExcuse(ctx.db, excuseId))!);
}

/** GET …/excuses/{excuseId}/photo: the request's photo, to the club's managers only. */
export async function excusePhoto(ctx: AppContext, user: SessionUser, excuseId: number): Promise<FileReply> {
  const row = await ownedExcuse(ctx, user, excuseId);
  const file = row.photo ? await getStored(ctx.db, row.photo) : null;
  if (!file) throw new AppError('NOT_FOUND', M.photoNotFound);
  return { body: file.data, fileName: `공결_${excuseId}.webp`, asciiFileName: `excuse-${excuseId}.webp` };
}
