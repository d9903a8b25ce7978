import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../src/db/database.ts';
import { addDays, seoulToday } from '../src/lib/time.ts';
import { giveSeatsBack } from '../src/modules/capacity/service.ts';
import { dueReservations } from '../src/modules/reservations/expiry-repository.ts';
import { expireDue } from '../src/modules/reservations/expiry.ts';
import { createSecondInstance, createTestApp, DB_KINDS, type TestApp } from './harness.ts';
import { insertClub, insertSchedule, insertStudents } from './support.ts';

/**
 * Two server instances on one database expire the same due reservations at the same moment: each reservation
 * expires exactly once and its seats come back once. The control runs the same race through an expiry that reads
 * and then writes without the conditional update, and must see seats given back twice, which proves the two
 * instances really race.
 */
const HOLDERS = 150;
const TICKETS = 2;

// Several instances share PostgreSQL only; SQLite is one process's file (docs/architecture.md).
const kind = 'postgres' as const;

describe.runIf(DB_KINDS.includes(kind))('expiry with two instances on one PostgreSQL', () => {
  let t: TestApp;
  let second: Awaited<ReturnType<typeof createSecondInstance>>;
  let clock = Date.now();
  const now = () => new Date(clock);
  let studentIds: number[] = [];
  let clubId = 0;

  beforeAll(async () => {
    t = await createTestApp(kind, { now });
    second = await createSecondInstance(t, { now });
    clubId = await insertClub(t.db, '만료 동아리');
    studentIds = await insertStudents(t.db, 'late', HOLDERS);
  });
  afterAll(async () => {
    await second?.close();
    await t?.close();
  });

  /** A schedule full of unpaid reservations whose deadline is one minute from the clock. */
  async function dueSchedule(): Promise<number> {
    const { scheduleId } = await insertSchedule(t.db, {
      clubId,
      date: addDays(seoulToday(now()), 20),
      seats: HOLDERS * TICKETS,
    });
    const at = now().toISOString();
    const payBy = new Date(clock + 60_000).toISOString();
    for (let i = 0; i < HOLDERS; i += 50) {
      await t.db
        .insertInto('reservations')
        .values(
          studentIds.slice(i, i + 50).map((userId) => ({
            schedule_id: scheduleId,
            user_id: userId,
            ticket_count: TICKETS,
            unit_price: 10_000,
            status: 'unpaid' as const,
            cancel_requested: 0,
            deposit_name: '',
            pay_by: payBy,
            expires_at: payBy,
            created_at: at,
            updated_at: at,
          })),
        )
        .execute();
    }
    await t.db
      .updateTable('schedules')
      .set({ apply_people: HOLDERS * TICKETS })
      .where('id', '=', scheduleId)
      .execute();
    return scheduleId;
  }

  const seatsTaken = async (scheduleId: number) =>
    (
      await t.db
        .selectFrom('schedules')
        .select('apply_people')
        .where('id', '=', scheduleId)
        .executeTakeFirstOrThrow()
    ).apply_people;

  it('expires each reservation once and returns each seat once', async () => {
    const scheduleId = await dueSchedule();
    clock += 2 * 60_000;
    const [a, b] = await Promise.all([expireDue(t.app.ctx), expireDue(second.app.ctx)]);
    expect(a + b).toBe(HOLDERS);
    expect(await seatsTaken(scheduleId)).toBe(0);
    const audits = await t.db
      .selectFrom('audit_log')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('action', '=', 'reservation.expire')
      .executeTakeFirstOrThrow();
    expect(Number(audits.n)).toBe(HOLDERS);
    const statuses = await t.db
      .selectFrom('reservations')
      .select('status')
      .where('schedule_id', '=', scheduleId)
      .execute();
    expect(statuses.every((r) => r.status === 'expired')).toBe(true);
  });

  /**
   * The control: read the due rows, then write without re-checking their status. Answers how many seat returns
   * the database's capacity check refused because the seats had already been given back.
   */
  async function expireWithoutGuard(db: Db): Promise<number> {
    const due = await dueReservations(db, now().toISOString(), 1_000);
    let refused = 0;
    for (const r of due) {
      await new Promise((resolve) => setImmediate(resolve));
      try {
        await db.transaction().execute(async (trx) => {
          await trx.updateTable('reservations').set({ status: 'expired' }).where('id', '=', r.id).execute();
          await giveSeatsBack(trx, r.schedule_id, r.ticket_count);
        });
      } catch (err) {
        if (!/schedules_capacity/.test(String(err))) throw err;
        refused++;
      }
    }
    return refused;
  }

  it('control: without the conditional update the same race gives seats back twice (the capacity check refuses)', async () => {
    // The earlier schedule's students are free again: their reservations there expired.
    const scheduleId = await dueSchedule();
    clock += 2 * 60_000;
    const [a, b] = await Promise.all([expireWithoutGuard(t.db), expireWithoutGuard(second.app.ctx.db)]);
    expect(a + b).toBeGreaterThan(0);
    expect(await seatsTaken(scheduleId)).toBe(0);
  });
});
