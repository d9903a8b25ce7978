import type { Db } from '../../db/database.ts';

export async function findSecret(db: Db, name: string): Promise<string | null> {
  const row = await db.selectFrom('app_secrets').select('value').where('name', '=', name).executeTakeFirst();
  return row?.value ?? null;
}

/** Keeps the first value stored under a name: instances starting together all read the same one afterwards. */
export async function insertSecretIfAbsent(db: Db, name: string, value: string, at: Date): Promise<void> {
  await db
    .insertInto('app_secrets')
    .values({ name, value, created_at: at.toISOString() })
    .onConflict((oc) => oc.column('name').doNothing())
    .execute();
}
