import type { Dues, Position, PositionRequest, Term, TermRequest } from '@moa/contract';
import { MEMBER_LIMITS as L, MEMBER_MESSAGES as M } from '@moa/contract';
import type { Db } from '../../db/database.ts';
import { isUniqueViolation } from '../../lib/db-errors.ts';
import { AppError } from '../../lib/app-error.ts';
import type { AppContext } from '../../lib/context.ts';
import { assertOwned } from '../../lib/ownership.ts';
import { addDays, seoulToday } from '../../lib/time.ts';
import { sessionsChanged, type SessionUser } from '../auth/index.ts';
import { recordAudit } from '../audit/index.ts';
import { positionRightsChanged } from './officer-rights.ts';
import * as repo from './repository.ts';

/**
 * A club's terms (학기) and positions (docs/product.md#members). A term's days never overlap another term of the
 * club; a term that ended before today (Seoul, by the app's clock) is read-only, and so is its roster. A club starts
 * with the default positions (회장, 부회장, 총무, 임원, 회원), made on first use.
 */

type TermRow = {
  id: number;
  club_id: number;
  name: string;
  starts_on: string;
  ends_on: string;
  dues_amount?: number | null;
  dues_pay_by?: string | null;
  dues_bank?: string | null;
  dues_account_number?: string | null;
  dues_account_name?: string | null;
};

export const todayOf = (ctx: AppContext) => seoulToday(ctx.now());

type DuesColumns = {
  dues_amount?: number | null;
  dues_pay_by?: string | null;
  dues_bank?: string | null;
  dues_account_number?: string | null;
  dues_account_name?: string | null;
};

/** A term's dues from its columns; null when it sets none. */
export function duesOf(row: DuesColumns): Dues | null {
  if (row.dues_amount === null || row.dues_amount === undefined) return null;
  return {
    amount: row.dues_amount,
    payBy: row.dues_pay_by ?? '',
    bankName: row.dues_bank ?? '',
    accountNumber: row.dues_account_number ?? '',
    accountName: row.dues_account_name ?? '',
  };
}

export function toTerm(row: TermRow, today: string, memberCount: number): Term {
  return {
    termId: row.id,
    name: row.name,
    startsOn: row.starts_on,
    endsOn: row.ends_on,
    readOnly: row.ends_on < today,
    current: row.starts_on <= today && today <= row.ends_on,
    memberCount,
    dues: duesOf(row),
  };
}

/** The default term a day falls in: 1학기 3/1–8/31, 2학기 9/1 to the end of February. */
export function defaultTerm(day: string): { name: string; starts_on: string; ends_on: string } {
  const year = Number(day.slice(0, 4));
  const month = Number(day.slice(5, 7));
  if (month >= 3 && month <= 8) {
    return { name: `${year}-1학기`, starts_on: `${year}-${L.springStart}`, ends_on: `${year}-08-31` };
  }
  const from = month >= 9 ? year : year - 1;
  return {
    name: `${from}-2학기`,
    starts_on: `${from}-${L.autumnStart}`,
    ends_on: addDays(`${from + 1}-${L.springStart}`, -1),
  };
}

/** A term of the manager's club: unknown → 404, another club's → 403. */
export async function ownedTerm(ctx: AppContext, user: SessionUser, termId: number): Promise<TermRow> {
  return assertOwned(await repo.findTerm(ctx.db, termId), user.clubId!, '학기');
}

/** A term whose roster may change: not past. */
export function assertWritable(term: TermRow, today: string): void {
  if (term.ends_on < today) throw new AppError('TERM_READ_ONLY', M.termReadOnly);
}

export async function listTerms(ctx: AppContext, user: SessionUser): Promise<Term[]> {
  const today = todayOf(ctx);
  const rows = await repo.listTerms(ctx.db, user.clubId!);
  return rows.map((r) => toTerm(r, today, Number(r.member_count ?? 0)));
}

export function endsInPast(): never {
  throw new AppError('VALIDATION_FAILED', M.termEndInPast, { endsOn: M.termEndInPast });
}

/** Refuses days that meet another term of the club, and a name another term has. */
export async function assertFree(db: Db, clubId: number, body: TermRequest, exceptId?: number) {
  const [clash] = await repo.overlappingTerms(db, clubId, body.startsOn, body.endsOn, exceptId);
  if (clash) {
    const message = M.termOverlap(clash.name);
    throw new AppError('TERM_OVERLAP', message, { startsOn: message });
  }
  if (await repo.termNamed(db, clubId, body.name, exceptId)) {
    throw new AppError('TERM_OVERLAP', M.termNameTaken, { name: M.termNameTaken });
  }
}

export async function createTerm(ctx: AppContext, user: SessionUser, body: TermRequest): Promise<Term> {
  const today = todayOf(ctx);
  if (body.endsOn < today) endsInPast();
  const clubId = user.clubId!;
  const at = ctx.now().toISOString();
  const id = await ctx.db.transaction().execute(async (trx) => {
    await repo.lockClub(trx, clubId, ctx.dialect);
    if ((await repo.countTerms(trx, clubId)) >= L.termsPerClubMax) {
      throw new AppError('CONFLICT', M.termsMax);
    }
    await assertFree(trx, clubId, body);
    const termId = await repo.insertTerm(trx, {
      club_id: clubId,
      name: body.name,
      starts_on: body.startsOn,
      ends_on: body.endsOn,
      at,
    });
    // The checks above ran under the club's lock; a unique index left is a term of the same first day.
    if (termId === undefined) throw new AppError('TERM_OVERLAP', M.termOverlap(body.name));
    await recordAudit(trx, user, 'term.create', { type: 'term', id: termId }, { ...body });
    return termId;
  });
  return toTerm(
    { id, club_id: clubId, name: body.name, starts_on: body.startsOn, ends_on: body.endsOn },
    today,
    0,
  );
}

export async function updateTerm(
  ctx: AppContext,
  user: SessionUser,
  termId: number,
  body: TermRequest,
): Promise<Term> {
  const today = todayOf(ctx);
  const clubId = user.clubId!;
  const at = ctx.now().toISOString();
  await ownedTerm(ctx, user, termId);
  return ctx.db.transaction().execute(async (trx) => {
    await repo.lockClub(trx, clubId, ctx.dialect);
    const term = await repo.findTerm(trx, termId);
    if (!term) throw new AppError('NOT_FOUND', M.termNotFound);
    assertWritable(term, today);
    if (body.endsOn < today) endsInPast();
    await assertFree(trx, clubId, body, termId);
    await repo.updateTerm(trx, termId, {
      name: body.name,
      starts_on: body.startsOn,
      ends_on: body.endsOn,
      at,
    });
    await recordAudit(trx, user, 'term.update', { type: 'term', id: termId }, { ...body });
    const count = await repo.countMembers(trx, termId);
    return toTerm({ ...term, name: body.name, starts_on: body.startsOn, ends_on: body.endsOn }, today, count);
  });
}

/**
 * The club's term that `day` falls in, made from the defaults when there is none (its days shortened so as not to
 * meet the club's other terms). The insert is conditional (unique first day and name per club), so two requests at
 * once make one term; the term is read again after it.
 */
export async function termForDay(db: Db, clubId: number, day: string, at: string): Promise<TermRow> {
  const found = await repo.termOn(db, clubId, day);
  if (found) return found;
  const plain = defaultTerm(day);
  const { lastEnd, nextStart } = await repo.neighbours(db, clubId, day);
  const starts_on = lastEnd && lastEnd >= plain.starts_on ? addDays(lastEnd, 1) : plain.starts_on;
  const ends_on = nextStart && nextStart <= plain.ends_on ? addDays(nextStart, -1) : plain.ends_on;
  for (const name of [plain.name, `${plain.name} (${starts_on})`]) {
    await repo.insertTerm(db, { club_id: clubId, name, starts_on, ends_on, at });
    const term = await repo.termOn(db, clubId, day);
    if (term) return term;
  }
  throw new AppError('CONFLICT', M.termNotFound);
}

// ---- positions ----

type PositionRow = { id: number; club_id: number; name: string; manages: number; rank: number };

const toPosition = (r: PositionRow): Position => ({
  positionId: r.id,
  name: r.name,
  manages: r.manages === 1,
  rank: r.rank,
});

/** The club's positions, the defaults made first when it has none. */
export async function clubPositions(db: Db, clubId: number, at: string): Promise<PositionRow[]> {
  const rows = await repo.listPositions(db, clubId);
  if (rows.length > 0) return rows;
  const managing = L.defaultManaging as readonly string[];
  await repo.insertPositions(
    db,
    clubId,
    L.defaultPositions.map((name) => ({ name, manages: managing.includes(name) })),
    at,
  );
  return repo.listPositions(db, clubId);
}

/** The position a new member gets when none is chosen: the club's last (회원 until renamed). */
export async function memberPosition(db: Db, clubId: number, at: string): Promise<PositionRow> {
  const rows = await clubPositions(db, clubId, at);
  return rows[rows.length - 1]!;
}

/** A position of the club, for a member: another club's or unknown → a field error. */
export async function chosenPosition(db: Db, clubId: number, positionId: number): Promise<PositionRow> {
  const row = await repo.findPosition(db, positionId);
  if (!row || row.club_id !== clubId) {
    throw new AppError('VALIDATION_FAILED', M.positionNotFound, { positionId: M.positionNotFound });
  }
  return row;
}

export async function listPositions(ctx: AppContext, user: SessionUser): Promise<Position[]> {
  return (await clubPositions(ctx.db, user.clubId!, ctx.now().toISOString())).map(toPosition);
}

export async function updatePosition(
  ctx: AppContext,
  user: SessionUser,
  positionId: number,
  body: PositionRequest,
): Promise<Position> {
  const row = assertOwned(await repo.findPosition(ctx.db, positionId), user.clubId!, '직책');
  if (await repo.positionNamed(ctx.db, row.club_id, body.name, positionId)) {
    throw new AppError('CONFLICT', M.positionNameTaken, { name: M.positionNameTaken });
  }
  const manages = body.manages ? 1 : 0;
  try {
    const changed = await ctx.db.transaction().execute(async (trx) => {
      await repo.updatePosition(trx, positionId, { name: body.name, manages });
      await recordAudit(trx, user, 'position.update', { type: 'position', id: positionId }, { ...body });
      if (manages === row.manages) return [];
      return positionRightsChanged(
        trx,
        { id: positionId, club_id: row.club_id, manages: body.manages },
        todayOf(ctx),
        ctx.now().toISOString(),
      );
    });
    for (const userId of changed) await sessionsChanged(ctx.db, { userId });
  } catch (err) {
    // Another position took the name between the check and the write.
    if (isUniqueViolation(err))
      throw new AppError('CONFLICT', M.positionNameTaken, { name: M.positionNameTaken });
    throw err;
  }
  return toPosition({ ...row, name: body.name, manages });
}
