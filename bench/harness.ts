import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { buildApp } from '../apps/server/src/app.ts';
import { testConfig } from '../apps/server/src/config.ts';
import { openDatabase } from '../apps/server/src/db/database.ts';
import { seedDemoData } from '../apps/server/src/db/seed/seed.ts';
import type { Db } from '../apps/server/src/db/database.ts';
import { createSession } from '../apps/server/src/modules/auth/sessions.ts';

/** The real app on a fresh database: SQLite by default, PostgreSQL when BENCH_DATABASE_URL is set. */
export async function benchApp(seed: boolean) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'moa-bench-'));
  const databaseUrl = process.env.BENCH_DATABASE_URL ?? '';
  let schema: string | undefined;
  if (databaseUrl) {
    const pg = (await import('pg')).default;
    schema = `bench_${Date.now()}`;
    const c = new pg.Client({ connectionString: databaseUrl });
    await c.connect();
    await c.query(`CREATE SCHEMA ${schema}`);
    await c.end();
  }
  const handle = openDatabase({ databaseUrl, dataDir, pgSchema: schema });
  const app = await buildApp(testConfig({ dataDir, databaseUrl }), { database: handle });
  if (seed) await seedDemoData(handle.db);
  await app.ready();
  return {
    app,
    db: handle.db,
    kind: databaseUrl ? 'postgres' : 'sqlite',
    async close() {
      await app.close();
      await handle.close();
      if (schema) {
        const pg = (await import('pg')).default;
        const c = new pg.Client({ connectionString: databaseUrl });
        await c.connect();
        await c.query(`DROP SCHEMA ${schema} CASCADE`);
        await c.end();
      }
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

export function report(
  name: string,
  samplesMs: number[],
  totalMs: number,
  extra: Record<string, number> = {},
): void {
  const sorted = [...samplesMs].sort((a, b) => a - b);
  const line = {
    name,
    requests: samplesMs.length,
    totalMs: Math.round(totalMs),
    perSecond: Math.round((samplesMs.length / totalMs) * 1000),
    p50Ms: +percentile(sorted, 50).toFixed(2),
    p95Ms: +percentile(sorted, 95).toFixed(2),
    p99Ms: +percentile(sorted, 99).toFixed(2),
    rssMiB: Math.round(process.memoryUsage().rss / 1048576),
    ...extra,
  };
  console.log(JSON.stringify(line));
}

/** A hello-world Fastify app on a real port: the floor any real-HTTP measurement here is compared with. */
export async function helloBaseline() {
  const Fastify = (await import('fastify')).default;
  const app = Fastify({ logger: false });
  app.get('/hello', async () => ({ hello: 'world' }));
  const url = await app.listen({ port: 0, host: '127.0.0.1' });
  return { url, close: () => app.close() };
}

/**
 * Real HTTP (fetch over keep-alive sockets) against a listening app: `requests` GETs of `url`, `concurrency` at a
 * time; each must answer 200 and is read to its last byte. Prints one report line with the answer's size.
 */
export async function httpLoad(
  name: string,
  url: string,
  headers: Record<string, string>,
  { requests, concurrency }: { requests: number; concurrency: number },
): Promise<void> {
  // Warm-up: compile paths, fill caches, open the sockets.
  let bytes = 0;
  for (let i = 0; i < Math.min(5, requests); i++) {
    const res = await fetch(url, { headers });
    if (res.status !== 200) throw new Error(`${url} answered ${res.status}: ${await res.text()}`);
    bytes = (await res.arrayBuffer()).byteLength;
  }
  const samples: number[] = [];
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < requests) {
        next++;
        const t0 = performance.now();
        const res = await fetch(url, { headers });
        const body = await res.arrayBuffer();
        if (res.status !== 200) throw new Error(`${url} answered ${res.status}`);
        bytes = body.byteLength;
        samples.push(performance.now() - t0);
      }
    }),
  );
  report(name, samples, performance.now() - started, { bytes });
}

/** The club's manager of a bench's own show, signed in: answers the session token. */
export async function benchManager(db: Db, clubId: number): Promise<string> {
  const at = new Date().toISOString();
  const manager = await db
    .insertInto('users')
    .values({
      sub: 'bench-manager',
      email: 'manager@bench.ac.kr',
      authority: 'ROLE_CLUB',
      name: '담당자',
      student_id: null,
      phone: null,
      club_id: clubId,
      profile_complete: 1,
      created_at: at,
      updated_at: at,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return createSession(db, manager.id);
}
