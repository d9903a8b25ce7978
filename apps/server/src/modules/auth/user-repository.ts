import type { Authority } from '@moa/contract';
import type { Db } from '../../db/database.ts';

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
