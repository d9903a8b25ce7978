import { CANCEL_MESSAGES, VALIDATION } from '@moa/contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, seoulToday } from '../src/lib/time.ts';
import { expireDue } from '../src/modules/reservations/expiry.ts';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { createTestApp, DB_KINDS, type TestApp } from './harness.ts';
import {
  bearer,
  clubIdOf,
  insertSchedule,
  insertStudents,
  jsonPart,
  multipart,
  showEditRequest,
  signInAs,
} from './support.ts';

/**
 * Payment deadlines and expiry (docs/product.md#reservation-status), on an injected clock: a reservation's pay-by
 * time, its expiry giving the seats back, the student's transfer claim, and the manager's restore.
 */
const HOUR = 3_600_000;

describe.each(DB_KINDS)('payment deadlines and expiry (%s)', (kind) => {
  let t: TestApp;
  // On a whole minute, as schedule times are.
  let clock = Math.floor(Date.now() / 60_000) * 60_000;
  let clubId = 0;
  let nextStudent = 0;

  beforeAll(async () => {
    t = await createTestApp(kind, { seed: true, now: () => new Date(clock) });
    clubId = await clubIdOf(t.db, 'manager@example.ac.kr');
    // The demo reservations stay out of the way of the counts below.
    await t.db.updateTable('reservations').set({ expires_at: '9999-12-31T00:00:00.000Z' }).execute();
    await insertStudents(t.db, 'payer', 20);
  });
  afterAll(async () => t?.close());

  // Signed in when needed: a restarted app's session sweep runs on its own clock.
  const student = async () => (await signInAs(t.app, `payer${nextStudent++}@example.ac.kr`)).token;
  let managerToken = '';
  const manager = async () => (managerToken ||= (await signInAs(t.app, 'manager@example.ac.kr')).token);
  const schedule = (
    opts: { days?: number; startsInMs?: number; seats?: number; deadlineHours?: number } = {},
  ) => {
    // Seoul wall-clock date and time of a start that many ms from the clock.
    const start = new Date(clock + (opts.startsInMs ?? (opts.days ?? 10) * 24 * HOUR) + 9 * HOUR);
    return insertSchedule(t.db, {
      clubId,
      date: opts.startsInMs
        ? start.toISOString().slice(0, 10)
        : addDays(seoulToday(new Date(clock)), opts.days ?? 10),
      time: opts.startsInMs ? `${start.toISOString().slice(11, 16)}:00` : '19:00:00',
      seats: opts.seats ?? 10,
      deadlineHours: opts.deadlineHours,
    });
  };
  const reserve = (token: string, scheduleId: number, n = 2) =>
    t.app.inject({
      method: 'POST',
      url: '/show/detail/reservation',
      headers: bearer(token),
      payload: { scheduleId, wishToPurchaseTickets: n },
    });
  const cards = async (token: string) =>
    (
      await t.app.inject({ method: 'GET', url: '/mypage/student/reservation', headers: bearer(token) })
    ).json();
  const seats = async (scheduleId: number) =>
    (
      await t.db
        .selectFrom('schedules')
        .select('apply_people')
        .where('id', '=', scheduleId)
        .executeTakeFirstOrThrow()
    ).apply_people;
  const holders = async (scheduleId: number) =>
    (
      await t.app.inject({
        method: 'GET',
        url: `/mypage/manager/holder/${scheduleId}`,
        headers: bearer(await manager()),
      })
    ).json().holderList;
  const managerCall = async (
    scheduleId: number,
    path: string,
    payload: Record<string, unknown>,
    method: 'POST' | 'PUT' = 'POST',
  ) =>
    t.app.inject({
      method,
      url: `/mypage/manager/holder/${scheduleId}${path}`,
      headers: bearer(await manager()),
      payload,
    });

  it("gives a pay-by time of the show's deadline, never later than an hour before the schedule", async () => {
    const far = await schedule({ days: 10 });
    const made = clock;
    const res = await reserve(await student(), far.scheduleId);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().payBy).toBe(new Date(made + 24 * HOUR).toISOString());

    // A changed deadline applies to reservations made after the change.
    const short = await schedule({ days: 10, deadlineHours: 3 });
    expect((await reserve(await student(), short.scheduleId)).json().payBy).toBe(
      new Date(made + 3 * HOUR).toISOString(),
    );

    // A schedule five hours away: pay within four hours.
    const soon = await schedule({ startsInMs: 5 * HOUR });
    expect((await reserve(await student(), soon.scheduleId)).json().payBy).toBe(
      new Date(made + 4 * HOUR).toISOString(),
    );

    // Within the last hour before the schedule: pay before it starts.
    const now30 = await schedule({ startsInMs: 30 * 60_000 });
    expect((await reserve(await student(), now30.scheduleId)).json().payBy).toBe(
      new Date(made + 30 * 60_000).toISOString(),
    );
  });

  it('the show form and the show page read the deadline', async () => {
    const { showId } = await schedule();
    const edit = await t.app.inject({
      method: 'GET',
      url: `/manager/show/update/${showId}`,
      headers: bearer(await manager()),
    });
    expect(edit.json().paymentDeadlineHours).toBe(24);
    const detail = await t.app.inject({ method: 'GET', url: `/show/detail/${showId}` });
    expect(detail.json().paymentDeadlineHours).toBe(24);
  });

  it('refuses a deadline that is not a whole number of hours, and keeps the saved one', async () => {
    const { showId } = await schedule();
    const token = await manager();
    const show = (
      await t.app.inject({ method: 'GET', url: `/manager/show/update/${showId}`, headers: bearer(token) })
    ).json();
    const body = multipart([jsonPart(showEditRequest(show, { paymentDeadlineHours: 1.5 }))]);
    const res = await t.app.inject({
      method: 'PUT',
      url: `/manager/show/update/${showId}`,
      headers: { ...bearer(token), ...body.headers },
      payload: body.payload,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().fieldErrors).toMatchObject({ paymentDeadlineHours: VALIDATION.integer });
    const detail = await t.app.inject({ method: 'GET', url: `/show/detail/${showId}` });
    expect(detail.json().paymentDeadlineHours).toBe(24);
  });

  it('the deposit name follows the student’s profile until the reservation is paid', async () => {
    const { scheduleId } = await schedule();
    const me = await student();
    const { reservationId, depositName } = (await reserve(me, scheduleId)).json();
    const saved = await t.app.inject({
      method: 'PUT',
      url: '/mypage/student/profile',
      headers: bearer(me),
      payload: { name: '새이름', studentId: '20259999', phoneNumber: '010-1111-2222' },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const card = (await cards(me)).find((c: { reservationId: number }) => c.reservationId === reservationId);
    expect(card.depositName).not.toBe(depositName);
    expect(card.depositName).toBe('20259999새이름');
  });

  it('expires an unpaid reservation at its pay-by time, gives the seats back and keeps it on record', async () => {
    clock += 60_000;
    const { scheduleId } = await schedule({ seats: 4 });
    const me = await student();
    const made = await reserve(me, scheduleId, 2);
    const { reservationId, payBy } = made.json();
    expect(await seats(scheduleId)).toBe(2);

    // A second before its deadline (the earlier tests' shorter deadlines pass here).
    clock = new Date(payBy).getTime() - 1_000;
    await expireDue(t.app.ctx);
    expect((await cards(me))[0]).toMatchObject({ reservationId, status: 'unpaid' });
    clock += 1_000;
    expect(await expireDue(t.app.ctx)).toBe(1);
    expect(await seats(scheduleId)).toBe(0);

    const card = (await cards(me)).find((c: { reservationId: number }) => c.reservationId === reservationId);
    expect(card).toMatchObject({ status: 'expired', paid: false, payBy });
    const holder = (await holders(scheduleId)).find(
      (h: { reservationId: number }) => h.reservationId === reservationId,
    );
    expect(holder).toMatchObject({ status: 'expired', isPaid: false });
    const audit = await t.db
      .selectFrom('audit_log')
      .selectAll()
      .where('action', '=', 'reservation.expire')
      .where('target_id', '=', String(reservationId))
      .execute();
    expect(audit).toHaveLength(1);
    expect(audit[0]!.actor_email).toBe('expiry');

    // Nothing more to do, and a cancel request on it is refused.
    expect(await expireDue(t.app.ctx)).toBe(0);
    const cancel = await t.app.inject({
      method: 'POST',
      url: `/mypage/student/reservation/${reservationId}/cancel-request`,
      headers: bearer(me),
    });
    expect(cancel.statusCode).toBe(409);
    expect(cancel.json()).toMatchObject({
      code: 'RESERVATION_STATE',
      message: CANCEL_MESSAGES.requestNotLive,
    });

    // The student may reserve the schedule again.
    const again = await reserve(me, scheduleId, 1);
    expect(again.statusCode, again.body).toBe(200);
    expect(await seats(scheduleId)).toBe(1);
  });

  it('catches up at start after the server was down past a deadline', async () => {
    const { scheduleId } = await schedule();
    const { reservationId, payBy } = (await reserve(await student(), scheduleId)).json();
    const later = new Date(new Date(payBy).getTime() + 6 * HOUR);
    let restarted: FastifyInstance | undefined;
    try {
      restarted = await buildApp(t.config, { database: t.handle, now: () => later });
      await restarted.ready();
      const row = await t.db
        .selectFrom('reservations')
        .select('status')
        .where('id', '=', reservationId)
        .executeTakeFirstOrThrow();
      expect(row.status).toBe('expired');
      expect(await seats(scheduleId)).toBe(0);
    } finally {
      await restarted?.close();
      // Its session sweep ran on the later clock and ended the manager's session.
      managerToken = '';
    }
  });

  it('"입금했어요" keeps the reservation a day past its deadline and shows it to the manager', async () => {
    const { scheduleId } = await schedule();
    const me = await student();
    const { reservationId, payBy, amount, depositName } = (await reserve(me, scheduleId)).json();
    const url = `/mypage/student/reservation/${reservationId}/transfer-claim`;
    const bad = await t.app.inject({
      method: 'POST',
      url,
      headers: bearer(me),
      payload: { transferredAt: 'yesterday', amount: 0, depositName: ' ' },
    });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().fieldErrors).sort()).toEqual(['amount', 'depositName', 'transferredAt']);

    const sentAt = new Date(clock - 10 * 60_000).toISOString();
    const claim = await t.app.inject({
      method: 'POST',
      url,
      headers: bearer(me),
      payload: { transferredAt: sentAt, amount, depositName },
    });
    expect(claim.statusCode, claim.body).toBe(200);
    expect(claim.json()).toMatchObject({
      reservationId,
      status: 'unpaid',
      payBy,
      expiresAt: new Date(new Date(payBy).getTime() + 24 * HOUR).toISOString(),
      transferClaim: { transferredAt: sentAt, amount, depositName, claimedAt: new Date(clock).toISOString() },
    });
    const holder = (await holders(scheduleId)).find(
      (h: { reservationId: number }) => h.reservationId === reservationId,
    );
    expect(holder.transferClaim).toMatchObject({ amount, depositName });

    // Someone else's reservation is not found.
    const foreign = await t.app.inject({
      method: 'POST',
      url,
      headers: bearer(await student()),
      payload: { transferredAt: sentAt, amount, depositName },
    });
    expect(foreign.statusCode).toBe(404);

    clock = new Date(payBy).getTime() + HOUR;
    await expireDue(t.app.ctx);
    expect(
      (await cards(me)).find((c: { reservationId: number }) => c.reservationId === reservationId).status,
    ).toBe('unpaid');
    clock = new Date(payBy).getTime() + 24 * HOUR;
    await expireDue(t.app.ctx);
    expect(
      (await cards(me)).find((c: { reservationId: number }) => c.reservationId === reservationId).status,
    ).toBe('expired');
    // Too late to claim now.
    const late = await t.app.inject({
      method: 'POST',
      url,
      headers: bearer(me),
      payload: { transferredAt: sentAt, amount, depositName },
    });
    expect(late.statusCode).toBe(409);
    expect(late.json().code).toBe('RESERVATION_STATE');
  });

  it('the manager restores an expired reservation while its seats are free, and only then', async () => {
    const { scheduleId } = await schedule({ seats: 3 });
    const first = await student();
    const { reservationId, payBy } = (await reserve(first, scheduleId, 2)).json();
    clock = new Date(payBy).getTime();
    await expireDue(t.app.ctx);
    const body = { reservationList: [{ reservationId }] };

    // Someone took two of the three seats meanwhile: no room to restore.
    const other = await reserve(await student(), scheduleId, 2);
    expect(other.statusCode).toBe(200);
    const full = await managerCall(scheduleId, '/restore', body);
    expect(full.statusCode).toBe(409);
    expect(full.json().code).toBe('SOLD_OUT');
    expect(await seats(scheduleId)).toBe(2);

    const otherId = other.json().reservationId;
    clock = new Date(other.json().payBy).getTime();
    await expireDue(t.app.ctx);
    expect(await seats(scheduleId)).toBe(0);

    const restored = await managerCall(scheduleId, '/restore', body);
    expect(restored.statusCode, restored.body).toBe(200);
    expect(await seats(scheduleId)).toBe(2);
    const card = (await cards(first)).find(
      (c: { reservationId: number }) => c.reservationId === reservationId,
    );
    expect(card).toMatchObject({ status: 'unpaid', payBy: new Date(clock + 24 * HOUR).toISOString() });

    // Restoring one that is not expired is refused, and the batch changes nothing: the other one, which fits once
    // the schedule grows, stays expired.
    await t.db.updateTable('schedules').set({ max_people: 5 }).where('id', '=', scheduleId).execute();
    const mixed = await managerCall(scheduleId, '/restore', {
      reservationList: [{ reservationId: otherId }, { reservationId }],
    });
    expect(mixed.statusCode).toBe(409);
    expect(mixed.json().code).toBe('RESERVATION_STATE');
    expect(await seats(scheduleId)).toBe(2);
    const otherRow = await t.db
      .selectFrom('reservations')
      .select('status')
      .where('id', '=', otherId)
      .executeTakeFirstOrThrow();
    expect(otherRow.status).toBe('expired');
  });

  it('a student who reserved again cannot have the expired one restored beside it', async () => {
    const { scheduleId } = await schedule({ seats: 6 });
    const me = await student();
    const { reservationId, payBy } = (await reserve(me, scheduleId, 1)).json();
    clock = new Date(payBy).getTime();
    await expireDue(t.app.ctx);
    expect((await reserve(me, scheduleId, 1)).statusCode).toBe(200);
    const res = await managerCall(scheduleId, '/restore', { reservationList: [{ reservationId }] });
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('CONFLICT');
    expect(await seats(scheduleId)).toBe(1);
  });

  it('marking an expired holder paid takes the seats again; unmarking gives at least a day to pay', async () => {
    const { scheduleId } = await schedule({ seats: 5 });
    const me = await student();
    const { reservationId, payBy } = (await reserve(me, scheduleId, 2)).json();
    clock = new Date(payBy).getTime();
    await expireDue(t.app.ctx);
    expect(await seats(scheduleId)).toBe(0);

    const paid = await managerCall(
      scheduleId,
      '',
      { reservationList: [{ reservationId, isPaid: true }] },
      'PUT',
    );
    expect(paid.statusCode, paid.body).toBe(200);
    expect(await seats(scheduleId)).toBe(2);
    const holder = (await holders(scheduleId)).find(
      (h: { reservationId: number }) => h.reservationId === reservationId,
    );
    expect(holder).toMatchObject({
      status: 'paid',
      isPaid: true,
      paymentChangedBy: 'manager@example.ac.kr',
      paymentChangedAt: new Date(clock).toISOString(),
    });

    const unpaid = await managerCall(
      scheduleId,
      '',
      { reservationList: [{ reservationId, isPaid: false }] },
      'PUT',
    );
    expect(unpaid.statusCode).toBe(200);
    const card = (await cards(me)).find((c: { reservationId: number }) => c.reservationId === reservationId);
    expect(card).toMatchObject({ status: 'unpaid', payBy: new Date(clock + 24 * HOUR).toISOString() });
    expect(await seats(scheduleId)).toBe(2);
  });
});

describe('the journeys’ test clock', () => {
  it('TEST_CLOCK=1 is refused in production', () => {
    expect(() =>
      loadConfig({
        NODE_ENV: 'production',
        TEST_CLOCK: '1',
        ALLOWED_EMAIL_DOMAINS: 'example.ac.kr',
        GOOGLE_CLIENT_ID: 'id',
        GOOGLE_CLIENT_SECRET: 'secret',
      }),
    ).toThrow(/TEST_CLOCK/);
  });

  it('is absent unless asked for, and when asked for moves the clock and runs the expiry at once', async () => {
    const plain = await createTestApp('sqlite');
    try {
      const res = await plain.app.inject({
        method: 'POST',
        url: '/api/test/clock',
        payload: { advanceMs: 1 },
      });
      expect(res.statusCode).toBe(404);
    } finally {
      await plain.close();
    }

    const t = await createTestApp('sqlite', { seed: true, config: { testClock: true } });
    try {
      const before = await t.db
        .selectFrom('reservations')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('status', '=', 'unpaid')
        .executeTakeFirstOrThrow();
      expect(Number(before.n)).toBeGreaterThan(0);
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/test/clock',
        payload: { advanceMs: 4 * 24 * HOUR },
      });
      expect(res.statusCode).toBe(200);
      expect(res.json().expired).toBe(Number(before.n));
      expect(new Date(res.json().now).getTime()).toBeGreaterThan(Date.now() + 4 * 24 * HOUR - 60_000);
      // A journey moves it back when done.
      const back = await t.app.inject({
        method: 'POST',
        url: '/api/test/clock',
        payload: { advanceMs: -4 * 24 * HOUR },
      });
      expect(back.statusCode, back.body).toBe(200);
      expect(Math.abs(new Date(back.json().now).getTime() - Date.now())).toBeLessThan(60_000);
    } finally {
      await t.close();
    }
  });
});
