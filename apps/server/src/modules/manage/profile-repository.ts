import type { Db } from '../../db/database.ts';

export async function findManagerWithClub(db: Db, userId: number) {
  return db
    .selectFrom('users')
    .innerJoin('clubs', 'clubs.id', 'users.club_id')
    .select([
      'users.name',
      'users.phone',
      'users.email',
      'clubs.id as club_id',
      'clubs.name as club_name',
      'clubs.poster_file',
      'clubs.content',
      'clubs.insta_url',
      'clubs.kakao_url',
      'clubs.youtube_url',
      'clubs.url',
      'clubs.mandatory_semesters',
    ])
    .where('users.id', '=', userId)
    .executeTakeFirstOrThrow();
}

export async function updateManager(db: Db, userId: number, p: { name: string; phone: string; at: string }) {
  await db
    .updateTable('users')
    .set({ name: p.name, phone: p.phone, updated_at: p.at })
    .where('id', '=', userId)
    .execute();
}

export async function updateClubInfo(
  db: Db,
  clubId: number,
  p: {
    content: string;
    insta_url: string;
    kakao_url: string;
    youtube_url: string;
    url: string;
    mandatory_semesters: number | null;
    poster_file?: string;
    at: string;
  },
) {
  const { at, poster_file, ...rest } = p;
  await db
    .updateTable('clubs')
    .set({ ...rest, ...(poster_file ? { poster_file } : {}), updated_at: at })
    .where('id', '=', clubId)
    .execute();
}
