import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../src/db/database.ts';
import type { ReservationStatus } from '../src/db/schema.ts';
import { addDays, seoulToday } from '../src/lib/time.ts';
import { markPaid } from '../src/modules/reservations/status.ts';
import { createSecondInstance, createTestApp, DB_KINDS, type TestApp } from './harness.ts';
import { bearer, clubIdOf, insertSchedule, insertStudents, signInAs } from './support.ts';
import { seatsHeld } from './waitlist-support.ts';

/**
 * Payment changes racing another change of the same holder (docs/architecture.md, "Capacity"). On PostgreSQL the two
 * sides run on two instances of the app on one database.
 *
 * - An undo of 입금 취소 against the student cancelling the (now unpaid) reservation: whichever lands first, the
 *   seats are counted once and the holder is either cancelled (the undo skips it) or paid again (the cancel is
 *   refused). The control restores the holder from a state read before its write, after the cancel has answered:
 *   it must make a cancelled holder paid, holding seats the schedule gave back.
 * - Two 입금 확인 of one holder at once: both answer 200, the student is told once. The control marks it paid from a
 *   status read before the other call's write, and is refused (409), as the batch once was.
 *
 * The controls are test code only: the app has no such path.
 */
const ROUNDS = 6;
const MINUTE = 60_000;

describe.each(DB_KINDS)('payment changes racing (%s)', (kind) => {
  let t: TestApp;
  let second: Awaited<ReturnType<typeof createSecondInstance>> | undefined;
  const clock = Date.now();
  const now = () => new Date(clock);
  let clubId = 0;
  let manager = '';
  let student = { id: 0, token: '' };

  beforeAll(async () => {
    t = await createTestApp(kind, { seed: true, now });
    if (kind === 'postgres') second = await createSecondInstance(t, { now });
    manager = (await signInAs(t.app, 'manager@example.ac.kr')).token;
    clubId = await clubIdOf(t.db, 'manager@example.ac.kr');
    const [id] = await insertStudents(t.db, 'undorace', 1);
    student = { id: id!, token: (await signInAs(t.app, 'undorace0@example.ac.kr')).token };
  });
  afterAll(async () => {
    await second?.close();
    await t?.close();
  });

  const otherApp = (): FastifyInstance => second?.app ?? t.app;

  /** A schedule of 4 seats with the student's 2 tickets in the given status. */
  async function setup(status: ReservationStatus) {
    const { showId, scheduleId } = await insertSchedule(t.db, {
      clubId,
      date: addDays(seoulToday(now()), 10),
      seats: 4,
    });
    const at = new Date(clock - MINUTE).toISOString();
    const payBy = new Date(clock + 60 * MINUTE).toISOString();
    const { id: reservationId } = await t.db
      .insertInto('reservations')
      .values({
        schedule_id: scheduleId,
        user_id: student.id,
        ticket_count: 2,
        unit_price: 10_000,
        status,
        cancel_requested: 0,
        deposit_name: '',
        pay_by: payBy,
        expires_at: payBy,
        payment_changed_at: status === 'paid' ? at : null,
        payment_changed_by: status === 'paid' ? 'earlier@example.ac.kr' : null,
        status_changed_at: at,
        created_at: at,
        updated_at: at,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await t.db.updateTable('schedules').set({ apply_people: 2 }).where('id', '=', scheduleId).execute();
    return { showId, scheduleId, reservationId };
  }

  const put = (app: FastifyInstance, scheduleId: number, reservationId: number, isPaid: boolean) =>
    app.inject({
      method: 'PUT',
      url: `/mypage/manager/holder/${scheduleId}`,
      headers: bearer(manager),
      payload: { reservationList: [{ reservationId, isPaid }] },
    });
  const undo = (scheduleId: number, changeId: number) =>
    t.app.inject({
      method: 'POST',
      url: `/mypage/manager/holder/${scheduleId}/payment/${changeId}/undo`,
      headers: bearer(manager),
    });
  const cancel = (reservationId: number) =>
    otherApp().inject({
      method: 'DELETE',
      url: `/mypage/student/reservation/${reservationId}`,
      headers: bearer(student.token),
    });
  const statusOf = async (reservationId: number) =>
    (
      await t.db
        .selectFrom('reservations')
        .select('status')
        .where('id', '=', reservationId)
        .executeTakeFirstOrThrow()
    ).status;

  /** 입금 취소 by the manager: the change the race undoes. */
  async function revoked() {
    const s = await setup('paid');
    const res = await put(t.app, s.scheduleId, s.reservationId, false);
    expect(res.statusCode, res.body).toBe(200);
    return { ...s, changeId: res.json().changeId as number };
  }

  it('an undo against the student cancelling: seats counted once, the holder cancelled or paid', async () => {
    const problems: string[] = [];
    for (let round = 0; round < ROUNDS; round++) {
      const { scheduleId, reservationId, changeId } = await revoked();
      const [u, c] = await Promise.all([undo(scheduleId, changeId), cancel(reservationId)]);
      const status = await statusOf(reservationId);
      const seats = await seatsHeld(t.db, scheduleId);
      if (!seats.consistent) problems.push(`round ${round}: ${JSON.stringify(seats)}`);
      if (u.statusCode !== 200) problems.push(`round ${round}: undo ${u.statusCode} ${u.body}`);
      const restored = u.json().restored as number;
      if (status === 'cancelled' && (restored !== 0 || c.statusCode !== 200)) {
        problems.push(`round ${round}: cancelled, undo ${u.body}, cancel ${c.statusCode}`);
      }
      if (status === 'paid' && (restored !== 1 || c.statusCode !== 409)) {
        problems.push(`round ${round}: paid, undo ${u.body}, cancel ${c.statusCode}`);
      }
      if (status !== 'cancelled' && status !== 'paid') problems.push(`round ${round}: ${status}`);
    }
    expect(problems).toEqual([]);
  });

  it('control: an undo restoring from a state read before its write makes a cancelled holder paid', async () => {
    let caught = 0;
    for (let round = 0; round < ROUNDS; round++) {
      const { scheduleId, reservationId } = await revoked();
      let answered = () => {};
      const cancelDone = new Promise<void>((resolve) => (answered = resolve));
      await Promise.all([
        undoReadThenWrite(t.db, reservationId, cancelDone),
        cancel(reservationId).finally(answered),
      ]);
      if (!(await seatsHeld(t.db, scheduleId)).consistent) caught++;
    }
    expect(caught).toBeGreaterThan(0);
  });

  it('two 입금 확인 of one holder at once: both 200, one change, the student told once', async () => {
    const problems: string[] = [];
    for (let round = 0; round < ROUNDS; round++) {
      const { scheduleId, reservationId } = await setup('unpaid');
      const answers = await Promise.all([
        put(t.app, scheduleId, reservationId, true),
        put(otherApp(), scheduleId, reservationId, true),
      ]);
      for (const a of answers)
        if (a.statusCode !== 200) problems.push(`round ${round}: ${a.statusCode} ${a.body}`);
      const changes = answers.filter((a) => a.statusCode === 200 && a.json().changeId !== null).length;
      const told = await t.db
        .selectFrom('notifications')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('reservation_id', '=', reservationId)
        .where('kind', '=', 'paymentConfirmed')
        .executeTakeFirstOrThrow();
      if (changes !== 1 || Number(told.n) !== 1) {
        problems.push(`round ${round}: ${changes} changes, told ${told.n} times`);
      }
      if ((await statusOf(reservationId)) !== 'paid') problems.push(`round ${round}: not paid`);
    }
    expect(problems).toEqual([]);
  });

  it('control: 입금 확인 deciding from a status read before the other call wrote is refused', async () => {
    let caught = 0;
    for (let round = 0; round < ROUNDS; round++) {
      const { scheduleId, reservationId } = await setup('unpaid');
      let answered = () => {};
      const otherDone = new Promise<void>((resolve) => (answered = resolve));
      const [refused] = await Promise.all([
        markPaidReadThenWrite(t.db, reservationId, otherDone),
        put(otherApp(), scheduleId, reservationId, true).finally(answered),
      ]);
      if (refused) caught++;
    }
    expect(caught).toBeGreaterThan(0);
  });
});

/** An undo as a careless one would be: the reservation read first, put back to paid later by its id alone. */
async function undoReadThenWrite(db: Db, reservationId: number, until: Promise<void>) {
  const row = await db
    .selectFrom('reservations')
    .select(['status'])
    .where('id', '=', reservationId)
    .executeTakeFirstOrThrow();
  await until;
  if (row.status !== 'unpaid') return;
  await db.updateTable('reservations').set({ status: 'paid' }).where('id', '=', reservationId).execute();
}

/** The batch as it once was: the status read before the transaction, the change made from it. Answers whether refused. */
async function markPaidReadThenWrite(db: Db, reservationId: number, until: Promise<void>): Promise<boolean> {
  const row = await db
    .selectFrom('reservations')
    .select(['id', 'schedule_id', 'ticket_count', 'status', 'pay_by'])
    .where('id', '=', reservationId)
    .executeTakeFirstOrThrow();
  await until;
  try {
    await db.transaction().execute((trx) => markPaid(trx, row, 'manager@example.ac.kr', new Date()));
    return false;
  } catch (err) {
    return (err as { code?: string }).code === 'CONFLICT';
  }
}
