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

/**
 * Saves a record together with its new images: the images are stored first, the record is written by `save`,
 * and if `save` fails the new images are removed again; when it succeeds, the images it replaced are removed.
 */
export async function saveWithImages<T>(
  db: Db,
  dataDir: string,
  images: Partial<Record<string, { data: Buffer; kind: ImageKind }>>,
  save: (names: Record<string, string>) => Promise<{ result: T; replaced: (string | null | undefined)[] }>,
): Promise<T> {
  const names: Record<string, string> = {};
  try {
    for (const [key, image] of Object.entries(images)) {
      if (image) names[key] = await storeImage(db, dataDir, image.data, image.kind);
    }
    const { result, replaced } = await save(names);
    for (const old of replaced) if (old) await discardImage(db, dataDir, old);
    return result;
  } catch (err) {
    for (const name of Object.values(names)) await discardImage(db, dataDir, name);
    throw err;
  }
}
