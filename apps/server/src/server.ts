import type { Server } from 'node:http';
import { setTimeout as sleep } from 'node:timers/promises';
import { buildApp } from './app.ts';
import { ConfigError, loadConfig, readEnvFile, type AppConfig } from './config.ts';
import { startMemoryRelease } from './lib/memory-release.ts';
import { demoDataWanted, seedDemo, seedDemoInOwnProcess, SEED_DEMO_ARG } from './db/seed/own-process.ts';
import { shrinkMemory } from './db/database.ts';

/**
 * Runs the app: configuration from the environment, graceful shutdown on SIGTERM and SIGINT. Started as a plain
 * `node` process (`npm start` runs the bundle `node build.mjs` makes of this file; `node --import tsx` runs it from
 * source), so the signal reaches this process and nothing kills it mid-request.
 */

/** How long a stop waits for requests in flight (a request may take REQUEST_TIMEOUT_MS to arrive) before exiting. */
const SHUTDOWN_GRACE_MS = 70_000;
/**
 * After the signal the server goes on accepting connections, answering their requests 503 SERVICE_UNAVAILABLE, until
 * none has arrived for DRAIN_QUIET_MS (at most DRAIN_MAX_MS). Closing the listener at once would reset every
 * connection still waiting in the kernel's accept queue, and closing idle connections at once would drop requests
 * already sent on them but not yet read: requests sent before the signal would get a reset instead of an answer.
 */
const DRAIN_QUIET_MS = 250;
const DRAIN_MAX_MS = 5_000;

/** Resolves once the server has accepted no new connection for DRAIN_QUIET_MS, or after DRAIN_MAX_MS. */
async function drained(server: Server): Promise<void> {
  const started = Date.now();
  let last = started;
  const arrived = () => (last = Date.now());
  server.on('connection', arrived);
  do {
    await sleep(DRAIN_QUIET_MS);
    // One more turn of the event loop's poll phase, which accepts what waits in the queue: a timer that fired late
    // (a busy loop) must not close the listener on connections not yet accepted.
    await new Promise((resolve) => setImmediate(resolve));
  } while (Date.now() - last < DRAIN_QUIET_MS && Date.now() - started < DRAIN_MAX_MS);
  server.off('connection', arrived);
}

/** A configuration the server refuses is told in its own words; anything else with its stack. */
function refuse(err: unknown): never {
  console.error(err instanceof ConfigError ? err.message : err);
  process.exit(1);
}

let config: AppConfig;
let envFile: string | null = null;
try {
  envFile = readEnvFile();
  config = loadConfig();
} catch (err) {
  refuse(err);
}
if (process.argv[2] === SEED_DEMO_ARG) {
  await seedDemo(config).catch(refuse);
  process.exit(0);
}
// The demo data comes from a process of its own (db/seed/own-process.ts), which says why if it fails.
if (await demoDataWanted(config).catch(refuse)) {
  await seedDemoInOwnProcess().catch((err: Error) => {
    console.error(err.message);
    process.exit(1);
  });
}
const app = await buildApp(config).catch(refuse);
if (envFile) app.log.info({ envFile }, `settings read from ${envFile} (the environment wins over it)`);
else app.log.info('no .env file: settings from the environment only');

let closing = false;
for (const signal of ['SIGTERM', 'SIGINT'] as const) {
  process.on(signal, () => {
    // npm passes a signal on to this process, and a signal to the process group arrives here too: the first one
    // starts the stop, the others change nothing.
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    setTimeout(() => {
      app.log.error('requests still in flight at the end of the grace period; exiting');
      process.exit(1);
    }, SHUTDOWN_GRACE_MS).unref();
    // New requests answer 503 while the accept queue drains; then new connections are refused, requests in flight
    // finish and their connections close.
    app.beginClosing();
    drained(app.server)
      .then(() => app.close())
      .then(
        () => {
          app.log.info('stopped');
          process.exit(0);
        },
        (err: unknown) => {
          app.log.error({ err }, 'shutdown failed');
          process.exit(1);
        },
      );
  });
}

await app.listen({ port: config.port, host: config.host });
// What a rush leaves in V8's heap is given back once the process is idle again (lib/memory-release.ts).
startMemoryRelease({
  shrink: () => shrinkMemory(app.ctx.db),
  onRelease: (before, after) =>
    app.log.info({ rssBefore: before, rssAfter: after }, 'memory given back after a burst of load'),
  onError: (err) => app.log.error({ err }, 'giving memory back failed; the server goes on without it'),
});
