/**
 * Parsing off the event loop: each statement is read in a worker thread of its own (worker.ts) with a memory ceiling
 * and a time limit, so a file that is slow or huge to read stalls nobody else's request; past the limit the worker is
 * stopped and the manager is told (TOO_SLOW). Formats are added in the parser (statement.ts), not here.
 */
import { Worker } from 'node:worker_threads';
import { MESSAGES } from './messages.ts';
import { MAX_XLSX_UNPACKED_BYTES } from './limits.ts';
import type { ColumnMapping, ParseFailure, ParseResult, SavedLayout } from './types.ts';
import { workerFromSources } from './worker-from-sources.ts';

export type ParseJob =
  | {
      kind: 'file';
      bytes: Uint8Array;
      filename?: string;
      mapping?: ColumnMapping;
      savedLayouts?: SavedLayout[];
      now: string;
    }
  | { kind: 'text'; text: string; now: string };

/**
 * How long one parse may take: a 20,000-row XLSX reads in a few seconds on a small server, and in well under a minute
 * on one busy with other work.
 */
export const PARSE_TIME_LIMIT_MS = 60_000;
/** The worker's heap ceiling: a workbook of the largest size allowed fits well within it. */
const WORKER_HEAP_MB = 384;

/**
 * In the server's bundle (apps/server/build.mjs) the worker is parse-worker.js beside server.js, started with the
 * server's own Node options. From the sources (tsx, tests) it is worker.ts bundled once per process
 * (worker-from-sources.ts), started without the options that would load tsx into it again: it runs plain JavaScript.
 */
async function workerFile(): Promise<{ file: URL; execArgv?: string[] }> {
  const here = import.meta.url;
  if (!here.endsWith('.ts')) return { file: new URL('./parse-worker.js', here) };
  return { file: await workerFromSources(), execArgv: [] };
}

const failure = (code: ParseFailure['code'], message: string): ParseFailure => ({ ok: false, code, message });

export async function parseOffThread(
  job: ParseJob,
  {
    timeLimitMs = PARSE_TIME_LIMIT_MS,
    heapMb = WORKER_HEAP_MB,
  }: { timeLimitMs?: number; heapMb?: number } = {},
): Promise<ParseResult> {
  const { file, execArgv } = await workerFile();
  return new Promise((resolve, reject) => {
    let settled = false;
    const worker = new Worker(file, {
      execArgv,
      workerData: job,
      resourceLimits: { maxOldGenerationSizeMb: heapMb },
    });
    const finish = (fn: () => void) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      void worker.terminate();
      fn();
    };
    const timer = setTimeout(() => finish(() => resolve(failure('TOO_SLOW', MESSAGES.tooSlow))), timeLimitMs);
    worker.once('message', (result: ParseResult) => finish(() => resolve(result)));
    worker.once('error', (err: Error & { code?: string }) =>
      finish(() =>
        err.code === 'ERR_WORKER_OUT_OF_MEMORY'
          ? resolve(
              failure('UNPACKS_TOO_LARGE', MESSAGES.unpacksTooLarge(MAX_XLSX_UNPACKED_BYTES / 1024 / 1024)),
            )
          : reject(err),
      ),
    );
    worker.once('exit', (code) =>
      finish(() => reject(new Error(`statement parser stopped (exit ${code}) without an answer`))),
    );
  });
}
