import { reservationCardListSchema, reservationResultSchema } from '@moa/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../src/db/database.ts';
import { addDays, seoulToday } from '../src/lib/time.ts';
import { createSession } from '../src/modules/auth/sessions.ts';
import { insertReservation } from '../src/modules/reservations/repository.ts';
import { createTestApp, DB_KINDS, type TestApp } from './harness.ts';
import { bearer, insertClub, insertSchedule, insertStudents, signInAs } from './support.ts';

describe.each(DB_KINDS)('reserving tickets (%s)', (kind) => {
  let t: TestApp;
  let student: string;
  beforeAll(async () => {
    t = await createTestApp(kind, { seed: true });
    student = (await signInAs(t.app, 'student@example.ac.kr')).token;
  });
  afterAll(async () => t?.close());

  /** An upcoming schedule with room and a per-person cap of at least 2 that the demo student has not reserved. */
  async function openSchedule() {
    const user = await t.db
      .selectFrom('users')
      .select('id')
      .where('email', '=', 'student@example.ac.kr')
      .executeTakeFirstOrThrow();
    const mine = (
      await t.db.selectFrom('reservations').select('schedule_id').where('user_id', '=', user.id).execute()
    ).map((r) => r.schedule_id);
    const rows = await t.db
      .selectFrom('schedules')
      .selectAll()
      .where('date', '>', seoulToday())
      .orderBy('id')
      .execute();
    return rows.find((s) => !mine.includes(s.id) && s.max_people - s.apply_people >= 4 && s.max_ticket >= 2)!;
  }

  const reserve = (token: string, scheduleId: number, n: number) =>
    t.app.inject({
      method: 'POST',
      url: '/show/detail/reservation',
      headers: bearer(token),
      payload: { scheduleId, wishToPurchaseTickets: n },
    });

  it('reserves, fixes the price, and answers what the transfer needs', async () => {
    const s = await openSchedule();
    const res = await reserve(student, s.id, 2);
    expect(res.statusCode).toBe(200);
    const body = reservationResultSchema.parse(res.json());
    expect(body).toMatchObject({ scheduleId: s.id, ticketCount: 2, unitPrice: s.cost, amount: s.cost * 2 });
    expect(body.depositName).toMatch(/^\d{8}\S+$/);
    expect(body.accountNumber).toMatch(/^\d+$/);
    expect(body.qrImage).toMatch(/^\/files\//);
    const after = await t.db
      .selectFrom('schedules')
      .select('apply_people')
      .where('id', '=', s.id)
      .executeTakeFirstOrThrow();
    expect(after.apply_people).toBe(s.apply_people + 2);
    expect(body.seatsLeft).toBe(s.max_people - s.apply_people - 2);

    // A price change later does not touch what was bought.
    await t.db
      .updateTable('schedules')
      .set({ cost: s.cost + 5000 })
      .where('id', '=', s.id)
      .execute();
    const cards = reservationCardListSchema.parse(
      (
        await t.app.inject({ method: 'GET', url: '/mypage/student/reservation', headers: bearer(student) })
      ).json(),
    );
    const card = cards.find((c) => c.scheduleId === s.id)!;
    expect(card.price).toBe(s.cost * 2);

    const again = await reserve(student, s.id, 1);
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('ALREADY_RESERVED');
  });

  it('refuses more than the per-person cap, zero tickets, unknown and started schedules', async () => {
    const s = await openSchedule();
    const over = await reserve(student, s.id, s.max_ticket + 1);
    expect(over.statusCode).toBe(409);
    expect(over.json()).toMatchObject({
      code: 'TICKET_LIMIT',
      message: expect.stringContaining(`${s.max_ticket}매`),
    });
    const zero = await reserve(student, s.id, 0);
    expect(zero.statusCode).toBe(400);
    expect(zero.json().fieldErrors.wishToPurchaseTickets).toBeDefined();
    const text = await t.app.inject({
      method: 'POST',
      url: '/show/detail/reservation',
      headers: bearer(student),
      payload: { scheduleId: 'one', wishToPurchaseTickets: 1 },
    });
    expect(text.statusCode).toBe(400);
    expect((await reserve(student, 999999, 1)).statusCode).toBe(404);

    const past = await t.db
      .selectFrom('schedules')
      .selectAll()
      .where('date', '<', seoulToday())
      .executeTakeFirstOrThrow();
    const started = await reserve(student, past.id, 1);
    expect(started.statusCode).toBe(409);
    expect(started.json().code).toBe('SCHEDULE_STARTED');
  });

  it('refuses a sold-out schedule and a student without a complete profile', async () => {
    const soldOut = (
      await t.db.selectFrom('schedules').selectAll().where('date', '>', seoulToday()).execute()
    ).find((s) => s.apply_people >= s.max_people)!;
    const res = await reserve(student, soldOut.id, 1);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'SOLD_OUT', message: '매진된 회차입니다.' });

    const { token } = await signInAs(t.app, 'no.profile@example.ac.kr');
    const s = await openSchedule();
    const incomplete = await reserve(token, s.id, 1);
    expect(incomplete.statusCode).toBe(409);
    expect(incomplete.json().code).toBe('PROFILE_INCOMPLETE');
  });

  it('lists my reservations newest first, in the card shape, with nobody else in them', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/mypage/student/reservation',
      headers: bearer(student),
    });
    const cards = reservationCardListSchema.parse(res.json());
    expect(cards.length).toBeGreaterThanOrEqual(3);
    const created = cards.map((c) => c.createdAt);
    expect(created).toEqual([...created].sort().reverse());
    expect(cards.some((c) => c.paid)).toBe(true);
    expect(cards.some((c) => !c.paid)).toBe(true);
    expect(cards.every((c) => /^[월화수목금토일]$/.test(c.weekday))).toBe(true);
    const anonymous = await t.app.inject({ method: 'GET', url: '/mypage/student/reservation' });
    expect(anonymous.statusCode).toBe(401);
  });

  it('lets a student ask to cancel their own reservation, and withdraw the request', async () => {
    const cards = (
      await t.app.inject({ method: 'GET', url: '/mypage/student/reservation', headers: bearer(student) })
    ).json();
    const id = cards[0].reservationId as number;
    const url = `/mypage/student/reservation/${id}/cancel-request`;
    expect((await t.app.inject({ method: 'POST', url, headers: bearer(student) })).json()).toEqual({
      reservationId: id,
      cancelRequest: true,
    });
    const row = await t.db
      .selectFrom('reservations')
      .select('cancel_requested')
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(row.cancel_requested).toBe(1);
    expect(
      (await t.app.inject({ method: 'DELETE', url, headers: bearer(student) })).json().cancelRequest,
    ).toBe(false);

    const someoneElse = (await signInAs(t.app, 'student001@example.ac.kr')).token;
    const foreign = await t.app.inject({ method: 'POST', url, headers: bearer(someoneElse) });
    expect(foreign.statusCode).toBe(404);
  });
});

/**
 * The rush: many students at once against one schedule. The app's reservation must never oversell; the control run
 * rushes the same students with the same wishes through a reservation without the conditional guard (below), and
 * must see an oversell, which proves the rush is concurrent enough to catch one.
 */
describe.each(DB_KINDS)('a ticket rush (%s)', (kind) => {
  const STUDENTS = 300;
  const SEATS = 100;
  const wants = Array.from({ length: STUDENTS }, (_, i) => 1 + ((i * 7) % 4));

  /** One schedule of SEATS seats (cap 4 a person) and STUDENTS students with complete profiles. */
  async function rushSetup(t: TestApp): Promise<{ scheduleId: number; studentIds: number[] }> {
    const clubId = await insertClub(t.db, '러시 동아리');
    const { scheduleId } = await insertSchedule(t.db, {
      clubId,
      name: '매진 예정 공연',
      date: addDays(seoulToday(), 10),
      seats: SEATS,
      maxTicket: 4,
    });
    return { scheduleId, studentIds: await insertStudents(t.db, 'rush', STUDENTS) };
  }

  /** What the rush left behind: tickets answered as sold, the schedule's count, and the tickets on record. */
  async function tally(t: TestApp, scheduleId: number, soldEach: boolean[]) {
    const sold = soldEach.reduce((sum, ok, i) => sum + (ok ? wants[i]! : 0), 0);
    const { apply_people } = await t.db
      .selectFrom('schedules')
      .select('apply_people')
      .where('id', '=', scheduleId)
      .executeTakeFirstOrThrow();
    const rows = await t.db
      .selectFrom('reservations')
      .select('ticket_count')
      .where('schedule_id', '=', scheduleId)
      .execute();
    return { sold, applyPeople: apply_people, booked: rows.reduce((s, r) => s + r.ticket_count, 0) };
  }

  /**
   * The control's reservation: the app's reservation with the conditional guard taken out. The seats are read, then
   * written back as read + n (a read-then-write, outside the transaction as SQLite's single connection would
   * otherwise run the whole transactions one after another), then the reservation is inserted. Test code only: the
   * app has no unguarded path.
   */
  async function reserveUnguarded(db: Db, scheduleId: number, userId: number, n: number): Promise<boolean> {
    const row = await db
      .selectFrom('schedules')
      .select(['apply_people', 'max_people', 'cost'])
      .where('id', '=', scheduleId)
      .executeTakeFirstOrThrow();
    if (row.apply_people + n > row.max_people) return false;
    await new Promise((r) => setImmediate(r));
    await db
      .updateTable('schedules')
      .set({ apply_people: row.apply_people + n })
      .where('id', '=', scheduleId)
      .execute();
    await db.transaction().execute((trx) =>
      insertReservation(trx, {
        schedule_id: scheduleId,
        user_id: userId,
        ticket_count: n,
        unit_price: row.cost,
        deposit_name: '',
        pay_by: new Date(Date.now() + 86_400_000).toISOString(),
        at: new Date().toISOString(),
      }),
    );
    return true;
  }

  it('never sells a seat twice', async () => {
    const t = await createTestApp(kind, { seed: false });
    try {
      const { scheduleId, studentIds } = await rushSetup(t);
      const tokens: string[] = [];
      for (const id of studentIds) tokens.push(await createSession(t.db, id));
      const answers = await Promise.all(
        tokens.map((token, i) =>
          t.app.inject({
            method: 'POST',
            url: '/show/detail/reservation',
            headers: bearer(token),
            payload: { scheduleId, wishToPurchaseTickets: wants[i] },
          }),
        ),
      );
      const r = await tally(
        t,
        scheduleId,
        answers.map((a) => a.statusCode === 200),
      );
      expect(r.applyPeople).toBe(r.sold);
      expect(r.booked).toBe(r.sold);
      expect(r.applyPeople).toBeLessThanOrEqual(SEATS);
      expect(r.applyPeople).toBeGreaterThan(SEATS - 4);
      const others = answers.filter((a) => a.statusCode !== 200).map((a) => a.json().code as string);
      expect(new Set(others)).toEqual(new Set(['SOLD_OUT']));
    } finally {
      await t.close();
    }
  });

  it('catches an oversell without the guard (the control run)', async () => {
    const t = await createTestApp(kind, { seed: false });
    try {
      const { scheduleId, studentIds } = await rushSetup(t);
      const soldEach = await Promise.all(
        studentIds.map((id, i) => reserveUnguarded(t.db, scheduleId, id, wants[i]!)),
      );
      const r = await tally(t, scheduleId, soldEach);
      const consistent = r.applyPeople === r.sold && r.sold <= SEATS;
      expect(consistent, `control run: sold ${r.sold}, applyPeople ${r.applyPeople}`).toBe(false);
    } finally {
      await t.close();
    }
  });
});
