import type {
  Handover,
  HandoverAnswer,
  HandoverAnswerRequest,
  HandoverRequest,
  MyHandover,
  Officers,
} from '@moa/contract';
import { HANDOVER_MESSAGES as H, MEMBER_LIMITS as L, isEmptyStudentId } from '@moa/contract';
import type { Db } from '../../db/database.ts';
import { AppError } from '../../lib/app-error.ts';
import type { AppContext } from '../../lib/context.ts';
import { seoulInstant } from '../../lib/time.ts';
import { assertManagesNow, sessionsChanged, type SessionUser } from '../auth/index.ts';
import { recordAudit, type Actor } from '../audit/index.ts';
import { notify } from '../notifications/index.ts';
import * as repo from './handover-repository.ts';
import type { HolderRow, ItemRow } from './handover-repository.ts';
import * as members from './repository.ts';
import { assertWritable, clubPositions, ownedTerm, todayOf } from './terms.ts';

/**
 * Officers and hand-over (docs/decisions/0027-officers-and-hand-over.md). A hand-over moves positions of a term to
 * successors from an effective day. Each successor accepts or declines once; when the last accepts, the rights'
 * windows are set (the successors' begin, the outgoing officers' end, at the effective instant: that day's midnight in
 * Seoul, or the last acceptance when later), so rights change at that instant on every request; the positions move
 * then, applied at once or by the job. The top position (회장 until renamed) is never left vacant by a hand-over, and
 * a managing position moves only by hand-over.
 */

/** The server applying a hand-over at its instant, as the audit log names it. */
const HANDOVER_ACTOR = { id: null, email: 'handover' } satisfies Actor;

const studentIdOf = (id: string | null) => (id && !isEmptyStudentId(id) ? id : '');
const nameOf = (r: { user_name: string | null; invite_name?: string | null }) =>
  r.user_name ?? r.invite_name ?? '';

function answerOf(i: { accepted_at: string | null; declined_at: string | null }): HandoverAnswer {
  return i.accepted_at ? 'accepted' : i.declined_at ? 'declined' : 'waiting';
}

const person = (h: HolderRow) => ({
  membershipId: h.id,
  name: nameOf(h),
  studentId: studentIdOf(h.student_id ?? h.invite_student_id),
});

/** Hand-overs as the manager sees them; the outgoing holders are today's for open ones. */
async function toHandovers(db: Db, rows: readonly repo.HandoverRow[]): Promise<Handover[]> {
  const items = await repo.itemsOf(
    db,
    rows.map((r) => r.id),
  );
  const out: Handover[] = [];
  for (const r of rows) {
    const mine = items.filter((i) => i.handover_id === r.id);
    const open = r.status === 'pending' || r.status === 'accepted';
    const held = open
      ? await repo.holders(
          db,
          r.term_id,
          mine.map((i) => i.position_id),
        )
      : [];
    out.push({
      handoverId: r.id,
      termId: r.term_id,
      termName: r.term_name,
      effectiveOn: r.effective_on,
      effectiveAt: r.effective_at,
      status: r.status,
      createdBy: r.created_by,
      createdAt: r.created_at,
      items: mine.map((i) => ({
        itemId: i.id,
        positionId: i.position_id,
        positionName: i.position_name,
        manages: i.manages === 1,
        successor: {
          membershipId: i.membership_id,
          name: i.user_name ?? '',
          studentId: studentIdOf(i.student_id),
        },
        outgoing: held.filter((h) => h.position_id === i.position_id && h.id !== i.membership_id).map(person),
        answer: answerOf(i),
        answeredAt: i.accepted_at ?? i.declined_at,
        declineReason: i.decline_reason,
      })),
    });
  }
  return out;
}

async function handoverOf(db: Db, handoverId: number): Promise<Handover> {
  const row = await repo.findHandover(db, handoverId);
  if (!row) throw new AppError('NOT_FOUND', H.notFound);
  return (await toHandovers(db, [row]))[0]!;
}

/** GET …/club/officers: the term today falls in, its officers, the manager accounts, and the hand-overs. */
export async function officers(ctx: AppContext, user: SessionUser): Promise<Officers> {
  const clubId = user.clubId!;
  const today = todayOf(ctx);
  const at = ctx.now().toISOString();
  const positions = await clubPositions(ctx.db, clubId, at);
  const term = await members.termOn(ctx.db, clubId, today);
  const officerPositions = positions.slice(0, -1);
  const held = term
    ? await repo.holders(
        ctx.db,
        term.id,
        officerPositions.map((p) => p.id),
      )
    : [];
  const grants = await repo.clubGrants(ctx.db, clubId);
  const rows = await repo.clubHandovers(ctx.db, clubId, L.handoverListMax);
  return {
    termId: term?.id ?? null,
    termName: term?.name ?? null,
    officers: held.map((h) => ({
      ...person(h),
      userId: h.user_id,
      positionId: h.position_id,
      positionName: h.position_name,
      manages: h.manages === 1,
    })),
    managers: grants.map((g) => ({
      email: g.email,
      name: g.name,
      source: g.source,
      startsAt: g.starts_at,
      endsAt: g.ends_at,
    })),
    handovers: await toHandovers(ctx.db, rows),
  };
}

/** Refuses a successor who cannot take a position: not a member of the term now, or another club's manager. */
function assertSuccessor(
  item: ItemRow,
  termId: number,
  clubId: number,
  grant: { club_id: number } | undefined,
) {
  const label = `${item.position_name}: `;
  if (item.term_id !== termId) throw successorError(label + H.successorNotMember);
  if (item.user_id === null) throw successorError(label + H.successorInvited);
  if (item.member_status !== 'pending' && item.member_status !== 'active') {
    throw successorError(label + H.successorNotMember);
  }
  if (item.authority === 'ROLE_ADMIN' || (grant && grant.club_id !== clubId)) {
    throw successorError(label + H.successorManagesOther);
  }
}

const successorError = (message: string) => new AppError('VALIDATION_FAILED', message, { items: message });

/** POST …/club/handovers. */
export async function createHandover(
  ctx: AppContext,
  user: SessionUser,
  body: HandoverRequest,
): Promise<Handover> {
  const clubId = user.clubId!;
  const term = await ownedTerm(ctx, user, body.termId);
  const today = todayOf(ctx);
  assertWritable(term, today);
  const first = term.starts_on > today ? term.starts_on : today;
  if (body.effectiveOn < first || body.effectiveOn > term.ends_on) {
    throw new AppError('VALIDATION_FAILED', H.effectiveOutside, { effectiveOn: H.effectiveOutside });
  }
  const at = ctx.now().toISOString();
  const positions = await clubPositions(ctx.db, clubId, at);
  for (const item of body.items) {
    if (!positions.some((p) => p.id === item.positionId)) {
      throw new AppError('VALIDATION_FAILED', H.itemsRequired, { items: H.itemsRequired });
    }
  }
  const id = await ctx.db.transaction().execute(async (trx) => {
    await assertManagesNow(trx, ctx.dialect, user, clubId, ctx.now());
    await members.lockClub(trx, clubId, ctx.dialect);
    if (await repo.openHandover(trx, clubId)) throw new AppError('HANDOVER_CONFLICT', H.pending);
    for (const item of body.items) {
      const member = await members.findMembership(trx, item.membershipId);
      if (member?.term_id !== term.id) throw successorError(H.successorNotMember);
    }
    const handoverId = await repo.insertHandover(
      trx,
      {
        club_id: clubId,
        term_id: term.id,
        effective_on: body.effectiveOn,
        created_by: user.email,
        created_at: at,
      },
      body.items.map((i) => ({ position_id: i.positionId, membership_id: i.membershipId })),
    );
    const items = await repo.itemsOf(trx, [handoverId]);
    const grants = await repo.grantsOf(
      trx,
      items.flatMap((i) => (i.email ? [i.email] : [])),
    );
    for (const item of items) {
      assertSuccessor(
        item,
        term.id,
        clubId,
        grants.find((g) => g.email === item.email),
      );
    }
    const held = await repo.holders(
      trx,
      term.id,
      items.map((i) => i.position_id),
    );
    for (const item of items) {
      if (held.some((h) => h.id === item.membership_id && h.position_id === item.position_id)) {
        throw successorError(`${item.position_name}: ${H.successorHolds(item.position_name)}`);
      }
    }
    // The top position loses its holder when they are named to another position and nobody is named to it.
    const top = positions[0]!;
    if (!items.some((i) => i.position_id === top.id)) {
      const [topHolders] = [await repo.holders(trx, term.id, [top.id])];
      if (topHolders.length > 0 && topHolders.every((h) => items.some((i) => i.membership_id === h.id))) {
        throw new AppError('HANDOVER_CONFLICT', H.noPresident(top.name), { items: H.noPresident(top.name) });
      }
    }
    await recordAudit(
      trx,
      user,
      'handover.create',
      { type: 'handover', id: handoverId },
      { termId: term.id, effectiveOn: body.effectiveOn, items: body.items },
    );
    const club = await clubName(trx, clubId);
    await notify(
      trx,
      items.map((i) => ({
        userId: i.user_id!,
        kind: 'membership' as const,
        ...H.requestNotice(club, i.position_name, body.effectiveOn),
        link: i.authority === 'ROLE_CLUB' ? '/manager/members' : '/mypage',
      })),
      at,
    );
    return handoverId;
  });
  return handoverOf(ctx.db, id);
}

async function clubName(db: Db, clubId: number): Promise<string> {
  const row = await db.selectFrom('clubs').select('name').where('id', '=', clubId).executeTakeFirstOrThrow();
  return row.name;
}

/**
 * The accounts a hand-over moves: each successor with whether their new position manages, and the outgoing holders
 * (of the items' positions, not named themselves). Emails of accounts only: an invitation has no rights.
 */
async function movedAccounts(db: Db, termId: number, items: readonly ItemRow[]) {
  const held = await repo.holders(
    db,
    termId,
    items.map((i) => i.position_id),
  );
  const named = new Set(items.map((i) => i.membership_id));
  const successors = items.flatMap((i) =>
    i.email && i.user_id !== null ? [{ email: i.email, userId: i.user_id, manages: i.manages === 1 }] : [],
  );
  const outgoing = held.flatMap((h) =>
    !named.has(h.id) && h.email && h.user_id !== null ? [{ email: h.email, userId: h.user_id }] : [],
  );
  return { successors, outgoing };
}

/**
 * Every successor accepted: the instant is fixed and the rights' windows set. A successor whose new position manages
 * gets a position grant from that instant (one who manages the club already keeps theirs, now for good); a successor
 * to a position that does not manage, and every outgoing holder, loses a position grant at that instant. An
 * administrator's grant is left as it is: the administrator grants and revokes it.
 */
async function fixWindows(
  db: Db,
  handover: { id: number; club_id: number; term_id: number },
  items: readonly ItemRow[],
  effectiveAt: string,
  at: string,
): Promise<number[]> {
  const { successors, outgoing } = await movedAccounts(db, handover.term_id, items);
  const grants = await repo.grantsOf(db, [
    ...successors.map((s) => s.email),
    ...outgoing.map((o) => o.email),
  ]);
  const grantOf = (email: string) => grants.find((g) => g.email === email);
  for (const s of successors) {
    const g = grantOf(s.email);
    if (s.manages) {
      if (!g) {
        await repo.insertPositionGrant(db, {
          email: s.email,
          club_id: handover.club_id,
          granted_by: `handover:${handover.id}`,
          starts_at: effectiveAt,
          at,
        });
      } else if (g.source === 'position' && g.club_id === handover.club_id) {
        await repo.setGrantWindow(db, s.email, { ends_at: null });
      }
    } else if (g?.source === 'position' && g.club_id === handover.club_id) {
      await repo.setGrantWindow(db, s.email, { ends_at: effectiveAt });
    }
  }
  for (const o of outgoing) {
    const g = grantOf(o.email);
    if (g?.source === 'position' && g.club_id === handover.club_id) {
      await repo.setGrantWindow(db, o.email, { ends_at: effectiveAt });
    }
  }
  return [...successors, ...outgoing].map((a) => a.userId);
}

/**
 * The positions move and the windows become plain roles: grants that began are kept without a start, those that
 * ended are removed, and the accounts' roles follow. Grants are written before users and memberships, the order a
 * manager's write reads them in (assertManagesNow), so the two never wait on each other in a circle.
 */
async function apply(
  db: Db,
  handover: { id: number; club_id: number; term_id: number },
  at: string,
): Promise<number[]> {
  const items = await repo.itemsOf(db, [handover.id]);
  const { successors, outgoing } = await movedAccounts(db, handover.term_id, items);
  const accounts = [...successors, ...outgoing];
  const grants = await repo.grantsOf(
    db,
    accounts.map((a) => a.email),
  );
  for (const g of grants) {
    if (g.source !== 'position' || g.club_id !== handover.club_id) continue;
    if (g.ends_at !== null && g.ends_at <= at) await repo.deleteGrant(db, g.email);
    else if (g.starts_at !== null) await repo.setGrantWindow(db, g.email, { starts_at: null });
  }
  for (const a of accounts) {
    const g = grants.find((x) => x.email === a.email);
    if (g?.source !== 'position' || g.club_id !== handover.club_id) continue;
    const ended = g.ends_at !== null && g.ends_at <= at;
    await repo.setRole(db, a.userId, ended ? null : handover.club_id, at);
  }
  const last = (await clubPositions(db, handover.club_id, at)).at(-1)!;
  const named = items.map((i) => i.membership_id);
  for (const i of items) {
    await repo.setPositions(
      db,
      { termId: handover.term_id, fromPositionId: i.position_id, toPositionId: last.id, exceptIds: named },
      at,
    );
  }
  for (const i of items) await repo.setPosition(db, i.membership_id, i.position_id, at);
  await db
    .updateTable('handovers')
    .set({ status: 'applied', applied_at: at })
    .where('id', '=', handover.id)
    .execute();
  await recordAudit(
    db,
    HANDOVER_ACTOR,
    'handover.apply',
    { type: 'handover', id: handover.id },
    {
      successors: successors.map((s) => s.email),
      outgoing: outgoing.map((o) => o.email),
    },
  );
  const club = await clubName(db, handover.club_id);
  const told = [
    ...new Set([...accounts.map((a) => a.userId), ...(await members.clubManagers(db, handover.club_id))]),
  ];
  await notify(
    db,
    told.map((userId) => ({
      userId,
      kind: 'membership' as const,
      ...H.appliedNotice(club),
      link: '/mypage',
    })),
    at,
  );
  return accounts.map((a) => a.userId);
}

/** POST /mypage/handovers/{itemId}: the successor's answer; the last acceptance fixes the instant. */
export async function answerHandover(
  ctx: AppContext,
  user: SessionUser,
  itemId: number,
  body: HandoverAnswerRequest,
): Promise<MyHandover> {
  const found = await repo.findItem(ctx.db, itemId);
  if (!found || found.user_id !== user.id) throw new AppError('NOT_FOUND', H.notFound);
  const now = ctx.now();
  const at = now.toISOString();
  const moved = await ctx.db.transaction().execute(async (trx) => {
    const handover = await repo.lockHandover(trx, found.handover_id, ctx.dialect);
    if (!handover || handover.status !== 'pending') throw new AppError('HANDOVER_CONFLICT', H.closed);
    const items = await repo.itemsOf(trx, [handover.id]);
    const item = items.find((i) => i.id === itemId)!;
    if (body.accept) {
      const [grant] = await repo.grantsOf(trx, [user.email]);
      assertSuccessor(item, handover.term_id, handover.club_id, grant);
    }
    const answered = await repo.answerItem(trx, itemId, {
      accept: body.accept,
      reason: body.reason ?? '',
      at,
    });
    if (!answered) throw new AppError('HANDOVER_ANSWERED', H.alreadyAnswered);
    await recordAudit(
      trx,
      user,
      body.accept ? 'handover.accept' : 'handover.decline',
      {
        type: 'handover',
        id: handover.id,
      },
      { itemId, reason: body.reason ?? '' },
    );
    await notify(
      trx,
      (await members.clubManagers(trx, handover.club_id)).map((userId) => ({
        userId,
        kind: 'membership' as const,
        ...H.answeredNotice(user.name ?? user.email, item.position_name, body.accept),
        link: '/manager/members',
      })),
      at,
    );
    const settled = items.map((i) => (i.id === itemId ? { ...i, accepted_at: body.accept ? at : null } : i));
    if (!body.accept || settled.some((i) => i.accepted_at === null)) return [];
    const midnight = seoulInstant(handover.effective_on).toISOString();
    const effectiveAt = midnight > at ? midnight : at;
    await repo.moveHandover(trx, handover.id, 'pending', { status: 'accepted', effective_at: effectiveAt });
    const windowed = await fixWindows(trx, handover, settled, effectiveAt, at);
    return effectiveAt <= at ? apply(trx, handover, at) : windowed;
  });
  // the accounts whose role (or its window) changed: their sessions are read again on every instance
  await announce(ctx, moved);
  return myItem(ctx, user, itemId);
}

/** The roles of these accounts changed: every instance reads their sessions again. */
async function announce(ctx: AppContext, userIds: readonly number[]): Promise<void> {
  for (const userId of new Set(userIds)) await sessionsChanged(ctx.db, { userId });
}

/** POST …/club/handovers/{id}/cancel: refused once applied (or due: it is applied first). */
export async function cancelHandover(
  ctx: AppContext,
  user: SessionUser,
  handoverId: number,
): Promise<Handover> {
  const clubId = user.clubId!;
  const at = ctx.now().toISOString();
  const outcome = await ctx.db.transaction().execute(async (trx) => {
    await assertManagesNow(trx, ctx.dialect, user, clubId, ctx.now());
    const handover = await repo.lockHandover(trx, handoverId, ctx.dialect);
    if (!handover) throw new AppError('NOT_FOUND', H.notFound);
    if (handover.club_id !== clubId) throw new AppError('FORBIDDEN', '이 인수인계에 대한 권한이 없습니다.');
    if (handover.status === 'applied' || handover.status === 'cancelled') {
      throw new AppError('HANDOVER_CONFLICT', handover.status === 'applied' ? H.applied : H.closed);
    }
    if (handover.status === 'accepted' && handover.effective_at !== null && handover.effective_at <= at) {
      return { applied: await apply(trx, handover, at), withdrawn: [] };
    }
    const items = await repo.itemsOf(trx, [handover.id]);
    const withdrawn = handover.status === 'accepted' ? await withdrawWindows(trx, handover, items) : [];
    await repo.moveHandover(trx, handover.id, handover.status, { status: 'cancelled', cancelled_at: at });
    await recordAudit(trx, user, 'handover.cancel', { type: 'handover', id: handover.id }, {});
    const club = await clubName(trx, clubId);
    await notify(
      trx,
      items.flatMap((i) =>
        i.user_id === null
          ? []
          : [
              {
                userId: i.user_id,
                kind: 'membership' as const,
                ...H.cancelledNotice(club, i.position_name),
                link: '/mypage',
              },
            ],
      ),
      at,
    );
    return { applied: null, withdrawn };
  });
  if (outcome.applied) {
    await announce(ctx, outcome.applied);
    throw new AppError('HANDOVER_CONFLICT', H.applied);
  }
  await announce(ctx, outcome.withdrawn);
  return handoverOf(ctx.db, handoverId);
}

/** An accepted hand-over cancelled before its instant: the successors' new grants go, the outgoing keep theirs. */
async function withdrawWindows(
  db: Db,
  handover: { id: number; club_id: number; term_id: number },
  items: readonly ItemRow[],
): Promise<number[]> {
  const { successors, outgoing } = await movedAccounts(db, handover.term_id, items);
  const grants = await repo.grantsOf(db, [
    ...successors.map((s) => s.email),
    ...outgoing.map((o) => o.email),
  ]);
  for (const g of grants) {
    if (g.source !== 'position' || g.club_id !== handover.club_id) continue;
    if (g.starts_at !== null) await repo.deleteGrant(db, g.email);
    else if (g.ends_at !== null) await repo.setGrantWindow(db, g.email, { ends_at: null });
  }
  return [...successors, ...outgoing].map((a) => a.userId);
}

/** How often the server looks for hand-overs whose instant came (rights change at the instant without it). */
export const HANDOVER_INTERVAL_MS = 60 * 1000;

/** Applies the accepted hand-overs whose instant came; several instances apply each once (the row lock decides). */
export async function applyDueHandovers(ctx: AppContext): Promise<number> {
  const at = ctx.now().toISOString();
  let applied = 0;
  for (const { id } of await repo.dueHandovers(ctx.db, at, 50)) {
    const moved = await ctx.db.transaction().execute(async (trx) => {
      const handover = await repo.lockHandover(trx, id, ctx.dialect);
      if (handover?.status !== 'accepted') return null;
      return apply(trx, handover, at);
    });
    if (moved) {
      applied += 1;
      await announce(ctx, moved);
    }
  }
  return applied;
}

function toMine(r: repo.UserItemRow, held: readonly HolderRow[], userId: number): MyHandover {
  return {
    itemId: r.id,
    handoverId: r.handover_id,
    clubName: r.club_name,
    termName: r.term_name,
    positionName: r.position_name,
    manages: r.manages === 1,
    effectiveOn: r.effective_on,
    effectiveAt: r.effective_at,
    status: r.status,
    answer: answerOf(r),
    outgoing: held.filter((h) => h.user_id !== userId).map((h) => nameOf(h)),
  };
}

/** GET /mypage/handovers: open hand-overs naming me, and accepted ones still to take effect. */
export async function myHandovers(ctx: AppContext, user: SessionUser): Promise<MyHandover[]> {
  const rows = await repo.userItems(ctx.db, user.id);
  const out: MyHandover[] = [];
  for (const r of rows) out.push(toMine(r, await repo.holders(ctx.db, r.term_id, [r.position_id]), user.id));
  return out;
}

/** One item of mine, whatever its hand-over's status (an answer may have applied it at once). */
async function myItem(ctx: AppContext, user: SessionUser, itemId: number): Promise<MyHandover> {
  const [row] = await repo.userItems(ctx.db, user.id, itemId);
  if (!row) throw new AppError('NOT_FOUND', H.notFound);
  const open = row.status === 'pending' || row.status === 'accepted';
  return toMine(row, open ? await repo.holders(ctx.db, row.term_id, [row.position_id]) : [], user.id);
}
