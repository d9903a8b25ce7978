import { notificationPageSchema } from '@moa/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, seoulToday } from '../src/lib/time.ts';
import { sendReminders } from '../src/modules/notifications/reminders.ts';
import { unsubscribeToken } from '../src/modules/notifications/service.ts';
import { createTestApp, DB_KINDS, type TestApp } from './harness.ts';
import { bearer, insertSession, insertStudents, jsonPart, multipart, signInAs } from './support.ts';
import { makePng } from '../../../test-support/png.ts';

/**
 * The notification centre, following clubs and the reminders (docs/product.md#notifications), on an injected clock:
 * notices made in the same transaction as their change, read and paged; followers told of new posts and sales
 * openings; pay-by reminders once each; managers told of transfer claims and cancel requests.
 */
const HOUR = 3_600_000;

describe.each(DB_KINDS)('notifications (%s)', (kind) => {
  let t: TestApp;
  let clock = Math.floor(Date.now() / 60_000) * 60_000;
  let clubId = 0;
  let manager = '';
  const students: string[] = [];

  beforeAll(async () => {
    t = await createTestApp(kind, { seed: true, now: () => new Date(clock) });
    clubId = (
      await t.db
        .selectFrom('users')
        .select('club_id')
        .where('email', '=', 'manager@example.ac.kr')
        .executeTakeFirstOrThrow()
    ).club_id!;
    await insertStudents(t.db, 'listener', 6);
    for (let i = 0; i < 6; i++) students.push((await signInAs(t.app, `listener${i}@example.ac.kr`)).token);
    manager = (await signInAs(t.app, 'manager@example.ac.kr')).token;
  });
  afterAll(async () => t?.close());

  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, token: string, payload?: object) =>
    t.app.inject({ method, url, headers: bearer(token), ...(payload !== undefined ? { payload } : {}) });
  const page = async (token: string, before?: number) =>
    notificationPageSchema.parse(
      (await call('GET', `/mypage/notifications${before ? `?before=${before}` : ''}`, token)).json(),
    );
  const session = (opts: { seats?: number; deadlineHours?: number } = {}) =>
    insertSession(t.db, {
      clubId,
      date: addDays(seoulToday(new Date(clock)), 10),
      seats: opts.seats ?? 10,
      deadlineHours: opts.deadlineHours,
      name: '겨울 정기공연',
    });
  const reserve = (token: string, scheduleId: number, n = 2) =>
    call('POST', '/show/detail/reservation', token, { scheduleId, wishToPurchaseTickets: n });

  it('a reservation notifies its student with the pay-by time; a refused one notifies nobody', async () => {
    const { scheduleId } = await session({ seats: 2 });
    const made = await reserve(students[0]!, scheduleId);
    expect(made.statusCode, made.body).toBe(200);
    const mine = await page(students[0]!);
    expect(mine.unread).toBe(1);
    expect(mine.items[0]).toMatchObject({
      kind: 'reservationMade',
      title: '예매가 접수되었습니다',
      link: '/mypage',
      readAt: null,
      createdAt: new Date(clock).toISOString(),
    });
    expect(mine.items[0]!.body).toMatch(/^겨울 정기공연 1회차 2매\. .+까지 20,000원을 입금해주세요\.$/);
    expect((await reserve(students[1]!, scheduleId)).json().code).toBe('SOLD_OUT');
    expect((await page(students[1]!)).items).toEqual([]);
  });

  it('marks read by id or all at once, and pages newest first', async () => {
    const { scheduleId } = await session({ seats: 100 });
    const id = (await reserve(students[2]!, scheduleId)).json().reservationId;
    // 24 more: payment confirmations and undos, one notice per confirmation.
    for (let i = 0; i < 24; i++) {
      for (const isPaid of [true, false]) {
        const res = await call('PUT', `/mypage/manager/holder/${scheduleId}`, manager, {
          reservationList: [{ reservationId: id, isPaid }],
        });
        expect(res.statusCode).toBe(200);
      }
    }
    const first = await page(students[2]!);
    expect(first.unread).toBe(25);
    expect(first.items).toHaveLength(20);
    expect(first.items[0]!.kind).toBe('paymentConfirmed');
    expect(first.items.map((n) => n.id)).toEqual([...first.items.map((n) => n.id)].sort((a, b) => b - a));
    const second = await page(students[2]!, first.nextBefore!);
    expect(second.items.map((n) => n.kind)).toEqual([
      ...Array(4).fill('paymentConfirmed'),
      'reservationMade',
    ]);
    expect(second.nextBefore).toBeNull();

    const read = await call('PUT', '/mypage/notifications/read', students[2]!, { ids: [first.items[0]!.id] });
    expect(read.json()).toEqual({ unread: 24 });
    // Someone else's ids change nothing of theirs.
    await call('PUT', '/mypage/notifications/read', students[3]!, { ids: [first.items[1]!.id] });
    expect((await page(students[2]!)).unread).toBe(24);
    expect((await call('PUT', '/mypage/notifications/read', students[2]!, { all: true })).json()).toEqual({
      unread: 0,
    });
    expect((await call('PUT', '/mypage/notifications/read', students[2]!, { ids: [] })).statusCode).toBe(400);
    expect((await call('GET', '/mypage/notifications', '')).statusCode).toBe(401);
  });

  it('followers hear of a new event and of a show’s sales opening, once; the manager sees the count', async () => {
    expect((await call('PUT', `/club/${clubId}/follow`, students[3]!)).json()).toEqual({
      clubId,
      following: true,
    });
    expect((await call('PUT', `/club/${clubId}/follow`, students[3]!)).statusCode).toBe(200);
    expect((await call('PUT', `/club/2147483000/follow`, students[3]!)).statusCode).toBe(404);
    const follows = (await call('GET', '/mypage/follows', students[3]!)).json();
    expect(follows).toEqual([expect.objectContaining({ clubId, followedAt: new Date(clock).toISOString() })]);
    expect((await call('GET', '/mypage/manager/club', manager)).json().followerCount).toBe(1);

    // A new event of the club, built from one of its own (the form's fields).
    const entertainId = (
      await t.db.selectFrom('entertains').select('id').where('club_id', '=', clubId).executeTakeFirstOrThrow()
    ).id;
    const {
      id: _id,
      poster: _poster,
      noUrl: _noUrl,
      ...fields
    } = (await call('GET', `/manager/entertain/update/${entertainId}`, manager)).json();
    const form = multipart([
      jsonPart({ ...fields, name: '동아리 MT', category: 'food' }),
      { name: 'poster', value: makePng(), filename: 'p.png', contentType: 'image/png' },
    ]);
    const created = await t.app.inject({
      method: 'POST',
      url: '/manager/entertain/create',
      headers: { ...bearer(manager), ...form.headers },
      payload: form.payload,
    });
    expect(created.statusCode, created.body).toBe(200);
    const news = (await page(students[3]!)).items[0]!;
    expect(news).toMatchObject({
      kind: 'clubNews',
      body: '동아리 MT',
      link: `/entertain/${created.json().id}`,
    });
    expect(news.title).toMatch(/의 새 행사$/);
    expect((await page(students[4]!)).items).toEqual([]);

    // A show whose sales open in an hour: its followers hear when they open, once.
    const { showId } = await session();
    await t.db
      .updateTable('shows')
      .set({ sales_open_at: new Date(clock + HOUR).toISOString() })
      .where('id', '=', showId)
      .execute();
    await sendReminders(t.app.ctx);
    expect((await page(students[3]!)).items[0]!.kind).toBe('clubNews');
    const before = (await page(students[3]!)).items.length;
    clock += HOUR;
    await sendReminders(t.app.ctx);
    await sendReminders(t.app.ctx);
    const after = await page(students[3]!);
    expect(after.items).toHaveLength(before + 1);
    expect(after.items[0]).toMatchObject({ kind: 'clubNews', link: `/show/${showId}` });
    expect(after.items[0]!.title).toMatch(/예매가 열렸습니다$/);

    expect((await call('DELETE', `/club/${clubId}/follow`, students[3]!)).json()).toEqual({
      clubId,
      following: false,
    });
    expect((await call('GET', '/mypage/follows', students[3]!)).json()).toEqual([]);
  });

  it('reminds 24 h and 3 h before the pay-by time, once each, and not after "입금했어요"', async () => {
    const { scheduleId } = await session({ deadlineHours: 48 });
    const a = (await reserve(students[4]!, scheduleId, 1)).json().reservationId;
    const b = (await reserve(students[5]!, scheduleId, 1)).json().reservationId;
    const claim = await call('POST', `/mypage/student/reservation/${b}/transfer-claim`, students[5]!, {
      transferredAt: new Date(clock).toISOString(),
      amount: 10_000,
      depositName: '학생5',
    });
    expect(claim.statusCode, claim.body).toBe(200);
    const reminders = async (token: string) =>
      (await page(token)).items.filter((n) => n.kind === 'payReminder').length;
    clock += 23 * HOUR;
    await sendReminders(t.app.ctx);
    expect(await reminders(students[4]!)).toBe(0);
    clock += 2 * HOUR;
    await Promise.all([sendReminders(t.app.ctx), sendReminders(t.app.ctx)]);
    expect(await reminders(students[4]!)).toBe(1);
    clock += 19 * HOUR;
    await sendReminders(t.app.ctx);
    expect(await reminders(students[4]!)).toBe(1);
    clock += 2 * HOUR;
    await sendReminders(t.app.ctx);
    await sendReminders(t.app.ctx);
    expect(await reminders(students[4]!)).toBe(2);
    expect(await reminders(students[5]!)).toBe(0);
    expect(a).toBeGreaterThan(0);
    // The managers heard of the transfer claim.
    const managerItems = (await page(manager)).items;
    expect(managerItems.find((n) => n.kind === 'transferClaim')).toMatchObject({
      link: `/manager/holder/${scheduleId}`,
      body: expect.stringContaining('학생5'),
    });
  });

  it('e-mail choices per kind, and the unsubscribe link works without signing in', async () => {
    const prefs = (await call('GET', '/mypage/notifications/email', students[0]!)).json();
    expect(prefs).toMatchObject({ enabled: false, email: 'listener0@example.ac.kr' });
    expect(prefs.kinds.reservationMade).toBe(true);
    const off = await call('PUT', '/mypage/notifications/email', students[0]!, {
      kinds: { clubNews: false },
    });
    expect(off.json().kinds).toMatchObject({ clubNews: false, reservationMade: true });
    const userId = (
      await t.db
        .selectFrom('users')
        .select('id')
        .where('email', '=', 'listener0@example.ac.kr')
        .executeTakeFirstOrThrow()
    ).id;
    const token = await unsubscribeToken(t.db, userId);
    expect(await unsubscribeToken(t.db, userId)).toBe(token);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/unsubscribe',
      payload: { token, kind: 'payReminder' },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ kind: 'payReminder', label: '입금 기한 알림' });
    expect((await call('GET', '/mypage/notifications/email', students[0]!)).json().kinds.payReminder).toBe(
      false,
    );
    const forged = await t.app.inject({
      method: 'POST',
      url: '/api/unsubscribe',
      payload: { token: 'x'.repeat(32), kind: 'payReminder' },
    });
    expect(forged.statusCode).toBe(404);
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/unsubscribe', payload: { token, kind: 'nonsense' } }))
        .statusCode,
    ).toBe(400);
  });
});
