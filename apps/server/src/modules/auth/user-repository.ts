import type { Authority } from '@moa/contract';
import type { Db, DialectName } from '../../db/database.ts';

/** Records a nonce as used; false when it was used before (a replayed token). */
export async function rememberNonce(db: Db, nonce: string, expiresAt: string): Promise<boolean> {
  await db.deleteFrom('used_nonces').where('expires_at', '<', new Date().toISOString()).execute();
  const result = await db
    .insertInto('used_nonces')
    .values({ nonce, expires_at: expiresAt })
    .onConflict((oc) => oc.column('nonce').doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) === 1;
}

export async function findUserBySub(db: Db, sub: string) {
  return db.selectFrom('users').selectAll().where('sub', '=', sub).executeTakeFirst();
}

export async function findUserByEmail(db: Db, email: string) {
  return db.selectFrom('users').selectAll().where('email', '=', email).executeTakeFirst();
}

export async function findUserById(db: Db, id: number) {
  return db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function findGrant(db: Db, email: string) {
  return db.selectFrom('club_managers').selectAll().where('email', '=', email).executeTakeFirst();
}

export async function insertUser(
  db: Db,
  row: {
    sub: string;
    email: string;
    authority: Authority;
    club_id: number | null;
    name: string | null;
    at: string;
  },
): Promise<number> {
  const { id } = await db
    .insertInto('users')
    .values({
      sub: row.sub,
      email: row.email,
      authority: row.authority,
      club_id: row.club_id,
      name: row.name,
      profile_complete: 0,
      created_at: row.at,
      updated_at: row.at,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

export async function updateUserRole(
  db: Db,
  id: number,
  row: { email: string; authority: Authority; club_id: number | null; at: string },
): Promise<void> {
  await db
    .updateTable('users')
    .set({ email: row.email, authority: row.authority, club_id: row.club_id, updated_at: row.at })
    .where('id', '=', id)
    .execute();
}

/**
 * The user's manager grant and role as the transaction sees them, grant first and then the user, both held (FOR SHARE)
 * on PostgreSQL until it ends: a hand-over applying (which writes the grant, then the user) waits for the write
 * holding them, or the write reads what the hand-over made. SQLite has one writer.
 */
export async function lockRole(db: Db, email: string, userId: number, dialect: DialectName) {
  const grant = await db
    .selectFrom('club_managers')
    .select(['club_id', 'starts_at', 'ends_at'])
    .where('email', '=', email)
    .$if(dialect === 'postgres', (q) => q.forShare())
    .executeTakeFirst();
  const user = await db
    .selectFrom('users')
    .select(['authority', 'club_id'])
    .where('id', '=', userId)
    .$if(dialect === 'postgres', (q) => q.forShare())
    .executeTakeFirst();
  return { grant, user };
}
