import { once } from 'node:events';
import type { AddressInfo } from 'node:net';
import { Writable } from 'node:stream';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { precompressDir } from '../../web/build/precompress.ts';
import { buildApp } from '../src/app.ts';
import { addDays, seoulToday } from '../src/lib/time.ts';
import { expireDue } from '../src/modules/reservations/expiry.ts';
import { httpGet } from './http-get.ts';
import { createSecondInstance, createTestApp, DB_KINDS, type TestApp } from './harness.ts';
import { bearer, clubIdOf, jsonPart, multipart, type Part, signInAs } from './support.ts';
import { makePng } from '../../../test-support/png.ts';

/**
 * Compression by Accept-Encoding (dynamic JSON, static files, the history fallback) and the public read cache:
 * every kind of write shows in the public answers on the very next request, on both databases and across two
 * instances on one PostgreSQL (docs/decisions/0005-public-read-cache.md). Each "served from memory" claim has its
 * control: a write the app is not told of (another connection) leaves the cached answer stale.
 */

function decode(res: LightMyRequestResponse): string {
  const enc = res.headers['content-encoding'];
  if (enc === 'zstd') return zlib.zstdDecompressSync(res.rawPayload).toString();
  if (enc === 'br') return zlib.brotliDecompressSync(res.rawPayload).toString();
  if (enc === 'gzip') return zlib.gunzipSync(res.rawPayload).toString();
  expect(enc).toBeUndefined();
  return res.rawPayload.toString();
}

const get = (app: FastifyInstance, url: string, headers: Record<string, string> = {}) =>
  app.inject({ method: 'GET', url, headers });

const future = (d: number) => addDays(seoulToday(), d);
/** The manager saves their club's introduction (a write that changes /club/detail/{id}). */
const saveClubIntro = (app: FastifyInstance, token: string, content: string) => {
  const body = multipart([jsonPart({ content, mandatorySemesters: 2 })]);
  return app.inject({
    method: 'PUT',
    url: '/mypage/manager/club',
    headers: { ...bearer(token), ...body.headers },
    payload: body.payload,
  });
};

describe.each(DB_KINDS)('compression and the public read cache (%s)', (kind) => {
  let t: TestApp;
  let clock = Date.now();
  const now = () => new Date(clock);
  const tokens = { manager: '', student: '', admin: '' };
  let showId = 0;

  const send = (method: 'POST' | 'PUT', url: string, token: string, parts: Part[]) => {
    const body = multipart(parts);
    return t.app.inject({
      method,
      url,
      headers: { ...bearer(token), ...body.headers },
      payload: body.payload,
    });
  };
  const ownerGet = async (url: string) => (await get(t.app, url, bearer(tokens.manager))).json();
  const strip = (o: Record<string, unknown>, ...keys: string[]) =>
    Object.fromEntries(Object.entries(o).filter(([k]) => !keys.includes(k)));
  const showEdit = async (changes: Record<string, unknown>) => {
    const {
      id: _i,
      name: _n,
      accountNumber: _a,
      photo: _p,
      qr: _q,
      scheduleDtoList,
      ...rest
    } = await ownerGet(`/manager/show/update/${showId}`);
    return {
      ...rest,
      ...changes,
      scheduleDtoList: scheduleDtoList.map(({ applyPeople: _ap, ...s }: Record<string, unknown>) => s),
    };
  };
  const detail = async () => (await get(t.app, `/show/detail/${showId}`)).json();
  /** The student reserves tickets of a schedule; cancels a reservation of theirs. */
  const reserve = (scheduleId: number, wishToPurchaseTickets: number) =>
    t.app.inject({
      method: 'POST',
      url: '/show/detail/reservation',
      headers: bearer(tokens.student),
      payload: { scheduleId, wishToPurchaseTickets },
    });
  const cancel = (reservationId: number) =>
    t.app.inject({
      method: 'DELETE',
      url: `/mypage/student/reservation/${reservationId}`,
      headers: bearer(tokens.student),
    });
  const seatsTaken = async () =>
    (await detail()).scheduleList.reduce((n: number, s: { applyPeople: number }) => n + s.applyPeople, 0);

  beforeAll(async () => {
    t = await createTestApp(kind, { seed: true, now });
    tokens.manager = (await signInAs(t.app, 'manager@example.ac.kr')).token;
    tokens.student = (await signInAs(t.app, 'student@example.ac.kr')).token;
    tokens.admin = (await signInAs(t.app, 'admin@example.ac.kr')).token;
    const created = await send('POST', '/manager/show/create', tokens.manager, [
      jsonPart({
        name: '캐시 정기공연',
        location: '학생회관 소극장',
        startDate: future(20),
        endDate: future(21),
        runtime: 100,
        manager: '홍길동',
        managerPhoneNumber: '010-1111-2222',
        maxPeople: 100,
        accountNumber: '110123456789',
        accountName: '홍길동',
        accountBankName: '신한은행',
        introductionLetter: '처음 소개',
        noticeLetter: '공지',
        earlyBird: false,
        scheduleDtoList: [
          { orderIndex: 1, date: future(20), time: '19:00:00', cost: 10000, maxTicket: 4, maxPeople: 50 },
        ],
      }),
      { name: 'poster', value: makePng(300, 400), filename: 'poster.png', contentType: 'image/png' },
      { name: 'qr', value: makePng(200, 200), filename: 'qr.png', contentType: 'image/png' },
    ]);
    expect(created.statusCode).toBe(200);
    showId = created.json().id;
  });
  afterAll(async () => t?.close());

  it('negotiates br and gzip for public JSON, honours q=0, varies on Accept-Encoding and answers 304', async () => {
    const plain = await get(t.app, '/attraction/list');
    expect(plain.statusCode).toBe(200);
    expect(plain.rawPayload.length).toBeGreaterThan(1024);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toMatch(/accept-encoding/i);
    const etag = plain.headers.etag as string;
    expect(etag).toMatch(/^W\/"/);

    const cases: [string, string | undefined][] = [
      // Chromium's header, then the same without zstd
      ['gzip, deflate, br, zstd', 'zstd'],
      ['gzip, deflate, br', 'br'],
      ['zstd', 'zstd'],
      ['zstd;q=0.5, br', 'br'],
      ['br', 'br'],
      ['gzip', 'gzip'],
      ['br;q=0, gzip', 'gzip'],
      ['gzip;q=1, br;q=0.5', 'gzip'],
      ['br;q=0, gzip;q=0', undefined],
      ['identity', undefined],
      ['*', 'gzip'],
    ];
    for (const [accept, expected] of cases) {
      // Twice: the first may fill the cache, the second is served from it.
      for (let i = 0; i < 2; i++) {
        const res = await get(t.app, '/attraction/list', { 'accept-encoding': accept });
        expect(res.statusCode, accept).toBe(200);
        expect(res.headers['content-encoding'], accept).toBe(expected);
        expect(res.headers.vary).toMatch(/accept-encoding/i);
        expect(res.headers.etag).toBe(etag);
        expect(res.headers['cache-control']).toBe('no-cache');
        expect(res.headers['content-type']).toMatch(/^application\/json/);
        expect(decode(res)).toBe(plain.payload);
        expect(Number(res.headers['content-length'])).toBe(res.rawPayload.length);
      }
    }
    const notModified = await get(t.app, '/attraction/list', {
      'if-none-match': etag,
      'accept-encoding': 'br',
    });
    expect(notModified.statusCode).toBe(304);
    expect(notModified.rawPayload.length).toBe(0);
    expect(notModified.headers.etag).toBe(etag);
    // Helmet's headers are on answers from memory too.
    expect(notModified.headers['x-content-type-options']).toBe('nosniff');
  });

  it('sends small answers as they are', async () => {
    const res = await get(t.app, '/api/config', { 'accept-encoding': 'br, gzip' });
    expect(res.statusCode).toBe(200);
    expect(res.rawPayload.length).toBeLessThan(1024);
    expect(res.headers['content-encoding']).toBeUndefined();
  });

  it('compresses private answers on the fly and never keeps them', async () => {
    const url = '/api/admin/clubs';
    const plain = await get(t.app, url, bearer(tokens.admin));
    expect(plain.statusCode).toBe(200);
    expect(plain.rawPayload.length).toBeGreaterThan(1024);
    const before = t.app.publicCache.cache.size;
    for (const [accept, expected] of [
      // made on every request, so brotli's fewer bytes before zstd's speed (plugins/compression.ts)
      ['gzip, deflate, br, zstd', 'br'],
      ['zstd', undefined],
      ['br', 'br'],
      ['gzip', 'gzip'],
      ['br;q=0, gzip;q=0', undefined],
    ] as const) {
      const res = await get(t.app, url, { ...bearer(tokens.admin), 'accept-encoding': accept });
      expect(res.headers['content-encoding'], accept).toBe(expected);
      expect(res.headers['cache-control']).toBe('no-store');
      if (expected) expect(res.headers.vary).toMatch(/accept-encoding/i);
      expect(JSON.parse(decode(res))).toEqual(plain.json());
    }
    expect(t.app.publicCache.cache.size).toBe(before);
  });

  it('serves a public answer from memory: a write it is not told of leaves it stale (the control)', async () => {
    const url = `/club/detail/${(await t.db.selectFrom('clubs').select('id').executeTakeFirstOrThrow()).id}`;
    const first = (await get(t.app, url)).json();
    // Another connection, which the app's write watch does not hear: what a second instance without
    // cross-instance invalidation would be.
    const other = t.openSecond();
    try {
      await other.db
        .updateTable('clubs')
        .set({ content: '몰래 바뀐 소개' })
        .where('id', '=', first.clubId ?? first.id)
        .execute();
    } finally {
      await other.close();
    }
    expect((await get(t.app, url)).json()).toEqual(first);
    // The same change through the app's own handle is heard at once.
    await t.db
      .updateTable('clubs')
      .set({ content: '몰래 바뀐 소개!' })
      .where('id', '=', first.clubId ?? first.id)
      .execute();
    expect(JSON.stringify((await get(t.app, url)).json())).toContain('몰래 바뀐 소개!');
  });

  it('shows each kind of write on the very next request', async () => {
    // A show edit by its manager.
    expect((await detail()).introductionLetter ?? JSON.stringify(await detail())).toContain('처음 소개');
    const edited = await send('PUT', `/manager/show/update/${showId}`, tokens.manager, [
      jsonPart(await showEdit({ introductionLetter: '바뀐 소개' })),
    ]);
    expect(edited.statusCode).toBe(200);
    expect(JSON.stringify(await detail())).toContain('바뀐 소개');

    // A reservation changes the seat counts; the next answer, from the same instance, has them.
    const list1 = (await get(t.app, '/attraction/list')).payload;
    expect(await seatsTaken()).toBe(0);
    const scheduleId = (await detail()).scheduleList[0].scheduleId;
    const reserved = await reserve(scheduleId, 3);
    expect(reserved.statusCode).toBe(200);
    expect(await seatsTaken()).toBe(3);
    expect((await get(t.app, '/attraction/list')).payload).toBe(list1); // same content, read anew

    // An expiry (the timer's job) gives the seats back.
    clock = new Date(reserved.json().payBy).getTime() + 1_000;
    expect(await expireDue(t.app.ctx)).toBeGreaterThanOrEqual(1);
    expect(await seatsTaken()).toBe(0);
    clock = Date.now();

    // A holder deletion by the manager gives seats back.
    const again = await reserve(scheduleId, 2);
    expect(again.statusCode).toBe(200);
    expect(await seatsTaken()).toBe(2);
    const version = t.app.publicCache.invalidation.version.value;
    const paid = await t.app.inject({
      method: 'PUT',
      url: `/mypage/manager/holder/${scheduleId}`,
      headers: bearer(tokens.manager),
      payload: { reservationList: [{ reservationId: again.json().reservationId, isPaid: true }] },
    });
    expect(paid.statusCode).toBe(200);
    // A payment change shows in no public answer, but it is a write: the cache starts anew all the same.
    expect(t.app.publicCache.invalidation.version.value).toBeGreaterThan(version);
    const deleted = await t.app.inject({
      method: 'POST',
      url: `/mypage/manager/holder/${scheduleId}`,
      headers: bearer(tokens.manager),
      payload: { reservationList: [{ reservationId: again.json().reservationId }] },
    });
    expect(deleted.statusCode).toBe(200);
    expect(await seatsTaken()).toBe(0);

    // An event edit.
    const entertainId = (
      await t.db
        .selectFrom('entertains')
        .innerJoin('users', 'users.club_id', 'entertains.club_id')
        .select('entertains.id')
        .where('users.email', '=', 'manager@example.ac.kr')
        .executeTakeFirstOrThrow()
    ).id;
    const eventUrl = `/entertain/detail/${entertainId}`;
    expect((await get(t.app, eventUrl)).payload).not.toContain('바뀐 행사 소개');
    const event = await send('PUT', `/manager/entertain/update/${entertainId}`, tokens.manager, [
      jsonPart({
        ...strip(await ownerGet(`/manager/entertain/update/${entertainId}`), 'id', 'poster'),
        introductionLetter: '바뀐 행사 소개',
      }),
    ]);
    expect(event.statusCode).toBe(200);
    expect((await get(t.app, eventUrl)).payload).toContain('바뀐 행사 소개');

    // A recruiting post edit.
    const recruitingId = (
      await t.db
        .selectFrom('recruitings')
        .innerJoin('users', 'users.club_id', 'recruitings.club_id')
        .select('recruitings.id')
        .where('users.email', '=', 'manager@example.ac.kr')
        .executeTakeFirstOrThrow()
    ).id;
    const recruitingUrl = `/recruiting/detail/${recruitingId}`;
    const recruitingBefore = (await get(t.app, recruitingUrl)).json();
    const post = await ownerGet(`/manager/recruiting/update/${recruitingId}`);
    const recruiting = await send('PUT', `/manager/recruiting/update/${recruitingId}`, tokens.manager, [
      jsonPart({ ...strip(post, 'id', 'photo'), name: '바뀐 모집 이름' }),
    ]);
    expect(recruiting.statusCode).toBe(200);
    const recruitingAfter = (await get(t.app, recruitingUrl)).json();
    expect(recruitingAfter).not.toEqual(recruitingBefore);
    expect(JSON.stringify(recruitingAfter)).toContain('바뀐 모집 이름');
    expect((await get(t.app, '/recruiting/list')).payload).toContain('바뀐 모집 이름');

    // The manager's club edit.
    const clubs1 = (await get(t.app, '/club/list')).payload;
    const club = await saveClubIntro(t.app, tokens.manager, '바뀐 동아리 소개');
    expect(club.statusCode).toBe(200);
    const clubId = await clubIdOf(t.db, 'manager@example.ac.kr');
    expect((await get(t.app, `/club/detail/${clubId}`)).payload).toContain('바뀐 동아리 소개');

    // An administrator creates a club.
    expect(clubs1).not.toContain('새로 만든 동아리');
    const createdClub = await send('POST', '/api/admin/clubs', tokens.admin, [
      jsonPart({ clubName: '새로 만든 동아리', category: 'performance', content: '' }),
    ]);
    expect(createdClub.statusCode).toBe(200);
    expect((await get(t.app, '/club/list')).payload).toContain('새로 만든 동아리');
  });

  it('remakes an answer a write left as it was without hashing or compressing it again', async () => {
    const { stats } = t.app.publicCache.cache;
    const asked = { 'accept-encoding': 'br' };
    const scheduleId = (await detail()).scheduleList[0].scheduleId;
    const list = await get(t.app, '/attraction/list', asked);
    const shown = await get(t.app, `/show/detail/${showId}`, asked);
    const seats = async () => (await detail()).scheduleList[0];
    const seatsBefore = await seats();
    // A reservation made and cancelled: the list (no seat counts) is the same; the show's detail is made anew too.
    const made = await reserve(scheduleId, 1);
    expect(made.statusCode).toBe(200);
    expect((await cancel(made.json().reservationId)).statusCode).toBe(200);
    const unchanged = stats.unchanged;
    const listAgain = await get(t.app, '/attraction/list', asked);
    expect(stats.unchanged).toBe(unchanged + 1);
    expect(listAgain.headers.etag).toBe(list.headers.etag);
    expect(listAgain.headers['content-encoding']).toBe('br');
    expect(listAgain.rawPayload.equals(list.rawPayload)).toBe(true);
    const shownAgain = await get(t.app, `/show/detail/${showId}`, asked);
    expect(await seats()).toEqual(seatsBefore);
    expect(shownAgain.headers.etag).toBe(shown.headers.etag);
    expect(stats.unchanged).toBe(unchanged + 2);

    // The control: a reservation left in place changes the detail's seats, which is made, hashed and sent anew.
    const kept = await reserve(scheduleId, 1);
    expect(kept.statusCode).toBe(200);
    const changed = await get(t.app, `/show/detail/${showId}`, asked);
    expect(changed.headers.etag).not.toBe(shown.headers.etag);
    expect(stats.unchanged).toBe(unchanged + 2);
    expect((await cancel(kept.json().reservationId)).statusCode).toBe(200);
  });

  it('keeps memory bounded', async () => {
    const { cache } = t.app.publicCache;
    for (let i = 0; i < 50; i++) await get(t.app, `/attraction/list?n=${i}`, { 'accept-encoding': 'br' });
    expect(cache.size).toBeLessThanOrEqual(2_000);
    expect(cache.bytes).toBeLessThanOrEqual(16 * 1024 * 1024);
    expect(cache.bytes).toBeGreaterThan(0);
  });
});

describe.each(DB_KINDS)('public answers from memory before routing, over real HTTP (%s)', (kind) => {
  let t: TestApp;
  let port = 0;
  // Fastify logs every request it handles ("incoming request"); a hit answered before routing never reaches it.
  const lines: { msg?: string; req?: { url?: string } }[] = [];
  const reachedFastify = (url: string) =>
    lines.filter((l) => l.msg === 'incoming request' && l.req?.url === url).length;

  beforeAll(async () => {
    const stream = new Writable({
      write(chunk: Buffer, _enc, done) {
        for (const line of chunk.toString().split('\n').filter(Boolean)) lines.push(JSON.parse(line));
        done();
      },
    });
    t = await createTestApp(kind, { seed: true, config: { logLevel: 'info' }, logStream: stream });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    port = (t.app.server.address() as AddressInfo).port;
  });
  afterAll(async () => t?.close());

  it('answers a kept answer before Fastify, with the security headers, the encoding asked for and 304', async () => {
    const url = '/attraction/list';
    const first = await httpGet(port, url, { accept: 'application/json', 'accept-encoding': 'gzip' });
    expect(first.status).toBe(200);
    expect(reachedFastify(url)).toBe(1);
    const text = zlib.gunzipSync(first.body).toString();

    const hit = await httpGet(port, url, { accept: 'application/json', 'accept-encoding': 'br' });
    expect(reachedFastify(url)).toBe(1);
    expect(hit.status).toBe(200);
    expect(zlib.brotliDecompressSync(hit.body).toString()).toBe(text);
    expect(hit.headers).toMatchObject({
      'content-encoding': 'br',
      'content-type': first.headers['content-type'],
      'content-length': String(hit.body.length),
      etag: first.headers.etag,
      vary: 'accept-encoding',
      'cache-control': 'no-cache',
    });
    // The same security headers as every answer Fastify sends.
    for (const name of [
      'content-security-policy',
      'x-frame-options',
      'x-content-type-options',
      'referrer-policy',
    ]) {
      expect(hit.headers[name]).toBe(first.headers[name]);
      expect(hit.headers[name]).toBeTruthy();
    }

    const notModified = await httpGet(port, url, { 'if-none-match': String(first.headers.etag) });
    expect(notModified.status).toBe(304);
    expect(notModified.body.length).toBe(0);
    expect(reachedFastify(url)).toBe(1);

    // The control: the log does count a hit that Fastify answers (app.inject passes through its hooks).
    expect((await get(t.app, url)).statusCode).toBe(200);
    expect(reachedFastify(url)).toBe(2);
  });

  it('leaves page navigations, other methods and changed content to Fastify', async () => {
    const url = '/club/list';
    await httpGet(port, url, { accept: 'application/json' });
    await httpGet(port, url, { accept: 'application/json' });
    expect(reachedFastify(url)).toBe(1);
    // A browser navigation to the same path gets the page, not the kept JSON.
    const page = await httpGet(port, url, { accept: 'text/html' });
    expect(page.headers['content-type']).toContain('text/html');
    expect(reachedFastify(url)).toBe(2);

    // After a write the kept answer is old: the next read is Fastify's again, and new.
    const manager = (await signInAs(t.app, 'manager@example.ac.kr')).token;
    const saved = await saveClubIntro(t.app, manager, '실제 연결로 본 새 소개');
    expect(saved.statusCode).toBe(200);
    const clubId = await clubIdOf(t.db, 'manager@example.ac.kr');
    const detail = `/club/detail/${clubId}`;
    expect((await httpGet(port, detail)).body.toString()).toContain('실제 연결로 본 새 소개');
    expect((await httpGet(port, detail)).body.toString()).toContain('실제 연결로 본 새 소개');
    expect(reachedFastify(detail)).toBe(1);
    const before = reachedFastify(url);
    await httpGet(port, url, { accept: 'application/json' });
    expect(reachedFastify(url)).toBe(before + 1);
  });
});

describe.each(DB_KINDS)('the built web app, precompressed (%s)', (kind) => {
  let t: TestApp;
  let dist = '';
  const html = `<!doctype html><html lang="ko"><head><meta charset="utf-8"><title>모아</title></head><body><div id="root"></div>${'<!-- 모아 -->'.repeat(10)}</body></html>`;
  const js = `export const text = ${JSON.stringify('모아 '.repeat(2_000))};\n`;
  // the service worker (apps/web/sw/sw.ts) and the QR reader's WebAssembly, as the build writes them
  const worker = `self.__WB_MANIFEST = ${JSON.stringify(Array.from({ length: 60 }, (_, i) => ({ url: `assets/c${i}.js` })))};\n`;
  const wasm = Buffer.concat([Buffer.from([0, 0x61, 0x73, 0x6d, 1, 0, 0, 0]), Buffer.alloc(4_000, 7)]);
  beforeAll(async () => {
    dist = await fs.mkdtemp(path.join(os.tmpdir(), 'moa-dist-'));
    await fs.mkdir(path.join(dist, 'assets'));
    await fs.writeFile(path.join(dist, 'index.html'), html);
    await fs.writeFile(path.join(dist, 'assets', 'app-abc123.js'), js);
    await fs.writeFile(path.join(dist, 'assets', 'tiny-abc123.css'), 'body{margin:0}');
    await fs.writeFile(path.join(dist, 'sw.js'), worker);
    await fs.writeFile(path.join(dist, 'assets', 'reader-abc123.wasm'), wasm);
    await precompressDir(dist);
    t = await createTestApp(kind, { config: { webDist: dist } });
  });
  afterAll(async () => {
    await t?.close();
    await fs.rm(dist, { recursive: true, force: true });
  });

  it('writes .br and .gz beside each text file over 1 KB, and beside every HTML file', async () => {
    const files = (await fs.readdir(dist, { recursive: true })).sort();
    expect(files).toEqual(
      expect.arrayContaining([
        'assets/app-abc123.js.br',
        'assets/app-abc123.js.gz',
        'index.html.br',
        'index.html.gz',
      ]),
    );
    expect(files).not.toContain('assets/tiny-abc123.css.br');
  });

  it('sends assets by Accept-Encoding, with Vary', async () => {
    for (const [accept, expected] of [
      ['gzip, deflate, br', 'br'],
      ['gzip', 'gzip'],
      ['br;q=0, gzip', 'gzip'],
      ['br;q=0, gzip;q=0', undefined],
      ['', undefined],
    ] as const) {
      const res = await get(t.app, '/assets/app-abc123.js', accept ? { 'accept-encoding': accept } : {});
      expect(res.statusCode, accept).toBe(200);
      expect(res.headers['content-encoding'], accept).toBe(expected);
      expect(res.headers['content-type']).toMatch(/javascript/);
      expect(res.headers.vary).toMatch(/accept-encoding/i);
      expect(res.headers['cache-control']).toContain('immutable');
      expect(decode(res)).toBe(js);
    }
    const tiny = await get(t.app, '/assets/tiny-abc123.css', { 'accept-encoding': 'br' });
    expect(tiny.statusCode).toBe(200);
    expect(tiny.headers['content-encoding']).toBeUndefined();
  });

  it('sends the history fallback page compressed', async () => {
    // /login is the build's file as it is; / and /main carry their own head (modules/pages), kept in the cache
    for (const url of ['/login', '/', '/main']) {
      const page = url === '/login' ? html : decode(await get(t.app, url, { accept: 'text/html' }));
      expect(page).toContain('<div id="root"></div>');
      for (const [accept, expected] of [
        // the build's file is precompressed with brotli; a page with its own head is compressed once it is kept
        ['gzip, deflate, br, zstd', url === '/login' ? 'br' : 'zstd'],
        ['gzip, br', 'br'],
        ['gzip', 'gzip'],
        ['identity', undefined],
      ] as const) {
        const res = await get(t.app, url, { accept: 'text/html', 'accept-encoding': accept });
        expect(res.statusCode, url).toBe(200);
        expect(res.headers['content-type']).toMatch(/^text\/html/);
        expect(res.headers['content-encoding'], `${url} ${accept}`).toBe(expected);
        expect(res.headers.vary).toMatch(/accept-encoding/i);
        expect(decode(res)).toBe(page);
      }
    }
    // The API client still gets JSON at a path that is also a page.
    const api = await get(t.app, '/main', { accept: 'application/json', 'accept-encoding': 'br' });
    expect(api.headers['content-type']).toMatch(/^application\/json/);
  });

  it('serves the service worker revalidated on every load, compressed, under a CSP that lets it run', async () => {
    // as the browser asks for it when registering or checking for an update
    const res = await get(t.app, '/sw.js', {
      accept: '*/*',
      'service-worker': 'script',
      'accept-encoding': 'br',
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/javascript|^text\/javascript/);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.headers['content-encoding']).toBe('br');
    expect(decode(res)).toBe(worker);
    // a worker is a script of this origin: worker-src falls back to script-src 'self'
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toMatch(/script-src 'self'/);
    expect(csp).not.toMatch(/worker-src/);
    // revalidated, not refetched: an unchanged worker is a 304
    const again = await get(t.app, '/sw.js', {
      'accept-encoding': 'br',
      'if-none-match': String(res.headers.etag),
    });
    expect(again.statusCode).toBe(304);
  });

  it('serves what the worker keeps as the build wrote it: index.html to its fetch, the WebAssembly compressed', async () => {
    // the precache asks for /index.html like any file (not a navigation)
    const shell = await get(t.app, '/index.html', { accept: '*/*', 'accept-encoding': 'gzip' });
    expect(shell.statusCode).toBe(200);
    expect(shell.headers['content-type']).toMatch(/^text\/html/);
    expect(shell.headers['cache-control']).toBe('no-cache');
    expect(decode(shell)).toBe(html);
    // instantiateStreaming needs application/wasm, also when the compressed file is sent
    const reader = await get(t.app, '/assets/reader-abc123.wasm', { 'accept-encoding': 'br' });
    expect(reader.statusCode).toBe(200);
    expect(reader.headers['content-type']).toBe('application/wasm');
    expect(reader.headers['content-encoding']).toBe('br');
    expect(reader.headers['cache-control']).toContain('immutable');
    expect(zlib.brotliDecompressSync(reader.rawPayload).equals(wasm)).toBe(true);
  });
});

// Several instances share PostgreSQL only; SQLite is one process's file (docs/architecture.md).
describe.runIf(DB_KINDS.includes('postgres'))('two instances on one PostgreSQL', () => {
  let t: TestApp;
  let second: Awaited<ReturnType<typeof createSecondInstance>>;
  let deaf: FastifyInstance;
  let deafHandle: ReturnType<TestApp['openSecond']>;
  beforeAll(async () => {
    t = await createTestApp('postgres', { seed: true });
    second = await createSecondInstance(t);
    // The control: a third instance that hears only its own writes.
    deafHandle = t.openSecond();
    deaf = await buildApp(t.config, { database: deafHandle, crossInstanceInvalidation: false });
    await deaf.ready();
  });
  afterAll(async () => {
    await deaf?.close();
    await deafHandle?.close();
    await second?.close();
    await t?.close();
  });

  it("shows a manager's edit on one instance through the other at once; without the channel it would be stale", async () => {
    const manager = (await signInAs(t.app, 'manager@example.ac.kr')).token;
    const clubId = await clubIdOf(t.db, 'manager@example.ac.kr');
    const url = `/club/detail/${clubId}`;
    const before = (await get(second.app, url)).payload;
    expect((await get(deaf, url)).payload).toBe(before);
    expect((await get(second.app, url)).payload).toBe(before); // from memory

    const saved = await saveClubIntro(t.app, manager, '인스턴스 A에서 바꾼 소개');
    expect(saved.statusCode).toBe(200);
    // Wait for the notification A sent after its commit (an event, not a timer), then ask B once.
    const a = t.app.publicCache.invalidation;
    await second.app.publicCache.invalidation.remote!.heard(a.remote!.id, a.version.value);
    expect((await get(second.app, url)).payload).toContain('인스턴스 A에서 바꾼 소개');
    // The control: the same answer from memory on an instance without the channel is stale.
    expect((await get(deaf, url)).payload).toBe(before);
  });

  it('serves from the database while its channel is down, and drops everything when it is back', async () => {
    const b = second.app.publicCache.invalidation;
    const manager = (await signInAs(t.app, 'manager@example.ac.kr')).token;
    const clubId = await clubIdOf(t.db, 'manager@example.ac.kr');
    const url = `/club/detail/${clubId}`;
    await get(second.app, url);
    const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
    await admin.connect();
    try {
      const down = once(b.version.events, 'unusable');
      await admin.query(
        `SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE query = 'LISTEN moa_content_${t.handle.schema}'`,
      );
      await down;
    } finally {
      await admin.end();
    }
    // A write while B hears nothing: B reads from the database, so it is not stale.
    const back = once(b.version.events, 'usable');
    expect((await saveClubIntro(t.app, manager, '연결이 끊긴 동안 바꾼 소개')).statusCode).toBe(200);
    expect((await get(second.app, url)).payload).toContain('연결이 끊긴 동안 바꾼 소개');
    await back;
    expect(b.version.usable).toBe(true);
    expect((await get(second.app, url)).payload).toContain('연결이 끊긴 동안 바꾼 소개');
  });
});
