import type {
  Member,
  MemberAddRequest,
  MemberBatchRequest,
  MemberBatchResult,
  MemberList,
  MemberListQuery,
  MembershipStatus,
  MemberUpdateRequest,
} from '@moa/contract';
import {
  HANDOVER_MESSAGES as H,
  MEMBER_MESSAGES as M,
  MEMBERSHIP_STATUSES,
  isEmptyStudentId,
} from '@moa/contract';
import { AppError } from '../../lib/app-error.ts';
import type { AppContext } from '../../lib/context.ts';
import { assertSignInDomain } from '../../lib/email-domain.ts';
import { assertManagesNow, type SessionUser } from '../auth/index.ts';
import { recordAudit } from '../audit/index.ts';
import { chargeNew } from './charges.ts';
import { renewalSummary } from './renewal.ts';
import * as repo from './repository.ts';
import type { MembershipRow } from './repository.ts';
import { assertWritable, chosenPosition, memberPosition, ownedTerm, todayOf, toTerm } from './terms.ts';
import { welcome } from './welcome.ts';

/**
 * A term's roster (docs/product.md#members): the list with search, filters and totals; a member added by university
 * e-mail (an invitation until that student first signs in); a member's status and position changed. A past term's
 * roster is read-only.
 */

export function toMember(r: MembershipRow): Member {
  const studentId = r.user_student_id ?? r.invite_student_id ?? '';
  return {
    membershipId: r.id,
    userId: r.user_id,
    invited: r.user_id === null,
    name: r.user_name ?? r.invite_name ?? '',
    studentId: isEmptyStudentId(studentId) ? '' : studentId,
    department: r.user_department ?? r.invite_department ?? '',
    schoolYear: r.user_school_year,
    phoneNumber: r.user_phone ?? r.invite_phone ?? '',
    email: r.user_email ?? r.invite_email ?? '',
    positionId: r.position_id,
    positionName: r.position_name,
    status: r.status,
    statusChangedOn: r.status_changed_on,
    reason: r.reason,
    unionConsent: r.union_consent === 1,
    source: r.source,
    createdAt: r.created_at,
    charge:
      r.charge_amount === null
        ? null
        : {
            amount: r.charge_amount,
            paidAmount: r.charge_paid ?? 0,
            status: r.charge_status ?? 'unpaid',
            reason: r.charge_reason ?? '',
            paidAt: r.charge_paid_at,
            claimedAt: r.charge_claimed_at,
          },
  };
}

/** Dues over every charge not waived: expected, paid so far, outstanding. */
function duesTotals(members: readonly Member[]) {
  const charged = members.flatMap((m) => (m.charge && m.charge.status !== 'waived' ? [m.charge] : []));
  const expected = charged.reduce((sum, c) => sum + c.amount, 0);
  const paid = charged.reduce((sum, c) => sum + c.paidAmount, 0);
  return { expected, paid, outstanding: expected - paid };
}

/** Spaces and case do not matter to a search. */
const folded = (s: string) => s.normalize('NFC').replace(/\s+/g, '').toLowerCase();

export function matches(member: Member, filter: MemberListQuery): boolean {
  if (filter.status && member.status !== filter.status) return false;
  if (filter.positionId && member.positionId !== filter.positionId) return false;
  const q = filter.query ? folded(filter.query) : '';
  return q === '' || folded(member.name).includes(q) || member.studentId.includes(q);
}

/** Every member of a term the manager's club owns, in position order. */
export async function termRoster(ctx: AppContext, user: SessionUser, termId: number) {
  const term = await ownedTerm(ctx, user, termId);
  const rows = await repo.termMemberships(ctx.db, termId);
  return { term, members: rows.map(toMember) };
}

export async function listMembers(
  ctx: AppContext,
  user: SessionUser,
  termId: number,
  filter: MemberListQuery,
): Promise<MemberList> {
  const { term, members } = await termRoster(ctx, user, termId);
  const byStatus = Object.fromEntries(MEMBERSHIP_STATUSES.map((s) => [s, 0])) as Record<
    MembershipStatus,
    number
  >;
  for (const m of members) byStatus[m.status] += 1;
  const shown = members.filter((m) => matches(m, filter));
  return {
    term: toTerm(term, todayOf(ctx), members.length),
    members: shown,
    totals: {
      all: members.length,
      byStatus,
      invitations: members.filter((m) => m.invited).length,
      shown: shown.length,
      dues: duesTotals(members),
    },
    renewal: await renewalSummary(ctx.db, termId),
  };
}

export async function memberOf(ctx: AppContext, termId: number, membershipId: number): Promise<Member> {
  const [row] = await repo.termMemberships(ctx.db, termId, membershipId);
  if (!row) throw new AppError('NOT_FOUND', M.memberNotFound);
  return toMember(row);
}

/**
 * POST …/members: a student by e-mail. An account of that e-mail becomes a membership (a manager's or
 * administrator's account is refused); an e-mail nobody signed in with yet becomes an invitation. A student on the
 * roster already is refused (409 ALREADY_MEMBER), decided by the unique indexes.
 */
export async function addMember(
  ctx: AppContext,
  user: SessionUser,
  termId: number,
  body: MemberAddRequest,
): Promise<Member> {
  const term = await ownedTerm(ctx, user, termId);
  const today = todayOf(ctx);
  assertWritable(term, today);
  assertSignInDomain(ctx.config.allowedEmailDomains, body.email);
  const at = ctx.now().toISOString();
  const clubId = term.club_id;
  const position =
    body.positionId === undefined
      ? await memberPosition(ctx.db, clubId, at)
      : await chosenPosition(ctx.db, clubId, body.positionId);
  if (position.manages === 1) throw officerByHandover();
  const account = await repo.userByEmail(ctx.db, body.email);
  if (account && account.authority !== 'ROLE_USER') {
    throw new AppError('VALIDATION_FAILED', M.notStudent, { email: M.notStudent });
  }
  const id = await ctx.db.transaction().execute(async (trx) => {
    await assertManagesNow(trx, ctx.dialect, user, clubId, ctx.now());
    const inserted = await repo.insertMembership(trx, {
      club_id: clubId,
      term_id: termId,
      user_id: account?.id ?? null,
      position_id: position.id,
      status: 'active',
      status_changed_on: today,
      source: 'manager',
      application_id: null,
      invite_email: account ? null : body.email,
      invite_name: null,
      invite_student_id: null,
      invite_department: null,
      invite_phone: null,
      created_at: at,
      updated_at: at,
    });
    if (inserted === undefined)
      throw new AppError('ALREADY_MEMBER', M.alreadyMember, { email: M.alreadyMember });
    if (account) await welcome(trx, clubId, [account.id], at);
    await recordAudit(
      trx,
      user,
      'member.add',
      { type: 'membership', id: inserted },
      { termId, email: body.email, invited: !account },
    );
    return inserted;
  });
  return memberOf(ctx, termId, id);
}

const officerByHandover = () =>
  new AppError('OFFICER_BY_HANDOVER', H.officerByHandover, { positionId: H.officerByHandover });

/**
 * A managing position is taken and given up only by hand-over, so that its holder accepted it and the club keeps its
 * top position (docs/decisions/0027-officers-and-hand-over.md): the roster may not move a member into or out of one,
 * nor end the membership of its holder.
 */
async function assertNotOfficerMove(
  db: Parameters<typeof repo.findPosition>[0],
  locked: { position_id: number },
  next: { id: number; manages: number } | undefined,
  status: MembershipStatus | undefined,
): Promise<void> {
  const current = await repo.findPosition(db, locked.position_id);
  const holdsOffice = current?.manages === 1;
  if (next && next.id !== locked.position_id && (holdsOffice || next.manages === 1))
    throw officerByHandover();
  if (holdsOffice && status !== undefined && status !== 'pending' && status !== 'active') {
    throw new AppError('OFFICER_BY_HANDOVER', H.officerStatus, { status: H.officerStatus });
  }
}

/**
 * One member's change, decided from their row as locked: the status (from its day, with its reason) and/or the
 * position, the welcome of one who becomes active, the charge of one moved back to pending, and the audit entry.
 */
async function applyChange(
  trx: Parameters<typeof repo.updateMembership>[0],
  user: SessionUser,
  where: { termId: number; clubId: number; today: string; at: string },
  locked: { id: number; status: MembershipStatus; user_id: number | null },
  change: { status?: MembershipStatus; statusDate?: string; reason?: string; positionId?: number },
): Promise<void> {
  const { termId, clubId, today, at } = where;
  await repo.updateMembership(trx, locked.id, {
    ...(change.status === undefined
      ? {}
      : {
          status: change.status,
          status_changed_on: change.statusDate ?? today,
          reason: change.reason ?? '',
        }),
    ...(change.positionId === undefined ? {} : { position_id: change.positionId }),
    updated_at: at,
  });
  if (change.status === 'active' && locked.status !== 'active' && locked.user_id !== null) {
    await welcome(trx, clubId, [locked.user_id], at);
  }
  // Moved back to pending in a term with dues: charged them, as a new pending member is.
  if (change.status === 'pending' && locked.status !== 'pending') await chargeNew(trx, termId, locked.id, at);
  await recordAudit(trx, user, 'member.update', { type: 'membership', id: locked.id }, { termId, ...change });
}

/**
 * POST …/members/status: one status for several members, each decided from their row as locked (in id order, so
 * two batches never wait on each other in a circle). Members holding a managing position are skipped when the status
 * would end their membership (they hand over first), as are those no longer on the term's roster.
 */
export async function updateMembers(
  ctx: AppContext,
  user: SessionUser,
  termId: number,
  body: MemberBatchRequest,
): Promise<MemberBatchResult> {
  const term = await ownedTerm(ctx, user, termId);
  const today = todayOf(ctx);
  assertWritable(term, today);
  const at = ctx.now().toISOString();
  const names = new Map((await repo.termMemberships(ctx.db, termId)).map((r) => [r.id, toMember(r)]));
  const nameOf = (id: number) => {
    const m = names.get(id);
    return m ? m.name || m.email : '';
  };
  return ctx.db.transaction().execute(async (trx) => {
    await assertManagesNow(trx, ctx.dialect, user, term.club_id, ctx.now());
    const result: MemberBatchResult = { changed: 0, unchanged: 0, skipped: [] };
    for (const id of [...body.membershipIds].sort((a, b) => a - b)) {
      const locked = await repo.lockMembership(trx, id, ctx.dialect);
      if (!locked || locked.term_id !== termId) {
        result.skipped.push({ membershipId: id, name: nameOf(id), message: M.batchGone });
        continue;
      }
      if (locked.status === body.status) {
        result.unchanged += 1;
        continue;
      }
      const office = await repo.findPosition(trx, locked.position_id);
      if (office?.manages === 1 && body.status !== 'pending' && body.status !== 'active') {
        result.skipped.push({ membershipId: id, name: nameOf(id), message: M.batchOfficer });
        continue;
      }
      const { membershipIds: _ids, ...change } = body;
      await applyChange(trx, user, { termId, clubId: term.club_id, today, at }, locked, change);
      result.changed += 1;
    }
    return result;
  });
}

/** PUT …/members/{membershipId}: a new status from a day (today by default) with a reason, and/or a position. */
export async function updateMember(
  ctx: AppContext,
  user: SessionUser,
  termId: number,
  membershipId: number,
  body: MemberUpdateRequest,
): Promise<Member> {
  const term = await ownedTerm(ctx, user, termId);
  const today = todayOf(ctx);
  assertWritable(term, today);
  const row = await repo.findMembership(ctx.db, membershipId);
  if (!row || row.term_id !== termId) throw new AppError('NOT_FOUND', M.memberNotFound);
  const position =
    body.positionId === undefined ? undefined : await chosenPosition(ctx.db, term.club_id, body.positionId);
  const at = ctx.now().toISOString();
  await ctx.db.transaction().execute(async (trx) => {
    // The manager's rights first, as a hand-over writes them (docs/decisions/0027-officers-and-hand-over.md).
    await assertManagesNow(trx, ctx.dialect, user, term.club_id, ctx.now());
    // what the change does besides (a welcome, a charge) is judged from the row as locked, not the read above:
    // two officers moving one member at once welcome or charge them once
    const locked = await repo.lockMembership(trx, membershipId, ctx.dialect);
    if (!locked || locked.term_id !== termId) throw new AppError('NOT_FOUND', M.memberNotFound);
    await assertNotOfficerMove(trx, locked, position, body.status);
    await applyChange(trx, user, { termId, clubId: term.club_id, today, at }, locked, {
      ...body,
      positionId: position?.id,
    });
  });
  return memberOf(ctx, termId, membershipId);
}
