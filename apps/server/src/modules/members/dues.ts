import type { ChargeRequest, DuesRequest, Member, MyDues, Term } from '@moa/contract';
import { MEMBER_MESSAGES as M } from '@moa/contract';
import type { Db } from '../../db/database.ts';
import { AppError } from '../../lib/app-error.ts';
import { seoulToday } from '../../lib/time.ts';
import type { AppContext } from '../../lib/context.ts';
import type { SessionUser } from '../auth/index.ts';
import { recordAudit } from '../audit/index.ts';
import { notify } from '../notifications/index.ts';
import * as repo from './repository.ts';
import { memberOf } from './roster.ts';
import { assertWritable, ownedTerm, todayOf, toTerm } from './terms.ts';
import { welcome } from './welcome.ts';

/**
 * A term's dues (docs/product.md#members): the manager sets the amount, the pay-by day and the account; each pending
 * membership of the term is charged once (a unique index), those made later too. The manager records a payment by
 * hand, in full or in part, or waives the dues with a reason; settled, the pending membership becomes active and the
 * student is welcomed. Each payment is a compare-and-set on the charge, never beyond its amount (and a check).
 */

/** PUT …/terms/{termId}/dues: the dues set, unpaid charges nobody paid anything of following a new amount. */
export async function setDues(
  ctx: AppContext,
  user: SessionUser,
  termId: number,
  body: DuesRequest,
): Promise<Term> {
  const term = await ownedTerm(ctx, user, termId);
  const today = todayOf(ctx);
  assertWritable(term, today);
  if (body.payBy < term.starts_on || body.payBy > term.ends_on) {
    throw new AppError('VALIDATION_FAILED', M.duesPayByOutside, { payBy: M.duesPayByOutside });
  }
  const at = ctx.now().toISOString();
  await ctx.db.transaction().execute(async (trx) => {
    await repo.setTermDues(trx, termId, { ...body, at });
    await repo.rechargeUnpaid(trx, termId, body.amount, at);
    await repo.chargePending(trx, termId, body.amount, at);
    await recordAudit(trx, user, 'term.dues', { type: 'term', id: termId }, { ...body });
  });
  const count = await repo.countMembers(ctx.db, termId);
  return toTerm((await repo.findTerm(ctx.db, termId))!, today, count);
}

/** PUT …/members/{membershipId}/dues: paid in full, a partial payment, or waived. */
export async function settleCharge(
  ctx: AppContext,
  user: SessionUser,
  termId: number,
  membershipId: number,
  body: ChargeRequest,
): Promise<Member> {
  const term = await ownedTerm(ctx, user, termId);
  const today = todayOf(ctx);
  assertWritable(term, today);
  const membership = await repo.findMembership(ctx.db, membershipId);
  if (!membership || membership.term_id !== termId) throw new AppError('NOT_FOUND', M.memberNotFound);
  const at = ctx.now().toISOString();
  await ctx.db.transaction().execute(async (trx) => {
    const charge = await repo.findCharge(trx, membershipId);
    if (!charge) throw new AppError('NOT_FOUND', M.chargeNotFound);
    if (charge.status !== 'unpaid') throw new AppError('CONFLICT', M.chargeSettled);
    let settled: boolean;
    if (body.action === 'waive') {
      if (!(await repo.waiveCharge(trx, charge.id, body.reason, at)))
        throw new AppError('CONFLICT', M.chargeSettled);
      settled = true;
    } else {
      const left = charge.amount - charge.paid_amount;
      const add = body.action === 'paid' ? left : body.amount;
      if (add > left)
        throw new AppError('VALIDATION_FAILED', M.chargeOver(left), { amount: M.chargeOver(left) });
      if (!(await repo.payCharge(trx, charge, charge.paid_amount + add, at))) {
        throw new AppError('CONFLICT', M.chargeSettled);
      }
      settled = add === left;
    }
    if (settled) {
      const activated = await repo.activatePending(trx, membershipId, today, at);
      if (activated?.user_id) await welcome(trx, activated.club_id, [activated.user_id], at);
    }
    await recordAudit(
      trx,
      user,
      'member.dues',
      { type: 'membership', id: membershipId },
      { termId, ...body },
    );
  });
  return memberOf(ctx, termId, membershipId);
}

/**
 * A charge paid in full by a bank deposit (the deposit import, docs/product.md#deposit-import), in the caller's
 * transaction and from the charge row the caller locked: as the manager's 'paid' by hand does, the membership becomes
 * active, the student is welcomed and the audit log records it. The payment is a compare-and-set on the charge, so it
 * counts once however many applies race; whether this call paid it.
 */
export async function payDuesByDeposit(
  db: Db,
  user: SessionUser,
  charge: { id: number; membership_id: number; term_id: number; amount: number; paid_amount: number },
  deposit: { depositId: number; importId: number; amount: number },
  now: Date,
): Promise<boolean> {
  const at = now.toISOString();
  if (!(await repo.payCharge(db, charge, charge.amount, at))) return false;
  const activated = await repo.activatePending(db, charge.membership_id, seoulToday(now), at);
  if (activated?.user_id) await welcome(db, activated.club_id, [activated.user_id], at);
  await recordAudit(
    db,
    user,
    'member.dues',
    { type: 'membership', id: charge.membership_id },
    { termId: charge.term_id, action: 'paid', source: 'deposit', ...deposit },
  );
  return true;
}

type ChargeRow = Awaited<ReturnType<typeof repo.userCharges>>[number];

const toMyDues = (r: ChargeRow): MyDues => ({
  membershipId: r.membership_id,
  clubName: r.club_name,
  termName: r.term_name,
  amount: r.amount,
  paidAmount: r.paid_amount,
  status: r.status,
  payBy: r.dues_pay_by ?? '',
  accountInfo: {
    bankName: r.dues_bank ?? '',
    accountNumber: r.dues_account_number ?? '',
    accountName: r.dues_account_name ?? '',
  },
  depositName: `${r.student_id ?? ''}${r.name ?? ''}`,
  claimedAt: r.claimed_at,
});

/** GET /mypage/student/dues: the student's own charges with where to transfer and under which name. */
export async function myDues(ctx: AppContext, user: SessionUser): Promise<MyDues[]> {
  return (await repo.userCharges(ctx.db, user.id)).map(toMyDues);
}

/**
 * POST /mypage/student/dues/{membershipId}/claim: the student says they transferred (입금했어요), once, on an unpaid
 * charge of their own; the club's managers are notified in the same transaction.
 */
export async function claimDues(ctx: AppContext, user: SessionUser, membershipId: number): Promise<MyDues> {
  const own = (await repo.userCharges(ctx.db, user.id)).find((r) => r.membership_id === membershipId);
  if (!own) throw new AppError('NOT_FOUND', M.chargeNotFound);
  if (own.status !== 'unpaid') throw new AppError('CONFLICT', M.chargeSettled);
  const at = ctx.now().toISOString();
  await ctx.db.transaction().execute(async (trx) => {
    if (!(await repo.claimCharge(trx, membershipId, user.id, at)))
      throw new AppError('CONFLICT', M.alreadyClaimed);
    const depositName = `${own.student_id ?? ''}${own.name ?? ''}`;
    const words = M.duesClaimNotice(own.name ?? '', own.term_name, own.amount - own.paid_amount, depositName);
    const managers = await repo.clubManagers(trx, own.club_id);
    await notify(
      trx,
      managers.map((userId) => ({ userId, kind: 'transferClaim', ...words, link: '/manager/mypage' })),
      at,
    );
  });
  const row = (await repo.userCharges(ctx.db, user.id)).find((r) => r.membership_id === membershipId)!;
  return toMyDues(row);
}
