import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, shrinkMemory, type DatabaseHandle } from '../src/db/database.ts';
import { mallocTrim } from '../src/lib/malloc-trim.ts';

const MiB = 1024 * 1024;

/**
 * SQLite's page cache given back once a burst is over (src/db/database.ts, shrinkMemory; called by the server's
 * memory release before malloc is trimmed). The pages a burst read stay in the cache, in use as far as malloc knows:
 * trimming alone leaves them resident (the control), shrinking first gives them back.
 */
describe.runIf(mallocTrim() !== null)("SQLite's page cache after a burst", () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'moa-shrink-'));
  let handle: DatabaseHandle;
  beforeAll(async () => {
    const writer = openDatabase({ databaseUrl: '', dataDir: dir });
    await sql`CREATE TABLE pages (body BLOB NOT NULL)`.execute(writer.db);
    // 18 MiB of rows small enough to sit in the table's own pages (a large one's overflow is read past the cache):
    // more than the cache's 16 MiB, so a read of them all fills it
    await sql`WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < 20000)
      INSERT INTO pages SELECT randomblob(900) FROM n`.execute(writer.db);
    await writer.close();
    handle = openDatabase({ databaseUrl: '', dataDir: dir });
  });
  afterAll(async () => {
    await handle?.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('gives back the pages a burst read, which trimming alone leaves resident', async () => {
    const rss = () => process.memoryUsage.rss();
    const trim = mallocTrim()!;
    trim();
    const before = rss();
    // hex() reads each body (length() alone would not: SQLite takes a blob's length from the row's header)
    const read = await sql<{ n: number }>`SELECT sum(length(hex(body))) AS n FROM pages`.execute(handle.db);
    expect(read.rows[0]!.n).toBe(20000 * 1800);
    const held = rss();
    expect(held - before).toBeGreaterThan(12 * MiB);
    trim();
    const trimmed = rss();
    shrinkMemory(handle.db);
    trim();
    const shrunk = rss();
    // the control: what the cache holds is in use as far as malloc knows
    expect(trimmed).toBeGreaterThan(held - 3 * MiB);
    expect(shrunk).toBeLessThan(held - 10 * MiB);
  });
});
