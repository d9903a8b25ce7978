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
describe('the WAL checkpointer', () => {
  it('copies committed pages into the database file from its own thread', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'moa-checkpoint-'));
    const file = path.join(dir, 'app.db');
    const db = new SQLite(file);
    db.pragma('journal_mode = WAL');
    // this connection never checkpoints: only the worker can move pages into the file
    db.pragma('wal_autocheckpoint = 0');
    db.exec('CREATE TABLE t (x TEXT)');
    const insert = db.prepare('INSERT INTO t VALUES (?)');
    db.transaction(() => {
      for (let i = 0; i < 2_000; i++) insert.run('x'.repeat(200));
    })();
    const size = () => fs.statSync(file).size;
    const before = size();
    expect(fs.statSync(`${file}-wal`).size).toBeGreaterThan(400_000);

    // control: without the worker nothing reaches the file
    expect(size()).toBe(before);

    const stop = startCheckpointer(file, 20);
    try {
      await vi.waitFor(() => expect(size()).toBeGreaterThan(before + 400_000), { timeout: 5_000 });
      // and the rows are whole when read back through a new connection
      const reader = new SQLite(file, { readonly: true });
      expect(reader.prepare('SELECT count(*) AS n FROM t').get()).toEqual({ n: 2_000 });
      reader.close();
    } finally {
      await stop();
      db.close();
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
