import type { AppContext } from '../../lib/context.ts';
import type { SessionUser } from '../auth/index.ts';
import { assertOwned } from '../../lib/ownership.ts';
import { findPost } from './repository.ts';

/** A recruiting post of the manager's own club: unknown → 404, another club's → 403 (every manager call here). */
export async function ownedPost(ctx: AppContext, user: SessionUser, recruitingId: number) {
  return assertOwned(await findPost(ctx.db, recruitingId), user.clubId!, '모집 공고');
}
