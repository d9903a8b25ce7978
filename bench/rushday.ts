import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import type http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import zlib from 'node:zlib';
import { Pool } from 'undici';
import { APP_FILES_ID, type AppFiles } from '@moa/contract';
import { openDatabase, type Db } from '../apps/server/src/db/database.ts';
import { addDays, seoulToday } from '../apps/server/src/lib/time.ts';
import { createSession } from '../apps/server/src/modules/auth/sessions.ts';
import { insertClub, insertSchedule, insertStudents } from '../apps/server/test/support.ts';
import { BROWSER_ENCODINGS, percentile } from './load.ts';
import {
  cpuMs,
  freePort,
  IDLE_SECONDS,
  idleRssMiB,
  root,
  rssMiB,
  startServer,
  waitFor,
  type RunningServer,
} from './server.ts';
import { seatsWrong } from './seats.ts';

/**
 * The rush day (issue 27, points 3 and 4; bench/README.md): RUSHDAY_PHONES phones (3,000) arrive over
 * RUSHDAY_SECONDS (10 s), open loop: phone i is due at start + i / rate whatever happened to the others, and its
 * times run from that due time, so waiting for a free slot counts. Each loads /show/{id} as a browser does: the
 * server-rendered page, then every script and stylesheet the page links (module scripts, modulepreload links,
 * stylesheets) over at most 6 connections of its own (a browser's limit per host over HTTP/1.1), then the calls the
 * app makes once it runs (`GET /api/time`, the contract's `serverTime`, and the show's detail, both with the
 * student's token as the app's client sends it). Page-ready is when all of those are in. Then the student presses
 * 예매하기 for 1–4 tickets, as the closed-loop rush in run.ts does: told `현재 k매` they ask for k, told sold out they
 * give up. At most RUSHDAY_IN_FLIGHT phones (128 per core) are under way at once, so the generator does not swamp
 * the two cores it shares with the servers; its lateness is printed.
 *
 * Run on SQLite (one server as `npm run serve` starts it) and, when BENCH_DATABASE_URL names a PostgreSQL server,
 * on two instances sharing a database of their own there (created for the run, dropped after) behind nginx, which
 * the bench runs in the foreground from a config in a temp dir (docs/decisions/0021-several-instances.md: instances
 * share everything through PostgreSQL). Without nginx it says how to install it and skips that part.
 */
const PHONES = Number(process.env.RUSHDAY_PHONES ?? 3000);
const OVER_SECONDS = Number(process.env.RUSHDAY_SECONDS ?? 10);
const SEATS = Number(process.env.RUSHDAY_SEATS ?? 1200);
const IN_FLIGHT = Number(process.env.RUSHDAY_IN_FLIGHT ?? 128 * os.cpus().length);
const SOCKETS_PER_PHONE = 6;
const WARM_UP_PHONES = Number(process.env.RUSHDAY_WARM_UP_PHONES ?? 300);
const WARM_UP_SECONDS = 2;
const READY_GOAL_MS = 1000;
const RSS_GOAL_MIB = 150;

const log = (line: string) => process.stderr.write(`${line}\n`);
const navigation = {
  accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8',
  'accept-encoding': BROWSER_ENCODINGS,
};

interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

const NOTHING = Buffer.alloc(0);

/**
 * One request over the phone's own pool of connections (undici's, as lean a client as Node has: the generator shares
 * the machine's two cores with the servers, and node:http's agent cost it more per request than the server spends).
 * `keep` false: the answer's bytes are read to the end as a browser reads them, and not kept (the built files, whose
 * status is all a phone's script looks at: joining their chunks cost the generator more than reading them).
 */
async function call(
  pool: Pool,
  method: 'GET' | 'POST',
  urlPath: string,
  headers: Record<string, string>,
  body?: string,
  keep = true,
): Promise<Answer> {
  const payload = body === undefined ? undefined : Buffer.from(body);
  const res = await pool.request({
    method,
    path: urlPath,
    headers: payload
      ? { ...headers, 'content-type': 'application/json', 'content-length': String(payload.length) }
      : headers,
    body: payload,
    headersTimeout: 60_000,
    bodyTimeout: 60_000,
  });
  if (!keep) {
    for await (const _chunk of res.body);
    return { status: res.statusCode, headers: res.headers as http.IncomingHttpHeaders, body: NOTHING };
  }
  const bytes = Buffer.from(await res.body.arrayBuffer());
  return { status: res.statusCode, headers: res.headers as http.IncomingHttpHeaders, body: bytes };
}

function decoded(answer: Answer): Buffer {
  switch (answer.headers['content-encoding']) {
    case 'br':
      return zlib.brotliDecompressSync(answer.body);
    case 'gzip':
      return zlib.gunzipSync(answer.body);
    case 'deflate':
      return zlib.inflateSync(answer.body);
    case 'zstd':
      return zlib.zstdDecompressSync(answer.body);
    default:
      return answer.body;
  }
}

type Linked = { href: string; accept: string }[];

/**
 * The files a page links, by its answer's ETag, encoding and length: the generator's phones get the same page
 * thousands of times, and searching each copy again (decompressed, by the regular expressions below) cost the
 * generator, which shares the machine with the servers, about as much as a page costs the server.
 */
const linkedByPage = new Map<string, Linked>();

function linkedFilesOf(page: Answer): Linked {
  const etag = page.headers.etag;
  const key =
    typeof etag === 'string' ? `${etag} ${page.headers['content-encoding']} ${page.body.length}` : null;
  const known = key === null ? undefined : linkedByPage.get(key);
  if (known) return known;
  const files = linkedFiles(decoded(page).toString('utf8'));
  // The page is made again after each sale with its new seats left, so a run adds hundreds of keys: bounded.
  if (linkedByPage.size >= 1_000) linkedByPage.clear();
  if (key !== null) linkedByPage.set(key, files);
  return files;
}

/** What a browser fetches before the app runs: module scripts, modulepreload links and stylesheets of this origin. */
function linkedFiles(html: string): Linked {
  const script = [...html.matchAll(/<script[^>]*type="module"[^>]*src="(\/[^"/][^"]*)"/g)].map((m) => m[1]!);
  const preload = [...html.matchAll(/<link[^>]*rel="modulepreload"[^>]*href="(\/[^"/][^"]*)"/g)].map(
    (m) => m[1]!,
  );
  // A disabled stylesheet is never fetched: its text is in the page's head (decision 0022).
  const css = [...html.matchAll(/<link[^>]*rel="stylesheet"[^>]*href="(\/[^"/][^"]*)"([^>]*)>/g)]
    .filter((m) => !/\bdisabled\b/.test(m[2]!))
    .map((m) => m[1]!);
  // A rendered page names the app's entry and preloads in a data element, fetched once the page is painted (decision 0022).
  const app = new RegExp(`<script type="application/json" id="${APP_FILES_ID}">([^<]*)</script>`).exec(
    html,
  )?.[1];
  if (app) {
    const files = JSON.parse(app) as AppFiles;
    script.push(files.entry);
    preload.push(...files.preload);
  }
  return [
    ...[...new Set([...script, ...preload])].map((href) => ({ href, accept: '*/*' })),
    ...[...new Set(css)].map((href) => ({ href, accept: 'text/css,*/*;q=0.1' })),
  ];
}

class PhoneError extends Error {}

/** RSS split as the kernel counts it: anonymous (the process's own) and file-backed (node's binary, mostly; shared). */
function rssParts(pid: number): string {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = (name: string) => Number(new RegExp(`${name}:\\s+(\\d+) kB`).exec(status)?.[1] ?? NaN);
  return `RSS anonymous ${(kb('RssAnon') / 1024).toFixed(0)} MiB, files ${(kb('RssFile') / 1024).toFixed(0)} MiB`;
}

/**
 * What the RSS is made of, from the instance's own /metrics (prom-client's process figures; open outside
 * production, README "Monitoring"): V8's heap in use and reserved, and memory outside it (Buffers, native).
 */
async function heapOf(instance: string): Promise<string> {
  try {
    const text = await (await fetch(`${instance}/metrics`)).text();
    const mib = (name: string) => {
      const m = new RegExp(`^moa_${name} (\\S+)`, 'm').exec(text);
      return m ? (Number(m[1]) / 1048576).toFixed(0) : '?';
    };
    return (
      `heap ${mib('nodejs_heap_size_used_bytes')} used of ${mib('nodejs_heap_size_total_bytes')} MiB, ` +
      `external ${mib('nodejs_external_memory_bytes')} MiB`
    );
  } catch (err) {
    return `no /metrics (${(err as Error).message})`;
  }
}

interface DayResult {
  label: string;
  ready: number[];
  startLag: number[];
  attempt: number[];
  /** From the first 예매하기 to the last answer, per student who got one. */
  toFinal: number[];
  attempts: number;
  firstAttemptAt: number;
  lastAttemptEnd: number;
  statuses: Record<string, number>;
  errors: Record<string, number>;
  sold: number;
  soldOutAfterMs: number | null;
  files: number;
  pageBytes: number;
  wrong: string | null;
  servers: {
    rssStart: number;
    rssEnd: number;
    rssIdle?: number;
    cpuMsPerPhone: number;
    heap: string;
    heapIdle?: string;
  }[];
  seconds: number;
}

/**
 * `count` phones arriving over `overSeconds`, open loop: phone i is due at start + i / rate whatever happened to the
 * others, and its times run from that due time, so waiting for a free slot counts. What they meet goes into `r`.
 */
async function crowd(
  base: URL,
  target: Target,
  count: number,
  overSeconds: number,
  r: DayResult,
): Promise<{ unanswered: number }> {
  let unanswered = 0;
  if (count <= 0) return { unanswered };
  const fail = (why: string) => (r.errors[why] = (r.errors[why] ?? 0) + 1);

  const phone = async (i: number, due: number) => {
    const pool = new Pool(base, { connections: SOCKETS_PER_PHONE, connect: { timeout: 60_000 } });
    const api = {
      accept: 'application/json',
      'accept-encoding': BROWSER_ENCODINGS,
      authorization: `Bearer ${target.tokens[i]}`,
    };
    try {
      const html = await call(pool, 'GET', target.page, navigation);
      if (html.status !== 200) throw new PhoneError(`page ${html.status}`);
      const files = linkedFilesOf(html);
      if (files.length === 0) throw new PhoneError('page links no scripts');
      r.files = files.length;
      r.pageBytes = html.body.length;
      const got = await Promise.all(
        files.map((f) =>
          call(
            pool,
            'GET',
            f.href,
            { accept: f.accept, 'accept-encoding': BROWSER_ENCODINGS },
            undefined,
            false,
          ),
        ),
      );
      const bad = got.find((a) => a.status !== 200);
      if (bad) throw new PhoneError(`file ${bad.status}`);
      const [time, show] = await Promise.all([
        call(pool, 'GET', '/api/time', api, undefined, false),
        call(pool, 'GET', target.detail, api, undefined, false),
      ]);
      if (time.status !== 200) throw new PhoneError(`/api/time ${time.status}`);
      if (show.status !== 200) throw new PhoneError(`detail ${show.status}`);
      r.ready.push(performance.now() - due);

      // 예매하기, again with what is left, until a seat or sold out.
      let wish = 1 + (i % 4);
      const pressed = performance.now();
      for (;;) {
        const t0 = performance.now();
        r.firstAttemptAt = Math.min(r.firstAttemptAt, t0);
        let answer: Answer;
        try {
          answer = await call(
            pool,
            'POST',
            '/show/detail/reservation',
            api,
            JSON.stringify({ scheduleId: target.scheduleId, wishToPurchaseTickets: wish }),
          );
        } catch (err) {
          unanswered++;
          throw err;
        }
        const t1 = performance.now();
        r.attempts++;
        r.attempt.push(t1 - t0);
        r.lastAttemptEnd = Math.max(r.lastAttemptEnd, t1);
        r.statuses[answer.status] = (r.statuses[answer.status] ?? 0) + 1;
        if (answer.status === 200) {
          r.sold += wish;
          r.toFinal.push(t1 - pressed);
          return;
        }
        const text = decoded(answer).toString('utf8');
        const left = /현재 (\d+)매/.exec(text);
        if (answer.status === 409 && left) {
          wish = Number(left[1]);
          continue;
        }
        if (answer.status === 409 && /매진/.test(text)) {
          r.soldOutAfterMs ??= Math.round(t1 - started);
          r.toFinal.push(t1 - pressed);
          return;
        }
        // Anything else (a proxy's 502, a 500) says nothing about whether the seats were taken.
        unanswered++;
        throw new PhoneError(`reservation ${answer.status}`);
      }
    } catch (err) {
      fail(err instanceof PhoneError ? err.message : `network: ${(err as Error).message}`);
    } finally {
      void pool.destroy();
    }
  };

  const started = performance.now() + 20;
  await new Promise<void>((resolve) => {
    let next = 0;
    let running = 0;
    let done = 0;
    const interval = (overSeconds * 1000) / count;
    const tick = () => {
      const now = performance.now();
      while (next < count && running < IN_FLIGHT && started + next * interval <= now) {
        const due = started + next * interval;
        r.startLag.push(now - due);
        running++;
        void phone(next, due).finally(() => {
          running--;
          if (++done === count) resolve();
        });
        next++;
      }
      if (next < count) setTimeout(tick, 1);
    };
    setTimeout(tick, 20);
  });
  r.seconds = (performance.now() - started) / 1000;
  return { unanswered };
}

/** A show on sale and the students who want it: what a crowd of phones loads and reserves. */
interface Target {
  page: string;
  detail: string;
  scheduleId: number;
  tokens: string[];
}

async function targetOf(
  db: Db,
  clubId: number,
  name: string,
  phones: number,
  seats: number,
): Promise<Target> {
  const tokens: string[] = [];
  for (const id of await insertStudents(db, name, phones)) tokens.push(await createSession(db, id));
  const { showId, scheduleId } = await insertSchedule(db, {
    clubId,
    date: addDays(seoulToday(), 30),
    seats,
    maxTicket: 4,
    name: `러시 데이 공연 ${name}`,
  });
  return { page: `/show/${showId}`, detail: `/show/detail/${showId}`, scheduleId, tokens };
}

function emptyResult(label: string): DayResult {
  return {
    label,
    ready: [],
    startLag: [],
    attempt: [],
    toFinal: [],
    attempts: 0,
    firstAttemptAt: Infinity,
    lastAttemptEnd: 0,
    statuses: {},
    errors: {},
    sold: 0,
    soldOutAfterMs: null,
    files: 0,
    pageBytes: 0,
    wrong: null,
    servers: [],
    seconds: 0,
  };
}

async function rushDayOn(label: string, base: URL, db: Db, servers: RunningServer[]): Promise<DayResult> {
  log(`rush day (${label}): ${PHONES} students with sessions, a ${SEATS}-seat show…`);
  const clubId = await insertClub(db, 'rushday');
  const target = await targetOf(db, clubId, 'rushday', PHONES, SEATS);
  // As many seats as phones, so the warm-up sells out and its late phones meet the refusals and retries too.
  const warmUp = await targetOf(db, clubId, 'warmup', WARM_UP_PHONES, WARM_UP_PHONES);

  // A server that has been up for a while: each instance has rendered the page once, loaded its renderer and
  // served the files (a rush day's first phone is not its first visitor).
  {
    const pool = new Pool(base, { connections: 1 });
    for (let k = 0; k < 4 * servers.length; k++) {
      const html = await call(pool, 'GET', target.page, navigation);
      if (html.status !== 200) throw new Error(`${target.page} answered ${html.status}`);
      for (const f of linkedFiles(decoded(html).toString('utf8')))
        await call(pool, 'GET', f.href, { accept: f.accept, 'accept-encoding': BROWSER_ENCODINGS });
      await call(pool, 'GET', target.detail, {
        accept: 'application/json',
        'accept-encoding': BROWSER_ENCODINGS,
      });
    }
    await pool.destroy();
  }
  // And has served crowds before, as has the generator: a smaller crowd on another show first, not counted, so
  // neither the servers' nor the generator's code is measured while V8 is still compiling it.
  log(`rush day (${label}): a warm-up crowd of ${WARM_UP_PHONES} phones on another show`);
  const warm = emptyResult('warm-up');
  const warmed = await crowd(base, warmUp, WARM_UP_PHONES, WARM_UP_SECONDS, warm);
  if (Object.keys(warm.errors).length > 0)
    log(`rush day (${label}): warm-up errors ${JSON.stringify(warm.errors)}`);
  const warmWrong = await seatsWrong(db, warmUp.scheduleId, warm.sold, warmed);
  await new Promise((resolve) => setTimeout(resolve, 1000));

  const r = emptyResult(label);
  const rssStart = servers.map((s) => rssMiB(s.pid));
  const cpu0 = servers.map((s) => cpuMs(s.pid));
  log(`rush day (${label}): ${PHONES} phones over ${OVER_SECONDS} s, at most ${IN_FLIGHT} at once`);
  const { unanswered } = await crowd(base, target, PHONES, OVER_SECONDS, r);
  r.servers = await Promise.all(
    servers.map(async (s, k) => ({
      rssStart: rssStart[k]!,
      rssEnd: rssMiB(s.pid),
      cpuMsPerPhone: (cpuMs(s.pid) - cpu0[k]!) / PHONES,
      heap: `${await heapOf(s.url)}, ${rssParts(s.pid)}`,
    })),
  );
  r.wrong = warmWrong
    ? `the warm-up's show: ${warmWrong}`
    : await seatsWrong(db, target.scheduleId, r.sold, { unanswered });
  // And once the servers have been idle a while: what they keep after the rush (the goal's figure).
  const idle = await idleRssMiB(servers.map((s) => s.pid));
  for (const [k, mib] of idle.entries()) r.servers[k]!.rssIdle = mib;
  for (const [k, s] of servers.entries())
    r.servers[k]!.heapIdle = `${rssParts(s.pid)}, ${await heapOf(s.url)}`;
  for (const xs of [r.ready, r.startLag, r.attempt, r.toFinal]) xs.sort((a, b) => a - b);
  return r;
}

function startNginx(dir: string, upstreams: string[], port: number, webDist: string): ChildProcess | string {
  const bin = ['/usr/sbin/nginx', '/usr/bin/nginx', '/usr/local/sbin/nginx'].find((f) => fs.existsSync(f));
  if (!bin) return 'nginx is missing: `apt-get install -y nginx` (Debian package) to run this part';
  for (const d of ['body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'])
    fs.mkdirSync(path.join(dir, d), { mode: 0o777 });
  // One worker per core as a production nginx would run; connections to the instances kept open (as Caddy does in
  // deploy/compose.yaml) and closed before the server's own keep-alive timeout would close them under nginx; answers
  // passed on from memory, never a temp file. The build's files (/assets/…) are nginx's own to serve, as the README's
  // nginx and deploy/Caddyfile serve them (precompressed gzip here: Debian's nginx has no brotli unless
  // libnginx-mod-http-brotli-static is installed); one it lacks goes to the instances.
  const conf = `
worker_processes ${os.cpus().length};
daemon off;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
events { worker_connections 8192; }
http {
  access_log off;
  client_body_temp_path ${dir}/body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;
  upstream moa {
${upstreams.map((u) => `    server ${u};`).join('\n')}
    keepalive 128;
    keepalive_timeout 4s;
  }
  server {
    listen 127.0.0.1:${port};
    proxy_http_version 1.1;
    proxy_set_header Connection "";
    proxy_set_header Host $http_host;
    proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
    proxy_set_header X-Forwarded-Proto $scheme;
    proxy_buffer_size 16k;
    proxy_buffers 32 16k;
    proxy_max_temp_file_size 0;
    location /assets/ {
      root ${webDist};
      try_files $uri @app;
      gzip_static on;
      gzip_vary on;
      add_header Cache-Control "public, max-age=31536000, immutable";
      add_header X-Content-Type-Options nosniff;
      add_header Cross-Origin-Resource-Policy same-origin;
    }
    location @app {
      proxy_pass http://moa;
    }
    location / {
      proxy_pass http://moa;
    }
  }
}
`;
  const file = path.join(dir, 'nginx.conf');
  fs.writeFileSync(file, conf);
  return spawn(bin, ['-e', path.join(dir, 'error.log'), '-p', dir, '-c', file], {
    stdio: ['ignore', 'ignore', 'inherit'],
  });
}

const stopped = (child: ChildProcess) =>
  child.exitCode !== null || child.signalCode !== null
    ? Promise.resolve()
    : new Promise<void>((resolve) => {
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      });

async function onSqlite(webDist?: string): Promise<DayResult> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'moa-rushday-'));
  const port = await freePort();
  log(`rush day: starting the server on SQLite (npm run serve, DATA_DIR=${dataDir}, port ${port})`);
  // SERVER_NODE_ARGS: node flags in place of the start script's (bench/server.ts runs the bundle with them directly)
  const server = await startServer({ dataDir, port, webDist, nodeOptions: process.env.SERVER_NODE_ARGS });
  const handle = openDatabase({ databaseUrl: '', dataDir });
  try {
    return await rushDayOn('SQLite, one server', new URL(server.url), handle.db, [server]);
  } finally {
    await stopped(server.child);
    await handle.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

async function onPostgres(databaseUrl: string, webDist?: string): Promise<DayResult | string> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'moa-rushday-pg-'));
  fs.chmodSync(dir, 0o755);
  const ports = [await freePort(), await freePort(), await freePort()];
  const proxy = startNginx(
    dir,
    [`127.0.0.1:${ports[0]}`, `127.0.0.1:${ports[1]}`],
    ports[2]!,
    webDist ?? path.join(root, 'apps/web/dist'),
  );
  if (typeof proxy === 'string') return proxy;
  const pg = (await import('pg')).default;
  const name = `moa_rushday_${Date.now()}`;
  const admin = new pg.Client({ connectionString: databaseUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  const url = new URL(databaseUrl);
  url.pathname = `/${name}`;
  const servers: RunningServer[] = [];
  let handle: ReturnType<typeof openDatabase> | undefined;
  try {
    // One after the other: the first migrates and draws the demo data, the second finds them (README, "Running
    // several instances"); both behind the proxy, which names the client in X-Forwarded-For.
    for (const [k, port] of ports.slice(0, 2).entries()) {
      const dataDir = path.join(dir, `instance-${k + 1}`);
      fs.mkdirSync(dataDir);
      log(`rush day: starting PostgreSQL instance ${k + 1} (database ${name}, port ${port})`);
      servers.push(
        await startServer({
          dataDir,
          port,
          webDist,
          nodeOptions: process.env.SERVER_NODE_ARGS,
          env: { DATABASE_URL: url.href, TRUST_PROXY: '127.0.0.1' },
        }),
      );
    }
    const base = `http://127.0.0.1:${ports[2]}`;
    await waitFor(`${base}/main`, proxy, 20_000);
    handle = openDatabase({ databaseUrl: url.href, dataDir: dir });
    return await rushDayOn('PostgreSQL, two instances behind nginx', new URL(base), handle.db, servers);
  } finally {
    await stopped(proxy);
    for (const s of servers) await stopped(s.child);
    await handle?.close();
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

const ms = (x: number) => (x >= 1000 ? `${(x / 1000).toFixed(2)} s` : `${x.toFixed(0)} ms`);

/** Runs the rush day on SQLite and on PostgreSQL; answers the table's lines and whether anything was oversold. */
export async function rushDay(webDist?: string): Promise<{ lines: string[]; failed: boolean }> {
  const results: DayResult[] = [await onSqlite(webDist)];
  const databaseUrl = process.env.BENCH_DATABASE_URL;
  let pgNote: string | undefined;
  if (!databaseUrl)
    pgNote =
      'PostgreSQL not run: set BENCH_DATABASE_URL=postgres://… (a server where it may create a database)';
  else {
    const pg = await onPostgres(databaseUrl, webDist).catch(
      (err: unknown) => `failed: ${(err as Error).message}`,
    );
    if (typeof pg === 'string') pgNote = `PostgreSQL not run: ${pg}`;
    else results.push(pg);
  }
  const lines: string[] = [];
  const out = (s: string) => lines.push(s);
  out(
    `rush day: ${PHONES.toLocaleString('en-US')} phones arriving over ${OVER_SECONDS} s (open loop, at most ${IN_FLIGHT} at once) load /show/{id} ` +
      `(page, its scripts and stylesheets, /api/time, the detail), then reserve on a ${SEATS.toLocaleString('en-US')}-seat schedule · ` +
      `load average at the end: ${os
        .loadavg()
        .map((x) => x.toFixed(2))
        .join(' ')}`,
  );
  out('');
  out('| | measured | goal |');
  out('|---|---|---|');
  for (const r of results) {
    const p99 = percentile(r.ready, 99);
    const errors = Object.values(r.errors).reduce((a, b) => a + b, 0);
    const span = (r.lastAttemptEnd - r.firstAttemptAt) / 1000;
    out(
      `| rush day, ${r.label}: page ready | p99 ${ms(p99)} = ${(p99 / READY_GOAL_MS).toFixed(2)} of the goal ` +
        `(p50 ${ms(percentile(r.ready, 50))}, ${r.ready.length} of ${PHONES} phones ready, ${r.files} files a page) | p99 ≤ 1 s |`,
    );
    out(
      `| rush day, ${r.label}: reservations | each call p50 ${ms(percentile(r.attempt, 50))}, p99 ${ms(percentile(r.attempt, 99))}; ` +
        `${(r.attempts / span).toFixed(0)} attempts/s (${r.attempts} in ${span.toFixed(1)} s); ${r.sold} seats sold; ` +
        `${errors} errors; ${r.wrong ? 'OVERSOLD' : '0 oversold'} | 0 oversold |`,
    );
    const mib = (xs: (number | undefined)[]) => xs.map((x) => (x ?? NaN).toFixed(0)).join(', ');
    out(
      `| rush day, ${r.label}: server RSS after it | ` +
        r.servers
          .map(
            (s) => `${mib([s.rssIdle])} MiB = ${((s.rssIdle ?? NaN) / RSS_GOAL_MIB).toFixed(2)} of the goal`,
          )
          .join('; ') +
        `, idle ${IDLE_SECONDS} s after it (${mib(r.servers.map((s) => s.rssEnd))} MiB at its last answer, ` +
        `${mib(r.servers.map((s) => s.rssStart))} MiB before it) | ≤ 150 MiB |`,
    );
  }
  if (pgNote) out(`| rush day on PostgreSQL | ${pgNote} | |`);
  out('');
  out('rush day details:');
  for (const r of results) {
    out(
      `  ${r.label}: ${r.seconds.toFixed(1)} s; page ${(r.pageBytes / 1024).toFixed(1)} KB on the wire; ready p50/p90/p99/max ` +
        `${[50, 90, 99, 100].map((p) => percentile(r.ready, p).toFixed(0)).join('/')} ms; generator lateness p99 ` +
        `${percentile(r.startLag, 99).toFixed(0)} ms; reservation calls p50/p90/p99/max ` +
        `${[50, 90, 99, 100].map((p) => percentile(r.attempt, p).toFixed(1)).join('/')} ms, statuses ${JSON.stringify(r.statuses)}; ` +
        `first press to last answer p50/p99 ${percentile(r.toFinal, 50).toFixed(0)}/${percentile(r.toFinal, 99).toFixed(0)} ms; ` +
        `sold out after ${r.soldOutAfterMs ?? '–'} ms; errors ${JSON.stringify(r.errors)}; server CPU ` +
        `${r.servers.map((s) => s.cpuMsPerPhone.toFixed(2)).join(' + ')} ms per phone; after it ` +
        `${r.servers.map((s) => s.heap).join('; ')}; idle ${IDLE_SECONDS} s after it ` +
        r.servers.map((s) => s.heapIdle ?? '?').join('; '),
    );
    if (r.wrong) out(`  ${r.label}: OVERSOLD: ${r.wrong}`);
  }
  return { lines, failed: results.some((r) => r.wrong !== null) };
}
