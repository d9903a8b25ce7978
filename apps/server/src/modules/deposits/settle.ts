import {
  DEPOSIT_ISSUES_LISTED,
  DEPOSIT_MESSAGES,
  type DepositIssue,
  type DepositIssueList,
  type DepositOutcome,
} from '@moa/contract';
import type { Db } from '../../db/database.ts';
import { AppError } from '../../lib/app-error.ts';
import type { AppContext } from '../../lib/context.ts';
import type { SessionUser } from '../auth/index.ts';
import { recordAudit } from '../audit/index.ts';
import { assertOwned } from '../../lib/ownership.ts';
import { recordDepositRefund } from '../manage/index.ts';
import { noticeReservations } from '../notifications/index.ts';
import { markPaid, type StatusRow } from '../reservations/index.ts';
import * as repo from './repository.ts';

/**
 * Received against expected (docs/product.md#deposit-import). A deposit applied to a reservation is set against its
 * price, decided from the reservation's row locked in the apply's transaction:
 *
 * - the reservation is paid already: if another deposit paid it, this one is a second payment (duplicate, all of it
 *   owed back); if none did (confirmed by hand), this deposit is that payment, and any part above the price is owed;
 * - unpaid or expired: this deposit and the earlier short ones of the reservation still open add up; below the price
 *   it stays short (the reservation unpaid, the deposit open); at or above, the reservation is paid, the short ones are
 *   settled as topped up, and the part above is owed back.
 *
 * Money owed back is a refund record (환불 관리); a deposit stays open until it is marked sent, or, for a shortfall,
 * until topped up, accepted or given back.
 */

export interface Settled {
  outcome: DepositOutcome;
  /** The reservation's price. */
  expected: number;
  /** Whether this deposit made the reservation paid. */
  paid: boolean;
  /** Won recorded as owed back. */
  refund: number;
  /** short: what is still missing. */
  missing: number;
}

export type LockedReservation = StatusRow & { unit_price: number };

export async function settleDeposit(
  db: Db,
  deposit: { id: number; amount: number },
  row: LockedReservation,
  who: { by: string; email: string },
  now: Date,
): Promise<Settled> {
  const at = now.toISOString();
  const expected = row.unit_price * row.ticket_count;
  const others = await repo.appliedDepositsOf(db, row.id, deposit.id);
  let result: Settled;
  if (row.status === 'paid') {
    const paidByDeposit = others.some((d) => d.outcome !== 'short' || d.settlement !== null);
    if (paidByDeposit) {
      result = { outcome: 'duplicate', expected, paid: false, refund: deposit.amount, missing: 0 };
    } else if (deposit.amount >= expected) {
      const over = deposit.amount - expected;
      result = { outcome: over > 0 ? 'over' : 'paid', expected, paid: false, refund: over, missing: 0 };
    } else {
      // Confirmed by hand for less than the price: the manager decides, as for any shortfall.
      result = { outcome: 'short', expected, paid: false, refund: 0, missing: expected - deposit.amount };
    }
  } else {
    const openShort = others.filter((d) => d.outcome === 'short' && d.settlement === null);
    const received = openShort.reduce((sum, d) => sum + d.amount, 0) + deposit.amount;
    if (received < expected) {
      result = { outcome: 'short', expected, paid: false, refund: 0, missing: expected - received };
    } else {
      const changed = await markPaid(db, row, who.by, now);
      if (changed) row.status = 'paid';
      await repo.settleDeposits(
        db,
        openShort.map((d) => d.id),
        'toppedUp',
        at,
        who.email,
      );
      const over = received - expected;
      const outcome: DepositOutcome = openShort.length > 0 ? 'topUp' : over > 0 ? 'over' : 'paid';
      result = { outcome, expected, paid: changed, refund: over, missing: 0 };
    }
  }
  await repo.recordOutcome(db, deposit.id, result.outcome, expected);
  if (result.refund > 0) {
    await recordDepositRefund(db, {
      reservationId: row.id,
      depositId: deposit.id,
      amount: result.refund,
      reason: result.outcome === 'duplicate' ? 'duplicate' : 'overpaid',
      by: who.email,
      at,
    });
  }
  return result;
}

async function ownedShow(ctx: AppContext, user: SessionUser, showId: number) {
  return assertOwned(await repo.findShowWithClub(ctx.db, showId), user.clubId!, '공연');
}

/** The show's deposits still open, oldest first: the first DEPOSIT_ISSUES_LISTED, and how many there are. */
export async function depositIssues(
  ctx: AppContext,
  user: SessionUser,
  showId: number,
): Promise<DepositIssueList> {
  await ownedShow(ctx, user, showId);
  return openIssues(ctx.db, showId);
}

async function openIssues(db: Db, showId: number): Promise<DepositIssueList> {
  const [rows, total] = await Promise.all([
    repo.listOpenDeposits(db, showId, DEPOSIT_ISSUES_LISTED),
    repo.countOpenDeposits(db, showId),
  ]);
  // What each reservation has received by deposits still counted: open shorts add up until settled.
  const shortSums = new Map<number, number>();
  for (const r of rows) {
    if (r.outcome === 'short' && r.reservation_id !== null) {
      shortSums.set(r.reservation_id, (shortSums.get(r.reservation_id) ?? 0) + r.amount);
    }
  }
  const issues = rows.map((r): DepositIssue => ({
    depositId: r.id,
    importId: r.import_id,
    at: r.at,
    name: r.name,
    amount: r.amount,
    outcome: r.outcome as DepositIssue['outcome'],
    reservationId: r.reservation_id,
    expected: r.expected ?? 0,
    received:
      r.outcome === 'short' && r.reservation_id !== null ? shortSums.get(r.reservation_id)! : r.amount,
    student: {
      name: r.student_name ?? r.dues_name ?? '',
      stdCode: r.student_id ?? r.dues_student_id ?? '',
      order: r.order_index,
    },
    refund: r.refund_id !== null ? { refundId: r.refund_id, amount: r.refund_amount ?? 0 } : null,
    appliedAt: r.applied_at!,
  }));
  return { issues, total };
}

/**
 * A short deposit settled by the manager: accepted (its reservation paid for less than the price) or given back (a
 * refund owed of its money; the reservation stays unpaid). The deposit is claimed by a conditional update, so two
 * managers settling it at once settle it once.
 */
export async function settleShort(
  ctx: AppContext,
  user: SessionUser,
  showId: number,
  body: { depositId: number; action: 'accept' | 'refund' },
): Promise<DepositIssueList> {
  await ownedShow(ctx, user, showId);
  const now = ctx.now();
  const at = now.toISOString();
  await ctx.db.transaction().execute(async (trx) => {
    const d = await repo.findDeposit(trx, showId, body.depositId);
    if (!d || d.outcome !== 'short' || d.reservation_id === null) {
      throw new AppError('CONFLICT', DEPOSIT_MESSAGES.settleNotOpen);
    }
    const settlement = body.action === 'accept' ? 'accepted' : 'refunded';
    if ((await repo.settleDeposits(trx, [d.id], settlement, at, user.email)) !== 1) {
      throw new AppError('CONFLICT', DEPOSIT_MESSAGES.settleNotOpen);
    }
    const [row] = await repo.reservationsForUpdate(trx, showId, [d.reservation_id]);
    if (!row) throw new AppError('CONFLICT', DEPOSIT_MESSAGES.settleNotOpen);
    if (body.action === 'accept') {
      // Every open short deposit of the reservation goes with it: together they are what was accepted.
      const others = (await repo.appliedDepositsOf(trx, row.id, d.id)).filter(
        (o) => o.outcome === 'short' && o.settlement === null,
      );
      await repo.settleDeposits(
        trx,
        others.map((o) => o.id),
        'accepted',
        at,
        user.email,
      );
      if (await markPaid(trx, row, user.email, now)) {
        await noticeReservations(trx, [row.id], 'paymentConfirmed', at);
      }
    } else {
      await recordDepositRefund(trx, {
        reservationId: row.id,
        depositId: d.id,
        amount: d.amount,
        reason: 'shortfall',
        by: user.email,
        at,
      });
    }
    await recordAudit(
      trx,
      user,
      body.action === 'accept' ? 'deposit.acceptShort' : 'deposit.refundShort',
      { type: 'deposit_import', id: d.import_id },
      { showId, depositId: d.id, reservationId: row.id, amount: d.amount },
    );
  });
  return openIssues(ctx.db, showId);
}
