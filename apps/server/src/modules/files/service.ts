import type { Db } from '../../db/database.ts';
import { processImage, removeImageFile, writeImageFile, type ImageKind } from './images.ts';
import { deleteFile, insertFile } from './repository.ts';

/**
 * Stores an image and records it. Callers that save a record with the image call `discard` if their own save
 * fails, so no orphan file is left behind.
 */
export async function storeImage(db: Db, dataDir: string, input: Buffer, kind: ImageKind): Promise<string> {
  const image = await processImage(input, kind);
  await writeImageFile(dataDir, image);
  try {
    await insertFile(db, image);
  } catch (err) {
    await removeImageFile(dataDir, image.name);
    throw err;
  }
  return image.name;
}

export async function discardImage(db: Db, dataDir: string, name: string): Promise<void> {
  await deleteFile(db, name);
  await removeImageFile(dataDir, name);
}
