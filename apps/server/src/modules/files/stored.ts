import { LIMITS } from '@moa/contract';
import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { Database } from '../../db/schema.ts';

/**
 * The bytes of stored images, in the database (table `stored_files`, migration 018) so that every instance on one
 * database serves what any of them stored (docs/decisions/0021-several-instances.md). Uploaded images are kept
 * under their `files` name, share images under `share/…`. A name is written once and never changed: the addresses
 * that serve them are cached for a year.
 */

export interface StoredFile {
  mime: string;
  data: Buffer;
}

/** No stored image is larger than an upload may be (uploads are re-encoded smaller, share images ≤ 300 KB). */
const MAX_BYTES = LIMITS.imageMaxBytes;

/** Stores bytes under a name; a name already stored keeps its bytes (two instances drawing the same image). */
export async function putStored(db: Db, name: string, file: StoredFile, at: Date): Promise<void> {
  if (file.data.byteLength > MAX_BYTES) {
    throw new Error(`${name} is ${file.data.byteLength} bytes, over the stored image limit of ${MAX_BYTES}`);
  }
  await db
    .insertInto('stored_files')
    .values({ name, mime: file.mime, data: file.data, created_at: at.toISOString() })
    .onConflict((oc) => oc.column('name').doNothing())
    .execute();
}

export async function getStored(db: Db, name: string): Promise<StoredFile | null> {
  const row = await db
    .selectFrom('stored_files')
    .select(['mime', 'data'])
    .where('name', '=', name)
    .executeTakeFirst();
  return row ? { mime: row.mime, data: Buffer.from(row.data) } : null;
}

export async function hasStored(db: Db, name: string): Promise<boolean> {
  const row = await db.selectFrom('stored_files').select('name').where('name', '=', name).executeTakeFirst();
  return !!row;
}

export async function deleteStored(db: Db, names: string[]): Promise<void> {
  if (names.length > 0) await db.deleteFrom('stored_files').where('name', 'in', names).execute();
}

/** The stored names that begin with `prefix` (compared by substr, so `_` and `%` in it are plain characters). */
export async function storedNamesStartingWith(db: Db, prefix: string): Promise<string[]> {
  const rows = await db
    .selectFrom('stored_files')
    .select('name')
    .where((eb) => eb(eb.fn('substr', ['name', eb.val(1), eb.val(prefix.length)]), '=', prefix))
    .execute();
  return rows.map((r) => r.name);
}

/** A column that names stored files (a private image's owner row). */
export type StoredRef = {
  [T in keyof Database]: { table: T; column: keyof Database[T] & string };
}[keyof Database];

/**
 * Removes the stored files under `prefix` that no row of `ref` names any more (their row went by a cascade), stored
 * before `before` (a private image is stored a moment before its row, so a fresh one is left); at most 500 a call;
 * how many. The sweeps of excuse photos, activity photos and receipts.
 */
export async function sweepUnreferenced(
  db: Db,
  prefix: string,
  before: string,
  ref: StoredRef,
): Promise<number> {
  const rows = await db
    .selectFrom('stored_files')
    .select('name')
    .where((eb) => eb(eb.fn('substr', ['name', eb.val(1), eb.val(prefix.length)]), '=', prefix))
    .where('created_at', '<', before)
    .where(
      sql<boolean>`not exists (select 1 from ${sql.table(ref.table)} as r where ${sql.ref(`r.${ref.column}`)} = stored_files.name)`,
    )
    .limit(500)
    .execute();
  const names = rows.map((r) => r.name);
  await deleteStored(db, names);
  return names.length;
}
