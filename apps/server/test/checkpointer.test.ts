import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { describe, expect, it, vi } from 'vitest';
import { startCheckpointer } from '../src/db/checkpointer.ts';

/**
 * SQLite's WAL checkpoints run in a worker thread (db/checkpointer.ts), not in the commit of a request: what a
 * connection that never checkpoints itself writes reaches the database file through the worker alone.
 */
/** A database in WAL mode whose connection never checkpoints: only the worker can move pages into the file. */
function walDatabase(dir = fs.mkdtempSync(path.join(os.tmpdir(), 'moa-checkpoint-'))) {
  const file = path.join(dir, 'app.db');
  const db = new SQLite(file);
  db.pragma('journal_mode = WAL');
  db.pragma('wal_autocheckpoint = 0');
  db.exec('CREATE TABLE t (x TEXT)');
  const insert = db.prepare('INSERT INTO t VALUES (?)');
  const write = (rows: number) =>
    db.transaction(() => {
      for (let i = 0; i < rows; i++) insert.run('x'.repeat(200));
    })();
  const totalChanges = db.prepare('SELECT total_changes()').pluck();
  return { dir, file, db, write, changes: () => totalChanges.get() as number };
}

describe('the WAL checkpointer', () => {
  it('copies committed pages into the database file from its own thread', async () => {
    const { dir, file, db, write, changes } = walDatabase();
    write(2_000);
    const size = () => fs.statSync(file).size;
    const before = size();
    expect(fs.statSync(`${file}-wal`).size).toBeGreaterThan(400_000);

    // control: without the worker nothing reaches the file
    expect(size()).toBe(before);

    const checkpointer = startCheckpointer(file, { changes, everyMs: 20 });
    try {
      await vi.waitFor(() => expect(size()).toBeGreaterThan(before + 400_000), { timeout: 5_000 });
      // and the rows are whole when read back through a new connection
      const reader = new SQLite(file, { readonly: true });
      expect(reader.prepare('SELECT count(*) AS n FROM t').get()).toEqual({ n: 2_000 });
      reader.close();
    } finally {
      await checkpointer.stop();
      db.close();
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it('replaces a thread that failed while writes come', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'moa-checkpoint-'));
    // the database's directory is not there yet: a thread started fails to open it and ends
    const later = path.join(dir, 'later');
    let count = 0;
    const threads = () => fs.readdirSync('/proc/self/task').length;
    const before = threads();
    // writes all the while (the count changes at every look); a look every 200 ms
    const checkpointer = startCheckpointer(path.join(later, 'app.db'), {
      changes: () => count++,
      everyMs: 200,
    });
    try {
      // the first thread has failed and ended
      await vi.waitFor(() => expect(threads()).toBe(before), { timeout: 5_000, interval: 5 });
      fs.mkdirSync(later);
      const { file, db, write } = walDatabase(later);
      write(2_000);
      const size = fs.statSync(file).size;
      // a thread started after the failure copies the pages into the file (the failed one, still counted, would not)
      await vi.waitFor(() => expect(fs.statSync(file).size).toBeGreaterThan(size + 400_000), {
        timeout: 5_000,
      });
      db.close();
    } finally {
      await checkpointer.stop();
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it('ends its thread once the connection has written nothing for a while, and starts it with the next write', async () => {
    const { dir, file, db, write, changes } = walDatabase();
    // the process's threads, as the kernel counts them: the worker is one of its own (nothing else here starts or
    // ends one: the statements are synchronous, and libuv's pool, if any, started before)
    const threads = () => fs.readdirSync('/proc/self/task').length;
    const size = () => fs.statSync(file).size;
    const before = threads();
    let ended = 0;
    const checkpointer = startCheckpointer(file, {
      changes,
      everyMs: 20,
      idleMs: 300,
      onEnded: () => (ended += 1),
    });
    try {
      // started with the server, for what the WAL may already hold
      expect(checkpointer.running).toBe(true);
      expect(threads()).toBe(before + 1);
      await vi.waitFor(() => expect(threads()).toBe(before), { timeout: 5_000 });
      expect(checkpointer.running).toBe(false);
      // told once the thread has ended (the database gives malloc's free pages back then)
      await vi.waitFor(() => expect(ended).toBe(1), { timeout: 5_000 });

      // a write after the quiet spell: a thread again, which copies it into the file
      const quietSize = size();
      write(2_000);
      await vi.waitFor(() => expect(checkpointer.running).toBe(true), { timeout: 5_000 });
      await vi.waitFor(() => expect(size()).toBeGreaterThan(quietSize + 400_000), { timeout: 5_000 });
      // and ends again once the writes stop, with every row in the database file (a copy of it alone, without
      // its WAL; a copy taken mid-checkpoint may not open, and is taken again)
      write(500);
      const copy = path.join(dir, 'copy.db');
      const rowsInFile = () => {
        fs.copyFileSync(file, copy);
        const reader = new SQLite(copy, { readonly: true });
        try {
          return reader.prepare('SELECT count(*) AS n FROM t').get();
        } finally {
          reader.close();
        }
      };
      await vi.waitFor(() => expect(rowsInFile()).toEqual({ n: 2_500 }), { timeout: 10_000 });
      await vi.waitFor(() => expect(threads()).toBe(before), { timeout: 5_000 });
      expect(checkpointer.running).toBe(false);
      // told again; more than once if the thread also ended between the two writes (the 300 ms of quiet can pass
      // while the first write's checkpoint runs on a slow machine), and the first thread above was told exactly once
      await vi.waitFor(() => expect(ended).toBeGreaterThanOrEqual(2), { timeout: 5_000 });
    } finally {
      await checkpointer.stop();
      db.close();
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});

/**
 * The SQLite checkpointer's worker thread (src/db/checkpointer.ts) loads better-sqlite3's native module as it starts.
 * Cut off with terminate() in that moment, the module's set-up fails fatally and the whole process aborts: what a
 * server stopped just after it opened its database, and a test worker closing an app quickly, would meet. Each run
 * starts and stops 150 workers in a process of its own (an abort must not take the test runner with it), the stops
 * spread over the workers' first 60 ms. With the worker stopped by terminate() alone, as it was, the process aborted
 * with "FATAL ERROR: Error::New napi_get_last_error_info" (checked).
 */
const checkpointerModule = path.resolve(import.meta.dirname, '../src/db/checkpointer.ts');

/** Starts and stops 150 checkpointers in a new process; its exit status and output. */
function startAndStop(): { status: number | null; out: string } {
  const script = `
    import fs from 'node:fs';
    import os from 'node:os';
    import path from 'node:path';
    const { startCheckpointer } = await import(${JSON.stringify(checkpointerModule)});
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'moa-checkpointer-'));
    const file = path.join(dir, 'app.db');
    for (let i = 0; i < 150; i++) {
      const checkpointer = startCheckpointer(file, { changes: () => 0, everyMs: 1000 });
      await new Promise((resolve) => setTimeout(resolve, (i * 3) % 61));
      await checkpointer.stop();
    }
    fs.rmSync(dir, { recursive: true, force: true });
    console.log('stopped 150');
  `;
  // a file, not -e: --input-type=module would be handed to the worker threads and make their CommonJS fail
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'moa-checkpointer-run-'));
  const file = path.join(dir, 'run.mts');
  fs.writeFileSync(file, script);
  const done = spawnSync(process.execPath, ['--import', 'tsx', file], { encoding: 'utf8' });
  fs.rmSync(dir, { recursive: true, force: true });
  return { status: done.status, out: `${done.stdout}${done.stderr}` };
}

it('stops checkpointers at any moment of their start, and the process lives on', () => {
  const { status, out } = startAndStop();
  expect(out).not.toContain('FATAL');
  expect(out).toContain('stopped 150');
  expect(status).toBe(0);
}, 120_000);
