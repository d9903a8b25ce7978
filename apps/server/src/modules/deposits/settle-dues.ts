import { DEPOSIT_MESSAGES, type DepositOutcome } from '@moa/contract';
import type { Db } from '../../db/database.ts';
import { AppError } from '../../lib/app-error.ts';
import { seoulToday } from '../../lib/time.ts';
import type { SessionUser } from '../auth/index.ts';
import { payDuesByDeposit } from '../members/index.ts';
import * as repo from './repository.ts';
import type { Settled } from './settle.ts';

/**
 * A deposit applied to a club's dues charge (docs/product.md#deposit-import), decided from the charge's row locked in
 * the apply's transaction (repository.ts chargesForUpdate), as settle.ts decides a ticket from its reservation's row:
 *
 * - unpaid, of a term not over: the deposit must be exactly what is left (a partial payment is recorded by hand, in 회원 관리); it pays
 *   the charge as the manager's 'paid' does (members' payDuesByDeposit: membership active, student welcomed, audit);
 * - paid by another deposit, or waived: a second payment (duplicate), all of it owed back in 환불 관리, as a second
 *   deposit for a paid ticket (issue 22);
 * - paid by hand with no deposit: this deposit is that payment; any part above the amount is owed back.
 */

export type LockedCharge = Awaited<ReturnType<typeof repo.chargesForUpdate>>[number];

export async function settleDuesDeposit(
  db: Db,
  user: SessionUser,
  where: { showId: number; importId: number },
  deposit: { id: number; amount: number },
  charge: LockedCharge,
  now: Date,
): Promise<Settled> {
  const at = now.toISOString();
  let result: Settled;
  if (charge.status === 'unpaid') {
    // A past term is read-only (by hand too): its term may have ended since the deposit was matched.
    if (charge.ends_on < seoulToday(now)) throw new AppError('CONFLICT', DEPOSIT_MESSAGES.duesTermOver);
    const left = charge.amount - charge.paid_amount;
    if (deposit.amount !== left) throw new AppError('CONFLICT', DEPOSIT_MESSAGES.duesAmountDiffers(left));
    const paid = await payDuesByDeposit(
      db,
      user,
      charge,
      { depositId: deposit.id, importId: where.importId, amount: deposit.amount },
      now,
    );
    if (!paid) throw new AppError('CONFLICT', DEPOSIT_MESSAGES.notApplicable);
    charge.status = 'paid';
    charge.paid_amount = charge.amount;
    result = { outcome: 'paid', expected: left, paid: true, refund: 0, missing: 0 };
  } else {
    const expected = charge.amount;
    const others = await repo.appliedDepositsOfCharge(db, charge.id, deposit.id);
    if (charge.status === 'waived' || others.length > 0) {
      result = { outcome: 'duplicate', expected, paid: false, refund: deposit.amount, missing: 0 };
    } else {
      const over = Math.max(0, deposit.amount - expected);
      const outcome: DepositOutcome = over > 0 ? 'over' : 'paid';
      result = { outcome, expected, paid: false, refund: over, missing: 0 };
    }
  }
  await repo.recordOutcome(db, deposit.id, result.outcome, result.expected);
  if (result.refund > 0 && charge.user_id !== null) {
    await repo.insertDuesRefund(db, {
      showId: where.showId,
      userId: charge.user_id,
      depositId: deposit.id,
      amount: result.refund,
      reason: result.outcome === 'duplicate' ? 'duplicate' : 'overpaid',
      by: user.email,
      at,
    });
  }
  return result;
}
