/**
 * The parse of one statement or pasted text, in a worker thread (off-thread.ts): a big or hostile file takes this
 * thread's time and memory, never the server's event loop. Started once per parse, answers one ParseResult.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { parseNotificationText } from './notifications.ts';
import type { ParseJob } from './off-thread.ts';
import { parseStatementFile } from './statement.ts';

const job = workerData as ParseJob;
const now = new Date(job.now);
const result =
  job.kind === 'file'
    ? await parseStatementFile({
        bytes: Buffer.from(job.bytes.buffer, job.bytes.byteOffset, job.bytes.byteLength),
        filename: job.filename,
        mapping: job.mapping,
        savedLayouts: job.savedLayouts,
        now,
      })
    : parseNotificationText(job.text, now);
parentPort!.postMessage(result);
