import { notificationPageSchema } from '@moa/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, seoulToday } from '../src/lib/time.ts';
import { when } from '../src/modules/notifications/messages.ts';
import { createTestApp, DB_KINDS, type TestApp } from './harness.ts';
import { bearer, clubIdOf, insertSchedule, signInAs } from './support.ts';

/**
 * A payment taken back (paid → unpaid, docs/product.md#reservation-status) tells the student on the site and by
 * e-mail (the notice is its mail's place in the queue): that the club took it back, and the new pay-by time, at
 * least a day from then.
 */
const HOUR = 3_600_000;

describe.each(DB_KINDS)('a payment taken back (%s)', (kind) => {
  let t: TestApp;
  let clock = Date.now();
  let manager = '';
  let student = '';

  beforeAll(async () => {
    t = await createTestApp(kind, { seed: true, now: () => new Date(clock) });
    manager = (await signInAs(t.app, 'manager@example.ac.kr')).token;
    student = (await signInAs(t.app, 'student001@example.ac.kr')).token;
  });
  afterAll(async () => t?.close());

  it('tells the student on the site and by e-mail, with the new pay-by time', async () => {
    const clubId = await clubIdOf(t.db, 'manager@example.ac.kr');
    const { scheduleId } = await insertSchedule(t.db, {
      clubId,
      date: addDays(seoulToday(), 20),
      seats: 10,
      cost: 15_000,
      name: '환불 정기공연',
    });
    const made = await t.app.inject({
      method: 'POST',
      url: '/show/detail/reservation',
      headers: bearer(student),
      payload: { scheduleId, wishToPurchaseTickets: 2 },
    });
    expect(made.statusCode, made.body).toBe(200);
    const reservationId = made.json().reservationId as number;
    const put = (isPaid: boolean) =>
      t.app.inject({
        method: 'PUT',
        url: `/mypage/manager/holder/${scheduleId}`,
        headers: bearer(manager),
        payload: { reservationList: [{ reservationId, isPaid }] },
      });
    expect((await put(true)).statusCode).toBe(200);
    clock += 30 * HOUR; // past the first pay-by time: taking it back gives a day from now
    expect((await put(false)).statusCode).toBe(200);

    const row = await t.db
      .selectFrom('reservations')
      .select(['status', 'pay_by'])
      .where('id', '=', reservationId)
      .executeTakeFirstOrThrow();
    expect(row.status).toBe('unpaid');
    expect(new Date(row.pay_by).getTime()).toBe(clock + 24 * HOUR);

    const page = notificationPageSchema.parse(
      (await t.app.inject({ method: 'GET', url: '/mypage/notifications', headers: bearer(student) })).json(),
    );
    const [latest] = page.items;
    expect(latest).toMatchObject({
      kind: 'paymentRevoked',
      title: '입금 확인이 취소되었습니다',
      link: '/mypage',
    });
    expect(latest!.body).toContain('환불 정기공연 1회차 2매');
    expect(latest!.body).toContain(`${when(row.pay_by)}까지 30,000원을 입금해주세요`);
    // The notice is queued for mail like every other kind.
    const queued = await t.db
      .selectFrom('notifications')
      .select(['mail_next_at'])
      .where('kind', '=', 'paymentRevoked')
      .execute();
    expect(queued).toHaveLength(1);
    expect(queued[0]!.mail_next_at).not.toBeNull();
    // A holder who was not paid is not told anything.
    const before = page.items.length;
    expect((await put(false)).statusCode).toBe(200);
    const again = (
      await t.app.inject({ method: 'GET', url: '/mypage/notifications', headers: bearer(student) })
    ).json();
    expect(again.items).toHaveLength(before);
  });
});
