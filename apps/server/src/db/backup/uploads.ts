import fs from 'node:fs/promises';
import path from 'node:path';

/**
 * The uploaded images: DATA_DIR/uploads copied whole into the backup, when the folder exists. An image is written
 * under a temporary name (`.{name}.{uuid}.part`, modules/files/images.ts) and renamed into place when whole, so a
 * file seen here is either whole or such a temporary one, which is left out; one removed meanwhile is skipped.
 */
export async function copyUploads(dataDir: string, into: string): Promise<number> {
  const from = path.join(dataDir, 'uploads');
  const exists = await fs.stat(from).then(
    (s) => s.isDirectory(),
    () => false,
  );
  if (!exists) return 0;
  let files = 0;
  await fs.cp(from, path.join(into, 'uploads'), {
    recursive: true,
    filter: async (source) => {
      if (source !== from && path.basename(source).endsWith('.part')) return false;
      const stat = await fs.stat(source).catch(() => null);
      if (!stat) return false;
      if (stat.isFile()) files++;
      return true;
    },
  });
  return files;
}
