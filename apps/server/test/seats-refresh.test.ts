import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, seoulToday } from '../src/lib/time.ts';
import { httpGet } from './http-get.ts';
import { createTestApp, DB_KINDS, type TestApp } from './harness.ts';
import { bearer, jsonPart, multipart, signInAs } from './support.ts';
import { makePng } from '../../../test-support/png.ts';

/**
 * The show page asks for its seats left every few seconds with the ETag it kept (docs/product.md#reservations-and-
 * capacity): an unchanged show answers 304 with no body, from memory; after a reservation the next ask is a 200 with
 * the new count (docs/decisions/0005-public-read-cache.md). Through Fastify (app.inject) and through the server's
 * first look over real HTTP, on both databases.
 */

const future = (d: number) => addDays(seoulToday(), d);

describe.each(DB_KINDS)('seats left asked again by ETag (%s)', (kind) => {
  let t: TestApp;
  let port = 0;
  let showId = 0;
  let scheduleId = 0;
  let student = '';
  let other = '';

  const reserve = (token: string, tickets: number) =>
    t.app.inject({
      method: 'POST',
      url: '/show/detail/reservation',
      headers: bearer(token),
      payload: { scheduleId, wishToPurchaseTickets: tickets },
    });
  const taken = (body: string) => JSON.parse(body).scheduleList[0].applyPeople as number;

  beforeAll(async () => {
    t = await createTestApp(kind, { seed: true });
    const manager = (await signInAs(t.app, 'manager@example.ac.kr')).token;
    student = (await signInAs(t.app, 'student@example.ac.kr')).token;
    other = (await signInAs(t.app, 'student001@example.ac.kr')).token;
    const body = multipart([
      jsonPart({
        name: '잔여석 정기공연',
        location: '학생회관 소극장',
        startDate: future(20),
        endDate: future(20),
        runtime: 100,
        manager: '홍길동',
        managerPhoneNumber: '010-1111-2222',
        maxPeople: 4,
        accountNumber: '110123456789',
        accountName: '홍길동',
        accountBankName: '신한은행',
        introductionLetter: '소개',
        noticeLetter: '공지',
        earlyBird: false,
        scheduleDtoList: [
          { orderIndex: 1, date: future(20), time: '19:00:00', cost: 10000, maxTicket: 2, maxPeople: 4 },
        ],
      }),
      { name: 'poster', value: makePng(300, 400), filename: 'poster.png', contentType: 'image/png' },
      { name: 'qr', value: makePng(200, 200), filename: 'qr.png', contentType: 'image/png' },
    ]);
    const created = await t.app.inject({
      method: 'POST',
      url: '/manager/show/create',
      headers: { ...bearer(manager), ...body.headers },
      payload: body.payload,
    });
    expect(created.statusCode).toBe(200);
    showId = created.json().id;
    scheduleId = (await t.app.inject({ method: 'GET', url: `/show/detail/${showId}` })).json().scheduleList[0]
      .scheduleId;
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    port = (t.app.server.address() as AddressInfo).port;
  });
  afterAll(async () => t?.close());

  it('answers 304 with no body while unchanged, and 200 with the new count after a reservation (app.inject)', async () => {
    const url = `/show/detail/${showId}`;
    const first = await t.app.inject({ method: 'GET', url });
    expect(first.statusCode).toBe(200);
    const etag = String(first.headers.etag);
    expect(taken(first.payload)).toBe(0);

    const unchanged = await t.app.inject({ method: 'GET', url, headers: { 'if-none-match': etag } });
    expect(unchanged.statusCode).toBe(304);
    expect(unchanged.rawPayload.length).toBe(0);
    expect(unchanged.headers.etag).toBe(etag);

    expect((await reserve(student, 2)).statusCode).toBe(200);
    const changed = await t.app.inject({ method: 'GET', url, headers: { 'if-none-match': etag } });
    expect(changed.statusCode).toBe(200);
    expect(taken(changed.payload)).toBe(2);
    expect(changed.headers.etag).not.toBe(etag);
  });

  it('the same over real HTTP, answered by the first look; the last seats sold, the next ask sees them gone', async () => {
    const url = `/show/detail/${showId}`;
    const first = await httpGet(port, url, { accept: 'application/json' });
    expect(first.status).toBe(200);
    const etag = String(first.headers.etag);
    const before = taken(first.body.toString());

    const unchanged = await httpGet(port, url, { accept: 'application/json', 'if-none-match': etag });
    expect(unchanged.status).toBe(304);
    expect(unchanged.body.length).toBe(0);

    expect((await reserve(other, 4 - before)).statusCode).toBe(200);
    const changed = await httpGet(port, url, { accept: 'application/json', 'if-none-match': etag });
    expect(changed.status).toBe(200);
    const schedule = JSON.parse(changed.body.toString()).scheduleList[0];
    expect(schedule.applyPeople).toBe(schedule.maxPeople); // sold out: the page says 매진
    const again = await httpGet(port, url, {
      accept: 'application/json',
      'if-none-match': String(changed.headers.etag),
    });
    expect(again.status).toBe(304);
  });
});
