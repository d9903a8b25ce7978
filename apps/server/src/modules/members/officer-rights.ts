import type { Db } from '../../db/database.ts';
import * as repo from './handover-repository.ts';

/**
 * A position marked (or no longer marked) as managing the club: its holders in the term today falls in gain (or lose)
 * the manager role at once (docs/decisions/0027-officers-and-hand-over.md). Only grants made by positions are touched;
 * an administrator's grant stays. Answers the accounts whose role changed, whose sessions are announced after commit.
 */
export async function positionRightsChanged(
  db: Db,
  position: { id: number; club_id: number; manages: boolean },
  today: string,
  at: string,
): Promise<number[]> {
  const holders = await repo.currentHolders(db, position.id, today);
  const grants = await repo.grantsOf(
    db,
    holders.map((h) => h.email),
  );
  const changed: number[] = [];
  for (const h of holders) {
    const g = grants.find((x) => x.email === h.email);
    if (position.manages && !g) {
      await repo.insertPositionGrant(db, {
        email: h.email,
        club_id: position.club_id,
        granted_by: `position:${position.id}`,
        starts_at: null,
        at,
      });
      await repo.setRole(db, h.id, position.club_id, at);
      changed.push(h.id);
    } else if (!position.manages && g?.source === 'position' && g.club_id === position.club_id) {
      await repo.deleteGrant(db, h.email);
      await repo.setRole(db, h.id, null, at);
      changed.push(h.id);
    }
  }
  return changed;
}
