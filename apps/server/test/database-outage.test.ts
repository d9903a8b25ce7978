import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../src/app.ts';
import { testConfig } from '../src/config.ts';
import { openDatabase, type DatabaseHandle } from '../src/db/database.ts';
import { sessionCacheOf } from '../src/modules/auth/session-cache.ts';
import { bearer, signInAs } from './support.ts';

/**
 * PostgreSQL going away (a restart, a failover, a killed connection) never ends the process: the connections it
 * dropped are logged and replaced, requests answer 503 DATABASE_UNAVAILABLE while it is away and 200 once it is back,
 * without a restart. The shared PostgreSQL server is never restarted: this suite kills its own backends
 * (pg_terminate_backend, picked by application_name) and takes the database away by closing a TCP relay of its own
 * that stands between the app and PostgreSQL.
 */

const URL_ = process.env.TEST_DATABASE_URL;
const RELAY_PORT = 8313;

/** A TCP relay to PostgreSQL that the test can cut (every connection dropped, new ones refused) and restore. */
class Relay {
  #server: net.Server | null = null;
  readonly #sockets = new Set<net.Socket>();

  constructor(
    private readonly target: { host: string; port: number },
    readonly port: number,
  ) {}

  async open(): Promise<void> {
    if (this.#server) return;
    const server = net.createServer((client) => {
      const upstream = net.connect(this.target.port, this.target.host);
      for (const s of [client, upstream]) {
        this.#sockets.add(s);
        s.on('close', () => this.#sockets.delete(s));
        s.on('error', () => {});
      }
      client.pipe(upstream).pipe(client);
      client.on('close', () => upstream.destroy());
      upstream.on('close', () => client.destroy());
    });
    await new Promise<void>((resolve) => server.listen(this.port, '127.0.0.1', resolve));
    this.#server = server;
  }

  async cut(): Promise<void> {
    const server = this.#server;
    this.#server = null;
    for (const s of this.#sockets) s.destroy();
    await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
  }
}

describe.skipIf(!URL_)('PostgreSQL going away (postgres)', () => {
  const schema = `t_${randomBytes(6).toString('hex')}`;
  const appName = `moa_outage_${schema}`;
  let relay: Relay;
  let handle: DatabaseHandle;
  let app: FastifyInstance;
  let dataDir: string;
  let admin: pg.Client;
  const warnings: string[] = [];

  beforeAll(async () => {
    const target = new URL(URL_!);
    relay = new Relay({ host: target.hostname, port: Number(target.port || 5432) }, RELAY_PORT);
    await relay.open();
    admin = new pg.Client({ connectionString: URL_ });
    await admin.connect();
    await admin.query(`CREATE SCHEMA ${schema}`);
    const viaRelay = new URL(URL_!);
    viaRelay.host = `127.0.0.1:${RELAY_PORT}`;
    viaRelay.searchParams.set('application_name', appName);
    dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'moa-outage-'));
    handle = openDatabase({ databaseUrl: viaRelay.toString(), dataDir, pgSchema: schema });
    const { Writable } = await import('node:stream');
    const logStream = new Writable({
      write(chunk: Buffer, _enc, done) {
        for (const line of chunk.toString().split('\n').filter(Boolean)) {
          const entry = JSON.parse(line) as { level: number; msg: string };
          if (entry.level === 40) warnings.push(entry.msg);
        }
        done();
      },
    });
    const config = testConfig({ dataDir, webDist: path.join(dataDir, 'no-web'), logLevel: 'warn' });
    app = await buildApp(config, { database: handle, logStream });
    await app.ready();
  });
  afterAll(async () => {
    await relay?.open();
    await app?.close();
    await handle?.close();
    await admin?.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
    await admin?.end();
    await relay?.cut();
    await fs.rm(dataDir, { recursive: true, force: true });
  });

  /** Kills every backend of this app (its pool's and its LISTEN connections); resolves with how many. */
  const killBackends = async () => {
    const res = await admin.query<{ killed: boolean }>(
      'SELECT pg_terminate_backend(pid) AS killed FROM pg_stat_activity WHERE application_name = $1',
      [appName],
    );
    return res.rows.filter((r) => r.killed).length;
  };

  const me = (token: string) => app.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(token) });
  /** A genuine sign-in: it verifies the token and writes the user and the session. */
  const signIn = async (email: string) => {
    const nonce = `n-${randomBytes(6).toString('hex')}`;
    const credential = await app.idp.dev!.idToken(email, nonce);
    return app.inject({ method: 'POST', url: '/api/oauth/google/session', payload: { credential, nonce } });
  };

  it('survives its connections being killed, and goes on answering', async () => {
    const { token } = await signInAs(app, 'student@example.ac.kr');
    expect((await me(token)).statusCode).toBe(200);
    // Several idle connections in the pool, and the two LISTEN connections.
    await Promise.all(Array.from({ length: 5 }, () => me(token)));
    const killed = await killBackends();
    expect(killed).toBeGreaterThanOrEqual(3);
    // The idle connections' errors arrive as events; the process is still here to log them.
    await vi.waitFor(() =>
      expect(warnings).toContain('a database connection was lost; a new one is opened on next use'),
    );
    await vi.waitFor(async () => expect((await me(token)).statusCode).toBe(200));
    expect((await signInAs(app, 'student2@example.ac.kr')).token).toBeTruthy();
    // The LISTEN connections come back by themselves (the session cache is used again).
    await vi.waitFor(() => expect(sessionCacheOf(handle.db)?.usable).toBe(true), { timeout: 5_000 });
  });

  it('answers 503 DATABASE_UNAVAILABLE while the database is away, and 200 once it is back', async () => {
    const { token } = await signInAs(app, 'student@example.ac.kr');
    await relay.cut();
    // The session cache stops being used once its LISTEN connection is gone: every lookup goes to the database.
    await vi.waitFor(() => expect(sessionCacheOf(handle.db)?.usable).toBe(false));
    // A show's page too: its head reads the show through the API, whose error it answers (modules/pages/head.ts).
    const page = await app.inject({ method: 'GET', url: '/show/1', headers: { accept: 'text/html' } });
    expect(page.statusCode).toBe(503);
    for (const res of [await me(token), await signIn('student3@example.ac.kr')]) {
      expect(res.statusCode).toBe(503);
      expect(res.json()).toMatchObject({ status: 503, code: 'DATABASE_UNAVAILABLE' });
      expect(res.json().message).toMatch(/잠시 후 다시 시도해주세요/);
    }
    expect(warnings).toContain('database unavailable');

    await relay.open();
    await vi.waitFor(async () => expect((await me(token)).statusCode).toBe(200), { timeout: 10_000 });
    expect((await signIn('student3@example.ac.kr')).statusCode).toBe(200);
  });

  it('control: the same kill ends a process whose pool has no error listener', async () => {
    // What the app's pool did before it listened: an idle connection killed emits 'error' with nobody listening,
    // which Node turns into an uncaught exception (the process ends). The emit is watched instead of thrown here.
    const viaRelay = new URL(URL_!);
    viaRelay.searchParams.set('application_name', appName);
    const bare = new pg.Pool({ connectionString: viaRelay.toString(), max: 1 });
    const unheard: Error[] = [];
    const emit = bare.emit.bind(bare);
    bare.emit = ((event: string, ...args: unknown[]) => {
      if (event === 'error' && bare.listenerCount('error') === 0) {
        unheard.push(args[0] as Error);
        return false;
      }
      return emit(event, ...args);
    }) as typeof bare.emit;
    (await bare.connect()).release();
    expect(await killBackends()).toBeGreaterThanOrEqual(1);
    await vi.waitFor(() => expect(unheard).toHaveLength(1));
    expect(unheard[0]!.message).toMatch(/terminat/);
    await bare.end();
  });
});
