import { spawn } from 'node:child_process';
import type { AppConfig } from '../../config.ts';
import { migrate, openDatabase } from '../database.ts';
import { isDatabaseEmpty, seedDemoData } from './seed.ts';

/**
 * The server's demo data, made by a short-lived process of its own before the server starts: drawing the posters
 * loads the image libraries, whose memory (about 26 MiB) would otherwise stay with the server for good
 * (docs/decisions/0012-server-memory.md). That process is the server's own entry run again with SEED_DEMO_ARG.
 */
export const SEED_DEMO_ARG = 'seed-demo';

/** Whether an empty database is waiting for the demo data (migrated first, as the app would). */
export async function demoDataWanted(config: AppConfig): Promise<boolean> {
  if (!config.seedDemo) return false;
  const handle = openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  try {
    await migrate(handle);
    return await isDatabaseEmpty(handle.db);
  } finally {
    await handle.close();
  }
}

/**
 * Runs this process's entry again with SEED_DEMO_ARG; rejects if it fails (it has said why on stderr). A stop meant
 * for the server meanwhile is passed on to it, so nothing is left running.
 */
export function seedDemoInOwnProcess(): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [...process.execArgv, process.argv[1]!, SEED_DEMO_ARG], {
      stdio: 'inherit',
    });
    const passOn = (signal: NodeJS.Signals) => child.kill(signal);
    process.on('SIGTERM', passOn).on('SIGINT', passOn);
    child.on('error', reject);
    child.on('exit', (code, signal) => {
      process.off('SIGTERM', passOn).off('SIGINT', passOn);
      if (code === 0) resolve();
      else reject(new Error(`the demo data process ended with ${signal ?? code}`));
    });
  });
}

/** In that process: the demo data into the still empty database. */
export async function seedDemo(config: AppConfig): Promise<void> {
  const handle = openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  try {
    await migrate(handle);
    if (await isDatabaseEmpty(handle.db)) await seedDemoData(handle.db);
  } finally {
    await handle.close();
  }
}
