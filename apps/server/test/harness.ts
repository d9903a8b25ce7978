import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { buildApp } from '../src/app.ts';
import { testConfig, type AppConfig } from '../src/config.ts';
import { openDatabase, type DatabaseHandle, type Db } from '../src/db/database.ts';
import { copySeeded } from './seed-template.ts';

/**
 * Every server suite runs on a real SQLite file, and again on PostgreSQL whenever TEST_DATABASE_URL is set.
 * Each app gets its own SQLite directory or PostgreSQL schema, so suites never see each other's rows.
 */

export type DbKind = 'sqlite' | 'postgres';

export const DB_KINDS: DbKind[] = process.env.TEST_DATABASE_URL ? ['sqlite', 'postgres'] : ['sqlite'];

export interface TestApp {
  app: FastifyInstance;
  db: Db;
  /** The open database, for a second app on the same data (another instance, or the same one after a restart). */
  handle: DatabaseHandle;
  config: AppConfig;
  kind: DbKind;
  /** Another connection (pool) to the same database: what a second server instance would open. */
  openSecond(): DatabaseHandle;
  close(): Promise<void>;
}

/**
 * A second instance of the app on the same database (its own connections and clock, and settings of its own where
 * given), as a second server process would be; closed with its own close(), before the first.
 */
export async function createSecondInstance(
  first: TestApp,
  options: { now?: () => Date; config?: Partial<AppConfig> } = {},
): Promise<{ app: FastifyInstance; close(): Promise<void> }> {
  const handle = first.openSecond();
  const app = await buildApp({ ...first.config, ...options.config }, { database: handle, now: options.now });
  await app.ready();
  return {
    app,
    async close() {
      await app.close();
      await handle.close();
    },
  };
}

export interface TestAppOptions {
  seed?: boolean;
  config?: Partial<AppConfig>;
  /** The app's clock (session sweep, sign-in limits): tests move it instead of waiting. */
  now?: () => Date;
  /** Where the app logs (tests that read the log); with config.logLevel set to let lines through. */
  logStream?: NodeJS.WritableStream;
}

export async function createTestApp(kind: DbKind, options: TestAppOptions = {}): Promise<TestApp> {
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'moa-test-'));
  const config = testConfig({ dataDir, webDist: path.join(dataDir, 'no-web'), ...options.config });
  // The demo data is a copy of the run's seeded template (seed-template.ts): the rows and images a seed makes.
  const seeded = options.seed ? await copySeeded(kind, dataDir) : undefined;
  let databaseUrl = '';
  let dropSchema = async () => {};
  let schema: string | undefined;
  if (seeded?.database) {
    ({ url: databaseUrl, schema } = seeded.database);
    dropSchema = seeded.database.drop;
  } else if (kind === 'postgres') {
    databaseUrl = process.env.TEST_DATABASE_URL!;
    schema = `t_${randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: databaseUrl });
    await admin.connect();
    await admin.query(`CREATE SCHEMA ${schema}`);
    await admin.end();
    dropSchema = async () => {
      const c = new pg.Client({ connectionString: databaseUrl });
      await c.connect();
      await c.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
      await c.end();
    };
  }
  const handle = openDatabase({ databaseUrl, dataDir, pgSchema: schema });
  const app = await buildApp(config, { database: handle, now: options.now, logStream: options.logStream });
  await app.ready();
  return {
    app,
    db: handle.db,
    handle,
    config,
    kind,
    openSecond: () => openDatabase({ databaseUrl, dataDir, pgSchema: schema }),
    async close() {
      await app.close();
      await handle.close();
      await dropSchema();
      await fs.rm(dataDir, { recursive: true, force: true });
    },
  };
}
