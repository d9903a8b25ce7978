import type {
  ApplicationStage,
  ManagerApplication,
  Review,
  ReviewRequest,
  ResultSendRequest,
  ResultStage,
  VisibleStage,
} from '@moa/contract';
import { APPLICATION_MESSAGES as M, RESULT_STAGES, visibleStage } from '@moa/contract';
import type { Db, DialectName } from '../../db/database.ts';
import { AppError } from '../../lib/app-error.ts';
import { isForeignKeyViolation } from '../../lib/db-errors.ts';
import type { AppContext } from '../../lib/context.ts';
import { seoulToday } from '../../lib/time.ts';
import type { SessionUser } from '../auth/index.ts';
import { recordAudit } from '../audit/index.ts';
import { joinAccepted } from '../members/index.ts';
import { noticeResults, noticeStageChanges } from '../notifications/index.ts';
import { ownedPost } from './owned.ts';
import { questionsOf } from './questions.ts';
import * as repo from './repository.ts';
import { moveBooking, releaseSeat, slotsByIds } from './slots-repository.ts';
import { answersByApplication, bookedInterview } from './views.ts';

/**
 * The manager's review of a post's applications (docs/product.md#recruiting-applications): the list with answers,
 * officers' ratings and private notes, stage moves one by one or in batch, and results told in batch. Every call is
 * on the manager's own club's post only.
 */

const isResultStage = (stage: ApplicationStage): stage is ResultStage =>
  (RESULT_STAGES as readonly string[]).includes(stage);

/** Stages that keep an interview booking; moving anywhere else gives its place back. */
const KEEPS_INTERVIEW: readonly ApplicationStage[] = ['interview', 'accepted', 'rejected'];

function toReview(
  r: {
    reviewer_id: number;
    reviewer_email: string;
    reviewer_name: string | null;
    rating: number | null;
    note: string;
    updated_at: string;
  },
  me: number,
): Review {
  return {
    reviewerEmail: r.reviewer_email,
    reviewerName: r.reviewer_name ?? '',
    rating: r.rating,
    note: r.note,
    updatedAt: r.updated_at,
    mine: r.reviewer_id === me,
  };
}

/** The full applications of a post, for the review table and the exports. */
export async function postApplications(
  ctx: AppContext,
  user: SessionUser,
  recruitingId: number,
): Promise<ManagerApplication[]> {
  await ownedPost(ctx, user, recruitingId);
  const rows = await repo.listPostApplications(ctx.db, recruitingId);
  const ids = rows.map((r) => r.id);
  const slotIds = rows.flatMap((r) => (r.slot_id === null ? [] : [r.slot_id]));
  const questions = await questionsOf(ctx.db, recruitingId);
  const [answers, reviews, results, slots] = await Promise.all([
    answersByApplication(ctx.db, ids, questions),
    repo.reviewsOf(ctx.db, ids),
    repo.resultsOf(ctx.db, ids),
    slotsByIds(ctx.db, slotIds),
  ]);
  return rows.map((r) => {
    const own = reviews.filter((x) => x.application_id === r.id).map((x) => toReview(x, user.id));
    const ratings = own.flatMap((x) => (x.rating === null ? [] : [x.rating]));
    return {
      applicationId: r.id,
      applicant: {
        name: r.applicant_name,
        studentId: r.applicant_student_id,
        phoneNumber: r.applicant_phone,
        email: r.email,
      },
      answers: answers.get(r.id) ?? [],
      stage: r.stage,
      submittedAt: r.created_at,
      updatedAt: r.updated_at,
      reviews: own,
      ratingAverage:
        ratings.length === 0
          ? null
          : Math.round((ratings.reduce((a, b) => a + b, 0) / ratings.length) * 10) / 10,
      interview: bookedInterview(slots.find((s) => s.id === r.slot_id)),
      announced: results.filter((x) => x.application_id === r.id).map((x) => x.stage as ResultStage),
    };
  });
}

/** The applications of the post among `ids` (locked on PostgreSQL when `lock`); 404 when any is not the post's. */
async function selected(db: Db, recruitingId: number, ids: readonly number[], lock?: DialectName) {
  const rows = await repo.postApplicationsByIds(db, recruitingId, ids, lock);
  if (rows.length !== ids.length) throw new AppError('NOT_FOUND', M.applicationsNotFound);
  return rows;
}

/**
 * PUT …/applications: moves the applications to `stage` in one transaction, and notifies in it each applicant whose
 * view changed (visibleStage): one who now sees the interview stage, one whose booking was given back, one moved back
 * from the interview stage. A decision not yet told stays hidden, so a move to a result stage tells nobody (sending
 * the result does); nor does a move to the stage an application already has. The application rows are locked first
 * (in id order), the slots whose places are given back after them (in id order).
 */
export async function moveStage(
  ctx: AppContext,
  user: SessionUser,
  recruitingId: number,
  applicationIds: readonly number[],
  stage: ApplicationStage,
) {
  await ownedPost(ctx, user, recruitingId);
  const at = ctx.now().toISOString();
  const count = await ctx.db.transaction().execute(async (trx) => {
    const rows = await selected(trx, recruitingId, applicationIds, ctx.dialect);
    const moving = rows.filter((r) => r.stage !== stage);
    const told = await repo.resultsOf(
      trx,
      moving.map((r) => r.id),
    );
    await repo.setStage(
      trx,
      moving.map((r) => r.id),
      stage,
      user.email,
      at,
    );
    const changes: { userId: number; stage: VisibleStage; bookingDropped: boolean }[] = [];
    const freed: number[] = [];
    for (const row of moving) {
      let slot = row.slot_id;
      if (slot !== null && !KEEPS_INTERVIEW.includes(stage)) {
        if (await moveBooking(trx, row.id, slot, null, at)) freed.push(slot);
        slot = null;
      }
      const announced = told
        .filter((x) => x.application_id === row.id)
        .map((x) => ({ stage: x.stage as ResultStage }));
      const before = visibleStage(row.stage, announced, row.slot_id !== null);
      const after = visibleStage(stage, announced, slot !== null);
      const bookingDropped = row.slot_id !== null && slot === null;
      const untold = isResultStage(stage) && !bookingDropped;
      if (after !== before && !untold) changes.push({ userId: row.user_id, stage: after, bookingDropped });
    }
    // the places given back, by ascending slot id once every application row is locked (the lock order of
    // docs/decisions/0010-recruiting-applications.md, as a student's booking takes them)
    for (const slot of freed.sort((a, b) => a - b)) await releaseSeat(trx, slot);
    await noticeStageChanges(trx, recruitingId, changes, at);
    await recordAudit(
      trx,
      user,
      'application.stage',
      { type: 'recruiting', id: recruitingId },
      { stage, applicationIds },
    );
    return rows.length;
  });
  return { success: true, count };
}

/** PUT …/applications/{applicationId}/review: this officer's rating and note (one per officer and application). */
export async function saveReview(
  ctx: AppContext,
  user: SessionUser,
  recruitingId: number,
  applicationId: number,
  body: ReviewRequest,
): Promise<Review> {
  await ownedPost(ctx, user, recruitingId);
  await selected(ctx.db, recruitingId, [applicationId]);
  const row = {
    application_id: applicationId,
    reviewer_id: user.id,
    reviewer_email: user.email,
    rating: body.rating,
    note: body.note ?? '',
    updated_at: ctx.now().toISOString(),
  };
  try {
    await repo.saveReview(ctx.db, row);
  } catch (err) {
    // The student deleted the application between the read above and this write.
    if (isForeignKeyViolation(err)) throw new AppError('NOT_FOUND', M.applicationsNotFound);
    throw err;
  }
  return toReview({ ...row, reviewer_name: user.name }, user.id);
}

/**
 * POST …/results: tells each chosen applicant, who must be at `stage`, the message as their result, and notifies
 * those told now in the same transaction. Each applicant is told a stage at most once (a unique index), so a repeated
 * send, a double click or two officers at once tell nobody twice; the answer says how many were told now and how many
 * had been told already. 최종 합격 also makes each applicant a pending member of the club, in the same transaction
 * (modules/members: one membership per student and term, by a unique index).
 */
export async function sendResults(
  ctx: AppContext,
  user: SessionUser,
  recruitingId: number,
  body: ResultSendRequest,
) {
  const post = await ownedPost(ctx, user, recruitingId);
  const now = ctx.now();
  const at = now.toISOString();
  return ctx.db.transaction().execute(async (trx) => {
    const rows = await selected(trx, recruitingId, body.applicationIds, ctx.dialect);
    if (rows.some((r) => r.stage !== body.stage)) throw new AppError('CONFLICT', M.resultNotAtStage);
    const told = new Set(
      await repo.insertResults(
        trx,
        rows.map((r) => r.id),
        { stage: body.stage, message: body.message, announced_at: at, announced_by: user.email },
      ),
    );
    if (body.stage === 'accepted') {
      await joinAccepted(
        trx,
        post.club_id,
        rows.filter((r) => told.has(r.id)).map((r) => ({ userId: r.user_id, applicationId: r.id })),
        seoulToday(now),
        at,
      );
    }
    await noticeResults(
      trx,
      recruitingId,
      rows.filter((r) => told.has(r.id)).map((r) => r.user_id),
      body.stage,
      body.message,
      at,
    );
    await recordAudit(
      trx,
      user,
      'application.result',
      { type: 'recruiting', id: recruitingId },
      { stage: body.stage, sent: told.size, applicationIds: body.applicationIds },
    );
    return { sent: told.size, alreadySent: rows.length - told.size };
  });
}
