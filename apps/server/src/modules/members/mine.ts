import type { MyMembership, UnionConsentRequest } from '@moa/contract';
import { MEMBER_MESSAGES as M } from '@moa/contract';
import { AppError } from '../../lib/app-error.ts';
import type { AppContext } from '../../lib/context.ts';
import type { SessionUser } from '../auth/index.ts';
import * as repo from './repository.ts';

/**
 * The student's own memberships (docs/product.md#members): a student sees only theirs (another's is 404, as if it
 * did not exist), and says whether the student union may receive their 연락처 with the roster.
 */

type Row = Awaited<ReturnType<typeof repo.userMemberships>>[number];

const toMine = (r: Row): MyMembership => ({
  membershipId: r.id,
  clubId: r.club_id,
  clubName: r.club_name,
  termName: r.term_name,
  startsOn: r.starts_on,
  endsOn: r.ends_on,
  positionName: r.position_name,
  status: r.status,
  statusChangedOn: r.status_changed_on,
  unionConsent: r.union_consent === 1,
});

export async function myMemberships(ctx: AppContext, user: SessionUser): Promise<MyMembership[]> {
  return (await repo.userMemberships(ctx.db, user.id)).map(toMine);
}

export async function setConsent(
  ctx: AppContext,
  user: SessionUser,
  membershipId: number,
  body: UnionConsentRequest,
): Promise<MyMembership> {
  const changed = await repo.setUnionConsent(
    ctx.db,
    membershipId,
    user.id,
    body.unionConsent ? 1 : 0,
    ctx.now().toISOString(),
  );
  if (!changed) throw new AppError('NOT_FOUND', M.memberNotFound);
  const [row] = await repo.userMemberships(ctx.db, user.id, membershipId);
  return toMine(row!);
}
