import { sql } from 'kysely';
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { addDays, seoulToday } from '../src/lib/time.ts';
import { createSession } from '../src/modules/auth/sessions.ts';
import { createTestApp, DB_KINDS, type TestApp } from './harness.ts';
import { bearer, clubIdOf, insertSchedule, insertStudents } from './support.ts';
import { seatsHeld } from './waitlist-support.ts';

/**
 * A deletion racing another change of the same reservation (docs/decisions/0015-account-deletion.md), on PostgreSQL
 * where two connections really interleave: another connection cancels the student's unpaid reservation and holds its
 * row; the deletion waits for it, then decides from the row as committed, so the seats come back once. The control
 * does what a deletion deciding from an earlier read would do (read unpaid, then cancel and give the seats back
 * without the condition) and must be stopped by the schedule's capacity check. SQLite runs one write transaction at a
 * time, so no such interleaving exists there.
 */

describe.skipIf(!DB_KINDS.includes('postgres'))('account deletion racing a cancel (postgres)', () => {
  const kind = 'postgres' as const;
  let t: TestApp;
  const clock = Date.now();
  const now = () => new Date(clock);
  let clubId = 0;
  const clients: pg.Client[] = [];

  beforeAll(async () => {
    t = await createTestApp(kind, { seed: true, now });
    clubId = await clubIdOf(t.db, 'manager@example.ac.kr');
  });
  afterAll(async () => {
    for (const c of clients) await c.end().catch(() => {});
    await t?.close();
  });

  async function connect() {
    const c = t.handle.newClient!();
    clients.push(c);
    await c.connect();
    const { rows } = await c.query<{ pid: number }>('SELECT pg_backend_pid() AS pid');
    return { c, pid: rows[0]!.pid };
  }

  /** Until a backend waits behind the connection `pid`. */
  async function someoneWaitsFor(pid: number) {
    await vi.waitFor(
      async () => {
        const { rows } = await sql<{ n: number }>`SELECT count(*)::int AS n FROM pg_stat_activity a
          WHERE ${pid}::int = ANY(pg_blocking_pids(a.pid))`.execute(t.db);
        expect(rows[0]!.n).toBeGreaterThanOrEqual(1);
      },
      { timeout: 10_000, interval: 5 },
    );
  }

  /** A student holding 2 unpaid seats of a new 2-seat schedule, and their session token. */
  async function holder(prefix: string) {
    const { scheduleId } = await insertSchedule(t.db, {
      clubId,
      date: addDays(seoulToday(now()), 10),
      seats: 2,
    });
    const [userId] = await insertStudents(t.db, prefix, 1);
    const token = await createSession(t.db, userId!, now());
    const res = await t.app.inject({
      method: 'POST',
      url: '/show/detail/reservation',
      headers: bearer(token),
      payload: { scheduleId, wishToPurchaseTickets: 2 },
    });
    expect(res.statusCode, res.body).toBe(200);
    return { scheduleId, token, reservationId: res.json().reservationId as number };
  }

  /** Another connection cancels the reservation and gives its seats back, holding the row until `release`. */
  async function cancelHolding(reservationId: number, scheduleId: number) {
    const { c, pid } = await connect();
    await c.query('BEGIN');
    await c.query(`SELECT id FROM ${t.handle.schema}.reservations WHERE id = $1 FOR UPDATE`, [reservationId]);
    await c.query(
      `UPDATE ${t.handle.schema}.reservations SET status = 'cancelled' WHERE id = $1 AND status = 'unpaid'`,
      [reservationId],
    );
    await c.query(`UPDATE ${t.handle.schema}.schedules SET apply_people = apply_people - 2 WHERE id = $1`, [
      scheduleId,
    ]);
    return { pid, release: () => c.query('COMMIT') };
  }

  it('waits for the other change and gives the seats back once', async () => {
    const h = await holder('racer');
    const other = await cancelHolding(h.reservationId, h.scheduleId);
    const deletion = t.app.inject({
      method: 'POST',
      url: '/mypage/student/account/deletion',
      headers: bearer(h.token),
      payload: { confirm: '탈퇴' },
    });
    await someoneWaitsFor(other.pid);
    await other.release();
    const res = await deletion;
    expect(res.statusCode, res.body).toBe(200);
    expect(await seatsHeld(t.db, h.scheduleId)).toMatchObject({ applyPeople: 0, consistent: true });
  });

  it('control: deciding from a read made before gives the seats back twice, and the capacity check stops it', async () => {
    const h = await holder('control');
    const other = await cancelHolding(h.reservationId, h.scheduleId);
    // the read a careless deletion would decide from: the other change has not committed, so it still says unpaid
    const read = await t.db
      .selectFrom('reservations')
      .select(['status', 'ticket_count'])
      .where('id', '=', h.reservationId)
      .executeTakeFirstOrThrow();
    expect(read.status).toBe('unpaid');
    await other.release();
    const careless = t.db.transaction().execute(async (trx) => {
      await trx
        .updateTable('reservations')
        .set({ status: 'cancelled' })
        .where('id', '=', h.reservationId)
        .execute();
      await trx
        .updateTable('schedules')
        .set((eb) => ({ apply_people: eb('apply_people', '-', read.ticket_count) }))
        .where('id', '=', h.scheduleId)
        .execute();
    });
    await expect(careless).rejects.toMatchObject({ code: '23514' });
  });
});
