import {
  ACCOUNT_DELETION_MESSAGES as M,
  type AccountDeletionLine,
  type AccountDeletionPreview,
  type AccountDeletionRequest,
} from '@moa/contract';
import type { Db, DialectName } from '../../db/database.ts';
import { AppError } from '../../lib/app-error.ts';
import type { AppContext } from '../../lib/context.ts';
import { seoulInstant } from '../../lib/time.ts';
import { recordAudit } from '../audit/index.ts';
import { sessionsChanged } from '../auth/index.ts';
import type { SessionUser } from '../auth/index.ts';
import { deleteExcusePhotosOf } from '../meetings/index.ts';
import { cancelReservation } from '../reservations/index.ts';
import { returnSeats } from '../waitlist/index.ts';
import { releaseOfferSeats } from '../seating/index.ts';
import * as repo from './deletion-repository.ts';

/**
 * A student deletes their own account (docs/product.md#deleting-the-account, docs/decisions/0015-account-deletion.md):
 * refused while the club owes them money or has money of theirs to confirm; otherwise their unpaid reservations are
 * cancelled with their seats back, their waiting-list places, applications, notifications, follows and schedules go,
 * and the club's money records stay under `탈퇴한 회원 #{id}`.
 */

/** The name the club's records give a deleted account. */
export const deletedAlias = (userId: number) => `탈퇴한 회원 #${userId}`;

const lineOf = (r: repo.OwnReservation): AccountDeletionLine => ({
  reservationId: r.id,
  title: r.show_name,
  order: r.order_index,
  date: r.date,
  time: r.time.slice(0, 5),
  tickets: r.ticket_count,
  amount: r.unit_price * r.ticket_count,
});

/** What the deletion would do with these rows now: what blocks it, what it forfeits, what it cancels. */
async function assess(db: Db, userId: number, now: Date, lock: DialectName | null) {
  const rows = await repo.reservationsOf(db, userId, lock);
  const refunds = await repo.pendingRefunds(db, userId, lock);
  const byId = new Map(rows.map((r) => [r.id, r]));
  const blockers: AccountDeletionPreview['blockers'] = refunds.map((f) => {
    const r = f.reservation_id === null ? undefined : byId.get(f.reservation_id);
    return {
      reason: 'refundPending' as const,
      reservationId: f.reservation_id ?? 0,
      title: f.show_name,
      order: f.order_index ?? r?.order_index ?? 0,
      date: r?.date ?? '',
      time: r?.time.slice(0, 5) ?? '',
      tickets: f.tickets,
      amount: f.amount,
    };
  });
  for (const r of rows) {
    if (r.status === 'paid' && r.cancel_requested === 1)
      blockers.push({ ...lineOf(r), reason: 'cancelRequested' });
    if (r.status === 'unpaid' && r.transfer_claimed_at !== null) {
      blockers.push({ ...lineOf(r), reason: 'transferClaimed' });
    }
  }
  const upcoming = (r: repo.OwnReservation) => seoulInstant(r.date, r.time).getTime() > now.getTime();
  return {
    rows,
    blockers,
    paid: rows.filter((r) => r.status === 'paid' && r.cancel_requested === 0 && upcoming(r)),
    unpaid: rows.filter((r) => r.status === 'unpaid' && r.transfer_claimed_at === null),
  };
}

function assertStudent(user: SessionUser): void {
  if (user.authority !== 'ROLE_USER') throw new AppError('FORBIDDEN', M.notStudent);
}

/** GET /mypage/student/account/deletion. */
export async function deletionPreview(ctx: AppContext, user: SessionUser): Promise<AccountDeletionPreview> {
  assertStudent(user);
  const a = await assess(ctx.db, user.id, ctx.now(), null);
  const waitlist = await repo.activeWaitlist(ctx.db, user.id);
  return {
    blockers: a.blockers,
    paidTickets: a.paid.map(lineOf),
    unpaidReservations: a.unpaid.map(lineOf),
    waitlistEntries: waitlist.length,
    applications: await repo.countOf(ctx.db, 'applications', user.id),
    notifications: await repo.countOf(ctx.db, 'notifications', user.id),
  };
}

/** POST /mypage/student/account/deletion. */
export async function deleteAccount(ctx: AppContext, user: SessionUser, body: AccountDeletionRequest) {
  assertStudent(user);
  const now = ctx.now();
  const at = now.toISOString();
  const alias = deletedAlias(user.id);
  await ctx.db.transaction().execute(async (trx) => {
    const me = await repo.lockUser(trx, user.id, ctx.dialect);
    if (!me || me.deleted_at !== null) throw new AppError('UNAUTHORIZED', '로그인이 필요합니다.');
    // Decided from the rows locked here, not from the preview the student saw.
    const a = await assess(trx, user.id, now, ctx.dialect);
    if (a.blockers.length > 0) {
      const first = a.blockers[0]!.reason;
      throw new AppError('CONFLICT', `${M.blocked} ${M[first]}`);
    }
    if (a.paid.length > 0 && body.forfeitPaidTickets !== true) {
      throw new AppError('VALIDATION_FAILED', M.paidTickets, { forfeitPaidTickets: M.paidTickets });
    }

    for (const r of a.unpaid) await cancelReservation(trx, r, now);
    for (const w of await repo.activeWaitlist(trx, user.id)) {
      if (w.status === 'offered' && (await repo.leaveOffer(trx, w.id, at))) {
        await releaseOfferSeats(trx, w.id);
        await returnSeats(trx, w.schedule_id, w.tickets, now);
      }
    }

    const secrets = await repo.personalStringsOf(trx, user.id, me);
    if (me.name) await repo.pseudonymiseManagerNotices(trx, user.id, me.name, alias);
    await repo.pseudonymiseAudit(trx, user.id, me.email, secrets, alias);
    await repo.deleteApplications(trx, user.id);
    await repo.pseudonymiseMoney(trx, user.id, alias);
    // The excuses go with the memberships below; their photos (a member's documents) are stored apart.
    await deleteExcusePhotosOf(trx, user.id);
    await repo.deleteOwnRows(trx, user.id, me.email);
    await repo.emptyUser(trx, user.id, alias, at);
    await recordAudit(
      trx,
      { id: user.id, email: alias },
      'account.delete',
      { type: 'user', id: user.id },
      { cancelled: a.unpaid.length, forfeited: a.paid.length },
    );
  });
  // Every schedule of the account ends at once, on every instance.
  await sessionsChanged(ctx.db, { userId: user.id });
  return { success: true as const };
}
