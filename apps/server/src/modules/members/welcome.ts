import { MEMBER_MESSAGES as M } from '@moa/contract';
import type { Db } from '../../db/database.ts';
import { notify } from '../notifications/index.ts';

/**
 * The welcome a student gets when they become an active member (docs/product.md#members), with the club's group-chat
 * link (its 카카오톡 link) when it has one; written in the transaction of the change, as every notice is.
 */
export async function welcome(db: Db, clubId: number, userIds: readonly number[], at: string): Promise<void> {
  if (userIds.length === 0) return;
  const club = await db
    .selectFrom('clubs')
    .select(['name', 'kakao_url'])
    .where('id', '=', clubId)
    .executeTakeFirstOrThrow();
  const words = M.welcome(club.name, club.kakao_url);
  await notify(
    db,
    userIds.map((userId) => ({ userId, kind: 'membership', ...words, link: '/mypage' })),
    at,
  );
}
