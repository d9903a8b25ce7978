import type { Db } from '../../db/database.ts';
import { processImage, type ImageKind } from './images.ts';
import { deleteFile, insertFile } from './repository.ts';
import { deleteStored, getStored, putStored } from './stored.ts';

/**
 * Stores an image and records it, its row and its bytes in one transaction (or in the caller's). Callers that save
 * a record with the image call `discard` if their own save fails, so no orphan image is left behind.
 */
export async function storeImage(db: Db, input: Buffer, kind: ImageKind): Promise<string> {
  const image = await processImage(input, kind);
  const run = async (trx: Db) => {
    await insertFile(trx, image);
    await putStored(trx, image.name, { mime: image.mime, data: image.data }, new Date());
  };
  if (db.isTransaction) await run(db);
  else await db.transaction().execute(run);
  return image.name;
}

export async function discardImage(db: Db, name: string): Promise<void> {
  const run = async (trx: Db) => {
    await deleteFile(trx, name);
    await deleteStored(trx, [name]);
  };
  if (db.isTransaction) await run(db);
  else await db.transaction().execute(run);
}

/** A stored image's bytes; null when it is not there (the share images draw without it). */
export async function readImage(db: Db, name: string): Promise<Buffer | null> {
  return (await getStored(db, name))?.data ?? null;
}

/**
 * Saves a record together with its new images: the images are stored first, the record is written by `save`,
 * and if `save` fails the new images are removed again; when it succeeds, the images it replaced are removed.
 */
export async function saveWithImages<T>(
  db: Db,
  images: Partial<Record<string, { data: Buffer; kind: ImageKind }>>,
  save: (names: Record<string, string>) => Promise<{ result: T; replaced: (string | null | undefined)[] }>,
): Promise<T> {
  const names: Record<string, string> = {};
  try {
    for (const [key, image] of Object.entries(images)) {
      if (image) names[key] = await storeImage(db, image.data, image.kind);
    }
    const { result, replaced } = await save(names);
    for (const old of replaced) if (old) await discardImage(db, old);
    return result;
  } catch (err) {
    for (const name of Object.values(names)) await discardImage(db, name);
    throw err;
  }
}

/**
 * Stores an uploaded image, checked and re-encoded as every upload is, under a private name (`{prefix}/{name}`) in
 * `stored_files` only: no public address serves it (`/files/{name}` takes no slash), so a member's document photo
 * is sent only by its owner's module to whoever may see it (docs/product.md#meetings-and-attendance).
 */
export async function storePrivateImage(db: Db, input: Buffer, prefix: string): Promise<string> {
  const image = await processImage(input, 'poster');
  const name = `${prefix}/${image.name}`;
  await putStored(db, name, { mime: image.mime, data: image.data }, new Date());
  return name;
}
