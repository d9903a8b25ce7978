import { createRequire } from 'node:module';
import { performance } from 'node:perf_hooks';
import { Worker } from 'node:worker_threads';

/**
 * SQLite's WAL checkpoints off the event loop. better-sqlite3 runs on the server's one thread, and SQLite's own
 * automatic checkpoint runs inside the commit that crosses its threshold: that request, and every one queued behind
 * it, waits while the WAL is copied into the database and synced (bench/README.md: seat arrivals at 1,000/s had a
 * p99 of 212–366 ms with it, 9–37 ms without). A worker thread with a connection of its own runs a PASSIVE checkpoint
 * every `everyMs`, which never blocks the server's reads or writes; the server's own automatic checkpoint stays, at
 * a far higher threshold, as a safety net should the worker fail.
 *
 * The thread is an isolate of its own (some 11 MiB: docs/decisions/0012-server-memory.md), so it runs only while
 * there is something to copy: it starts with the server and with the first write after a quiet spell, and ends once
 * the server's connection has written nothing for `idleMs`, after a last checkpoint. Only the server's connection
 * is watched: any other connection (the demo data's process, a test's) checkpoints its own writes as SQLite does by
 * default. A thread that failed is replaced at the next look while writes come.
 */
const SOURCE = `
const { workerData, parentPort } = require('node:worker_threads');
const SQLite = require(workerData.module);
const db = new SQLite(workerData.file);
db.pragma('busy_timeout = 1000');
const checkpoint = () => {
  try {
    db.pragma('wal_checkpoint(PASSIVE)');
  } catch {
    // busy or closing: the next tick tries again
  }
};
const timer = setInterval(checkpoint, workerData.everyMs);
// asked to stop: a last checkpoint, then nothing left to wait for, so the thread ends by itself
parentPort.once('message', () => {
  clearInterval(timer);
  checkpoint();
  db.close();
  parentPort.close();
});
`;

/** How long a stopping worker may take (a checkpoint in progress, its module still loading) before it is cut off. */
const STOP_GRACE_MS = 10_000;

/** The server connection's automatic checkpoint threshold (pages) while the worker checkpoints: a safety net. */
export const SAFETY_NET_PAGES = 16_000;

export interface CheckpointerOptions {
  /**
   * How many rows the server's connection has changed so far (SQLite's `total_changes()`): a new count means new
   * pages in the WAL.
   */
  changes: () => number;
  everyMs?: number;
  /** How long the server's connection may write nothing before the thread ends. */
  idleMs?: number;
  /** Told each time a thread has ended because the writes stopped. */
  onEnded?: () => void;
}

export interface Checkpointer {
  /** Whether the thread is there now (started and not yet asked to end). */
  readonly running: boolean;
  /** Ends the thread, if there is one, and the looks for writes. */
  stop(): Promise<void>;
}

interface Thread {
  /** Asks the thread to end; resolves once it has. */
  end(): Promise<void>;
}

/** A thread that checkpoints every `everyMs`; `lost` is told when it ends without being asked to (it failed). */
function startThread(file: string, everyMs: number, lost: () => void): Thread {
  const module = createRequire(import.meta.url).resolve('better-sqlite3');
  const worker = new Worker(SOURCE, { eval: true, workerData: { file, everyMs, module } });
  worker.unref();
  let asked = false;
  // a worker that fails leaves the safety net's checkpoints to do the work until the next look starts another
  worker.on('error', () => {});
  // not events.once: it would reject on the worker's 'error', unawaited until a stop
  const exited = new Promise<void>((resolve) =>
    worker.once('exit', () => {
      if (!asked) lost();
      resolve();
    }),
  );
  // Stopped by a message, which the worker reads only once its script has run: terminate() while the thread is
  // still loading better-sqlite3's native module aborts the whole process (a fatal error in the module's set-up).
  return {
    end: async () => {
      asked = true;
      worker.postMessage('stop');
      const late = setTimeout(() => void worker.terminate(), STOP_GRACE_MS);
      await exited;
      clearTimeout(late);
    },
  };
}

export function startCheckpointer(file: string, options: CheckpointerOptions): Checkpointer {
  const { changes, everyMs = 1_000, idleMs = 5_000 } = options;
  let thread: Thread | null = null;
  // a thread asked to end and not yet ended: the next one starts after it
  let ending: Promise<void> | null = null;
  let seen = changes();
  // The server starts with a thread: the WAL may hold what the migrations and the demo data wrote.
  let lastWrite = performance.now();
  const look = () => {
    let count = seen;
    try {
      count = changes();
    } catch {
      // the connection closing under a last look: nothing new
    }
    const now = performance.now();
    if (count !== seen) {
      seen = count;
      lastWrite = now;
    }
    const quiet = now - lastWrite >= idleMs;
    if (!thread && !quiet && !ending) {
      try {
        const started = startThread(file, everyMs, () => {
          if (thread === started) thread = null;
        });
        thread = started;
      } catch {
        // no thread to be had now (the process at its limits): the safety net checkpoints, the next look tries again
      }
    } else if (thread && quiet) {
      const done = thread.end();
      thread = null;
      ending = done.then(() => {
        ending = null;
        options.onEnded?.();
      });
    }
  };
  look();
  const timer = setInterval(look, everyMs);
  timer.unref();
  return {
    get running() {
      return thread !== null;
    },
    stop: async () => {
      clearInterval(timer);
      const last = thread;
      thread = null;
      await Promise.all([last?.end(), ending]);
    },
  };
}
