import { spawn, spawnSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { afterEach, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { testConfig } from '../src/config.ts';
import { openDatabase } from '../src/db/database.ts';
import { createSession } from '../src/modules/auth/sessions.ts';
import { ticketKey } from '../src/modules/checkin/index.ts';
import { putStored } from '../src/modules/files/stored.ts';
import { createTestApp, type TestApp } from './harness.ts';
import { bearer, insertClub, insertSchedule, insertStudents } from './support.ts';

/**
 * `npm run backup` (README, "Backups") as an operator runs it, while students go on reserving through the real app:
 * the backup, copied into a new data folder, starts an app that holds every reservation acknowledged before the
 * backup began and nothing that was never acknowledged, and serves the uploaded image, which is in app.db. The
 * control copies app.db as `cp` would and loses some. On PostgreSQL the command refuses and names pg_dump; the
 * README's pg_dump and pg_restore, run here, bring back the images and the ticket key with the records.
 */

const ROOT = path.resolve(import.meta.dirname, '../../..');
const SCHEDULES = 40;
const STUDENTS = 60;
/** Reservations acknowledged before the copy starts. */
const BEFORE = 30;

const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

async function tempDir(prefix: string): Promise<string> {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), prefix));
  cleanups.push(() => fs.rm(dir, { recursive: true, force: true }));
  return dir;
}

/**
 * Runs `npm run backup -- <into>` at the repository's root with the server's settings; answers its output. Without
 * `npm`, the command npm runs (the checks of its answers, where the npm steps take seconds of a busy machine).
 */
function backupCommand(
  env: Record<string, string>,
  into: string,
  { npm = false } = {},
): Promise<{ code: number | null; output: string }> {
  const clean: NodeJS.ProcessEnv = {};
  for (const [k, v] of Object.entries(process.env)) if (!k.startsWith('VITEST')) clean[k] = v;
  const [command, ...args] = npm
    ? ['npm', 'run', '--silent', 'backup', '--', into]
    : [process.execPath, '--import', 'tsx', 'apps/server/src/db/backup/cli.ts', into];
  const child = spawn(command!, args, {
    cwd: ROOT,
    env: { ...clean, NODE_ENV: 'test', DATABASE_URL: '', ...env },
  });
  let output = '';
  child.stdout.on('data', (d: Buffer) => (output += d.toString()));
  child.stderr.on('data', (d: Buffer) => (output += d.toString()));
  return new Promise((resolve, reject) => {
    child.on('error', reject);
    child.on('exit', (code) => resolve({ code, output }));
  });
}

interface Load {
  /** Reservation ids in the order their 200 answers arrived. */
  acknowledged: number[];
  /** Resolves once `count` reservations have been acknowledged. */
  reached(count: number): Promise<void>;
  /** Stops the load; resolves when every request sent has been answered. */
  stop(): Promise<void>;
}

/** Students reserving one schedule after another, four requests at a time, until stopped. */
function reserveUntilStopped(app: FastifyInstance, tokens: string[], scheduleIds: number[]): Load {
  const acknowledged: number[] = [];
  const waiting: { count: number; resolve: () => void }[] = [];
  let stopped = false;
  let next = 0;
  const worker = async () => {
    while (!stopped && next < tokens.length * scheduleIds.length) {
      const n = next++;
      const res = await app.inject({
        method: 'POST',
        url: '/show/detail/reservation',
        headers: bearer(tokens[n % tokens.length]!),
        payload: {
          scheduleId: scheduleIds[Math.floor(n / tokens.length)],
          wishToPurchaseTickets: 1 + (n % 2),
        },
      });
      if (res.statusCode !== 200) throw new Error(`reservation answered ${res.statusCode}: ${res.body}`);
      acknowledged.push((res.json() as { reservationId: number }).reservationId);
      for (const w of waiting.filter((w) => acknowledged.length >= w.count)) w.resolve();
    }
  };
  const workers = Promise.all(Array.from({ length: 4 }, worker));
  return {
    acknowledged,
    reached: (count) =>
      acknowledged.length >= count
        ? Promise.resolve()
        : Promise.race([
            new Promise<void>((resolve) => waiting.push({ count, resolve })),
            workers.then(() => {
              throw new Error(`the load ended after ${acknowledged.length} reservations`);
            }),
          ]),
    stop: async () => {
      stopped = true;
      await workers;
    },
  };
}

/** An uploaded image as the server keeps it: a row of stored_files. */
const IMAGE = { name: `${randomUUID()}.webp`, mime: 'image/webp', data: Buffer.from('an uploaded image') };

/** What an older version left in DATA_DIR: an uploads/ folder, moved into the database at start. */
async function leftoverUploads(dataDir: string): Promise<void> {
  await fs.mkdir(path.join(dataDir, 'uploads'), { recursive: true });
  await fs.writeFile(path.join(dataDir, 'uploads', 'old-poster.webp'), 'an image of an older version');
}

/**
 * A running app on SQLite with students, schedules, an uploaded image, the ticket key in its data folder and an older
 * version's uploads/ beside them.
 */
async function runningApp(): Promise<{ t: TestApp; tokens: string[]; scheduleIds: number[] }> {
  const t = await createTestApp('sqlite');
  cleanups.push(() => t.close());
  const clubId = await insertClub(t.db, '백업 동아리');
  const day = new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10);
  const scheduleIds: number[] = [];
  for (let i = 0; i < SCHEDULES; i++) {
    scheduleIds.push(
      (await insertSchedule(t.db, { clubId, date: day, seats: 500, name: `공연${i}` })).scheduleId,
    );
  }
  const students = await insertStudents(t.db, 'backup', STUDENTS);
  const tokens = await Promise.all(students.map((id) => createSession(t.db, id)));
  await putStored(t.db, IMAGE.name, IMAGE, new Date());
  await leftoverUploads(t.config.dataDir);
  ticketKey(t.config);
  return { t, tokens, scheduleIds };
}

/** Runs `use` on an app started on a database, as a restored server would be. */
async function onRestored<T>(
  database: { dataDir: string; databaseUrl?: string; pgSchema?: string },
  use: (app: FastifyInstance) => Promise<T>,
): Promise<T> {
  const { dataDir, databaseUrl = '' } = database;
  const handle = openDatabase({ databaseUrl, dataDir, pgSchema: database.pgSchema });
  const app = await buildApp(testConfig({ dataDir, databaseUrl, webDist: path.join(dataDir, 'no-web') }), {
    database: handle,
  });
  try {
    await app.ready();
    return await use(app);
  } finally {
    await app.close();
    await handle.close();
  }
}

/** The uploaded image as a restored app serves it. */
async function imageServed(app: FastifyInstance): Promise<Buffer> {
  const res = await app.inject({ method: 'GET', url: `/files/${IMAGE.name}` });
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toBe(IMAGE.mime);
  return res.rawPayload;
}

/** Starts an app on a data folder, as a restored server would; answers each student's reservation ids it finds. */
async function reservationsFound(dataDir: string, tokens: string[]): Promise<Set<number>> {
  return onRestored({ dataDir }, async (app) => {
    const found = new Set<number>();
    for (const token of tokens) {
      const res = await app.inject({
        method: 'GET',
        url: '/mypage/student/reservation',
        headers: bearer(token),
      });
      // A copy that lost the session lost the student's reservations with it.
      if (res.statusCode === 401) continue;
      expect(res.statusCode).toBe(200);
      for (const card of res.json() as { reservationId: number }[]) found.add(card.reservationId);
    }
    return found;
  });
}

describe('npm run backup (sqlite)', () => {
  it('copies a running database under write load; the restored app holds every acknowledged reservation', async () => {
    const { t, tokens, scheduleIds } = await runningApp();
    const load = reserveUntilStopped(t.app, tokens, scheduleIds);
    await load.reached(BEFORE);
    const before = [...load.acknowledged];
    const into = await tempDir('moa-backups-');
    const { code, output } = await backupCommand({ DATA_DIR: t.config.dataDir }, into, { npm: true });
    const duringBackup = load.acknowledged.length - before.length;
    await load.stop();
    expect(output).toContain('database app.db (images included), ticket key');
    expect(code).toBe(0);
    // The load went on while the backup ran.
    expect(duringBackup).toBeGreaterThan(0);

    const [folder, ...others] = await fs.readdir(into);
    expect(others).toEqual([]);
    expect(folder).toMatch(/^\d{4}-\d{2}-\d{2}T\d{6}Z$/);
    // Restoring: the backup folder's contents into a new, empty data folder.
    const restored = await tempDir('moa-restored-');
    await fs.cp(path.join(into, folder!), restored, { recursive: true });
    // The database (the image in it) and the ticket key; not the older version's leftover uploads/.
    expect((await fs.readdir(restored)).sort()).toEqual(['app.db', 'ticket-secret']);
    expect(await onRestored({ dataDir: restored }, imageServed)).toEqual(IMAGE.data);
    expect(await fs.readFile(path.join(restored, 'ticket-secret'))).toEqual(
      await fs.readFile(path.join(t.config.dataDir, 'ticket-secret')),
    );

    const found = await reservationsFound(restored, tokens);
    expect(before.filter((id) => !found.has(id))).toEqual([]);
    const acknowledged = new Set(load.acknowledged);
    expect([...found].filter((id) => !acknowledged.has(id))).toEqual([]);
    // The copy is one moment's: every schedule's sold seats are the tickets of its reservations.
    const restoredDb = openDatabase({ databaseUrl: '', dataDir: restored });
    try {
      const schedules = await restoredDb.db
        .selectFrom('schedules')
        .leftJoin('reservations', 'reservations.schedule_id', 'schedules.id')
        .select(['schedules.id', 'schedules.apply_people'])
        .select((eb) =>
          eb.fn.coalesce(eb.fn.sum<number>('reservations.ticket_count'), eb.lit(0)).as('tickets'),
        )
        .groupBy(['schedules.id', 'schedules.apply_people'])
        .execute();
      for (const s of schedules) expect(Number(s.tickets)).toBe(s.apply_people);
    } finally {
      await restoredDb.close();
    }
  });

  it('control: app.db copied as cp does while the server runs lacks acknowledged reservations', async () => {
    const { t, tokens, scheduleIds } = await runningApp();
    const load = reserveUntilStopped(t.app, tokens, scheduleIds);
    await load.reached(BEFORE);
    const before = [...load.acknowledged];
    const restored = await tempDir('moa-copied-');
    await fs.copyFile(path.join(t.config.dataDir, 'app.db'), path.join(restored, 'app.db'));
    await load.stop();
    const found = await reservationsFound(restored, tokens);
    expect(before.filter((id) => !found.has(id)).length).toBeGreaterThan(0);
  });

  it('says what it cannot find: a data folder without a database fails with a reason and leaves no folder', async () => {
    const empty = await tempDir('moa-empty-');
    const into = await tempDir('moa-backups-');
    const { code, output } = await backupCommand({ DATA_DIR: empty }, into);
    expect(code).not.toBe(0);
    expect(output).toContain(`no database at ${path.join(empty, 'app.db')}`);
    expect(await fs.readdir(into)).toEqual([]);
  });
});

describe.runIf(process.env.TEST_DATABASE_URL)('npm run backup (postgres)', () => {
  it('refuses and names pg_dump, whose dump restores the records, the images and the ticket key', async () => {
    const t = await createTestApp('postgres');
    cleanups.push(() => t.close());
    await putStored(t.db, IMAGE.name, IMAGE, new Date());
    await leftoverUploads(t.config.dataDir);
    const key = t.app.ctx.config.ticketSecret;
    expect(key).toBeTruthy();
    const url = process.env.TEST_DATABASE_URL!;
    const into = await tempDir('moa-backups-');
    const { code, output } = await backupCommand({ DATA_DIR: t.config.dataDir, DATABASE_URL: url }, into);
    expect(output).toContain('back the database up with pg_dump');
    expect(code).not.toBe(0);
    expect(await fs.readdir(into)).toEqual([]);

    // The README's recipe, on this app's schema, restored into a new database; the new app has an empty DATA_DIR.
    const schema = t.handle.schema!;
    const dump = path.join(into, 'moa.dump');
    const run = (command: string, args: string[]) => {
      const done = spawnSync(command, args, { encoding: 'utf8' });
      expect(done.status, `${command}: ${done.stderr}`).toBe(0);
    };
    run('pg_dump', ['--format=custom', `--schema=${schema}`, `--file=${dump}`, url]);
    const restoredDb = `moa_restored_${schema}`;
    const restoredUrl = new URL(url);
    restoredUrl.pathname = `/${restoredDb}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${restoredDb}`);
    cleanups.push(async () => {
      await admin.query(`DROP DATABASE IF EXISTS ${restoredDb} WITH (FORCE)`);
      await admin.end();
    });
    run('pg_restore', ['--no-owner', `--dbname=${restoredUrl.href}`, dump]);
    const dataDir = await tempDir('moa-restored-');
    await onRestored({ dataDir, databaseUrl: restoredUrl.href, pgSchema: schema }, async (app) => {
      expect(await imageServed(app)).toEqual(IMAGE.data);
      expect(app.ctx.config.ticketSecret).toBe(key);
    });
    // Nothing of it came from a data folder.
    expect(await fs.readdir(dataDir)).toEqual([]);
  });
});
