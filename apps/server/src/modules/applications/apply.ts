import type { ApplicationRequest, MyApplication, MyApplicationSummary, Question } from '@moa/contract';
import {
  answerKey,
  APPLICATION_MESSAGES as M,
  applicationFormSchema,
  emptyAnswer,
  QUESTION_MESSAGES,
} from '@moa/contract';
import type { Db } from '../../db/database.ts';
import { AppError } from '../../lib/app-error.ts';
import type { AppContext } from '../../lib/context.ts';
import { isUniqueViolation } from '../../lib/db-errors.ts';
import { seoulToday } from '../../lib/time.ts';
import type { SessionUser } from '../auth/index.ts';
import { recordAudit } from '../audit/index.ts';
import { noticeNewApplication } from '../notifications/index.ts';
import { questionsOf } from './questions.ts';
import * as repo from './repository.ts';
import { releaseSeat } from './slots-repository.ts';
import { answersByApplication, summaries } from './views.ts';

/**
 * A student's application to a recruiting post (docs/product.md#recruiting-applications): one per student and post,
 * written while the post is open (its start to its end date, Seoul), answers checked against the post's questions by
 * the contract's schema, the applicant's name, student id and phone taken from the profile. The student may withdraw
 * (delete) it at any time.
 */

const notFound = () => new AppError('NOT_FOUND', '모집 공고를 찾을 수 없습니다.');

/** A post that takes applications in the portal today, read (and on PostgreSQL share-locked) in `db`. */
async function openPost(ctx: AppContext, db: Db, recruitingId: number) {
  const post = await repo.findPost(db, recruitingId, ctx.dialect);
  if (!post) throw notFound();
  if (post.application_mode !== 'form') throw new AppError('CONFLICT', M.notForm);
  const today = seoulToday(ctx.now());
  if (today < post.start_date) throw new AppError('APPLICATIONS_CLOSED', M.notOpenYet);
  if (today > post.end_date) throw new AppError('APPLICATIONS_CLOSED', M.closed);
  return post;
}

/**
 * The answers checked by the questions (missing ones count as empty): the rows to store, or 400 with a message on
 * each answer's form field (`answers.q{questionId}`).
 */
export function checkAnswers(questions: readonly Question[], answers: ApplicationRequest['answers']) {
  const known = new Set(questions.map((q) => q.questionId));
  const given = new Map<number, string | string[]>();
  for (const a of answers) {
    if (!known.has(a.questionId) || given.has(a.questionId)) {
      throw new AppError('VALIDATION_FAILED', QUESTION_MESSAGES.unknownQuestion, {
        answers: QUESTION_MESSAGES.unknownQuestion,
      });
    }
    given.set(a.questionId, a.value);
  }
  const values = Object.fromEntries(
    questions.map((q) => [answerKey(q.questionId), given.get(q.questionId) ?? emptyAnswer(q)]),
  );
  const parsed = applicationFormSchema(questions).safeParse({ answers: values, consent: true });
  if (!parsed.success) {
    const fieldErrors: Record<string, string> = {};
    for (const issue of parsed.error.issues) {
      const field = issue.path.slice(0, 2).join('.');
      fieldErrors[field] ??= issue.message;
    }
    throw new AppError('VALIDATION_FAILED', Object.values(fieldErrors)[0] ?? '', fieldErrors);
  }
  return parsed.data.answers.map((a) => ({
    question_id: a.questionId,
    value: Array.isArray(a.value) ? JSON.stringify(a.value) : a.value,
  }));
}

function applicant(user: SessionUser) {
  if (!user.profileComplete || !user.name || !user.studentId || !user.phone) {
    throw new AppError('PROFILE_INCOMPLETE', M.profileIncomplete);
  }
  return { applicant_name: user.name, applicant_student_id: user.studentId, applicant_phone: user.phone };
}

/** POST /recruiting/{recruitingId}/application. */
export async function submitApplication(
  ctx: AppContext,
  user: SessionUser,
  recruitingId: number,
  body: ApplicationRequest,
): Promise<{ applicationId: number }> {
  const who = applicant(user);
  try {
    return await ctx.db.transaction().execute(async (trx) => {
      const post = await openPost(ctx, trx, recruitingId);
      if (await repo.findOwnApplication(trx, recruitingId, user.id)) {
        throw new AppError('ALREADY_APPLIED', M.alreadyApplied);
      }
      const rows = checkAnswers(await questionsOf(trx, recruitingId), body.answers);
      const at = ctx.now().toISOString();
      const applicationId = await repo.insertApplication(trx, {
        recruiting_id: recruitingId,
        user_id: user.id,
        stage: 'applied',
        ...who,
        slot_id: null,
        consented_at: at,
        created_at: at,
        updated_at: at,
      });
      await repo.replaceAnswers(trx, applicationId, rows);
      await noticeNewApplication(trx, post, who.applicant_name, at);
      await recordAudit(
        trx,
        user,
        'application.submit',
        { type: 'application', id: applicationId },
        { recruitingId },
      );
      return { applicationId };
    });
  } catch (err) {
    // the same student's second try racing the first: the unique index lets one through
    if (isUniqueViolation(err)) throw new AppError('ALREADY_APPLIED', M.alreadyApplied);
    throw err;
  }
}

/** PUT /recruiting/{recruitingId}/application: new answers, and the profile as it is now. */
export async function updateApplication(
  ctx: AppContext,
  user: SessionUser,
  recruitingId: number,
  body: ApplicationRequest,
): Promise<{ applicationId: number }> {
  const who = applicant(user);
  return ctx.db.transaction().execute(async (trx) => {
    await openPost(ctx, trx, recruitingId);
    const own = await repo.findOwnApplication(trx, recruitingId, user.id, ctx.dialect);
    if (!own) throw new AppError('NOT_FOUND', M.notApplied);
    const rows = checkAnswers(await questionsOf(trx, recruitingId), body.answers);
    await repo.updateApplicant(trx, own.id, { ...who, updated_at: ctx.now().toISOString() });
    await repo.replaceAnswers(trx, own.id, rows);
    await recordAudit(trx, user, 'application.update', { type: 'application', id: own.id }, { recruitingId });
    return { applicationId: own.id };
  });
}

/** DELETE /recruiting/{recruitingId}/application: the application and everything about it, its interview place freed. */
export async function deleteOwnApplication(ctx: AppContext, user: SessionUser, recruitingId: number) {
  const own = await repo.findOwnApplication(ctx.db, recruitingId, user.id);
  if (!own) throw new AppError('NOT_FOUND', M.notApplied);
  await ctx.db.transaction().execute(async (trx) => {
    const gone = await repo.deleteApplication(trx, own.id);
    if (!gone) return;
    if (gone.slot_id !== null) await releaseSeat(trx, gone.slot_id);
    await recordAudit(trx, user, 'application.delete', { type: 'application', id: own.id }, { recruitingId });
  });
  return { success: true as const };
}

/** GET /mypage/student/applications. */
export async function myApplications(ctx: AppContext, user: SessionUser): Promise<MyApplicationSummary[]> {
  return summaries(ctx.db, await repo.listUserApplications(ctx.db, user.id), ctx.now());
}

/** GET /recruiting/{recruitingId}/application: the student's application with its answers, or null. */
export async function myApplication(
  ctx: AppContext,
  user: SessionUser,
  recruitingId: number,
): Promise<{ application: MyApplication | null }> {
  const rows = (await repo.listUserApplications(ctx.db, user.id)).filter(
    (r) => r.recruiting_id === recruitingId,
  );
  const [summary] = await summaries(ctx.db, rows, ctx.now());
  if (!summary) return { application: null };
  const questions = await questionsOf(ctx.db, recruitingId);
  const answers = await answersByApplication(ctx.db, [summary.applicationId], questions);
  return { application: { ...summary, answers: answers.get(summary.applicationId) ?? [] } };
}
