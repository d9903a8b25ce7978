import { randomBytes } from 'node:crypto';
import sharp from 'sharp';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, DB_KINDS, type TestApp } from './harness.ts';
import { bearer, jsonPart, multipart, signInAs } from './support.ts';

/**
 * Images are stored in the database (docs/decisions/0021-several-instances.md), so an image that cannot be stored
 * is a database with no room left: a clear 507 STORAGE_FULL, never a generic 500, and nothing half-saved (no club,
 * no image row, no bytes). SQLite meets a full database through its max_page_count; PostgreSQL's full disk is its
 * disk_full error (53100), raised here by a trigger as the server would raise it.
 */

/** A poster whose bytes do not compress: it needs new pages however much room the last ones have. */
async function noisyPng(): Promise<Buffer> {
  const side = 400;
  return sharp(randomBytes(side * side * 3), { raw: { width: side, height: side, channels: 3 } })
    .png()
    .toBuffer();
}

describe.each(DB_KINDS)('a database with no room for an image (%s)', (kind) => {
  let t: TestApp;
  let admin: string;
  let poster: Buffer;
  beforeAll(async () => {
    t = await createTestApp(kind, { seed: true });
    admin = (await signInAs(t.app, 'admin@example.ac.kr')).token;
    poster = await noisyPng();
  });
  afterAll(async () => t?.close());

  const createClub = (name: string) => {
    const body = multipart([
      jsonPart({ clubName: name, category: 'academic', content: '' }),
      { name: 'poster', value: poster, filename: 'poster.png', contentType: 'image/png' },
    ]);
    return t.app.inject({
      method: 'POST',
      url: '/api/admin/clubs',
      headers: { ...bearer(admin), ...body.headers },
      payload: body.payload,
    });
  };

  async function fillUp(): Promise<() => Promise<void>> {
    if (kind === 'sqlite') {
      const sqlite = t.handle.sqlite!;
      const pages = sqlite.pragma('page_count', { simple: true }) as number;
      sqlite.pragma(`max_page_count = ${pages}`);
      return async () => void sqlite.pragma('max_page_count = 1073741823');
    }
    await sql`CREATE FUNCTION no_room() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN RAISE EXCEPTION 'could not extend file: No space left on device' USING ERRCODE = 'disk_full'; END $$`.execute(
      t.db,
    );
    await sql`CREATE TRIGGER no_room BEFORE INSERT ON stored_files FOR EACH ROW EXECUTE FUNCTION no_room()`.execute(
      t.db,
    );
    return async () => {
      await sql`DROP TRIGGER no_room ON stored_files`.execute(t.db);
      await sql`DROP FUNCTION no_room()`.execute(t.db);
    };
  }

  it('answers 507 STORAGE_FULL, keeps nothing, and saves again once there is room', async () => {
    const count = async (table: 'files' | 'stored_files') =>
      Number(
        (
          await t.db
            .selectFrom(table)
            .select((eb) => eb.fn.countAll().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      );
    const files = await count('files');
    const stored = await count('stored_files');
    const makeRoom = await fillUp();
    try {
      const refused = await createClub('저장 실패 동아리');
      expect(refused.statusCode).toBe(507);
      expect(refused.json()).toMatchObject({ status: 507, code: 'STORAGE_FULL' });
      expect(refused.json().message).toContain('아무것도 저장되지 않았으니');
    } finally {
      await makeRoom();
    }
    const clubs = await t.db
      .selectFrom('clubs')
      .select('id')
      .where('name', '=', '저장 실패 동아리')
      .execute();
    expect(clubs).toEqual([]);
    expect(await count('files')).toBe(files);
    expect(await count('stored_files')).toBe(stored);

    const saved = await createClub('저장 성공 동아리');
    expect(saved.statusCode).toBe(200);
    expect(await count('files')).toBe(files + 1);
    expect(await count('stored_files')).toBe(stored + 1);
  });
});
