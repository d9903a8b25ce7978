import { HANDOVER_MESSAGES } from '@moa/contract';
import type { Db, DialectName } from '../../db/database.ts';
import { AppError } from '../../lib/app-error.ts';
import type { SessionUser } from './session-user.ts';
import { lockRole } from './user-repository.ts';

/**
 * A manager grant made by a club position may hold for a window only (docs/decisions/0027-officers-and-hand-over.md):
 * a successor's rights begin at the hand-over's effective instant, an outgoing officer's end at it. The window is
 * read on every request, from the session as cached, so rights change at that instant on every instance, whatever
 * the job that applies the hand-over afterwards is doing.
 */
export interface GrantWindow {
  clubId: number;
  clubName: string | null;
  /** ms; null: from always. */
  startsAt: number | null;
  /** ms; null: for good. */
  endsAt: number | null;
}

export function grantWindowOf(row: {
  grant_club_id: number | null;
  grant_club_name: string | null;
  grant_starts_at: string | null;
  grant_ends_at: string | null;
}): GrantWindow | null {
  if (row.grant_club_id === null || (row.grant_starts_at === null && row.grant_ends_at === null)) return null;
  return {
    clubId: row.grant_club_id,
    clubName: row.grant_club_name,
    startsAt: row.grant_starts_at === null ? null : Date.parse(row.grant_starts_at),
    endsAt: row.grant_ends_at === null ? null : Date.parse(row.grant_ends_at),
  };
}

export const windowHolds = (w: GrantWindow, t: number) =>
  (w.startsAt === null || t >= w.startsAt) && (w.endsAt === null || t < w.endsAt);

/** The user as of `t`: inside the window a club manager of its club, outside it a student (administrators stay). */
export function userAt(user: SessionUser, window: GrantWindow | null, t: number): SessionUser {
  if (!window || user.authority === 'ROLE_ADMIN') return user;
  if (windowHolds(window, t)) {
    return user.authority === 'ROLE_CLUB' && user.clubId === window.clubId
      ? user
      : { ...user, authority: 'ROLE_CLUB', clubId: window.clubId, clubName: window.clubName };
  }
  return user.authority === 'ROLE_USER'
    ? user
    : { ...user, authority: 'ROLE_USER', clubId: null, clubName: null };
}

/**
 * Refuses a manager's write whose rights ended (a hand-over applied, or its window closed) while the request was on
 * its way: read inside the write's transaction, before anything else it locks (docs/decisions/0027).
 */
export async function assertManagesNow(
  db: Db,
  dialect: DialectName,
  user: SessionUser,
  clubId: number,
  now: Date,
): Promise<void> {
  const { grant, user: row } = await lockRole(db, user.email, user.id, dialect);
  const window = grant
    ? grantWindowOf({
        grant_club_id: grant.club_id,
        grant_club_name: null,
        grant_starts_at: grant.starts_at,
        grant_ends_at: grant.ends_at,
      })
    : null;
  const manages = window
    ? window.clubId === clubId && windowHolds(window, now.getTime())
    : row?.authority === 'ROLE_CLUB' && row.club_id === clubId;
  if (!manages) throw new AppError('FORBIDDEN', HANDOVER_MESSAGES.notManagerAnyMore);
}
