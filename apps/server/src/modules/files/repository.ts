import type { Db } from '../../db/database.ts';
import { nowIso } from '../../lib/time.ts';
import type { ProcessedImage } from './images.ts';

export async function insertFile(db: Db, image: ProcessedImage): Promise<void> {
  await db
    .insertInto('files')
    .values({
      name: image.name,
      mime: image.mime,
      bytes: image.data.byteLength,
      width: image.width,
      height: image.height,
      created_at: nowIso(),
    })
    .execute();
}

export async function deleteFile(db: Db, name: string): Promise<void> {
  await db.deleteFrom('files').where('name', '=', name).execute();
}

/** Names recorded in `files` whose bytes are not in the database yet (kept on disk before migration 018). */
export async function filesWithoutBytes(db: Db): Promise<{ name: string; mime: string }[]> {
  return db
    .selectFrom('files')
    .leftJoin('stored_files', 'stored_files.name', 'files.name')
    .select(['files.name', 'files.mime'])
    .where('stored_files.name', 'is', null)
    .orderBy('files.name')
    .execute();
}
