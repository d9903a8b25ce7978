import type { Db } from '../../db/database.ts';

/** Read-only queries behind the public pages. No personal data leaves here. */

export async function listShows(db: Db) {
  return db
    .selectFrom('shows')
    .innerJoin('clubs', 'clubs.id', 'shows.club_id')
    .select([
      'shows.id',
      'shows.name',
      'shows.start_date',
      'shows.end_date',
      'shows.poster_file',
      'shows.club_id',
      'clubs.name as club_name',
    ])
    .execute();
}

export async function listEntertains(db: Db) {
  return db
    .selectFrom('entertains')
    .innerJoin('clubs', 'clubs.id', 'entertains.club_id')
    .select([
      'entertains.id',
      'entertains.name',
      'entertains.category',
      'entertains.start_date',
      'entertains.end_date',
      'entertains.poster_file',
      'entertains.club_id',
      'clubs.name as club_name',
    ])
    .execute();
}

export async function findShow(db: Db, id: number) {
  return db
    .selectFrom('shows')
    .innerJoin('clubs', 'clubs.id', 'shows.club_id')
    .selectAll('shows')
    .select('clubs.name as club_name')
    .where('shows.id', '=', id)
    .executeTakeFirst();
}

export async function listSchedules(db: Db, showId: number) {
  return db
    .selectFrom('schedules')
    .selectAll()
    .where('show_id', '=', showId)
    .orderBy('order_index')
    .orderBy('id')
    .execute();
}

export async function findEntertain(db: Db, id: number) {
  return db
    .selectFrom('entertains')
    .innerJoin('clubs', 'clubs.id', 'entertains.club_id')
    .selectAll('entertains')
    .select('clubs.name as club_name')
    .where('entertains.id', '=', id)
    .executeTakeFirst();
}

export async function listClubs(db: Db) {
  return db.selectFrom('clubs').select(['id', 'name', 'category', 'poster_file']).orderBy('name').execute();
}

export async function findClub(db: Db, id: number) {
  return db.selectFrom('clubs').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function listClubShows(db: Db, clubId: number) {
  return db
    .selectFrom('shows')
    .select(['id', 'name', 'start_date', 'end_date', 'poster_file'])
    .where('club_id', '=', clubId)
    .execute();
}

export async function listClubEntertains(db: Db, clubId: number) {
  return db
    .selectFrom('entertains')
    .select(['id', 'name', 'category', 'start_date', 'end_date', 'poster_file'])
    .where('club_id', '=', clubId)
    .execute();
}

export async function listClubRecruitings(db: Db, clubId: number) {
  return db
    .selectFrom('recruitings')
    .select(['id', 'title', 'start_date', 'end_date', 'poster_file'])
    .where('club_id', '=', clubId)
    .execute();
}

export async function listRecruitings(db: Db) {
  return db
    .selectFrom('recruitings')
    .innerJoin('clubs', 'clubs.id', 'recruitings.club_id')
    .select([
      'recruitings.id',
      'recruitings.title',
      'recruitings.category',
      'recruitings.start_date',
      'recruitings.end_date',
      'recruitings.poster_file',
      'clubs.name as club_name',
    ])
    .execute();
}

export async function findRecruiting(db: Db, id: number) {
  return db
    .selectFrom('recruitings')
    .innerJoin('clubs', 'clubs.id', 'recruitings.club_id')
    .selectAll('recruitings')
    .select('clubs.name as club_name')
    .where('recruitings.id', '=', id)
    .executeTakeFirst();
}
