import type { Db } from '../../db/database.ts';

export async function listClubsWithManagers(db: Db) {
  const [clubs, grants] = await Promise.all([
    db
      .selectFrom('clubs')
      .select(['id', 'name', 'category', 'content', 'poster_file'])
      .orderBy('id')
      .execute(),
    db.selectFrom('club_managers').select(['email', 'club_id']).orderBy('email').execute(),
  ]);
  return { clubs, grants };
}

export async function findClub(db: Db, id: number) {
  return db.selectFrom('clubs').select(['id', 'name', 'poster_file']).where('id', '=', id).executeTakeFirst();
}

export async function insertClub(
  db: Db,
  row: {
    name: string;
    name_key: string;
    category: string;
    content: string;
    poster_file: string | null;
    at: string;
  },
): Promise<number> {
  const { id } = await db
    .insertInto('clubs')
    .values({
      name: row.name,
      name_key: row.name_key,
      category: row.category,
      content: row.content,
      poster_file: row.poster_file,
      mandatory_semesters: null,
      insta_url: '',
      kakao_url: '',
      youtube_url: '',
      url: '',
      created_at: row.at,
      updated_at: row.at,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

export async function updateClub(
  db: Db,
  id: number,
  row: {
    name: string;
    /** Left as it is when undefined (the club keeps its name, in whatever case or spacing). */
    name_key?: string;
    category: string;
    content: string;
    poster_file?: string;
    at: string;
  },
): Promise<void> {
  await db
    .updateTable('clubs')
    .set({
      name: row.name,
      ...(row.name_key === undefined ? {} : { name_key: row.name_key }),
      category: row.category,
      content: row.content,
      ...(row.poster_file ? { poster_file: row.poster_file } : {}),
      updated_at: row.at,
    })
    .where('id', '=', id)
    .execute();
}

export async function listGrants(db: Db) {
  return db
    .selectFrom('club_managers')
    .innerJoin('clubs', 'clubs.id', 'club_managers.club_id')
    .leftJoin('users', 'users.email', 'club_managers.email')
    .select([
      'club_managers.email',
      'club_managers.club_id',
      'club_managers.created_at',
      'clubs.name as club_name',
      'users.id as user_id',
    ])
    .orderBy('club_managers.created_at', 'desc')
    .execute();
}

export async function upsertGrant(
  db: Db,
  row: { email: string; club_id: number; granted_by: string; at: string },
) {
  await db
    .insertInto('club_managers')
    .values({ email: row.email, club_id: row.club_id, granted_by: row.granted_by, created_at: row.at })
    .onConflict((oc) =>
      oc
        .column('email')
        .doUpdateSet({ club_id: row.club_id, granted_by: row.granted_by, created_at: row.at }),
    )
    .execute();
}

export async function deleteGrant(db: Db, email: string): Promise<number> {
  const r = await db.deleteFrom('club_managers').where('email', '=', email).executeTakeFirst();
  return Number(r.numDeletedRows);
}

/** Applies a grant or revoke to an existing user at once; administrators keep their role. */
export async function setUserClubRole(
  db: Db,
  email: string,
  clubId: number | null,
  at: string,
): Promise<void> {
  await db
    .updateTable('users')
    .set({ authority: clubId === null ? 'ROLE_USER' : 'ROLE_CLUB', club_id: clubId, updated_at: at })
    .where('email', '=', email)
    .where('authority', '!=', 'ROLE_ADMIN')
    .execute();
}
