import type { Db } from '../../db/database.ts';

/** What the share images of shows, events, recruiting posts and clubs are drawn from. */

export async function showRows(db: Db, where: { id?: number; clubId?: number } = {}) {
  let q = db
    .selectFrom('shows')
    .innerJoin('clubs', 'clubs.id', 'shows.club_id')
    .select([
      'shows.id',
      'shows.name as title',
      'shows.start_date',
      'shows.end_date',
      'shows.poster_file',
      'clubs.name as club_name',
    ]);
  if (where.id !== undefined) q = q.where('shows.id', '=', where.id);
  if (where.clubId !== undefined) q = q.where('shows.club_id', '=', where.clubId);
  return q.execute();
}

export async function entertainRows(db: Db, where: { id?: number; clubId?: number } = {}) {
  let q = db
    .selectFrom('entertains')
    .innerJoin('clubs', 'clubs.id', 'entertains.club_id')
    .select([
      'entertains.id',
      'entertains.name as title',
      'entertains.start_date',
      'entertains.end_date',
      'entertains.poster_file',
      'clubs.name as club_name',
    ]);
  if (where.id !== undefined) q = q.where('entertains.id', '=', where.id);
  if (where.clubId !== undefined) q = q.where('entertains.club_id', '=', where.clubId);
  return q.execute();
}

export async function recruitingRows(db: Db, where: { id?: number; clubId?: number } = {}) {
  let q = db
    .selectFrom('recruitings')
    .innerJoin('clubs', 'clubs.id', 'recruitings.club_id')
    .select([
      'recruitings.id',
      'recruitings.title',
      'recruitings.start_date',
      'recruitings.end_date',
      'recruitings.poster_file',
      'clubs.name as club_name',
    ]);
  if (where.id !== undefined) q = q.where('recruitings.id', '=', where.id);
  if (where.clubId !== undefined) q = q.where('recruitings.club_id', '=', where.clubId);
  return q.execute();
}

export async function clubRows(db: Db, where: { id?: number } = {}) {
  let q = db.selectFrom('clubs').select(['id', 'name', 'category', 'poster_file']);
  if (where.id !== undefined) q = q.where('id', '=', where.id);
  return q.execute();
}
