import type {
  ApplicationStage,
  ManagerApplication,
  Review,
  ReviewRequest,
  ResultSendRequest,
  ResultStage,
} from '@moa/contract';
import { APPLICATION_MESSAGES as M } from '@moa/contract';
import { AppError } from '../../lib/app-error.ts';
import type { AppContext } from '../../lib/context.ts';
import type { SessionUser } from '../auth/sessions.ts';
import { recordAudit } from '../audit/service.ts';
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

/** The applications of the post among `ids`; 404 when any is not the post's. */
async function selected(ctx: AppContext, recruitingId: number, ids: readonly number[]) {
  const rows = await repo.postApplicationsByIds(ctx.db, recruitingId, ids);
  if (rows.length !== ids.length) throw new AppError('NOT_FOUND', M.applicationsNotFound);
  return rows;
}

/** PUT …/applications: moves the applications to `stage` in one transaction. */
export async function moveStage(
  ctx: AppContext,
  user: SessionUser,
  recruitingId: number,
  applicationIds: readonly number[],
  stage: ApplicationStage,
) {
  await ownedPost(ctx, user, recruitingId);
  const rows = await selected(ctx, recruitingId, applicationIds);
  const at = ctx.now().toISOString();
  await ctx.db.transaction().execute(async (trx) => {
    for (const row of rows) {
      await repo.setStage(trx, row.id, stage, user.email, at);
      if (row.slot_id !== null && !KEEPS_INTERVIEW.includes(stage)) {
        if (await moveBooking(trx, row.id, row.slot_id, null, at)) await releaseSeat(trx, row.slot_id);
      }
    }
    await recordAudit(
      trx,
      user,
      'application.stage',
      { type: 'recruiting', id: recruitingId },
      { stage, applicationIds },
    );
  });
  return { success: true, count: rows.length };
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
  await selected(ctx, recruitingId, [applicationId]);
  const row = {
    application_id: applicationId,
    reviewer_id: user.id,
    reviewer_email: user.email,
    rating: body.rating,
    note: body.note ?? '',
    updated_at: ctx.now().toISOString(),
  };
  await repo.saveReview(ctx.db, row);
  return toReview({ ...row, reviewer_name: user.name }, user.id);
}

/**
 * POST …/results: tells each chosen applicant, who must be at `stage`, the message as their result. Each applicant is
 * told a stage at most once (a unique index), so a repeated send, a double click or two officers at once tell
 * nobody twice; the answer says how many were told now and how many had been told already.
 */
export async function sendResults(
  ctx: AppContext,
  user: SessionUser,
  recruitingId: number,
  body: ResultSendRequest,
) {
  await ownedPost(ctx, user, recruitingId);
  const at = ctx.now().toISOString();
  return ctx.db.transaction().execute(async (trx) => {
    const rows = await repo.postApplicationsByIds(trx, recruitingId, body.applicationIds);
    if (rows.length !== body.applicationIds.length) throw new AppError('NOT_FOUND', M.applicationsNotFound);
    if (rows.some((r) => r.stage !== body.stage)) throw new AppError('CONFLICT', M.resultNotAtStage);
    let sent = 0;
    for (const row of rows) {
      const told = await repo.insertResult(trx, {
        application_id: row.id,
        stage: body.stage,
        message: body.message,
        announced_at: at,
        announced_by: user.email,
      });
      if (told) sent++;
    }
    await recordAudit(
      trx,
      user,
      'application.result',
      { type: 'recruiting', id: recruitingId },
      { stage: body.stage, sent, applicationIds: body.applicationIds },
    );
    return { sent, alreadySent: rows.length - sent };
  });
}
