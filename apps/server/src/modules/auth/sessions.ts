import { createHash, randomBytes } from 'node:crypto';
import type { Authority } from '@moa/contract';
import type { Db } from '../../db/database.ts';
import {
  deleteExpiredSessions,
  findSessionUser,
  insertSession,
  revokeSession,
  touchSession,
} from './session-repository.ts';

/**
 * Opaque session tokens: 256 random bits, stored only as a SHA-256 hash, with an idle and an absolute expiry.
 * Every sign-in issues a new token.
 */

export const SESSION_IDLE_MS = 12 * 60 * 60 * 1000;
export const SESSION_ABSOLUTE_MS = 7 * 24 * 60 * 60 * 1000;
/** last_used_at is written at most this often, so reads do not turn into writes on every request. */
const TOUCH_EVERY_MS = 60 * 1000;

export interface SessionUser {
  id: number;
  email: string;
  authority: Authority;
  name: string | null;
  studentId: string | null;
  phone: string | null;
  clubId: number | null;
  clubName: string | null;
  profileComplete: boolean;
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
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

/** Resolves a token to its user. The role is read fresh each time, so a grant or revoke applies at once. */
export async function resolveSession(db: Db, token: string, now = new Date()): Promise<SessionLookup> {
  const row = await findSessionUser(db, hashToken(token));
  if (!row) return { user: null, reason: 'unknown' };
  if (row.revoked_at) return { user: null, reason: 'revoked' };
  const t = now.getTime();
  if (t >= Date.parse(row.expires_at) || t >= Date.parse(row.last_used_at) + SESSION_IDLE_MS) {
    return { user: null, reason: 'expired' };
  }
  if (t - Date.parse(row.last_used_at) > TOUCH_EVERY_MS)
    await touchSession(db, row.session_id, now.toISOString());
  return {
    user: {
      id: row.id,
      email: row.email,
      authority: row.authority,
      name: row.name,
      studentId: row.student_id,
      phone: row.phone,
      clubId: row.club_id,
      clubName: row.club_name,
      profileComplete: row.profile_complete === 1,
    },
  };
}

export async function endSession(db: Db, token: string, now = new Date()): Promise<void> {
  await revokeSession(db, hashToken(token), now.toISOString());
}

/** Deletes every session that can no longer be used: expired (absolutely or idle) or revoked. */
export async function sweepSessions(db: Db, now = new Date()): Promise<number> {
  return deleteExpiredSessions(
    db,
    now.toISOString(),
    new Date(now.getTime() - SESSION_IDLE_MS).toISOString(),
  );
}
