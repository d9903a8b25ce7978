import { loadConfig, readEnvFile } from '../../config.ts';
import { migrate, openDatabase } from '../database.ts';
import { DEMO_ACCOUNTS } from './accounts.ts';
import { clearAllData, seedDemoData } from './seed.ts';

/**
 * `npm run seed`: wipes the database and fills it with the demo campus. Development and test only; it refuses to
 * run in production.
 */

async function main(): Promise<void> {
  // The same settings as the server's: .env included, so NODE_ENV=production there is seen.
  readEnvFile();
  if (process.env.NODE_ENV === 'production') {
    throw new Error(
      'Refusing to seed: NODE_ENV is production. The demo seed deletes all data and is for development only.',
    );
  }
  const config = loadConfig();
  if (config.nodeEnv === 'production') {
    throw new Error('Refusing to seed in production.');
  }
  const handle = openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  try {
    await migrate(handle);
    // The images' bytes are rows too (stored_files), so they go with the rest.
    await clearAllData(handle.db);

    const started = Date.now();
    const summary = await seedDemoData(handle.db);
    const where = handle.dialect === 'postgres' ? 'PostgreSQL' : `SQLite in ${config.dataDir}`;
    const counts = Object.entries(summary)
      .map(([k, v]) => `${k}=${v}`)
      .join(' ');
    const accounts = DEMO_ACCOUNTS.map((a) => a.email).join(', ');
    console.log(`Seeded demo data (${where}, ${Date.now() - started} ms): ${counts}; accounts: ${accounts}`);
  } finally {
    await handle.close();
  }
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : err);
  process.exitCode = 1;
});
