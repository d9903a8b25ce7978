import type { MyRenewal, RenewalAnswerRequest, RenewalSummary, TermRequest } from '@moa/contract';
import { MEMBER_MESSAGES as M } from '@moa/contract';
import type { Db } from '../../db/database.ts';
import { AppError } from '../../lib/app-error.ts';
import type { AppContext } from '../../lib/context.ts';
import type { SessionUser } from '../auth/index.ts';
import { recordAudit } from '../audit/index.ts';
import { notify } from '../notifications/index.ts';
import { chargeNew } from './charges.ts';
import * as repo from './repository.ts';
import * as renewals from './renewal-repository.ts';
import { assertFree, endsInPast, ownedTerm, todayOf, toTerm } from './terms.ts';

/**
 * Renewal (docs/product.md#members): one action starts a new term from a term, and every member active in the old
 * term is asked, by a notification and on /mypage, whether they continue; a yes makes a pending membership in the
 * new term (in the position they held), a no nothing; the new term's roster shows who has not answered. A term is
 * renewed once (a unique index on the new term's `renewed_from`); each student is asked once per new term (unique)
 * and answers once (a conditional update).
 */

/** POST …/terms/{termId}/renewal: the new term and how many were asked. */
export async function startRenewal(ctx: AppContext, user: SessionUser, termId: number, body: TermRequest) {
  const from = await ownedTerm(ctx, user, termId);
  const today = todayOf(ctx);
  if (body.endsOn < today) endsInPast();
  if (body.startsOn <= from.ends_on) {
    throw new AppError('VALIDATION_FAILED', M.renewalStartsEarly, { startsOn: M.renewalStartsEarly });
  }
  const at = ctx.now().toISOString();
  const clubId = from.club_id;
  return ctx.db.transaction().execute(async (trx) => {
    await repo.lockClub(trx, clubId, ctx.dialect);
    if (await renewals.renewalOf(trx, termId)) throw new AppError('CONFLICT', M.alreadyRenewed);
    await assertFree(trx, clubId, body);
    const newId = await repo.insertTerm(trx, {
      club_id: clubId,
      name: body.name,
      starts_on: body.startsOn,
      ends_on: body.endsOn,
      at,
      renewed_from: termId,
    });
    // Under the club's lock the checks above hold; what is left is a renewal of this term made meanwhile.
    if (newId === undefined) throw new AppError('CONFLICT', M.alreadyRenewed);
    const active = await renewals.activeMembers(trx, termId);
    await renewals.insertQuestions(
      trx,
      active.map((m) => ({
        club_id: clubId,
        from_term_id: termId,
        to_term_id: newId,
        user_id: m.user_id,
        position_id: m.position_id,
        created_at: at,
      })),
    );
    const club = await renewals.clubName(trx, clubId);
    const words = M.renewalNotice(club, body.name);
    await notify(
      trx,
      active.map((m) => ({ userId: m.user_id, kind: 'membership', ...words, link: '/mypage' })),
      at,
    );
    await recordAudit(
      trx,
      user,
      'term.renew',
      { type: 'term', id: newId },
      { fromTermId: termId, asked: active.length, ...body },
    );
    const term = {
      id: newId,
      club_id: clubId,
      name: body.name,
      starts_on: body.startsOn,
      ends_on: body.endsOn,
    };
    return { term: toTerm(term, today, 0), asked: active.length };
  });
}

/** The renewal a term was started by, for its roster: null when it was not. */
export async function renewalSummary(db: Db, termId: number): Promise<RenewalSummary | null> {
  const term = await renewals.renewedFrom(db, termId);
  if (!term) return null;
  const rows = await renewals.questionsOf(db, termId);
  return {
    fromTermId: term.id,
    fromTermName: term.name,
    asked: rows.length,
    yes: rows.filter((r) => r.answer === 'yes').length,
    no: rows.filter((r) => r.answer === 'no').length,
    unanswered: rows
      .filter((r) => r.answer === null)
      .map((r) => ({ userId: r.user_id, name: r.name ?? '', studentId: r.student_id ?? '' })),
  };
}

type MineRow = Awaited<ReturnType<typeof renewals.userQuestions>>[number];

const toMine = (r: MineRow): MyRenewal => ({
  renewalId: r.id,
  clubName: r.club_name,
  fromTermName: r.from_name,
  termName: r.to_name,
  startsOn: r.starts_on,
  endsOn: r.ends_on,
  answer: r.answer,
  answeredAt: r.answered_at,
});

export async function myRenewals(ctx: AppContext, user: SessionUser): Promise<MyRenewal[]> {
  return (await renewals.userQuestions(ctx.db, user.id)).map(toMine);
}

/**
 * POST /mypage/student/renewals/{renewalId}: the answer, once (a conditional update on an unanswered question), and
 * with a yes a pending membership in the new term, in the same transaction (a conditional insert: a student on the
 * new term's roster already stays as they are).
 */
export async function answerRenewal(
  ctx: AppContext,
  user: SessionUser,
  renewalId: number,
  body: RenewalAnswerRequest,
): Promise<MyRenewal> {
  const [question] = await renewals.userQuestions(ctx.db, user.id, renewalId);
  if (!question) throw new AppError('NOT_FOUND', M.renewalNotFound);
  const today = todayOf(ctx);
  if (question.ends_on < today) throw new AppError('TERM_READ_ONLY', M.renewalClosed);
  const at = ctx.now().toISOString();
  await ctx.db.transaction().execute(async (trx) => {
    const answered = await renewals.answer(trx, renewalId, user.id, body.continue ? 'yes' : 'no', at);
    if (!answered) throw new AppError('CONFLICT', M.alreadyAnswered);
    if (!body.continue) return;
    const id = await repo.insertMembership(trx, {
      club_id: question.club_id,
      term_id: question.to_term_id,
      user_id: user.id,
      position_id: question.position_id,
      status: 'pending',
      status_changed_on: today,
      union_consent: body.unionConsent ? 1 : 0,
      source: 'renewal',
      application_id: null,
      invite_email: null,
      invite_name: null,
      invite_student_id: null,
      invite_department: null,
      invite_phone: null,
      created_at: at,
      updated_at: at,
    });
    if (id !== undefined) await chargeNew(trx, question.to_term_id, id, at);
  });
  const [row] = await renewals.userQuestions(ctx.db, user.id, renewalId);
  return toMine(row!);
}
