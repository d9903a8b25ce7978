import { hash as oneShotHash, randomBytes } from 'node:crypto';
import type { Db } from '../../db/database.ts';
import {
  deleteExpiredSessions,
  findSessionUser,
  insertSession,
  revokeSession,
  touchSession,
} from './session-repository.ts';
import { sessionCacheOf, sessionsChanged, type CachedSession } from './session-cache.ts';
import type { SessionUser } from './session-user.ts';
import { grantWindowOf, userAt } from './grant-window.ts';

/**
 * Opaque session tokens: 256 random bits, stored only as a SHA-256 hash, with an idle and an absolute expiry.
 * Every sign-in issues a new token.
 */

export const SESSION_IDLE_MS = 12 * 60 * 60 * 1000;
export const SESSION_ABSOLUTE_MS = 7 * 24 * 60 * 60 * 1000;
/** last_used_at is written at most this often, so reads do not turn into writes on every request. */
const TOUCH_EVERY_MS = 60 * 1000;

export type { SessionUser };

export function hashToken(token: string): string {
  return oneShotHash('sha256', token, 'hex');
}

export async function createSession(db: Db, userId: number, now = new Date()): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  const at = now.toISOString();
  await insertSession(db, {
    user_id: userId,
    token_hash: hashToken(token),
    created_at: at,
    last_used_at: at,
    expires_at: new Date(now.getTime() + SESSION_ABSOLUTE_MS).toISOString(),
  });
  return token;
}

export type SessionLookup = { user: SessionUser } | { user: null; reason: 'unknown' | 'expired' | 'revoked' };

const usable = (hit: CachedSession, t: number) => t < hit.expiresAt && t < hit.lastUsedAt + SESSION_IDLE_MS;

/**
 * The user of a token whose session the cache holds, when that is all `resolveSession` would do for it: usable, and
 * no `last_used_at` write due. Null: anything else, which only `resolveSession` may answer (the early refusals,
 * docs/decisions/0023-early-refusals.md, then call it themselves). Its clocks are `resolveSession`'s: the session's
 * times against the wall clock `t`, the role as of `roleT` (the app's clock).
 */
export function cachedUserByHash(
  db: Db,
  tokenHash: string,
  roleT: number,
  t = Date.now(),
): SessionUser | null {
  const hit = sessionCacheOf(db)?.get(tokenHash, t);
  return hit && usable(hit, t) && t - hit.lastUsedAt <= TOUCH_EVERY_MS
    ? userAt(hit.user, hit.window, roleT)
    : null;
}

/**
 * Resolves a token to its user, in the role `roleNow` gives it (a position grant's window). A usable session is kept in the instance's cache for a few seconds
 * (session-cache.ts): a logout, a grant or revoke, or a profile change drops it everywhere at once, so the role is
 * still fresh on every request.
 */
export async function resolveSession(
  db: Db,
  token: string,
  now = new Date(),
  roleNow = now,
): Promise<SessionLookup> {
  const hash = hashToken(token);
  const t = now.getTime();
  const roleT = roleNow.getTime();
  const cache = sessionCacheOf(db);
  const hit = cache?.get(hash, t);
  if (hit && usable(hit, t)) {
    if (t - hit.lastUsedAt > TOUCH_EVERY_MS) {
      // Marked before the write, so that the session's other requests meanwhile do not write it too; given back if
      // the write fails, so that the next request tries again.
      const previous = hit.lastUsedAt;
      hit.lastUsedAt = t;
      try {
        await touchSession(db, hit.sessionId, now.toISOString());
      } catch (error) {
        if (hit.lastUsedAt === t) hit.lastUsedAt = previous;
        throw error;
      }
    }
    return { user: userAt(hit.user, hit.window, roleT) };
  }
  const generation = cache?.generation ?? 0;
  const row = await findSessionUser(db, hash);
  if (!row) return { user: null, reason: 'unknown' };
  if (row.revoked_at) return { user: null, reason: 'revoked' };
  let lastUsed = Date.parse(row.last_used_at);
  const expiresAt = Date.parse(row.expires_at);
  if (t >= expiresAt || t >= lastUsed + SESSION_IDLE_MS) {
    return { user: null, reason: 'expired' };
  }
  if (t - lastUsed > TOUCH_EVERY_MS) {
    await touchSession(db, row.session_id, now.toISOString());
    lastUsed = t;
  }
  const user: SessionUser = {
    id: row.id,
    email: row.email,
    authority: row.authority,
    name: row.name,
    studentId: row.student_id,
    phone: row.phone,
    clubId: row.club_id,
    clubName: row.club_name,
    profileComplete: row.profile_complete === 1,
  };
  const window = grantWindowOf(row);
  cache?.set(
    hash,
    { user, window, sessionId: row.session_id, expiresAt, lastUsedAt: lastUsed, cachedAt: t },
    generation,
  );
  return { user: userAt(user, window, roleT) };
}

export async function endSession(db: Db, token: string, now = new Date()): Promise<void> {
  const tokenHash = hashToken(token);
  await revokeSession(db, tokenHash, now.toISOString());
  await sessionsChanged(db, { tokenHash });
}

/** Deletes every session that can no longer be used: expired (absolutely or idle) or revoked. */
export async function sweepSessions(db: Db, now = new Date()): Promise<number> {
  return deleteExpiredSessions(
    db,
    now.toISOString(),
    new Date(now.getTime() - SESSION_IDLE_MS).toISOString(),
  );
}
