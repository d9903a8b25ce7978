import type { Db } from '../../db/database.ts';
import type { AppContext } from '../../lib/context.ts';
import { deleteStored, sweepUnreferenced } from '../files/index.ts';
import * as repo from './repository.ts';

/**
 * Excuse photos are a member's documents (a doctor's note): they go when the excuse goes. A meeting's deletion removes
 * its photos itself; an account's deletion calls `deleteExcusePhotosOf` before it deletes the memberships; whatever
 * else takes excuses with it by a cascade (a withdrawn membership's purge, a term or club deleted) is swept every hour
 * and at start by `sweepExcusePhotos`.
 */

export const PHOTO_PREFIX = 'excuse/';
export const PHOTO_SWEEP_INTERVAL_MS = 60 * 60 * 1000;
/** A photo is stored a moment before its excuse's row: one younger than this is never swept. */
const SETTLE_MS = 60 * 60 * 1000;

/** The private photos of a student's excuses, removed in the caller's transaction (docs/product.md#deleting-the-account). */
export async function deleteExcusePhotosOf(db: Db, userId: number): Promise<void> {
  await deleteStored(db, await repo.userExcusePhotos(db, userId));
}

/** Removes stored excuse photos no excuse names any more; how many. */
export async function sweepExcusePhotos(ctx: AppContext): Promise<number> {
  const before = new Date(ctx.now().getTime() - SETTLE_MS).toISOString();
  return sweepUnreferenced(ctx.db, PHOTO_PREFIX, before, { table: 'meeting_excuses', column: 'photo' });
}
