import fs from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { processImage, uploadsDir, writeImageFile } from '../src/modules/files/images.ts';
import { createTestApp, DB_KINDS, type TestApp } from './harness.ts';
import { bearer, jsonPart, multipart, signInAs } from './support.ts';
import { makePng } from '../../../test-support/png.ts';

/**
 * An image that cannot be stored (the uploads folder cannot be written, the disk is full) is a clear 503 or 507 with
 * its code, never a generic 500, and leaves nothing half-written: no file in the uploads folder, no record.
 */

/** Every entry of the uploads folder, temporary names included. */
async function uploadsOf(dataDir: string): Promise<string[]> {
  return fs.readdir(uploadsDir(dataDir)).catch(() => []);
}

describe.each(DB_KINDS)('an uploads folder that cannot be written (%s)', (kind) => {
  let t: TestApp;
  let admin: string;
  beforeAll(async () => {
    t = await createTestApp(kind, { seed: true });
    admin = (await signInAs(t.app, 'admin@example.ac.kr')).token;
  });
  afterAll(async () => t?.close());

  const createClub = (name: string) => {
    const body = multipart([
      jsonPart({ clubName: name, category: 'academic', content: '' }),
      { name: 'poster', value: makePng(), filename: 'poster.png', contentType: 'image/png' },
    ]);
    return t.app.inject({
      method: 'POST',
      url: '/api/admin/clubs',
      headers: { ...bearer(admin), ...body.headers },
      payload: body.payload,
    });
  };

  it('answers 503 STORAGE_UNAVAILABLE, stores no record, and works again once the folder is back', async () => {
    const dir = uploadsDir(t.config.dataDir);
    const before = await uploadsOf(t.config.dataDir);
    const filesBefore = await t.db.selectFrom('files').select('name').execute();
    // The server runs as root in CI, where permissions do not stop a write: the folder's path is taken by a file,
    // which no user can write into.
    await fs.rm(dir, { recursive: true, force: true });
    await fs.writeFile(dir, '');
    try {
      const refused = await createClub('저장 실패 동아리');
      expect(refused.statusCode).toBe(503);
      expect(refused.json()).toMatchObject({ status: 503, code: 'STORAGE_UNAVAILABLE' });
      expect(refused.json().message).toContain('아무것도 저장되지 않았으니');
      const clubs = await t.db
        .selectFrom('clubs')
        .select('id')
        .where('name', '=', '저장 실패 동아리')
        .execute();
      expect(clubs).toEqual([]);
      expect(await t.db.selectFrom('files').select('name').execute()).toEqual(filesBefore);
    } finally {
      await fs.rm(dir, { force: true });
      await fs.mkdir(dir, { recursive: true });
      for (const name of before) await fs.writeFile(path.join(dir, name), '');
    }
    const saved = await createClub('저장 성공 동아리');
    expect(saved.statusCode).toBe(200);
    const stored = (await uploadsOf(t.config.dataDir)).filter((n) => !before.includes(n));
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatch(/^[0-9a-f-]{36}\.webp$/);
    expect((await fs.stat(path.join(dir, stored[0]!))).size).toBeGreaterThan(0);
  });
});

describe('a full disk', () => {
  let dataDir: string;
  beforeAll(async () => {
    dataDir = await fs.mkdtemp(path.join((await import('node:os')).tmpdir(), 'moa-full-'));
  });
  afterAll(async () => fs.rm(dataDir, { recursive: true, force: true }));

  it('is STORAGE_FULL (507) and leaves no empty or cut image behind', async () => {
    const image = await processImage(makePng(), 'poster');
    // The kernel's own "no space left on device": every write to /dev/full fails with ENOSPC.
    const toFullDisk = async (file: string, data: Buffer) => {
      await fs.writeFile(file, data.subarray(0, 10), { flag: 'wx' });
      await fs.appendFile('/dev/full', data);
    };
    const err = await writeImageFile(dataDir, image, toFullDisk).then(
      () => null,
      (e: unknown) => e as { code?: string; status?: number; cause?: { code?: string } },
    );
    expect(err).toMatchObject({ code: 'STORAGE_FULL', status: 507 });
    expect(err?.cause?.code).toBe('ENOSPC');
    // Neither the image nor the part written before the disk filled up.
    expect(await uploadsOf(dataDir)).toEqual([]);

    await writeImageFile(dataDir, image);
    expect(await uploadsOf(dataDir)).toEqual([image.name]);
    expect((await fs.readFile(path.join(uploadsDir(dataDir), image.name))).equals(image.data)).toBe(true);
  });
});
