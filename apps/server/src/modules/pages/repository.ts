import type { Db } from '../../db/database.ts';

/** The public records the sitemap lists, with when each last changed. */
export async function sitemapRows(db: Db) {
  const [shows, entertains, recruitings, clubs] = await Promise.all([
    db.selectFrom('shows').select(['id', 'updated_at']).orderBy('id').execute(),
    db.selectFrom('entertains').select(['id', 'updated_at']).orderBy('id').execute(),
    db.selectFrom('recruitings').select(['id', 'updated_at']).orderBy('id').execute(),
    db.selectFrom('clubs').select(['id', 'updated_at']).orderBy('id').execute(),
  ]);
  return { shows, entertains, recruitings, clubs };
}
