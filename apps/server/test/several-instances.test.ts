import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import type { AppConfig } from '../src/config.ts';
import type { DatabaseHandle, Db } from '../src/db/database.ts';
import { SIGN_IN_LIMITS } from '../src/modules/auth/sign-in-limit.ts';
import { createMailer, MAIL_INTERVAL_MS } from '../src/modules/notifications/mailer.ts';
import type { AppContext } from '../src/lib/context.ts';
import { sweepCounters } from '../src/lib/rate-counters.ts';
import { LoopbackInbox } from './mail-inbox.ts';
import { openDoor, myCard, scanAt, type Door } from './checkin-support.ts';
import { createTestApp, DB_KINDS, type TestApp } from './harness.ts';
import { bearer, jsonPart, multipart, signInAs } from './support.ts';
import { makePng } from '../../../test-support/png.ts';

/**
 * Several instances on one PostgreSQL share what they must (docs/decisions/0021-several-instances.md), each with a
 * data folder of its own, as two machines would have: a poster saved on one is served by the other (and so is its
 * share image), a ticket issued by one is admitted by the other, and sign-in failures counted on one refuse on the
 * other, exactly: two instances counting at once lose no failure, where a count read and then written (the control)
 * does.
 */

/** Another instance on `first`'s database, with its own data folder, connections and sign-in provider. */
async function otherInstance(first: TestApp, now: () => Date) {
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'moa-other-'));
  const handle = first.openSecond();
  const app = await buildApp({ ...first.config, dataDir }, { database: handle, now });
  await app.ready();
  return {
    app,
    handle,
    /** The same TestApp as `first`, answered by this instance. */
    as: { ...first, app } as TestApp,
    async close() {
      await app.close();
      await handle.close();
      await fs.rm(dataDir, { recursive: true, force: true });
    },
  };
}

const forged = async (app: FastifyInstance, from: string, n: number) => {
  const nonce = `forged-${n}-${Math.random()}`;
  const credential = await app.idp.dev!.idToken('intruder@example.ac.kr', nonce);
  return app.inject({
    method: 'POST',
    url: '/api/oauth/google/session',
    remoteAddress: from,
    payload: { credential: `${credential.slice(0, -6)}AAAAAA`, nonce },
  });
};

const genuine = async (app: FastifyInstance, from: string, email: string) => {
  const nonce = `genuine-${Math.random()}`;
  const credential = await app.idp.dev!.idToken(email, nonce);
  return app.inject({
    method: 'POST',
    url: '/api/oauth/google/session',
    remoteAddress: from,
    payload: { credential, nonce },
  });
};

const createClub = async (app: FastifyInstance, admin: string, name: string) => {
  const body = multipart([
    jsonPart({ clubName: name, category: 'academic', content: '' }),
    { name: 'poster', value: makePng(300, 200), filename: 'poster.png', contentType: 'image/png' },
  ]);
  const res = await app.inject({
    method: 'POST',
    url: '/api/admin/clubs',
    headers: { ...bearer(admin), ...body.headers },
    payload: body.payload,
  });
  expect(res.statusCode, res.body).toBe(200);
};

describe.runIf(DB_KINDS.includes('postgres'))('two instances on one PostgreSQL', () => {
  let a: TestApp;
  let b: Awaited<ReturnType<typeof otherInstance>>;
  let clock = Date.now();
  const now = () => new Date(clock);
  let door: Door;

  beforeAll(async () => {
    a = await createTestApp('postgres', { seed: true, now });
    b = await otherInstance(a, now);
    door = await openDoor(a, now);
  }, 120_000);
  afterAll(async () => {
    await b?.close();
    await a?.close();
  });

  it('serves on one instance the poster saved on the other, with the same headers, and its share image', async () => {
    const admin = (await signInAs(a.app, 'admin@example.ac.kr')).token;
    await createClub(a.app, admin, '두 서버 동아리');
    const club = await a.db
      .selectFrom('clubs')
      .select(['id', 'poster_file'])
      .where('name', '=', '두 서버 동아리')
      .executeTakeFirstOrThrow();
    const url = `/files/${club.poster_file}`;
    const [fromA, fromB] = await Promise.all([a.app, b.app].map((app) => app.inject({ method: 'GET', url })));
    expect(fromB!.statusCode).toBe(200);
    expect(fromB!.rawPayload.equals(fromA!.rawPayload)).toBe(true);
    expect(fromB!.rawPayload.subarray(8, 12).toString()).toBe('WEBP');
    for (const res of [fromA!, fromB!]) {
      expect(res.headers['content-type']).toBe('image/webp');
      expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers.etag).toBe(`"${club.poster_file}"`);
    }
    const again = await b.app.inject({
      method: 'GET',
      url,
      headers: { 'if-none-match': `"${club.poster_file}"` },
    });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
    // Nothing of it is on either instance's disk.
    for (const dir of [a.config.dataDir, b.as.config.dataDir]) {
      const entries = await fs.readdir(dir, { recursive: true }).catch(() => [] as string[]);
      expect(entries.filter((e) => e.endsWith('.webp') || e.endsWith('.jpg'))).toEqual([]);
    }

    // The share image A drew after the save is what B answers at its address.
    await a.app.shareImages.idle();
    const drawn = (await a.db.selectFrom('stored_files').select(['name', 'data']).execute()).filter((f) =>
      f.name.startsWith(`share/club-${club.id}-`),
    );
    expect(drawn).toHaveLength(1);
    const share = await b.app.inject({ method: 'GET', url: `/files/${drawn[0]!.name}` });
    expect(share.statusCode).toBe(200);
    expect(share.headers['content-type']).toBe('image/jpeg');
    expect(share.rawPayload.equals(Buffer.from(drawn[0]!.data))).toBe(true);
  });

  it('admits at a door served by one instance the ticket the other issued', async () => {
    const holder = await door.holder({ tickets: 2 });
    expect(holder.code).toMatch(/^MOA1-/);
    // The same code on both instances' /mypage: one key, kept in the database.
    expect((await myCard(b.as, holder.token, holder.reservationId)).ticket?.code).toBe(holder.code);
    const scanned = await scanAt(b.as, door.manager, door.schedule1, {
      code: holder.code,
      deviceId: 'device-other-instance',
      deviceLabel: '후문',
    });
    expect(scanned.statusCode, scanned.body).toBe(200);
    expect(scanned.json()).toMatchObject({ result: 'admitted', admittedNow: 2, admitted: 2 });
    const keys = await a.db.selectFrom('app_secrets').select('name').execute();
    expect(keys).toEqual([{ name: 'ticket-key' }]);
  });

  it('refuses on one instance the failures counted on the other', async () => {
    const address = '198.51.100.31';
    const half = SIGN_IN_LIMITS.perAddress / 2;
    for (let i = 0; i < half; i++) expect((await forged(a.app, address, i)).statusCode).toBe(401);
    for (let i = 0; i < half; i++) expect((await forged(b.app, address, i)).statusCode).toBe(401);
    expect((await forged(b.app, address, 0)).statusCode).toBe(429);
    expect((await forged(a.app, address, 0)).statusCode).toBe(429);
    // Only failures are refused (decision 0003), on either instance.
    expect((await genuine(b.app, address, 'student@example.ac.kr')).statusCode).toBe(200);
    expect((await genuine(a.app, address, 'student@example.ac.kr')).statusCode).toBe(200);
    // Another address is not limited; the window's end frees this one on both.
    expect((await forged(b.app, '198.51.100.32', 0)).statusCode).toBe(401);
    clock += SIGN_IN_LIMITS.windowMs;
    expect((await forged(b.app, address, 1)).statusCode).toBe(401);
    expect((await forged(a.app, address, 1)).statusCode).toBe(401);
  });

  it('counts failures arriving at both instances at once exactly; a count read then written loses some', async () => {
    const address = '198.51.100.33';
    const each = 80;
    const answers = await Promise.all(
      Array.from({ length: each * 2 }, (_, i) => forged(i % 2 === 0 ? a.app : b.app, address, i)),
    );
    const statuses = answers.map((r) => r.statusCode);
    expect(statuses.filter((s) => s === 401)).toHaveLength(SIGN_IN_LIMITS.perAddress);
    expect(statuses.filter((s) => s === 429)).toHaveLength(each * 2 - SIGN_IN_LIMITS.perAddress);
    const row = await a.db
      .selectFrom('rate_counters')
      .select('count')
      .where('key', '=', `sign-in:address:${address}`)
      .executeTakeFirstOrThrow();
    expect(row.count).toBe(each * 2);

    // The control: the same number of failures counted by reading the count and then writing it back, from both
    // instances' connections at once, ends below the number counted (updates lost), which proves they overlap.
    const key = 'control:read-then-write';
    await a.db
      .insertInto('rate_counters')
      .values({ key, count: 0, window_ends: '9999-12-31T00:00:00.000Z' })
      .execute();
    const readThenWrite = async (db: Db) => {
      const { count } = await db
        .selectFrom('rate_counters')
        .select('count')
        .where('key', '=', key)
        .executeTakeFirstOrThrow();
      await db
        .updateTable('rate_counters')
        .set({ count: count + 1 })
        .where('key', '=', key)
        .execute();
    };
    const dbs: Db[] = [a.db, (b.handle as DatabaseHandle).db];
    await Promise.all(Array.from({ length: each * 2 }, (_, i) => readThenWrite(dbs[i % 2]!)));
    const control = await a.db
      .selectFrom('rate_counters')
      .select('count')
      .where('key', '=', key)
      .executeTakeFirstOrThrow();
    expect(control.count).toBeLessThan(each * 2);

    // Once its window has ended the count is worth nothing, and the hourly sweep deletes it.
    clock += SIGN_IN_LIMITS.windowMs;
    expect(await sweepCounters(a.db, now())).toBeGreaterThan(0);
    const left = await a.db.selectFrom('rate_counters').select('key').execute();
    expect(left.map((r) => r.key)).not.toContain(`sign-in:address:${address}`);
  });
  it('sends no more mail from both instances than the rate allows one', async () => {
    const inbox = new LoopbackInbox();
    await inbox.start();
    // MAIL_RATE_PER_MINUTE=6: one mail per 10-second interval, from all instances together.
    const mailer = (ctx: AppContext) =>
      createMailer({
        ...ctx,
        config: { ...ctx.config, smtpUrl: `smtp://127.0.0.1:${inbox.port}`, mailRatePerMinute: 6 },
      })!;
    const [ma, mb] = [mailer(a.app.ctx), mailer(b.app.ctx)];
    // The control: each instance counting alone (as on SQLite) sends its own share, so both had mail to send.
    const alone = [mailer({ ...a.app.ctx, dialect: 'sqlite' }), mailer({ ...b.app.ctx, dialect: 'sqlite' })];
    try {
      for (let i = 0; i < 3; i++) await door.holder({ tickets: 1 });
      // One interval: the instance that sends first takes the interval's one mail; the other sends none.
      clock += MAIL_INTERVAL_MS;
      expect(await ma.sendDue()).toBe(1);
      expect(await mb.sendDue()).toBe(0);
      // The next, both at once: still one between them.
      clock += MAIL_INTERVAL_MS;
      const sent = await Promise.all([ma.sendDue(), mb.sendDue()]);
      expect(sent[0]! + sent[1]!).toBe(1);
      clock += MAIL_INTERVAL_MS;
      expect(await alone[0]!.sendDue()).toBe(1);
      expect(await alone[1]!.sendDue()).toBe(1);
      expect(inbox.received).toHaveLength(4);
    } finally {
      for (const m of [ma, mb, ...alone]) m.close();
      await inbox.stop();
    }
  });
});

describe.runIf(DB_KINDS.includes('postgres'))('the ticket key on PostgreSQL at start', () => {
  let t: TestApp;
  const built: { app: FastifyInstance; handle: DatabaseHandle }[] = [];
  beforeAll(async () => {
    t = await createTestApp('postgres');
  });
  afterAll(async () => {
    for (const { app, handle } of built) {
      await app.close();
      await handle.close();
    }
    await t?.close();
  });

  /** Empties the key table, as on a database no instance has started on since migration 018. */
  const forget = () => t.db.deleteFrom('app_secrets').execute();
  const start = async (config: Partial<AppConfig> = {}) => {
    const handle = t.openSecond();
    const app = await buildApp({ ...t.config, ...config }, { database: handle });
    built.push({ app, handle });
    return app;
  };

  it('is one key when two instances start at once on a database that has none', async () => {
    await forget();
    const [one, two] = await Promise.all([start(), start()]);
    expect(one!.ctx.config.ticketSecret).toMatch(/^[\w-]{43}$/);
    expect(two!.ctx.config.ticketSecret).toBe(one!.ctx.config.ticketSecret);
    expect(await t.db.selectFrom('app_secrets').select('value').execute()).toEqual([
      { value: one!.ctx.config.ticketSecret },
    ]);
  });

  it('keeps the key an earlier version kept in DATA_DIR, so tickets already issued stay valid', async () => {
    await forget();
    const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'moa-key-'));
    const old = 'k'.repeat(20) + 'Ab0-_'.repeat(5);
    await fs.writeFile(path.join(dataDir, 'ticket-secret'), old);
    try {
      const app = await start({ dataDir });
      expect(app.ctx.config.ticketSecret).toBe(old);
      expect((await start()).ctx.config.ticketSecret).toBe(old);
    } finally {
      await fs.rm(dataDir, { recursive: true, force: true });
    }
  });

  it('uses TICKET_SECRET when it is set, and stores nothing', async () => {
    await forget();
    const secret = 's'.repeat(40);
    expect((await start({ ticketSecret: secret })).ctx.config.ticketSecret).toBe(secret);
    expect(await t.db.selectFrom('app_secrets').select('name').execute()).toEqual([]);
  });
});

describe.each(DB_KINDS)('stored images and the upgrade from images on disk (%s)', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(async () => t?.close());

  it('moves images an earlier version kept in DATA_DIR/uploads into the database at start', async () => {
    // What an install before migration 018 has: the image's row, and its bytes in a file.
    const name = '0b6f8a3e-2f7c-4a51-9d2e-7c1f0e9a4b21.png';
    const bytes = makePng(20, 20);
    await fs.mkdir(path.join(t.config.dataDir, 'uploads'), { recursive: true });
    await fs.writeFile(path.join(t.config.dataDir, 'uploads', name), bytes);
    const missing = '1c7f9b4e-3a8d-4b62-8e3f-8d2a1f0b5c32.webp';
    for (const [n, mime] of [
      [name, 'image/png'],
      [missing, 'image/webp'],
    ] as const) {
      await t.db
        .insertInto('files')
        .values({ name: n, mime, bytes: 1, width: 20, height: 20, created_at: new Date().toISOString() })
        .execute();
    }
    expect((await t.app.inject({ method: 'GET', url: `/files/${name}` })).statusCode).toBe(404);

    // The next start (an upgrade, a restart) moves it; the file stays where it was.
    const handle = t.openSecond();
    const restarted = await buildApp(t.config, { database: handle });
    try {
      const res = await restarted.inject({ method: 'GET', url: `/files/${name}` });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('image/png');
      expect(res.rawPayload.equals(bytes)).toBe(true);
      // An image whose file was lost before the upgrade stays a 404, as it was.
      expect((await restarted.inject({ method: 'GET', url: `/files/${missing}` })).statusCode).toBe(404);
      expect(await fs.readFile(path.join(t.config.dataDir, 'uploads', name))).toEqual(bytes);
    } finally {
      await restarted.close();
      await handle.close();
    }
  });

  it('keeps SQLite as it was (the key in DATA_DIR, counts in the process) and shares both on PostgreSQL', async () => {
    const address = '198.51.100.40';
    expect((await forged(t.app, address, 0)).statusCode).toBe(401);
    const counters = await t.db.selectFrom('rate_counters').select('key').execute();
    const secrets = await t.db.selectFrom('app_secrets').select('name').execute();
    if (kind === 'sqlite') {
      expect(counters).toEqual([]);
      expect(secrets).toEqual([]);
      expect(t.app.ctx.config.ticketSecret).toBeNull();
    } else {
      expect(counters).toEqual([{ key: `sign-in:address:${address}` }]);
      expect(secrets).toEqual([{ name: 'ticket-key' }]);
    }
  });
});
