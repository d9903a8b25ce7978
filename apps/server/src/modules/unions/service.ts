import {
  UNION_MESSAGES,
  evaluateUnionRules,
  type ClubUnion,
  type Union,
  type UnionBody,
  type UnionFacts,
  type UnionRuleResult,
} from '@moa/contract';
import type { Db } from '../../db/database.ts';
import { AppError } from '../../lib/app-error.ts';
import type { AppContext } from '../../lib/context.ts';
import { clubNameKey } from '../../lib/club-name.ts';
import { isUniqueViolation } from '../../lib/db-errors.ts';
import { nowIso } from '../../lib/time.ts';
import { recordAudit, type Actor } from '../audit/index.ts';
import type { SessionUser } from '../auth/index.ts';
import * as repo from './repository.ts';

function toUnion(row: repo.UnionRow, clubIds: number[], clubCount = clubIds.length): Union {
  return {
    id: row.id,
    name: row.name,
    university: row.university,
    rules: {
      minMembers: row.min_members,
      minDepartments: row.min_departments,
      maxDepartmentPercent: row.max_department_percent,
      minActivities: row.min_activities,
    },
    clubIds,
    clubCount,
    updatedAt: row.updated_at,
  };
}

/** Korean order, the same on both databases (their collations differ): university, then name, then id. */
const byUniversityAndName = (a: repo.UnionRow, b: repo.UnionRow) =>
  a.university.localeCompare(b.university, 'ko') || a.name.localeCompare(b.name, 'ko') || a.id - b.id;

/** Every union, by university then name, each with its clubs. */
export async function listUnions(ctx: AppContext): Promise<Union[]> {
  const { unions, clubs } = await repo.listUnions(ctx.db);
  return [...unions].sort(byUniversityAndName).map((u) =>
    toUnion(
      u,
      clubs.filter((c) => c.union_id === u.id).map((c) => c.id),
    ),
  );
}

async function unionById(db: Db, id: number): Promise<Union> {
  const row = await repo.findUnion(db, id);
  if (!row) throw new AppError('NOT_FOUND', UNION_MESSAGES.notFound);
  return toUnion(row, await repo.clubIdsOf(db, id));
}

/**
 * Creates (id null) or changes a union: its name, university, rules and clubs, in one transaction. The listed clubs
 * become exactly its clubs: a club of another union moves here, a club left out belongs to none. An unknown club is
 * 400 on clubIds and nothing changes; a name the university's other union has is 409 (the unique index decides).
 */
export async function saveUnion(
  ctx: AppContext,
  actor: Actor,
  id: number | null,
  body: UnionBody,
): Promise<Union> {
  const row: repo.UnionWrite = {
    name: body.name,
    name_key: clubNameKey(body.name),
    university: body.university,
    university_key: clubNameKey(body.university),
    min_members: body.rules.minMembers,
    min_departments: body.rules.minDepartments,
    max_department_percent: body.rules.maxDepartmentPercent,
    min_activities: body.rules.minActivities,
  };
  const savedId = await ctx.db
    .transaction()
    .execute(async (trx) => {
      const clubs = await repo.findClubs(trx, body.clubIds);
      const missing = body.clubIds.filter((c) => !clubs.some((found) => found.id === c));
      if (missing.length > 0) throw clubsNotFound(missing);
      const at = nowIso();
      let unionId: number;
      let before: number[] = [];
      if (id === null) {
        unionId = await repo.insertUnion(trx, row, at);
      } else {
        if (!(await repo.updateUnion(trx, id, row, at)))
          throw new AppError('NOT_FOUND', UNION_MESSAGES.notFound);
        unionId = id;
        before = await repo.clubIdsOf(trx, id);
      }
      const joined = await repo.setUnionClubs(trx, unionId, body.clubIds);
      if (joined < body.clubIds.length) throw clubsNotFound(missing);
      await recordAudit(
        trx,
        actor,
        id === null ? 'union.create' : 'union.update',
        { type: 'union', id: unionId },
        {
          name: body.name,
          university: body.university,
          rules: body.rules,
          clubIds: body.clubIds,
          left: before.filter((c) => !body.clubIds.includes(c)),
          movedFrom: clubs
            .filter((c) => c.union_id !== null && c.union_id !== unionId)
            .map((c) => ({ clubId: c.id, unionId: c.union_id })),
        },
      );
      return unionId;
    })
    .catch((err: unknown) => {
      if (!isUniqueViolation(err)) throw err;
      const message = UNION_MESSAGES.nameTaken(body.university);
      throw new AppError('UNION_NAME_TAKEN', message, { name: message });
    });
  return unionById(ctx.db, savedId);
}

function clubsNotFound(ids: number[]): AppError {
  const message = UNION_MESSAGES.clubNotFound(ids);
  return new AppError('VALIDATION_FAILED', message, { clubIds: message });
}

/** Deletes a union; its clubs then belong to none. */
export async function deleteUnion(ctx: AppContext, actor: Actor, id: number): Promise<void> {
  await ctx.db.transaction().execute(async (trx) => {
    const row = await repo.findUnion(trx, id);
    if (!row) throw new AppError('NOT_FOUND', UNION_MESSAGES.notFound);
    const clubIds = await repo.clubIdsOf(trx, id);
    if (!(await repo.deleteUnion(trx, id))) throw new AppError('NOT_FOUND', UNION_MESSAGES.notFound);
    await recordAudit(
      trx,
      actor,
      'union.delete',
      { type: 'union', id },
      {
        name: row.name,
        university: row.university,
        clubIds,
      },
    );
  });
}

/**
 * The union a club belongs to, with its rules, or null. Its clubIds name only this club (the term's report and the
 * club's manager see their own club, not the union's other members); clubCount is the union's.
 */
export async function unionOfClub(db: Db, clubId: number): Promise<Union | null> {
  const row = await repo.unionOfClub(db, clubId);
  if (!row) return null;
  const clubIds = await repo.clubIdsOf(db, row.id);
  return toUnion(row, [clubId], clubIds.length);
}

/** The manager's club's union (GET /mypage/manager/club/union). */
export async function clubUnion(ctx: AppContext, user: SessionUser): Promise<ClubUnion> {
  return { union: user.clubId === null ? null : await unionOfClub(ctx.db, user.clubId) };
}

/** Which of the club's union's rules it meets, or null when it belongs to no union (the term's report). */
export async function evaluateClubUnion(
  db: Db,
  clubId: number,
  facts: UnionFacts,
): Promise<{ union: Union; results: UnionRuleResult[] } | null> {
  const union = await unionOfClub(db, clubId);
  return union ? { union, results: evaluateUnionRules(union.rules, facts) } : null;
}
