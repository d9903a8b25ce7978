import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import pg from 'pg';
import { inject } from 'vitest';
import { migrate, openDatabase } from '../src/db/database.ts';
import { seedDemoData } from '../src/db/seed/seed.ts';
import { seoulToday } from '../src/lib/time.ts';

/**
 * The demo data, seeded once per test run and copied for every app that asks for it (`seed: true` in harness.ts)
 * instead of seeding again (docs/decisions/0014-ci-time.md). The copy is the seed's own output: a SQLite data folder
 * (database file and images) copied as a whole, or a PostgreSQL database made with CREATE DATABASE … TEMPLATE plus
 * the same image folder. A template is made for one Seoul day, as the seed's dates are relative to it.
 * The seed itself is still tested by running it (demo-data.test.ts).
 *
 * Test files run in several processes at once: whichever first needs a template seeds it in a folder of its own and
 * publishes it by renaming that folder (atomic); one that loses the race throws its own away. The run's global setup
 * (seed-template-setup.ts) makes the root folder and removes it, with every template database, at the end.
 */

/** The PostgreSQL schema the template is seeded in; each copy renames it. */
const TEMPLATE_SCHEMA = 'seeded';

export interface SeededCopy {
  /** The PostgreSQL database the copy lives in and its schema, both named alike; undefined on SQLite. */
  database?: { url: string; schema: string; drop(): Promise<void> };
}

/** Fills dataDir (fresh and empty) with a copy of the seeded demo data. */
export async function copySeeded(kind: 'sqlite' | 'postgres', dataDir: string): Promise<SeededCopy> {
  const template = await templateFor(kind);
  await fs.cp(path.join(template, 'data'), dataDir, { recursive: true });
  if (kind === 'sqlite') return {};
  const templateDb = await fs.readFile(path.join(template, 'database'), 'utf8');
  const name = `t_${randomBytes(6).toString('hex')}`;
  await admin((c) => c.query(`CREATE DATABASE ${name} TEMPLATE ${templateDb}`));
  // Renamed after the database, as every schema of the suites is unique: the listeners' channels are named after it.
  await admin((c) => c.query(`ALTER SCHEMA ${TEMPLATE_SCHEMA} RENAME TO ${name}`), name);
  return {
    database: {
      url: databaseUrl(name),
      schema: name,
      drop: () => dropDatabase(name),
    },
  };
}

async function templateFor(kind: 'sqlite' | 'postgres'): Promise<string> {
  const root = inject('seedTemplates');
  const ready = path.join(root, `${kind}-${seoulToday()}`);
  if (await exists(ready)) return ready;
  const building = await fs.mkdtemp(path.join(root, 'building-'));
  const data = path.join(building, 'data');
  // On PostgreSQL the seed writes nothing to its data folder (images are rows too), but the copy expects one.
  await fs.mkdir(data, { recursive: true });
  let templateDb: string | undefined;
  if (kind === 'postgres') {
    templateDb = `moa_seed_${randomBytes(6).toString('hex')}`;
    await admin((c) => c.query(`CREATE DATABASE ${templateDb}`));
    await admin((c) => c.query(`CREATE SCHEMA ${TEMPLATE_SCHEMA}`), templateDb);
    await fs.writeFile(path.join(building, 'database'), templateDb);
  }
  const handle = openDatabase({
    databaseUrl: templateDb ? databaseUrl(templateDb) : '',
    dataDir: data,
    pgSchema: templateDb ? TEMPLATE_SCHEMA : undefined,
  });
  try {
    await migrate(handle);
    await seedDemoData(handle.db);
  } finally {
    // Closed before it is copied: no connection may stay on a template, and SQLite folds its log into the file.
    await handle.close();
  }
  try {
    await fs.rename(building, ready);
  } catch (err) {
    // Another process published the same template first: theirs is used, this one is thrown away.
    if (!(await exists(ready))) throw err;
    if (templateDb) await dropDatabase(templateDb);
    await fs.rm(building, { recursive: true, force: true });
  }
  return ready;
}

/**
 * Drops a database once the app's connections are gone. A closed pool's connections may take a moment to leave, which
 * DROP DATABASE waits for (up to 5 s); FORCE, which would cut them off with an error their client reports as uncaught,
 * is only the fallback for one still open after that.
 */
export async function dropDatabase(name: string): Promise<void> {
  try {
    await admin((c) => c.query(`DROP DATABASE IF EXISTS ${name}`));
  } catch (err) {
    if ((err as { code?: string }).code !== '55006') throw err;
    await admin((c) => c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
  }
}

function databaseUrl(database: string): string {
  const url = new URL(process.env.TEST_DATABASE_URL!);
  url.pathname = `/${database}`;
  return url.toString();
}

async function admin(run: (c: pg.Client) => Promise<unknown>, database?: string): Promise<void> {
  const url = process.env.TEST_DATABASE_URL!;
  const c = new pg.Client({ connectionString: database ? databaseUrl(database) : url });
  await c.connect();
  try {
    await run(c);
  } finally {
    await c.end();
  }
}

async function exists(file: string): Promise<boolean> {
  return fs.access(file).then(
    () => true,
    () => false,
  );
}

declare module 'vitest' {
  export interface ProvidedContext {
    /** The folder the run's seeded templates are kept in (seed-template-setup.ts). */
    seedTemplates: string;
  }
}
