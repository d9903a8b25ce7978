import fs from 'node:fs/promises';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { copyUploads } from './uploads.ts';

/**
 * A backup of one data folder (README, "Backups"): the SQLite database as of one moment, the uploaded images and the
 * ticket key, in a folder laid out as DATA_DIR is, so restoring is copying it into an empty DATA_DIR. Copying app.db
 * with `cp` while the server runs loses what is still in app.db-wal (the latest reservations, the sessions); SQLite's
 * online backup copies the database as one reader sees it, committed writes included, while the server goes on.
 */

/** The files of DATA_DIR a backup holds; the share images (DATA_DIR/share) are drawn again when missing. */
export const DATABASE_FILE = 'app.db';
export const TICKET_KEY_FILE = 'ticket-secret';

export interface BackupOptions {
  dataDir: string;
  /** PostgreSQL (a URL): its database is dumped with pg_dump (README), the files are copied here all the same. */
  databaseUrl: string;
  /** The folder the dated backup folder is made in. */
  into: string;
  now?: Date;
}

export interface BackupResult {
  folder: string;
  /** Whether the SQLite database was copied (false on PostgreSQL). */
  database: boolean;
  uploads: number;
  ticketKey: boolean;
}

/** 2026-11-26T214005Z: sorts by time, and is a valid file name everywhere. */
export function folderName(now: Date): string {
  return now
    .toISOString()
    .replace(/\.\d+Z$/, 'Z')
    .replaceAll(':', '');
}

export async function backUp(options: BackupOptions): Promise<BackupResult> {
  const folder = path.join(options.into, folderName(options.now ?? new Date()));
  // Made under another name and renamed when complete: a folder with the final name is a whole backup.
  const partial = `${folder}.partial`;
  await fs.mkdir(options.into, { recursive: true });
  await fs.rm(partial, { recursive: true, force: true });
  // The ticket key and the students' data: for the server's user only.
  await fs.mkdir(partial, { mode: 0o700 });
  try {
    const database = options.databaseUrl ? false : await copyDatabase(options.dataDir, partial);
    // After the database: every image the copied records name was stored before they were committed.
    const uploads = await copyUploads(options.dataDir, partial);
    const ticketKey = await copyTicketKey(options.dataDir, partial);
    await fs.rename(partial, folder);
    return { folder, database, uploads, ticketKey };
  } catch (err) {
    await fs.rm(partial, { recursive: true, force: true });
    throw err;
  }
}

/**
 * SQLite's online backup through a connection of its own. All remaining pages are copied in one step, within one
 * read transaction: the copy is the database at that moment, and a write by the server meanwhile neither waits for it
 * (WAL) nor makes it start over, as copying in small steps would under a steady stream of reservations.
 */
async function copyDatabase(dataDir: string, into: string): Promise<boolean> {
  const file = path.join(dataDir, DATABASE_FILE);
  await fs.access(file).catch(() => {
    throw new Error(`no database at ${file}: is DATA_DIR right?`);
  });
  const source = new SQLite(file, { fileMustExist: true });
  try {
    source.pragma('busy_timeout = 5000');
    const target = path.join(into, DATABASE_FILE);
    await source.backup(target, { progress: () => 0x7fffffff });
    const copy = new SQLite(target);
    try {
      const [check] = copy.pragma('quick_check') as { quick_check: string }[];
      if (check?.quick_check !== 'ok')
        throw new Error(`the copy fails SQLite's check: ${check?.quick_check}`);
    } finally {
      copy.close();
    }
  } finally {
    source.close();
  }
  return true;
}

/** The key that signs e-ticket codes, when it is kept in DATA_DIR (TICKET_SECRET not set): without it no ticket reads. */
async function copyTicketKey(dataDir: string, into: string): Promise<boolean> {
  try {
    await fs.copyFile(path.join(dataDir, TICKET_KEY_FILE), path.join(into, TICKET_KEY_FILE));
    return true;
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return false;
    throw err;
  }
}
