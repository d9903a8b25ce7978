import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, seoulToday } from '../src/lib/time.ts';
import { CACHE_TTL_MS, SessionCache, sessionCacheOf } from '../src/modules/auth/session-cache.ts';
import { createSession, type SessionUser } from '../src/modules/auth/sessions.ts';
import { writeReservation, writerStats } from '../src/modules/reservations/writer.ts';
import { createSecondInstance, createTestApp, DB_KINDS, type TestApp } from './harness.ts';
import { bearer, insertClub, insertSchedule, insertStudents } from './support.ts';

/** The rush path's own races (docs/decisions/0006-rush-path.md): the session cache and the reservation writer. */

const day = addDays(seoulToday(), 30);

describe.each(DB_KINDS)('the session cache (%s)', (kind) => {
  let t: TestApp;
  let clubId: number;
  beforeAll(async () => {
    t = await createTestApp(kind);
    clubId = await insertClub(t.db, 'cache');
  });
  afterAll(async () => t?.close());

  const me = (app: TestApp['app'], token: string) =>
    app.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(token) });

  it('refuses a token at once after its logout, and shows a profile change at once', async () => {
    const [id] = await insertStudents(t.db, `c${kind}`, 1);
    const token = await createSession(t.db, id!);
    expect((await me(t.app, token)).statusCode).toBe(200);
    expect((await me(t.app, token)).statusCode).toBe(200); // from the cache
    const saved = await t.app.inject({
      method: 'PUT',
      url: '/mypage/student/profile',
      headers: bearer(token),
      payload: { name: '새이름', studentId: '20259999', phoneNumber: '010-1234-5678' },
    });
    expect(saved.statusCode).toBe(200);
    const { scheduleId } = await insertSchedule(t.db, { clubId, date: day, seats: 10 });
    const reserved = await t.app.inject({
      method: 'POST',
      url: '/show/detail/reservation',
      headers: bearer(token),
      payload: { scheduleId, wishToPurchaseTickets: 1 },
    });
    expect(reserved.json().depositName).toBe('20259999새이름');
    await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: bearer(token) });
    expect((await me(t.app, token)).statusCode).toBe(401);
  });

  it.runIf(kind === 'postgres')(
    'a logout on one instance refuses the token on another that had it cached',
    async () => {
      const b = await createSecondInstance(t);
      try {
        const [id] = await insertStudents(t.db, `x${kind}`, 1);
        const token = await createSession(t.db, id!);
        expect((await me(b.app, token)).statusCode).toBe(200); // B caches it
        const heard = sessionCacheOf(b.app.ctx.db)!.nextRemote();
        const out = await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: bearer(token) });
        expect(out.statusCode).toBe(200);
        await heard;
        expect((await me(b.app, token)).statusCode).toBe(401);
        expect((await me(t.app, token)).statusCode).toBe(401);
      } finally {
        await b.close();
      }
    },
  );

  it.runIf(kind === 'postgres')(
    'control: an instance that does not hear the others keeps serving the revoked token from its cache',
    async () => {
      const b = await createSecondInstance(t);
      try {
        const [id] = await insertStudents(t.db, `y${kind}`, 1);
        const token = await createSession(t.db, id!);
        expect((await me(b.app, token)).statusCode).toBe(200);
        // Stop B's listener (its cache stays usable): the message the real run waits for never reaches it.
        await sessionCacheOf(b.app.ctx.db)!.close();
        await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: bearer(token) });
        expect((await me(t.app, token)).statusCode).toBe(401);
        expect((await me(b.app, token)).statusCode).toBe(200);
      } finally {
        await b.close();
      }
    },
  );
});

describe('the session cache', () => {
  it('holds only the schedules used within its time to live, however many came before', () => {
    const cache = new SessionCache();
    const user: SessionUser = {
      id: 1,
      email: 'a@example.ac.kr',
      authority: 'ROLE_USER',
      name: '학생',
      studentId: '20250001',
      phone: '010-1234-5678',
      clubId: null,
      clubName: null,
      profileComplete: true,
    };
    const cachedAt = (t: number) => ({
      user,
      window: null,
      sessionId: 1,
      expiresAt: t + 3_600_000,
      lastUsedAt: t,
      cachedAt: t,
    });
    for (let i = 0; i < 20; i++) cache.set(`early${i}`, cachedAt(0), cache.generation);
    cache.set('early0', cachedAt(5_000), cache.generation); // looked up again later
    expect(cache.size).toBe(20);
    for (let i = 0; i < 10; i++) cache.set(`later${i}`, cachedAt(CACHE_TTL_MS), cache.generation);
    // The nineteen that can never be served again are gone, rather than kept until 100,000 have piled up.
    expect(cache.size).toBe(11);
    expect(cache.get('early0', CACHE_TTL_MS)?.cachedAt).toBe(5_000);
  });
});

describe.each(DB_KINDS)('reservations written together (%s)', (kind) => {
  let t: TestApp;
  let clubId: number;
  beforeAll(async () => {
    t = await createTestApp(kind);
    clubId = await insertClub(t.db, 'group');
  });
  afterAll(async () => t?.close());

  const row = (scheduleId: number, userId: number, tickets: number) => ({
    scheduleId,
    userId,
    tickets,
    unitPrice: 10_000,
    depositName: `d${userId}`,
    payBy: new Date(Date.now() + 86_400_000).toISOString(),
    at: new Date().toISOString(),
    notice: {
      userId,
      kind: 'reservationMade' as const,
      title: '예매가 접수되었습니다',
      body: '',
      link: '/mypage',
    },
  });

  async function live(scheduleId: number) {
    const seats = await t.db
      .selectFrom('schedules')
      .select('apply_people')
      .where('id', '=', scheduleId)
      .executeTakeFirstOrThrow();
    const held = await t.db
      .selectFrom('reservations')
      .select(['user_id', 'ticket_count'])
      .where('schedule_id', '=', scheduleId)
      .where('status', 'in', ['unpaid', 'paid'])
      .execute();
    return { applyPeople: seats.apply_people, held };
  }

  it('a member that fails (sold out, or a second try of the same student) fails alone', async () => {
    const { scheduleId } = await insertSchedule(t.db, { clubId, date: day, seats: 5 });
    const ids = await insertStudents(t.db, `g${kind}`, 5);
    const before = writerStats(t.db).batches;
    // All started in one tick: on SQLite they share one transaction.
    const outcomes = await Promise.allSettled([
      writeReservation(t.db, row(scheduleId, ids[0]!, 2)),
      writeReservation(t.db, row(scheduleId, ids[0]!, 1)), // the same student again: the unique index refuses
      writeReservation(t.db, row(scheduleId, ids[1]!, 2)),
      writeReservation(t.db, row(scheduleId, ids[2]!, 2)), // 1 seat left: sold out
      writeReservation(t.db, row(scheduleId, ids[3]!, 1)),
    ]);
    const after = await live(scheduleId);
    // Both databases: one of the student's two tries, seats that add up, nothing over the schedule's 5.
    expect(outcomes.slice(0, 2).filter((o) => o.status === 'fulfilled')).toHaveLength(1);
    const sold = after.held.reduce((n, h) => n + h.ticket_count, 0);
    expect(after.applyPeople).toBe(sold);
    expect(sold).toBeLessThanOrEqual(5);
    if (kind !== 'sqlite') return; // PostgreSQL runs them as concurrent transactions, in no set order
    // SQLite: one transaction, the members in arrival order, each failure undoing only its own savepoint.
    expect(writerStats(t.db).batches - before).toBe(1);
    expect(outcomes.map((o) => o.status)).toEqual([
      'fulfilled',
      'rejected',
      'fulfilled',
      'rejected',
      'fulfilled',
    ]);
    const soldOut = (outcomes[3] as PromiseRejectedResult).reason as { code: string; message: string };
    expect(soldOut.code).toBe('SOLD_OUT');
    expect(soldOut.message).toContain('현재 1매');
    const seatsLeft = outcomes.map((o) => (o.status === 'fulfilled' ? o.value.seatsLeft : null));
    expect(seatsLeft).toEqual([3, null, 1, null, 0]);
    expect(after.applyPeople).toBe(5);
    expect(after.held.map((h) => [h.user_id, h.ticket_count]).sort()).toEqual(
      [
        [ids[0], 2],
        [ids[1], 2],
        [ids[3], 1],
      ].sort(),
    );
  });

  it('tells the public read cache of a sale, and not of an attempt that wrote nothing', async () => {
    const { scheduleId } = await insertSchedule(t.db, { clubId, date: day, seats: 2 });
    const ids = await insertStudents(t.db, `w${kind}`, 2);
    let told = 0;
    const stop = t.handle.writes!.subscribe(() => told++);
    let reservationId = 0;
    try {
      const sold = await writeReservation(t.db, row(scheduleId, ids[0]!, 2));
      reservationId = sold.reservationId;
      expect(sold.seatsLeft).toBe(0);
      expect(told).toBe(1);
      await expect(writeReservation(t.db, row(scheduleId, ids[1]!, 1))).rejects.toMatchObject({
        code: 'SOLD_OUT',
      });
      await expect(writeReservation(t.db, row(999_999, ids[1]!, 1))).rejects.toMatchObject({
        code: 'NOT_FOUND',
      });
      expect(told).toBe(1);
    } finally {
      stop();
    }
    // The sale's notice was written with it, and nothing of the refused attempts.
    expect(await live(scheduleId)).toEqual({ applyPeople: 2, held: [{ user_id: ids[0], ticket_count: 2 }] });
    const notices = await t.db
      .selectFrom('notifications')
      .select(['user_id', 'reservation_id', 'kind'])
      .where('user_id', 'in', ids)
      .execute();
    expect(notices).toEqual([{ user_id: ids[0], reservation_id: reservationId, kind: 'reservationMade' }]);
  });

  /** Enough at once that, without the index, more than one gets past the check before the write. */
  const TRIES = 30;

  /** Fires the same student's tries at once through the whole app; answers the status codes. */
  async function tries(app: TestApp['app'], token: string, scheduleId: number, n: number) {
    const answers = await Promise.all(
      Array.from({ length: n }, (_, i) =>
        app.inject({
          method: 'POST',
          url: '/show/detail/reservation',
          headers: bearer(token),
          payload: { scheduleId, wishToPurchaseTickets: 1 + (i % 2) },
        }),
      ),
    );
    return answers.map((a) => a.statusCode).sort();
  }

  it("a student's tries at once make one reservation", async () => {
    const { scheduleId } = await insertSchedule(t.db, { clubId, date: day, seats: 50 });
    const [id] = await insertStudents(t.db, `s${kind}`, 1);
    const token = await createSession(t.db, id!);
    expect(await tries(t.app, token, scheduleId, TRIES)).toEqual([
      200,
      ...Array<number>(TRIES - 1).fill(409),
    ]);
    const after = await live(scheduleId);
    expect(after.held).toHaveLength(1);
    expect(after.applyPeople).toBe(after.held[0]!.ticket_count);
  });

  it('control: without the unique index the same tries make several reservations', async () => {
    const c = await createTestApp(kind);
    try {
      await sql`drop index reservations_one_live_per_student`.execute(c.db);
      const club = await insertClub(c.db, 'control');
      const { scheduleId } = await insertSchedule(c.db, { clubId: club, date: day, seats: 50 });
      const [id] = await insertStudents(c.db, `k${kind}`, 1);
      const token = await createSession(c.db, id!);
      const codes = await tries(c.app, token, scheduleId, TRIES);
      // The check before the write passed for several tries at once: only the index stood in their way.
      expect(codes.filter((s) => s === 200).length).toBeGreaterThan(1);
    } finally {
      await c.close();
    }
  });
});
