import fs from 'node:fs/promises';
import path from 'node:path';
import type { Db } from '../../db/database.ts';
import { uploadsDir } from './images.ts';
import { filesWithoutBytes } from './repository.ts';
import { putStored } from './stored.ts';

export interface MoveLog {
  info(obj: object, msg: string): void;
  warn(obj: object, msg: string): void;
}

/**
 * Before migration 018 the images' bytes were files in DATA_DIR/uploads. At every start, each recorded image whose
 * bytes are not in the database yet is read from there and stored, so upgrading a running install loses no poster;
 * once all are in, this is one query. The files are left on disk (the README says when they may go). Several
 * instances starting together store each image once (putStored keeps the first). An image whose file is missing too
 * stays unserved (404), as it was.
 */
export async function moveImagesFromDisk(db: Db, dataDir: string, log: MoveLog): Promise<number> {
  const pending = await filesWithoutBytes(db);
  if (pending.length === 0) return 0;
  const dir = uploadsDir(dataDir);
  const missing: string[] = [];
  let moved = 0;
  for (const file of pending) {
    const data = await fs.readFile(path.join(dir, path.basename(file.name))).catch(() => null);
    if (!data) {
      missing.push(file.name);
      continue;
    }
    await putStored(db, file.name, { mime: file.mime, data }, new Date());
    moved += 1;
  }
  if (moved > 0)
    log.info({ moved, from: dir }, 'uploaded images moved from the data folder into the database');
  if (missing.length > 0) {
    log.warn(
      { missing: missing.slice(0, 20), count: missing.length, from: dir },
      'recorded images not found on disk',
    );
  }
  return moved;
}
