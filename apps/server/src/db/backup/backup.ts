import fs from 'node:fs/promises';
import path from 'node:path';
import SQLite from 'better-sqlite3';

/**
 * A backup of a SQLite install's data folder (README, "Backups"): the database as of one moment (the uploaded and
 * share images are rows of it, table stored_files) and the ticket key, in a folder laid out as DATA_DIR is, so
 * restoring is copying it into an empty DATA_DIR. Copying app.db with `cp` while the server runs loses what is still
 * in app.db-wal (the latest reservations, the sessions); SQLite's online backup copies the database as one reader
 * sees it, committed writes included, while the server goes on.
 *
 * DATA_DIR/uploads and DATA_DIR/share are not copied: they are what an older version left, moved into the database at
 * start (modules/files/from-disk.ts). On PostgreSQL nothing of the install is outside the database (the images, and
 * the ticket key in app_secrets: docs/decisions/0021-several-instances.md), so there is nothing to copy here: the
 * backup is pg_dump's, and this refuses, saying so.
 */

/** The files of DATA_DIR a backup holds. */
export const DATABASE_FILE = 'app.db';
export const TICKET_KEY_FILE = 'ticket-secret';

/** What `npm run backup` answers on PostgreSQL, where it has nothing to copy. */
export const USE_PG_DUMP =
  'On PostgreSQL the database holds everything (the records, the images and the ticket key), and nothing in ' +
  'DATA_DIR needs a backup: back the database up with pg_dump (README, "Backups"), e.g.\n' +
  '  pg_dump --format=custom --file=backups/moa-$(date -u +%Y-%m-%dT%H%M%SZ).dump "$DATABASE_URL"';

export interface BackupOptions {
  dataDir: string;
  /** A PostgreSQL URL: refused (USE_PG_DUMP); empty: SQLite in dataDir. */
  databaseUrl: string;
  /** The folder the dated backup folder is made in. */
  into: string;
  now?: Date;
}

export interface BackupResult {
  folder: string;
  /** Whether the ticket key file was copied (there is none when TICKET_SECRET is set). */
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
  if (options.databaseUrl) throw new Error(USE_PG_DUMP);
  const folder = path.join(options.into, folderName(options.now ?? new Date()));
  // Made under another name and renamed when complete: a folder with the final name is a whole backup.
  const partial = `${folder}.partial`;
  await fs.mkdir(options.into, { recursive: true });
  await fs.rm(partial, { recursive: true, force: true });
  // The ticket key and the students' data: for the server's user only.
  await fs.mkdir(partial, { mode: 0o700 });
  try {
    await copyDatabase(options.dataDir, partial);
    const ticketKey = await copyTicketKey(options.dataDir, partial);
    await fs.rename(partial, folder);
    return { folder, ticketKey };
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
async function copyDatabase(dataDir: string, into: string): Promise<void> {
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
