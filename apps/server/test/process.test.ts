import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import fs from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';

/**
 * The server as operators run it: `npm run serve` (what `npm start` runs after building the web app), a real process
 * on a real port. A stop by SIGTERM or SIGINT, to the process group or to npm alone, lets every request in flight
 * finish and leaves nothing behind. The process runs on SQLite in a fresh data directory.
 */

const ROOT = path.resolve(import.meta.dirname, '../../..');

interface Server {
  child: ChildProcess;
  port: number;
  log: string[];
  /** The log's lines as written (JSON), for their fields. */
  records: Record<string, unknown>[];
  stderr: () => string;
  exited: Promise<number | null>;
}

let dataDir: string;
/** Process groups this file started; one a failed test left running is killed after it. */
const groups: number[] = [];
beforeAll(async () => {
  dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'moa-process-'));
});
afterEach(() => {
  for (const pgid of groups.splice(0)) if (groupAlive(pgid)) process.kill(-pgid, 'SIGKILL');
});
afterAll(async () => fs.rm(dataDir, { recursive: true, force: true }));

/** The environment of a fresh shell: NODE_ENV and the test runner's settings are not passed on. */
function environment(extra: Record<string, string>): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {};
  for (const [k, v] of Object.entries(process.env)) {
    if (k === 'NODE_ENV' || k.startsWith('VITEST') || k === 'TEST_DATABASE_URL') continue;
    env[k] = v;
  }
  Object.assign(env, {
    HOST: '127.0.0.1',
    PORT: '0',
    DATA_DIR: dataDir,
    SEED_DEMO: 'never',
    LOG_LEVEL: 'info',
    ...extra,
  });
  // An empty value stands for a variable that is not set at all.
  for (const [k, v] of Object.entries(env)) if (v === '') delete env[k];
  return env;
}

/** Spawns `npm run serve` in its own process group; resolves once it listens, or rejects when it exits first. */
function serve(extra: Record<string, string> = {}): Promise<Server> {
  const child = spawn('npm', ['run', 'serve'], {
    cwd: ROOT,
    detached: true,
    env: environment({ NODE_ENV: 'development', PUBLIC_URL: 'http://127.0.0.1:8080', ...extra }),
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  groups.push(child.pid!);
  const log: string[] = [];
  const records: Record<string, unknown>[] = [];
  let stderr = '';
  child.stderr!.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return new Promise((resolve, reject) => {
    let buffer = '';
    child.stdout!.on('data', (chunk: Buffer) => {
      buffer += chunk.toString();
      const lines = buffer.split('\n');
      buffer = lines.pop()!;
      for (const line of lines) {
        if (!line.startsWith('{')) continue;
        const record = JSON.parse(line) as Record<string, unknown>;
        const msg = typeof record.msg === 'string' ? record.msg : '';
        records.push(record);
        log.push(msg);
        const listening = /^Server listening at http:\/\/127\.0\.0\.1:(\d+)$/.exec(msg);
        if (listening)
          resolve({ child, port: Number(listening[1]), log, records, stderr: () => stderr, exited });
      }
    });
    void exited.then((code) => reject(new Error(`exited with ${code} before listening:\n${stderr}`)));
  });
}

/** The process that serves: the last of npm's chain of descendants. */
function servingPid(pid: number): number {
  const children = readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').split(' ').filter(Boolean);
  return children.length === 1 ? servingPid(Number(children[0])) : pid;
}

/** True while any process of the group is alive. */
function groupAlive(pgid: number): boolean {
  try {
    process.kill(-pgid, 0);
    return true;
  } catch {
    return false;
  }
}

function refused(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    socket.on('connect', () => {
      socket.destroy();
      resolve(false);
    });
    socket.on('error', (err: NodeJS.ErrnoException) => resolve(err.code === 'ECONNREFUSED'));
  });
}

interface InFlight {
  received: string;
  error: string | null;
  closed: boolean;
  send(): void;
}

/** A sign-in request whose headers the server has read (it answered 100 Continue) and whose body is still to come. */
function inFlight(port: number): Promise<InFlight> {
  const body = JSON.stringify({ credential: 'not-a-token', nonce: 'n' });
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1');
    const state: InFlight = {
      received: '',
      error: null,
      closed: false,
      send: () => socket.write(body),
    };
    socket.setEncoding('utf8');
    socket.on('data', (chunk: string) => {
      state.received += chunk;
      if (state.received.startsWith('HTTP/1.1 100 Continue\r\n\r\n')) resolve(state);
    });
    socket.on('error', (err: NodeJS.ErrnoException) => {
      state.error = err.code ?? err.message;
      reject(err);
    });
    socket.on('close', () => (state.closed = true));
    socket.write(
      'POST /api/oauth/google/session HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n' +
        `Content-Length: ${body.length}\r\nExpect: 100-continue\r\n\r\n`,
    );
  });
}

const IN_FLIGHT = 100;

describe.each([
  ['SIGTERM to the process group', 'group', 'SIGTERM'],
  ['SIGINT to the process group (Ctrl-C)', 'group', 'SIGINT'],
  ['SIGTERM to the npm process alone', 'npm', 'SIGTERM'],
] as const)('a stop by %s', (_label, target, signal) => {
  it('lets every request in flight finish and leaves no process or listener behind', async () => {
    const server = await serve();
    const pgid = server.child.pid!;
    const requests = await Promise.all(Array.from({ length: IN_FLIGHT }, () => inFlight(server.port)));

    if (target === 'group') process.kill(-pgid, signal);
    else server.child.kill(signal);
    await vi.waitFor(() => expect(server.log).toContain('shutting down'), { timeout: 10_000 });
    // The server has begun to stop; now the bodies of the requests in flight arrive.
    for (const r of requests) r.send();
    await vi.waitFor(() => expect(requests.every((r) => r.closed)).toBe(true), { timeout: 20_000 });

    const answered = requests.filter((r) =>
      /^HTTP\/1\.1 100 Continue\r\n\r\nHTTP\/1\.1 401 /.test(r.received),
    );
    const resets = requests.filter((r) => r.error !== null);
    expect(resets.map((r) => r.error)).toEqual([]);
    expect(answered).toHaveLength(IN_FLIGHT);
    for (const r of answered) expect(r.received).toContain('"code":"TOKEN_INVALID"');

    expect(await server.exited).toBe(0);
    await vi.waitFor(() => expect(groupAlive(pgid)).toBe(false), { timeout: 10_000 });
    expect(await refused(server.port)).toBe(true);
    expect(server.log).toContain('stopped');
  });
});

/** A read sent on a connection of its own; resolves once the request is in the kernel's hands. */
function sentRead(
  port: number,
): Promise<{ received: () => string; error: () => string | null; closed: Promise<void> }> {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    let received = '';
    let error: string | null = null;
    const closed = new Promise<void>((done) => socket.on('close', () => done()));
    socket.setEncoding('utf8');
    socket.on('data', (chunk: string) => (received += chunk));
    socket.on('error', (err: NodeJS.ErrnoException) => (error = err.code ?? err.message));
    socket.on('connect', () =>
      socket.write(
        'GET /attraction/list HTTP/1.1\r\nHost: 127.0.0.1\r\nAccept: application/json\r\n\r\n',
        () => resolve({ received: () => received, error: () => error, closed }),
      ),
    );
  });
}

describe('a stop while reads are arriving', () => {
  it('answers every request sent before the signal, 200 or 503 SERVICE_UNAVAILABLE, and resets none', async () => {
    const server = await serve();
    // 300 reads, each on its own connection, all sent; many are still in the accept queue or unread when the
    // signal comes.
    const reads = await Promise.all(Array.from({ length: 300 }, () => sentRead(server.port)));
    process.kill(-server.child.pid!, 'SIGTERM');
    await Promise.all(reads.map((r) => r.closed));
    const resets = reads.filter((r) => r.error() !== null || r.received() === '');
    expect(resets.length).toBe(0);
    const statuses = reads.map((r) => r.received().slice(0, 12));
    expect(statuses.filter((s) => s !== 'HTTP/1.1 200' && s !== 'HTTP/1.1 503')).toEqual([]);
    for (const r of reads.filter((x) => x.received().startsWith('HTTP/1.1 503'))) {
      expect(r.received()).toContain('"code":"SERVICE_UNAVAILABLE"');
    }
    expect(await server.exited).toBe(0);
  });
});

describe('start-up', () => {
  it('refuses to run the development provider on a public address with NODE_ENV unset, in plain words', async () => {
    const err = await serve({ NODE_ENV: '', PUBLIC_URL: 'https://moa.example.ac.kr' }).then(
      () => null,
      (e: unknown) => e as Error,
    );
    expect(err?.message).toMatch(/exited with 1 before listening/);
    expect(err?.message).toContain('Refusing to start');
    expect(err?.message).toContain('DEV_SIGN_IN=1');
    expect(err?.message).not.toMatch(/\n\s+at /);
  });

  it('fills an empty database with the demo data first, drawn by a process of its own', async () => {
    const server = await serve({ SEED_DEMO: 'auto', DATA_DIR: path.join(dataDir, 'demo') });
    const res = await fetch(`http://127.0.0.1:${server.port}/attraction/list`, {
      headers: { accept: 'application/json' },
    });
    const list = (await res.json()) as { entireList: unknown[] };
    expect(list.entireList.length).toBeGreaterThan(0);
    // The posters were drawn elsewhere: the image libraries never came into the server's memory
    // (docs/decisions/0012-server-memory.md).
    const maps = await fs.readFile(`/proc/${servingPid(server.child.pid!)}/maps`, 'utf8');
    expect(maps).toContain('node_modules/better-sqlite3/');
    expect(maps).not.toContain('libvips');
    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(0);
  });

  it('gives back what a burst of load grew once it is idle again (lib/memory-release.ts)', async () => {
    const server = await serve({ DATA_DIR: path.join(dataDir, 'release') });
    const base = `http://127.0.0.1:${server.port}`;
    const metric = async () =>
      /^moa_memory_releases_total (\d+)$/m.exec(await (await fetch(`${base}/metrics`)).text())?.[1];
    // once after the start, which counts as a burst of its own
    await vi.waitFor(() => expect(server.log).toContain('memory given back after a burst of load'), {
      timeout: 20_000,
      interval: 200,
    });
    expect(await metric()).toBe('1');
    // A burst: the pages' renderer loaded and answers made by 100 clients at once for two seconds, which keeps the
    // server's event loop busy for most of that time.
    const until = Date.now() + 2_000;
    await Promise.all(
      Array.from({ length: 100 }, async (_, i) => {
        while (Date.now() < until)
          await (await fetch(`${base}${i % 10 === 0 ? '/main' : '/attraction/list'}`)).arrayBuffer();
      }),
    );
    await vi.waitFor(
      () => expect(server.log.filter((m) => m === 'memory given back after a burst of load')).toHaveLength(2),
      { timeout: 20_000, interval: 200 },
    );
    expect(await metric()).toBe('2');
    // and the process is smaller for it
    const [, burst] = server.records.filter((r) => r.msg === 'memory given back after a burst of load');
    expect(Number(burst!.rssAfter)).toBeLessThan(Number(burst!.rssBefore));
    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(0);
  }, 60_000);

  it('reads the settings file, lets the environment win over it, and says which file it read', async () => {
    const file = path.join(dataDir, 'settings.env');
    await fs.writeFile(file, 'LAUNCH_DATE=2031-02-03\nKAKAO_JS_KEY=from-file\nHOST=0.0.0.0\n');
    const server = await serve({ ENV_FILE: file, KAKAO_JS_KEY: 'from-env' });
    const res = await fetch(`http://127.0.0.1:${server.port}/api/config`);
    expect(await res.json()).toMatchObject({ launchDate: '2031-02-03', kakaoJsKey: 'from-env' });
    expect(server.log).toContain(`settings read from ${file} (the environment wins over it)`);
    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(0);
  });

  it('runs it there when DEV_SIGN_IN=1 says so on purpose, with a warning at start', async () => {
    const server = await serve({ NODE_ENV: '', PUBLIC_URL: 'https://moa.example.ac.kr', DEV_SIGN_IN: '1' });
    expect(server.log.some((m) => m.includes('development sign-in provider is running'))).toBe(true);
    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(0);
  });
});
