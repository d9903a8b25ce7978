import type { Db } from '../../db/database.ts';
import { clubCard, postCard, siteCard, type ShareCard, type ShareKey, type ShareKind } from './card.ts';
import * as repo from './repository.ts';

/** The current card of a record (null: no such record), read from the database. */
export async function currentCard(db: Db, key: ShareKey): Promise<ShareCard | null> {
  if (key.kind === 'page') return siteCard(key.page);
  if (key.kind === 'club') {
    const [club] = await repo.clubRows(db, { id: key.id });
    return club ? clubCard(club) : null;
  }
  const [row] = await rowsOf(key.kind)(db, { id: key.id });
  return row ? postCard(key.kind, row) : null;
}

function rowsOf(kind: Exclude<ShareKind, 'club'>) {
  return kind === 'show' ? repo.showRows : kind === 'entertain' ? repo.entertainRows : repo.recruitingRows;
}

/**
 * The cards a save may have changed: the record's own, and for a club also those of its shows, events and posts,
 * which carry the club's name.
 */
export async function cardsAfterSave(db: Db, kind: ShareKind, id: number): Promise<ShareCard[]> {
  const own = await currentCard(db, { kind, id });
  if (kind !== 'club' || !own) return own ? [own] : [];
  const [shows, entertains, recruitings] = await Promise.all([
    repo.showRows(db, { clubId: id }),
    repo.entertainRows(db, { clubId: id }),
    repo.recruitingRows(db, { clubId: id }),
  ]);
  return [
    own,
    ...shows.map((r) => postCard('show', r)),
    ...entertains.map((r) => postCard('entertain', r)),
    ...recruitings.map((r) => postCard('recruiting', r)),
  ];
}
