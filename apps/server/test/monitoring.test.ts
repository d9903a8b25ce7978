import { execFileSync } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, seoulToday } from '../src/lib/time.ts';
import { createSession } from '../src/modules/auth/sessions.ts';
import { createSecondInstance, createTestApp, DB_KINDS, type TestApp } from './harness.ts';
import { freePort } from './ports.ts';
import { bearer, insertClub, insertSchedule, insertStudents } from './support.ts';

/**
 * Monitoring (README, "Monitoring"): the probes /healthz and /readyz beside the JSON health check /main, request ids
 * unique across instances in a header and in error bodies, and the Prometheus metrics at /metrics, off or behind a
 * token in production.
 */

const day = addDays(seoulToday(), 30);
const JSON_ACCEPT = { accept: 'application/json' };
/** What a browser sends when the address is typed in. */
const BROWSER_ACCEPT = {
  accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,image/avif,image/webp,*/*;q=0.8',
};

/** The value of one sample of a Prometheus text answer: the metric's name and every label given. */
function sample(text: string, name: string, labels: Record<string, string> = {}): number | undefined {
  const pairs = Object.entries(labels).map(([k, v]) => `${k}="${v}"`);
  const line = text
    .split('\n')
    .find((l) => (l.startsWith(`${name}{`) || l.startsWith(`${name} `)) && pairs.every((p) => l.includes(p)));
  return line === undefined ? undefined : Number(line.slice(line.lastIndexOf(' ') + 1));
}

describe.each(DB_KINDS)('the probes (%s)', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(async () => t?.close());

  it('/healthz and /readyz answer ok, and /main is still the JSON health check', async () => {
    for (const url of ['/healthz', '/readyz', '/main']) {
      const res = await t.app.inject({ method: 'GET', url, headers: JSON_ACCEPT });
      expect(res.statusCode, url).toBe(200);
      expect(res.json(), url).toEqual({ status: 'ok' });
    }
  });

  it('/healthz, /readyz and /metrics answer a browser as they answer a probe, never with the web app', async () => {
    // A stand-in build of the web app, which the browser gets at a page's address.
    const webDist = await fs.mkdtemp(path.join(os.tmpdir(), 'moa-web-'));
    await fs.writeFile(path.join(webDist, 'index.html'), '<!doctype html><div id="root"></div>');
    const b = await createTestApp(kind, { config: { webDist } });
    try {
      const page = await b.app.inject({ method: 'GET', url: '/main', headers: BROWSER_ACCEPT });
      expect(page.headers['content-type']).toContain('text/html');
      for (const url of ['/healthz', '/readyz']) {
        const res = await b.app.inject({ method: 'GET', url, headers: BROWSER_ACCEPT });
        expect(res.statusCode, url).toBe(200);
        expect(res.json(), url).toEqual({ status: 'ok' });
      }
      const metrics = await b.app.inject({ method: 'GET', url: '/metrics', headers: BROWSER_ACCEPT });
      expect(metrics.statusCode).toBe(200);
      expect(metrics.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
      b.app.beginClosing();
      const stopping = await b.app.inject({ method: 'GET', url: '/readyz', headers: BROWSER_ACCEPT });
      expect(stopping.statusCode).toBe(503);
      expect(stopping.json()).toMatchObject({ code: 'SERVICE_UNAVAILABLE' });
    } finally {
      await b.close();
      await fs.rm(webDist, { recursive: true, force: true });
    }
  });

  it('/readyz answers 503 while a migration this server knows is not applied, /healthz still 200', async () => {
    const table = sql.table('kysely_migration');
    const last = await sql<{ name: string; timestamp: string }>`
      SELECT name, timestamp FROM ${table} ORDER BY name DESC LIMIT 1`.execute(t.db);
    const row = last.rows[0]!;
    await sql`DELETE FROM ${table} WHERE name = ${row.name}`.execute(t.db);
    try {
      const res = await t.app.inject({ method: 'GET', url: '/readyz' });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toMatchObject({ status: 503, code: 'SERVICE_UNAVAILABLE' });
      expect(res.json().message).toMatch(/마이그레이션/);
      expect((await t.app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
    } finally {
      await sql`INSERT INTO ${table} (name, timestamp) VALUES (${row.name}, ${row.timestamp})`.execute(t.db);
    }
    expect((await t.app.inject({ method: 'GET', url: '/readyz' })).statusCode).toBe(200);
  });

  it('/readyz and /healthz answer 503 SERVICE_UNAVAILABLE once the instance is shutting down', async () => {
    const b = await createSecondInstance(t);
    try {
      expect((await b.app.inject({ method: 'GET', url: '/readyz' })).statusCode).toBe(200);
      b.app.beginClosing();
      for (const url of ['/readyz', '/healthz']) {
        const res = await b.app.inject({ method: 'GET', url });
        expect(res.statusCode, url).toBe(503);
        expect(res.json(), url).toMatchObject({ code: 'SERVICE_UNAVAILABLE' });
      }
      // The other instance is still ready.
      expect((await t.app.inject({ method: 'GET', url: '/readyz' })).statusCode).toBe(200);
    } finally {
      await b.close();
    }
  });
});

describe.each(DB_KINDS)('request ids (%s)', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(async () => t?.close());

  it('are echoed in x-request-id and in error bodies, and differ between instances', async () => {
    const b = await createSecondInstance(t);
    try {
      const ids: string[] = [];
      for (const app of [t.app, b.app]) {
        for (let i = 0; i < 3; i++) {
          const ok = await app.inject({ method: 'GET', url: '/healthz' });
          const refused = await app.inject({ method: 'GET', url: '/api/auth/me' });
          expect(refused.statusCode).toBe(401);
          expect(refused.json().requestId).toBe(refused.headers['x-request-id']);
          ids.push(String(ok.headers['x-request-id']), refused.json().requestId);
        }
      }
      expect(new Set(ids).size).toBe(ids.length);
      for (const id of ids) expect(id).toMatch(/^[\w-]{8,}-[0-9a-z]+$/);
    } finally {
      await b.close();
    }
  });

  it('keep a proxy’s sane id, and replace one that is not', async () => {
    const kept = await t.app.inject({
      method: 'GET',
      url: '/api/auth/me',
      headers: { 'x-request-id': 'caddy-3f2a9c1e-77b0-4c3e-9a51-0c6f3b2d8e10' },
    });
    expect(kept.headers['x-request-id']).toBe('caddy-3f2a9c1e-77b0-4c3e-9a51-0c6f3b2d8e10');
    expect(kept.json().requestId).toBe('caddy-3f2a9c1e-77b0-4c3e-9a51-0c6f3b2d8e10');
    for (const bad of ['two words', 'x'.repeat(129), '<script>', '']) {
      const res = await t.app.inject({ method: 'GET', url: '/healthz', headers: { 'x-request-id': bad } });
      expect(res.headers['x-request-id']).not.toBe(bad);
      expect(res.headers['x-request-id']).toMatch(/^[\w-]+-[0-9a-z]+$/);
    }
  });
});

it('request ids of two server processes never collide (each process has its own random prefix)', () => {
  const module = path.resolve(import.meta.dirname, '../src/plugins/request-id.ts');
  const script = `const { requestIdOf } = await import(${JSON.stringify(module)});
    console.log(JSON.stringify([1, 2, 3].map(() => requestIdOf({ headers: {} }))));`;
  const run = () =>
    JSON.parse(
      execFileSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], {
        encoding: 'utf8',
      }),
    ) as string[];
  const [a, b] = [run(), run()];
  // Each process counts from 1: only the prefix keeps them apart.
  expect(a.map((id) => id.split('-').at(-1))).toEqual(b.map((id) => id.split('-').at(-1)));
  expect(new Set([...a, ...b]).size).toBe(6);
});

describe.each(DB_KINDS)('the metrics (%s)', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(async () => t?.close());

  const metrics = async (app = t.app) => {
    const res = await app.inject({ method: 'GET', url: '/metrics' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    return res.body;
  };

  it('count requests by route pattern, reservations made and refused by code, expiry runs and cache hits', async () => {
    const clubId = await insertClub(t.db, 'metrics');
    const { showId, scheduleId } = await insertSchedule(t.db, { clubId, date: day, seats: 1 });
    const [first, second] = await insertStudents(t.db, `m${kind}`, 2);
    const reserve = async (userId: number) =>
      t.app.inject({
        method: 'POST',
        url: '/show/detail/reservation',
        headers: bearer(await createSession(t.db, userId)),
        payload: { scheduleId, wishToPurchaseTickets: 1 },
      });
    expect((await reserve(first!)).statusCode).toBe(200);
    const soldOut = await reserve(second!);
    expect(soldOut.json()).toMatchObject({ code: 'SOLD_OUT' });
    // The same public read three times: made once, then answered from the cache.
    for (let i = 0; i < 3; i++) {
      const res = await t.app.inject({ method: 'GET', url: `/show/detail/${showId}`, headers: JSON_ACCEPT });
      expect(res.statusCode).toBe(200);
    }

    const text = await metrics();
    expect(sample(text, 'moa_reservations_total', { call: 'reserve' })).toBe(1);
    expect(sample(text, 'moa_reservation_refusals_total', { call: 'reserve', code: 'SOLD_OUT' })).toBe(1);
    expect(
      sample(text, 'moa_http_requests_total', {
        method: 'POST',
        route: '/show/detail/reservation',
        status: '409',
      }),
    ).toBe(1);
    // By the route's pattern, never the raw address (one series per route, whatever the ids).
    expect(text).not.toContain(`route="/show/detail/${showId}"`);
    expect(
      sample(text, 'moa_http_request_duration_seconds_count', {
        method: 'POST',
        route: '/show/detail/reservation',
      }),
    ).toBe(2);
    // The expiry ran once when the app became ready (lib/periodic.ts), and so did the other jobs.
    expect(sample(text, 'moa_periodic_runs_total', { job: 'reservation expiry', outcome: 'done' })).toBe(1);
    expect(sample(text, 'moa_periodic_runs_total', { job: 'session sweep', outcome: 'done' })).toBe(1);
    const hits = sample(text, 'moa_public_cache_requests_total', { result: 'hit' })!;
    const misses = sample(text, 'moa_public_cache_requests_total', { result: 'miss' })!;
    expect(hits).toBeGreaterThanOrEqual(2);
    expect(misses).toBeGreaterThanOrEqual(1);
    expect(sample(text, 'moa_public_cache_hit_ratio')).toBeCloseTo(hits / (hits + misses));
    expect(sample(text, 'moa_public_cache_unchanged_total')).toBe(t.app.publicCache.cache.stats.unchanged);
    // The mail queue is read from the database, so every instance reports the same queue.
    const pending = await t.db
      .selectFrom('notifications')
      .select((eb) => eb.fn.countAll().as('n'))
      .where('mail_state', '=', 'pending')
      .executeTakeFirstOrThrow();
    expect(sample(text, 'moa_mail_queue', { state: 'pending' })).toBe(Number(pending.n));
    expect(sample(text, 'moa_mail_queue', { state: 'failed' })).toBe(0);
    expect(sample(text, 'moa_mail_send_failures_total')).toBe(0);
    // The process's own figures.
    expect(sample(text, 'moa_process_resident_memory_bytes')).toBeGreaterThan(0);
  });

  it('count each mail this instance failed to send', async () => {
    const clubId = await insertClub(t.db, 'mail-metrics');
    const { scheduleId } = await insertSchedule(t.db, { clubId, date: day, seats: 5 });
    const [student] = await insertStudents(t.db, `mf${kind}`, 1);
    const reserved = await t.app.inject({
      method: 'POST',
      url: '/show/detail/reservation',
      headers: bearer(await createSession(t.db, student!)),
      payload: { scheduleId, wishToPurchaseTickets: 1 },
    });
    expect(reserved.statusCode).toBe(200);
    const { n } = await t.db
      .selectFrom('notifications')
      .select((eb) => eb.fn.countAll().as('n'))
      .where('mail_state', '=', 'pending')
      .executeTakeFirstOrThrow();
    expect(Number(n)).toBeGreaterThan(0);
    // An instance whose SMTP server refuses connections (a loopback port nobody listens on): its mail run at start
    // tries each pending mail once, and each fails.
    const smtpUrl = `smtp://127.0.0.1:${await freePort()}`;
    const b = await createSecondInstance(t, { config: { smtpUrl } });
    try {
      expect(sample(await metrics(b.app), 'moa_mail_send_failures_total')).toBe(Number(n));
    } finally {
      await b.close();
    }
    // Each instance counts its own: the first sends no mail (no SMTP_URL).
    expect(sample(await metrics(), 'moa_mail_send_failures_total')).toBe(0);
  });

  it('are not part of the OpenAPI document', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    expect(Object.keys(doc.paths)).not.toContain('/metrics');
    expect(Object.keys(doc.paths)).toEqual(expect.arrayContaining(['/healthz', '/readyz', '/main']));
  });
});

describe.each(DB_KINDS)('the metrics in production (%s)', (kind) => {
  const production = { nodeEnv: 'production', googleClientId: 'id', googleClientSecret: 'secret' } as const;
  const TOKEN = 'metrics-token-0123456789abcdef';

  it('are off without METRICS_TOKEN', async () => {
    const t = await createTestApp(kind, { config: production });
    try {
      const res = await t.app.inject({ method: 'GET', url: '/metrics' });
      expect(res.json()).toMatchObject({ code: 'NOT_FOUND' });
      expect(res.statusCode).toBe(404);
    } finally {
      await t.close();
    }
  });

  it('answer only the scraper that sends METRICS_TOKEN', async () => {
    const t = await createTestApp(kind, { config: { ...production, metricsToken: TOKEN } });
    try {
      for (const authorization of [undefined, 'Bearer wrong', `Bearer ${TOKEN}x`, TOKEN]) {
        const res = await t.app.inject({
          method: 'GET',
          url: '/metrics',
          headers: authorization ? { authorization } : {},
        });
        expect(res.statusCode, authorization).toBe(401);
        expect(res.json()).toMatchObject({ code: 'UNAUTHORIZED' });
      }
      const res = await t.app.inject({ method: 'GET', url: '/metrics', headers: bearer(TOKEN) });
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain('moa_http_requests_total');
    } finally {
      await t.close();
    }
  });
});
