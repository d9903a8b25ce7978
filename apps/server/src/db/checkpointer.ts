import { createRequire } from 'node:module';
import { Worker } from 'node:worker_threads';

/**
 * SQLite's WAL checkpoints off the event loop. better-sqlite3 runs on the server's one thread, and SQLite's own
 * automatic checkpoint runs inside the commit that crosses its threshold: that request, and every one queued behind
 * it, waits while the WAL is copied into the database and synced (bench/README.md: seat arrivals at 1,000/s had a
 * p99 of 212–366 ms with it, 9–37 ms without). A worker thread with a connection of its own runs a PASSIVE checkpoint
 * every `everyMs`, which never blocks the server's reads or writes; the server's own automatic checkpoint stays, at
 * a far higher threshold, as a safety net should the worker fail.
 */
const SOURCE = `
const { workerData, parentPort } = require('node:worker_threads');
const SQLite = require(workerData.module);
const db = new SQLite(workerData.file);
db.pragma('busy_timeout = 1000');
const timer = setInterval(() => {
  try {
    db.pragma('wal_checkpoint(PASSIVE)');
  } catch {
    // busy or closing: the next tick tries again
  }
}, workerData.everyMs);
// asked to stop: nothing left to wait for, so the thread ends by itself
parentPort.once('message', () => {
  clearInterval(timer);
  db.close();
  parentPort.close();
});
`;

/** How long a stopping worker may take (a checkpoint in progress, its module still loading) before it is cut off. */
const STOP_GRACE_MS = 10_000;

/** The server connection's automatic checkpoint threshold (pages) while the worker checkpoints: a safety net. */
export const SAFETY_NET_PAGES = 16_000;

export function startCheckpointer(file: string, everyMs = 1_000): () => Promise<void> {
  const module = createRequire(import.meta.url).resolve('better-sqlite3');
  const worker = new Worker(SOURCE, { eval: true, workerData: { file, everyMs, module } });
  worker.unref();
  // a worker that fails leaves the safety net's checkpoints to do the work
  worker.on('error', () => {});
  // not events.once: it would reject on the worker's 'error', unawaited until a stop
  const exited = new Promise<void>((resolve) => worker.once('exit', () => resolve()));
  // Stopped by a message, which the worker reads only once its script has run: terminate() while the thread is
  // still loading better-sqlite3's native module aborts the whole process (a fatal error in the module's set-up).
  return async () => {
    worker.postMessage('stop');
    const late = setTimeout(() => void worker.terminate(), STOP_GRACE_MS);
    await exited;
    clearTimeout(late);
  };
}
