import path from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoData } from '../src/db/seed/seed.ts';
import { createTestApp, DB_KINDS, type TestApp } from './harness.ts';

/** Every table of the app's database, by name. */
async function tableNames(t: TestApp): Promise<string[]> {
  const rows =
    t.kind === 'sqlite'
      ? await sql<{ name: string }>`
          SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' ORDER BY name
        `.execute(t.db)
      : await sql<{ name: string }>`
          SELECT table_name AS name FROM information_schema.tables
          WHERE table_schema = current_schema() ORDER BY table_name
        `.execute(t.db);
  return rows.rows.map((r) => r.name);
}

// The seed's instants are relative to the moment it runs (the copy's were made a little earlier in the run), and
// each stored image gets a fresh random name. On PostgreSQL the seed's concurrent inserts number some rows in either
// order, so a row's own id is left out (what it refers to is kept).
const INSTANT = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d+)?Z$/;
const IMAGE_NAME = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.\w+$/;
const masked = (value: unknown) =>
  typeof value === 'string' && IMAGE_NAME.test(value)
    ? `image${path.extname(value)}`
    : value instanceof Date || (typeof value === 'string' && INSTANT.test(value))
      ? 'instant'
      : value;

/** Each table's rows in a stable order, instants masked. */
async function contents(t: TestApp): Promise<Record<string, unknown[]>> {
  const out: Record<string, unknown[]> = {};
  for (const table of await tableNames(t)) {
    // Each install makes its own ticket key on start (PostgreSQL), seeded or not.
    if (table.startsWith('kysely_') || table === 'app_secrets') continue;
    const rows = (await sql<Record<string, unknown>>`SELECT * FROM ${sql.table(table)}`.execute(t.db)).rows;
    out[table] = rows
      .map((row) =>
        Object.fromEntries(Object.entries(row).map(([k, v]) => [k, k === 'id' ? 'id' : masked(v)])),
      )
      .map((row) => JSON.stringify(row))
      .sort();
  }
  return out;
}

describe.each(DB_KINDS)('the seeded template each suite copies (%s)', (kind) => {
  let copy: TestApp;
  let other: TestApp;
  let fresh: TestApp;
  beforeAll(async () => {
    copy = await createTestApp(kind, { seed: true });
    other = await createTestApp(kind, { seed: true });
    fresh = await createTestApp(kind);
    await seedDemoData(fresh.db);
    // Two seeds (the template's, if this file is the run's first to ask, and the fresh one), not one.
  }, 240_000);
  afterAll(async () => {
    await copy?.close();
    await other?.close();
    await fresh?.close();
  });

  it('holds the rows and images a seed makes', async () => {
    const [copied, seeded] = await Promise.all([contents(copy), contents(fresh)]);
    expect(Object.keys(copied)).toEqual(Object.keys(seeded));
    expect(copied).toEqual(seeded);
    expect(Object.values(seeded).flat().length).toBeGreaterThan(100);
    // The images named by the rows are stored (their bytes are rows of stored_files, compared above).
    const stored = (await copy.db.selectFrom('stored_files').select('name').execute()).map((f) => f.name);
    const named = await copy.db.selectFrom('shows').select(['poster_file', 'qr_file']).execute();
    for (const name of named.flatMap((s) => [s.poster_file, s.qr_file])) expect(stored).toContain(name);
  });

  it('is a copy of its own: a change in one app is not seen in another', async () => {
    await copy.db.deleteFrom('reservations').execute();
    const left = await other.db
      .selectFrom('reservations')
      .select((eb) => eb.fn.countAll().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(left.n)).toBeGreaterThan(0);
  });
});
