import { performance, type EventLoopUtilization } from 'node:perf_hooks';
import v8 from 'node:v8';
import vm from 'node:vm';
import { mallocTrim, type MallocTrim } from './malloc-trim.ts';

/**
 * Gives back the memory a burst of load leaves behind (docs/decisions/0012-server-memory.md, "After a rush"). Under
 * a rush V8 grows its young generation to the largest semi-spaces the start command allows, and the old generation's
 * room to grow, and keeps both once the rush is over: its own memory reducer starts only some seconds after a full
 * collection, and not after every burst. Every `everyMs` this looks at how busy the event loop was; after a look in
 * which it was busy (BUSY_UTILIZATION of the time or more), once it has been idle for `idleLooks` looks in a row, it
 * runs one full collection that shrinks the heap: V8's "last resort" collection, which costs the main thread some
 * 80 ms, taken when the event loop has been idle; then `shrink` (the server's: SQLite's page cache) and glibc's
 * malloc_trim (lib/malloc-trim.ts), which gives back the pages the burst's buffers left free in malloc's arenas, and
 * those the collection and the shrink just freed. One after the start, then at most one per burst and one every
 * `gapLooks` looks (10 s): a process busy now and then (an export, a cold page) is not collected again and again.
 */

export interface MemoryReleaseOptions {
  everyMs?: number;
  /** Looks in a row with the event loop busy less than IDLE_UTILIZATION of the time. */
  idleLooks?: number;
  /** Looks between two releases at least. */
  gapLooks?: number;
  /** Where the process's figures come from: the real ones unless a test drives the decision. */
  measure?: { rss: () => number; utilization: () => number };
  /** Told after each release, with the RSS before and after it (bytes). */
  onRelease?: (before: number, after: number) => void;
  /** What else gives memory back, after the collection and before the trim (the database's page cache). */
  shrink?: () => void;
  /** Gives malloc's free pages back after the collection: glibc's malloc_trim where there is one. */
  trim?: MallocTrim | null;
  /** Told when a look failed; the looks stop then (the process runs on as it would without them). */
  onError?: (err: unknown) => void;
}

export interface MemoryRelease {
  /** The collections run so far, those after which malloc gave pages back, and the RSS around the last (bytes). */
  readonly stats: { releases: number; trimmed: number; lastBefore: number; lastAfter: number };
  /** One look, as the timer makes it; true when it released. */
  look(): boolean;
  stop(): void;
}

/** An event loop busy less than this share of a look's time is taken as idle; this share or more, as under load. */
const IDLE_UTILIZATION = 0.05;
const BUSY_UTILIZATION = 0.25;

let releasesInProcess = 0;
/** The releases this process has run (the metrics' moa_memory_releases_total). */
export const memoryReleases = () => releasesInProcess;

type Collector = (options: { type: 'major'; flavor: 'last-resort' }) => void;
let collector: Collector | undefined;

/**
 * V8's collection function, taken once from a context made while `--expose-gc` is on, and the flag turned off again
 * at once: no other context (and no code of a library) sees a `gc` global.
 */
function collectGarbage(): void {
  if (!collector) {
    v8.setFlagsFromString('--expose-gc');
    try {
      const gc: unknown = vm.runInNewContext('gc');
      if (typeof gc !== 'function') throw new Error('V8 gave no gc function with --expose-gc');
      collector = gc as Collector;
    } finally {
      v8.setFlagsFromString('--no-expose-gc');
    }
  }
  collector({ type: 'major', flavor: 'last-resort' });
}

function eventLoopUtilization(): () => number {
  let last: EventLoopUtilization = performance.eventLoopUtilization();
  return () => {
    const now = performance.eventLoopUtilization();
    const share = performance.eventLoopUtilization(now, last).utilization;
    last = now;
    return share;
  };
}

export function startMemoryRelease(options: MemoryReleaseOptions = {}): MemoryRelease {
  const { everyMs = 1_000, idleLooks = 2, gapLooks = 10 } = options;
  const measure = options.measure ?? {
    rss: () => process.memoryUsage.rss(),
    utilization: eventLoopUtilization(),
  };
  const trim = options.trim === undefined ? mallocTrim() : options.trim;
  const stats = { releases: 0, trimmed: 0, lastBefore: 0, lastAfter: 0 };
  // The start (migrations, the app's set-up, a first look at the database) counts as a burst of its own.
  let busy = true;
  let afterStart = true;
  let idle = 0;
  let sinceRelease = gapLooks;
  const release = () => {
    const before = measure.rss();
    collectGarbage();
    options.shrink?.();
    if (trim?.()) stats.trimmed += 1;
    // the collection's and the trim's own time is not load: it must not count as a busy look
    measure.utilization();
    busy = false;
    idle = 0;
    // the start's release keeps no burst after it waiting
    sinceRelease = afterStart ? gapLooks : 0;
    afterStart = false;
    stats.releases += 1;
    releasesInProcess += 1;
    stats.lastBefore = before;
    stats.lastAfter = measure.rss();
    options.onRelease?.(stats.lastBefore, stats.lastAfter);
  };
  const look = () => {
    try {
      const share = measure.utilization();
      sinceRelease += 1;
      if (share >= BUSY_UTILIZATION) busy = true;
      idle = share < IDLE_UTILIZATION ? idle + 1 : 0;
      if (!busy || idle < idleLooks || sinceRelease < gapLooks) return false;
      release();
      return true;
    } catch (err) {
      clearInterval(timer);
      options.onError?.(err);
      return false;
    }
  };
  const timer = setInterval(look, everyMs);
  timer.unref();
  return { stats, look, stop: () => clearInterval(timer) };
}
