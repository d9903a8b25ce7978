import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../src/db/database.ts';
import type { ReservationStatus } from '../src/db/schema.ts';
import { addDays, seoulToday } from '../src/lib/time.ts';
import { createSession } from '../src/modules/auth/sessions.ts';
import { giveSeatsBack } from '../src/modules/capacity/service.ts';
import { expireDue } from '../src/modules/reservations/expiry.ts';
import { createSecondInstance, createTestApp, DB_KINDS, type TestApp } from './harness.ts';
import { bearer, insertClub, insertSchedule, insertStudents } from './support.ts';
import { seatsHeld } from './waitlist-support.ts';

/**
 * Deleting a holder while something else changes the same reservation (docs/architecture.md, "Capacity"): another
 * delete, the student's cancel, the club's approval of a cancel request, the payment expiry. Whatever lands first, the
 * seats come back once, a refund is owed once, and every answer is 200 or a clear 404/409. On PostgreSQL the two
 * sides run on two instances of the app on one database.
 *
 * The control runs the delete as it once was: the holder's status read before the write, the seats given back by that
 * status. Its write waits until the other side has answered, which is the interleaving a read made before the
 * transaction allows (left to timing, whether it happens in a round depends on the machine); it must find the seats
 * given back twice. Test code only: the app has no such path.
 */
const ROUNDS = 6;
const MINUTE = 60_000;

type Other = 'delete' | 'cancel' | 'approve' | 'expire';

describe.each(DB_KINDS)('deleting a holder racing another change of it (%s)', (kind) => {
  let t: TestApp;
  let second: Awaited<ReturnType<typeof createSecondInstance>> | undefined;
  const clock = Date.now();
  const now = () => new Date(clock);
  let clubId = 0;
  let manager = '';
  let holder = { id: 0, token: '' };
  let neighbour = 0;

  beforeAll(async () => {
    t = await createTestApp(kind, { now });
    if (kind === 'postgres') second = await createSecondInstance(t, { now });
    clubId = await insertClub(t.db, '삭제 경합 동아리');
    const at = now().toISOString();
    const { id: managerId } = await t.db
      .insertInto('users')
      .values({
        sub: 'holder-race-manager',
        email: 'holder-race-manager@example.ac.kr',
        authority: 'ROLE_CLUB',
        name: '관리자',
        student_id: null,
        phone: '010-0000-0000',
        club_id: clubId,
        profile_complete: 1,
        created_at: at,
        updated_at: at,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    manager = await createSession(t.db, managerId, now());
    const [holderId, neighbourId] = await insertStudents(t.db, 'holderrace', 2);
    holder = { id: holderId!, token: await createSession(t.db, holderId!, now()) };
    neighbour = neighbourId!;
  });
  afterAll(async () => {
    await second?.close();
    await t?.close();
  });

  /** The other side's instance: the second one on PostgreSQL. */
  const otherApp = (): FastifyInstance => second?.app ?? t.app;

  /**
   * A sold-out schedule of 6 seats: the holder's 2 tickets (in the status the race needs) and a neighbour's 4 unpaid.
   * The holder's reservation is due for expiry when `due`.
   */
  async function setup(status: ReservationStatus, opts: { cancelRequested?: boolean; due?: boolean } = {}) {
    const { showId, scheduleId } = await insertSchedule(t.db, {
      clubId,
      date: addDays(seoulToday(now()), 10),
      seats: 6,
    });
    const at = now().toISOString();
    const later = new Date(clock + 24 * 60 * MINUTE).toISOString();
    const payBy = opts.due ? new Date(clock - MINUTE).toISOString() : later;
    const row = (userId: number, tickets: number, s: ReservationStatus, by: string) => ({
      schedule_id: scheduleId,
      user_id: userId,
      ticket_count: tickets,
      unit_price: 10_000,
      status: s,
      cancel_requested: 0,
      deposit_name: '',
      pay_by: by,
      expires_at: by,
      created_at: at,
      updated_at: at,
    });
    const { id: reservationId } = await t.db
      .insertInto('reservations')
      .values({
        ...row(holder.id, 2, status, payBy),
        ...(opts.cancelRequested
          ? {
              cancel_requested: 1,
              cancel_requested_at: at,
              refund_bank: '신한은행',
              refund_account: '110123456789',
              refund_holder: '학생0',
            }
          : {}),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await t.db
      .insertInto('reservations')
      .values(row(neighbour, 4, 'unpaid', later))
      .execute();
    await t.db.updateTable('schedules').set({ apply_people: 6 }).where('id', '=', scheduleId).execute();
    return { showId, scheduleId, reservationId };
  }

  const remove = (app: FastifyInstance, scheduleId: number, reservationId: number) =>
    app.inject({
      method: 'POST',
      url: `/mypage/manager/holder/${scheduleId}`,
      headers: bearer(manager),
      payload: { reservationList: [{ reservationId }], refund: true },
    });

  /** The other side of the race, through the app (the expiry as the server's timer runs it). */
  async function otherSide(other: Other, scheduleId: number, reservationId: number) {
    const app = otherApp();
    if (other === 'delete') return (await remove(app, scheduleId, reservationId)).statusCode;
    if (other === 'cancel') {
      const res = await app.inject({
        method: 'DELETE',
        url: `/mypage/student/reservation/${reservationId}`,
        headers: bearer(holder.token),
      });
      return res.statusCode;
    }
    if (other === 'approve') {
      const res = await app.inject({
        method: 'POST',
        url: `/mypage/manager/holder/${scheduleId}/cancel`,
        headers: bearer(manager),
        payload: { reservationIds: [reservationId], approve: true },
      });
      return res.statusCode;
    }
    await expireDue(app.ctx);
    return 200;
  }

  const SETUPS: Record<Other, () => ReturnType<typeof setup>> = {
    delete: () => setup('unpaid'),
    cancel: () => setup('unpaid'),
    approve: () => setup('paid', { cancelRequested: true }),
    expire: () => setup('unpaid', { due: true }),
  };

  /** What a round left: seats against what holds them, and the refunds owed for the holder. */
  async function outcome(showId: number, scheduleId: number) {
    const seats = await seatsHeld(t.db, scheduleId);
    const refunds = await t.db
      .selectFrom('refunds')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('show_id', '=', showId)
      .executeTakeFirstOrThrow();
    return { ...seats, refunds: Number(refunds.n) };
  }

  describe.each(['delete', 'cancel', 'approve', 'expire'] as Other[])('against %s', (other) => {
    it('gives the seats back once, owes at most one refund, and answers 200, 404 or 409', async () => {
      const problems: string[] = [];
      const answers: number[] = [];
      for (let round = 0; round < ROUNDS; round++) {
        const { showId, scheduleId, reservationId } = await SETUPS[other]();
        const [a, b] = await Promise.all([
          remove(t.app, scheduleId, reservationId).then((r) => r.statusCode),
          otherSide(other, scheduleId, reservationId),
        ]);
        answers.push(a, b);
        const o = await outcome(showId, scheduleId);
        if (!o.consistent) problems.push(`round ${round}: ${JSON.stringify(o)}`);
        // Only a paid holder is owed money, by the approval or by the delete, never by both.
        if (o.refunds > (other === 'approve' ? 1 : 0)) problems.push(`round ${round}: ${o.refunds} refunds`);
      }
      expect(problems).toEqual([]);
      for (const s of answers) expect([200, 404, 409]).toContain(s);
      // Either side may land first, but something always happens.
      expect(answers.filter((s) => s === 200).length).toBeGreaterThanOrEqual(ROUNDS);
    });

    it('control: a delete deciding from a status read before its write gives the seats back twice', async () => {
      let caught = 0;
      for (let round = 0; round < ROUNDS; round++) {
        const { showId, scheduleId, reservationId } = await SETUPS[other]();
        let answered = () => {};
        const otherDone = new Promise<void>((resolve) => (answered = resolve));
        await Promise.all([
          deleteReadThenWrite(t.db, scheduleId, reservationId, otherDone),
          otherSide(other, scheduleId, reservationId).finally(answered),
        ]);
        if (!(await outcome(showId, scheduleId)).consistent) caught++;
      }
      expect(caught).toBeGreaterThan(0);
    });
  });
});

/** The old delete: the holder read first, deleted later, the seats given back by the status read. */
async function deleteReadThenWrite(db: Db, scheduleId: number, reservationId: number, until: Promise<void>) {
  const row = await db
    .selectFrom('reservations')
    .select(['ticket_count', 'status'])
    .where('id', '=', reservationId)
    .executeTakeFirst();
  await until;
  if (!row) return;
  await db.transaction().execute(async (trx) => {
    await trx.deleteFrom('reservations').where('id', '=', reservationId).execute();
    if (row.status === 'unpaid' || row.status === 'paid')
      await giveSeatsBack(trx, scheduleId, row.ticket_count);
  });
}
