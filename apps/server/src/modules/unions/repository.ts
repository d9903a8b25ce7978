import type { Db } from '../../db/database.ts';

export interface UnionRow {
  id: number;
  name: string;
  university: string;
  min_members: number | null;
  min_departments: number | null;
  max_department_percent: number | null;
  min_activities: number | null;
  updated_at: string;
}

const UNION_COLUMNS = [
  'unions.id',
  'unions.name',
  'unions.university',
  'unions.min_members',
  'unions.min_departments',
  'unions.max_department_percent',
  'unions.min_activities',
  'unions.updated_at',
] as const;

export interface UnionWrite {
  name: string;
  name_key: string;
  university: string;
  university_key: string;
  min_members: number | null;
  min_departments: number | null;
  max_department_percent: number | null;
  min_activities: number | null;
}

/** Every union (the service orders them), with the ids of its clubs. */
export async function listUnions(
  db: Db,
): Promise<{ unions: UnionRow[]; clubs: { id: number; union_id: number }[] }> {
  const [unions, clubs] = await Promise.all([
    db
      .selectFrom('unions')
      .select(UNION_COLUMNS)
      .orderBy('university')
      .orderBy('name')
      .orderBy('id')
      .execute(),
    db
      .selectFrom('clubs')
      .select(['id', 'union_id'])
      .where('union_id', 'is not', null)
      .orderBy('id')
      .execute(),
  ]);
  return { unions, clubs: clubs.map((c) => ({ id: c.id, union_id: c.union_id! })) };
}

export async function findUnion(db: Db, id: number): Promise<UnionRow | undefined> {
  return db.selectFrom('unions').select(UNION_COLUMNS).where('id', '=', id).executeTakeFirst();
}

export async function clubIdsOf(db: Db, unionId: number): Promise<number[]> {
  const rows = await db
    .selectFrom('clubs')
    .select('id')
    .where('union_id', '=', unionId)
    .orderBy('id')
    .execute();
  return rows.map((r) => r.id);
}

/** The union a club belongs to, or undefined (an unknown club too). */
export async function unionOfClub(db: Db, clubId: number): Promise<UnionRow | undefined> {
  return db
    .selectFrom('clubs')
    .innerJoin('unions', 'unions.id', 'clubs.union_id')
    .select(UNION_COLUMNS)
    .where('clubs.id', '=', clubId)
    .executeTakeFirst();
}

/** The clubs of these ids there are, with the union each belongs to now. */
export async function findClubs(
  db: Db,
  ids: readonly number[],
): Promise<{ id: number; union_id: number | null }[]> {
  if (ids.length === 0) return [];
  return db.selectFrom('clubs').select(['id', 'union_id']).where('id', 'in', ids).execute();
}

export async function insertUnion(db: Db, row: UnionWrite, at: string): Promise<number> {
  const { id } = await db
    .insertInto('unions')
    .values({ ...row, created_at: at, updated_at: at })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

/** Answers false when the union is not there (deleted meanwhile). */
export async function updateUnion(db: Db, id: number, row: UnionWrite, at: string): Promise<boolean> {
  const result = await db
    .updateTable('unions')
    .set({ ...row, updated_at: at })
    .where('id', '=', id)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/**
 * Makes exactly these clubs the union's: the others leave it, these join it (from any other union). Answers how
 * many of them were there to join.
 */
export async function setUnionClubs(db: Db, unionId: number, clubIds: readonly number[]): Promise<number> {
  let leave = db.updateTable('clubs').set({ union_id: null }).where('union_id', '=', unionId);
  if (clubIds.length > 0) leave = leave.where('id', 'not in', clubIds);
  await leave.execute();
  if (clubIds.length === 0) return 0;
  const joined = await db
    .updateTable('clubs')
    .set({ union_id: unionId })
    .where('id', 'in', clubIds)
    .executeTakeFirst();
  return Number(joined.numUpdatedRows);
}

/** Deletes the union; its clubs then belong to none. Answers false when it was not there. */
export async function deleteUnion(db: Db, id: number): Promise<boolean> {
  await db.updateTable('clubs').set({ union_id: null }).where('union_id', '=', id).execute();
  const result = await db.deleteFrom('unions').where('id', '=', id).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}
