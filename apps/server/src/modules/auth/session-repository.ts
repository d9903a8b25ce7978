import type { Db } from '../../db/database.ts';
import { compiledOnce } from '../../lib/compiled.ts';

export async function insertSession(
  db: Db,
  row: { user_id: number; token_hash: string; created_at: string; last_used_at: string; expires_at: string },
): Promise<void> {
  await db.insertInto('sessions').values(row).execute();
}

const sessionUser = compiledOnce((db, tokenHash: string) =>
  db
    .selectFrom('sessions')
    .innerJoin('users', 'users.id', 'sessions.user_id')
    .leftJoin('clubs', 'clubs.id', 'users.club_id')
    .leftJoin('club_managers', 'club_managers.email', 'users.email')
    .leftJoin('clubs as grant_clubs', 'grant_clubs.id', 'club_managers.club_id')
    .select([
      'sessions.id as session_id',
      'sessions.last_used_at',
      'sessions.expires_at',
      'sessions.revoked_at',
      'users.id',
      'users.email',
      'users.authority',
      'users.name',
      'users.student_id',
      'users.phone',
      'users.club_id',
      'users.profile_complete',
      'clubs.name as club_name',
      'club_managers.club_id as grant_club_id',
      'club_managers.starts_at as grant_starts_at',
      'club_managers.ends_at as grant_ends_at',
      'grant_clubs.name as grant_club_name',
    ])
    .where('sessions.token_hash', '=', tokenHash),
);

/** The session and its user, by token hash (compiled once: every signed-in request may ask). */
export async function findSessionUser(db: Db, tokenHash: string) {
  return (await sessionUser(db, tokenHash))[0];
}

export async function touchSession(db: Db, sessionId: number, at: string): Promise<void> {
  await db.updateTable('sessions').set({ last_used_at: at }).where('id', '=', sessionId).execute();
}

export async function revokeSession(db: Db, tokenHash: string, at: string): Promise<void> {
  await db
    .updateTable('sessions')
    .set({ revoked_at: at })
    .where('token_hash', '=', tokenHash)
    .where('revoked_at', 'is', null)
    .execute();
}

/** Deletes sessions past their absolute expiry, unused since `idleSince`, or revoked; answers how many. */
export async function deleteExpiredSessions(db: Db, now: string, idleSince: string): Promise<number> {
  const result = await db
    .deleteFrom('sessions')
    .where((eb) =>
      eb.or([
        eb('expires_at', '<=', now),
        eb('last_used_at', '<=', idleSince),
        eb('revoked_at', 'is not', null),
      ]),
    )
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
