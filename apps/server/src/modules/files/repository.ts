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

export async function findFile(db: Db, name: string) {
  return db.selectFrom('files').selectAll().where('name', '=', name).executeTakeFirst();
}

export async function deleteFile(db: Db, name: string): Promise<void> {
  await db.deleteFrom('files').where('name', '=', name).execute();
}
