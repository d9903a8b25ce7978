import path from 'node:path';
import { loadConfig, readEnvFile } from '../../config.ts';
import { backUp } from './backup.ts';

/**
 * `npm run backup [-- <folder>]`: a backup of the running server's SQLite data (backup.ts) in a dated folder under
 * <folder>, by default `backups/` at the repository's root. It reads the server's settings (.env included) to find
 * DATA_DIR. With DATABASE_URL set it fails and names pg_dump, which is the backup there: a cron line left from SQLite
 * days reports an error rather than making empty backups.
 */

/** ./backups at the repository's root, beside ./data, wherever the command was started from. */
const DEFAULT_INTO = path.resolve(import.meta.dirname, '../../../../../backups');

async function main(): Promise<void> {
  readEnvFile();
  const config = loadConfig();
  const given = process.argv[2];
  // npm runs the script in apps/server; a relative folder is meant from where the command was typed.
  const into = given ? path.resolve(process.env.INIT_CWD ?? process.cwd(), given) : DEFAULT_INTO;
  const result = await backUp({ dataDir: config.dataDir, databaseUrl: config.databaseUrl, into });
  const key = result.ticketKey
    ? 'ticket key'
    : 'no ticket key file (TICKET_SECRET is set, or no ticket was made yet)';
  console.log(`Backup of ${config.dataDir} in ${result.folder}: database app.db (images included), ${key}`);
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : err);
  process.exitCode = 1;
});
