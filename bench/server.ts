import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';

/**
 * The app as `npm start` runs it once the web app is built: `npm run serve` (the server's own `start` script, which
 * bundles the server and runs the bundle with its node flags), as its own process on a fresh DATA_DIR, which it
 * migrates and fills with the demo data. `NODE_ENV=development` with `LOG_LEVEL=warn`: production refuses to start
 * without Google sign-in settings, and nothing measured differs between the two (only sign-in itself uses the
 * development provider). Readings come from /proc of the server's own node process, found under npm's.
 */

export const root = path.resolve(import.meta.dirname, '..');

export interface RunningServer {
  url: string;
  /** The node process serving (npm's descendant): what RSS and CPU are read from. */
  pid: number;
  /** The process started (npm); stopping it stops the server the way SIGTERM to npm does. */
  child: ChildProcess;
}

export interface ServerOptions {
  dataDir: string;
  port: number;
  /** Another build of the web app. */
  webDist?: string;
  /**
   * Node flags for the server (e.g. "--cpu-prof --cpu-prof-dir=/tmp/prof", which NODE_OPTIONS does not allow): the
   * bundle `npm start` builds is run by `node <flags>` directly, in place of npm and the start script's own flags,
   * with the start script's environment (startScriptEnv).
   */
  nodeOptions?: string;
  /** Instead of `npm run serve`: `node <args>` (to compare other ways of running the server). */
  nodeArgs?: string[];
  /** More settings for the server (e.g. DATABASE_URL and TRUST_PROXY for instances on PostgreSQL behind a proxy). */
  env?: Record<string, string>;
}

/**
 * The start script's own environment (apps/server/package.json: `exec env NAME=value … node …`), e.g. malloc's
 * settings: a server run with other node flags (`nodeOptions`) keeps them, so only the flags differ; SERVER_ENV
 * ("NAME=value …") adds or replaces some, to compare ways of running it (docs/decisions/0012-server-memory.md).
 */
function startScriptEnv(): Record<string, string> {
  const pkg = JSON.parse(fs.readFileSync(path.join(root, 'apps', 'server', 'package.json'), 'utf8')) as {
    scripts: { start: string };
  };
  const settings = /\bexec env ((?:\w+=\S+ )+)node /.exec(pkg.scripts.start)?.[1] ?? '';
  const pairs = (text: string) =>
    text
      .split(' ')
      .filter((kv) => kv.includes('='))
      .map((kv) => [kv.slice(0, kv.indexOf('=')), kv.slice(kv.indexOf('=') + 1)] as const);
  return Object.fromEntries([...pairs(settings), ...pairs(process.env.SERVER_ENV ?? '')]);
}

export async function startServer(options: ServerOptions): Promise<RunningServer> {
  const env: NodeJS.ProcessEnv = {
    PATH: process.env.PATH,
    HOME: process.env.HOME,
    NODE_ENV: 'development',
    LOG_LEVEL: 'warn',
    DATA_DIR: options.dataDir,
    PORT: String(options.port),
    HOST: '127.0.0.1',
    ...(options.webDist ? { WEB_DIST: options.webDist } : {}),
    ...(options.nodeOptions && !options.nodeArgs ? startScriptEnv() : {}),
    ...options.env,
  };
  let nodeArgs = options.nodeArgs;
  if (!nodeArgs && options.nodeOptions) {
    execFileSync(process.execPath, ['apps/server/build.mjs'], { cwd: root, stdio: 'inherit' });
    nodeArgs = [...options.nodeOptions.split(' ').filter(Boolean), 'apps/server/dist/server.js'];
  }
  const [command, args] = nodeArgs ? [process.execPath, nodeArgs] : ['npm', ['run', 'serve']];
  const child = spawn(command, args, { cwd: root, env, stdio: ['ignore', 'ignore', 'inherit'] });
  const url = `http://127.0.0.1:${options.port}`;
  await waitFor(`${url}/main`, child);
  return { url, pid: nodeArgs ? child.pid! : servingProcess(child.pid!), child };
}

/** The descendant of `pid` that listens: the last process of npm's chain, a node process with no children. */
function servingProcess(pid: number): number {
  const children = fs
    .readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8')
    .split(' ')
    .filter(Boolean)
    .map(Number);
  if (children.length === 0) return pid;
  if (children.length > 1) throw new Error(`process ${pid} has ${children.length} children; expected one`);
  return servingProcess(children[0]!);
}

export async function waitFor(url: string, child?: ChildProcess, ms = 120_000): Promise<void> {
  const until = Date.now() + ms;
  for (;;) {
    if (child && child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}`);
    try {
      const res = await fetch(url);
      await res.arrayBuffer();
      if (res.ok) return;
    } catch {
      // not up yet
    }
    if (Date.now() > until) throw new Error(`${url} did not answer within ${ms} ms`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

/**
 * How long servers are left idle after a rush before their RSS is read as what they keep after it: long enough for
 * a server to give back what the rush grew (its memory release after 2 s of quiet, the SQLite checkpointer's thread
 * ending after 5 s without a write; docs/decisions/0012-server-memory.md). BENCH_IDLE_SECONDS sets another.
 */
export const IDLE_SECONDS = Number(process.env.BENCH_IDLE_SECONDS ?? 10);

/** The servers' RSS (MiB) once they have been idle for IDLE_SECONDS. */
export async function idleRssMiB(pids: number[]): Promise<number[]> {
  await new Promise((resolve) => setTimeout(resolve, IDLE_SECONDS * 1000));
  return pids.map(rssMiB);
}

export const rssMiB = (pid: number) => {
  const m = /VmRSS:\s+(\d+) kB/.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'));
  return m ? Number(m[1]) / 1024 : NaN;
};

/** CPU time (user + system) the process has used, in ms: per request, this holds even on a busy machine. */
export const cpuMs = (pid: number) => {
  const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100; // utime, stime in clock ticks (100/s)
};

/**
 * CPU time of the process's main thread (the one that answers requests, and runs V8's pauses), in µs, at the
 * scheduler's nanosecond resolution (/proc/<pid>/task/<pid>/schedstat): one request's own share, which cpuMs's
 * clock ticks (10 ms) cannot give. V8's helper threads (concurrent marking) are not in it.
 */
export const mainThreadCpuUs = (pid: number) =>
  Number(fs.readFileSync(`/proc/${pid}/task/${pid}/schedstat`, 'utf8').split(' ')[0]) / 1000;

/**
 * CPU time of all the process's threads (the main one, V8's helpers, the checkpointer, libuv's pool), in µs, at the
 * scheduler's resolution: each thread's /proc/<pid>/task/<tid>/schedstat added up. A thread that ended between two
 * reads drops out of the later one: around one request, none does.
 */
export const allThreadsCpuUs = (pid: number) =>
  fs
    .readdirSync(`/proc/${pid}/task`)
    .reduce(
      (sum, tid) =>
        sum + Number(fs.readFileSync(`/proc/${pid}/task/${tid}/schedstat`, 'utf8').split(' ')[0]) / 1000,
      0,
    );

/** A port nothing listens on now (the system's pick: a random one may be a client connection's ephemeral port). */
export async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}
