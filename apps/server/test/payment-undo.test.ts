import { LIMITS, PAYMENT_DEADLINE, PAYMENT_MESSAGES, paymentUndoResultSchema } from '@moa/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ReservationStatus } from '../src/db/schema.ts';
import { addDays, seoulToday } from '../src/lib/time.ts';
import { expireDue } from '../src/modules/reservations/expiry.ts';
import { createTestApp, DB_KINDS, type TestApp } from './harness.ts';
import { bearer, clubIdOf, insertSchedule, insertStudents, signInAs } from './support.ts';

/**
 * Undoing a batch payment change (docs/product.md#reservation-status): within LIMITS.paymentUndoMinutes, each holder
 * the change changed goes back to exactly its state before, unless it changed since (skipped and counted); seats the
 * change took back are given back; the students are told; only the club's managers may, once.
 */
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

describe.each(DB_KINDS)('undoing a payment change (%s)', (kind) => {
  let t: TestApp;
  let clock = Date.now();
  let manager = '';
  let otherManager = '';
  let clubId = 0;
  let students: { id: number; token: string }[] = [];

  beforeAll(async () => {
    t = await createTestApp(kind, { seed: true, now: () => new Date(clock) });
    manager = (await signInAs(t.app, 'manager@example.ac.kr')).token;
    otherManager = (await signInAs(t.app, 'manager2@example.ac.kr')).token;
    clubId = await clubIdOf(t.db, 'manager@example.ac.kr');
    const ids = await insertStudents(t.db, 'undo', 4);
    students = [];
    for (const [i, id] of ids.entries()) {
      students.push({ id, token: (await signInAs(t.app, `undo${i}@example.ac.kr`)).token });
    }
  });
  afterAll(async () => t?.close());

  /**
   * A schedule of 10 seats and one reservation of 2 tickets per status given, one student each; the live ones to be
   * paid by `payByIn` from now (5 hours unless given), the deadline a student who said they transferred is past.
   */
  async function setup(statuses: ReservationStatus[], payByIn = 5 * HOUR, claimed = false) {
    const { scheduleId } = await insertSchedule(t.db, {
      clubId,
      date: addDays(seoulToday(new Date(clock)), 20),
      seats: 10,
      cost: 10_000,
    });
    const made = new Date(clock - HOUR).toISOString();
    const payBy = new Date(clock + payByIn).toISOString();
    const expiresAt = claimed ? new Date(clock + payByIn + 24 * HOUR).toISOString() : payBy;
    const ids: number[] = [];
    for (const [i, status] of statuses.entries()) {
      const { id } = await t.db
        .insertInto('reservations')
        .values({
          schedule_id: scheduleId,
          user_id: students[i]!.id,
          ticket_count: 2,
          unit_price: 10_000,
          status,
          cancel_requested: 0,
          deposit_name: '',
          pay_by: status === 'expired' ? made : payBy,
          expires_at: status === 'expired' ? made : expiresAt,
          transfer_claimed_at: claimed && status === 'unpaid' ? made : null,
          payment_changed_at: status === 'paid' ? made : null,
          payment_changed_by: status === 'paid' ? 'earlier@example.ac.kr' : null,
          status_changed_at: made,
          created_at: made,
          updated_at: made,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      ids.push(id);
    }
    const held = statuses.filter((s) => s === 'unpaid' || s === 'paid').length * 2;
    await t.db.updateTable('schedules').set({ apply_people: held }).where('id', '=', scheduleId).execute();
    return { scheduleId, ids };
  }

  const put = (scheduleId: number, ids: number[], isPaid: boolean) =>
    t.app.inject({
      method: 'PUT',
      url: `/mypage/manager/holder/${scheduleId}`,
      headers: bearer(manager),
      payload: { reservationList: ids.map((reservationId) => ({ reservationId, isPaid })) },
    });
  const undo = (scheduleId: number, changeId: number, token = manager) =>
    t.app.inject({
      method: 'POST',
      url: `/mypage/manager/holder/${scheduleId}/payment/${changeId}/undo`,
      headers: bearer(token),
    });
  const states = (ids: number[]) =>
    t.db
      .selectFrom('reservations')
      .select([
        'id',
        'status',
        'pay_by',
        'expires_at',
        'payment_changed_at',
        'payment_changed_by',
        'status_changed_at',
      ])
      .where('id', 'in', ids)
      .orderBy('id')
      .execute();
  const seats = async (scheduleId: number) =>
    (
      await t.db
        .selectFrom('schedules')
        .select('apply_people')
        .where('id', '=', scheduleId)
        .executeTakeFirstOrThrow()
    ).apply_people;
  const latestNotice = async (userId: number) =>
    t.db
      .selectFrom('notifications')
      .select(['kind', 'title'])
      .where('user_id', '=', userId)
      .orderBy('id', 'desc')
      .executeTakeFirst();

  it('puts 입금 확인 back exactly: unpaid as it was, expired again with its seats given back', async () => {
    const { scheduleId, ids } = await setup(['unpaid', 'expired', 'paid']);
    const before = await states(ids);
    const seatsBefore = await seats(scheduleId);
    const changed = await put(scheduleId, ids, true);
    expect(changed.statusCode, changed.body).toBe(200);
    const { changeId, undoUntil } = changed.json();
    expect(changeId).toEqual(expect.any(Number));
    expect(Date.parse(undoUntil)).toBe(clock + LIMITS.paymentUndoMinutes * MINUTE);
    expect(await seats(scheduleId)).toBe(seatsBefore + 2); // the expired one took its seats back

    clock += 5 * MINUTE;
    const res = await undo(scheduleId, changeId);
    expect(res.statusCode, res.body).toBe(200);
    expect(paymentUndoResultSchema.parse(res.json())).toEqual({
      restored: 2,
      skipped: 0,
      skippedReasons: { changed: 0, deleted: 0, noSeats: 0 },
    });
    // the paid one the change left alone is untouched; the others are exactly as before
    expect(await states(ids)).toEqual(before);
    expect(await seats(scheduleId)).toBe(seatsBefore);
    expect(await latestNotice(students[0]!.id)).toMatchObject({ kind: 'paymentRevoked' });
    expect(await latestNotice(students[1]!.id)).toMatchObject({ kind: 'reservationExpired' });
    const audit = await t.db
      .selectFrom('audit_log')
      .select(['actor_email', 'detail'])
      .where('action', '=', 'holder.payment.undo')
      .where('target_id', '=', String(scheduleId))
      .executeTakeFirstOrThrow();
    expect(audit.actor_email).toBe('manager@example.ac.kr');
    expect(JSON.parse(audit.detail)).toMatchObject({ changeId, restored: 2, seatsReturned: 2 });
  });

  it('gives a holder unpaid again a fresh pay-by time when its own passed before the undo', async () => {
    // 입금 확인 three minutes before the pay-by time, undone five minutes later: the old time is gone by.
    const { scheduleId, ids } = await setup(['unpaid'], 3 * MINUTE);
    const [before] = await states(ids);
    const changed = await put(scheduleId, ids, true);
    expect(changed.statusCode, changed.body).toBe(200);
    clock += 5 * MINUTE;
    const res = await undo(scheduleId, changed.json().changeId);
    expect(res.json()).toMatchObject({ restored: 1, skipped: 0 });
    const [after] = await states(ids);
    // The show's deadline (24 hours by default) from now, as a restore gives; who and when as before.
    const fresh = new Date(clock + PAYMENT_DEADLINE.defaultHours * HOUR).toISOString();
    expect(after).toEqual({ ...before, pay_by: fresh, expires_at: fresh });
    // It stays unpaid past the old time: the expiry does not take it, and the student is told the new time.
    expect(await expireDue(t.app.ctx)).toBe(0);
    expect((await states(ids))[0]!.status).toBe('unpaid');
    const holders = await t.app.inject({
      method: 'GET',
      url: `/mypage/manager/holder/${scheduleId}`,
      headers: bearer(manager),
    });
    expect(holders.json().holderList[0]).toMatchObject({ status: 'unpaid', payBy: fresh });
    expect(await latestNotice(students[0]!.id)).toMatchObject({ kind: 'paymentRevoked' });
  });

  it("keeps a student's transfer grace after the fresh pay-by time", async () => {
    // 입금했어요 said: expiry 24 hours after the pay-by time, which passes before the undo.
    const { scheduleId, ids } = await setup(['unpaid'], 2 * MINUTE, true);
    const changed = await put(scheduleId, ids, true);
    clock += 3 * MINUTE;
    expect((await undo(scheduleId, changed.json().changeId)).json()).toMatchObject({ restored: 1 });
    const [after] = await states(ids);
    const fresh = clock + PAYMENT_DEADLINE.defaultHours * HOUR;
    expect(after).toMatchObject({
      status: 'unpaid',
      pay_by: new Date(fresh).toISOString(),
      expires_at: new Date(fresh + PAYMENT_DEADLINE.claimGraceHours * HOUR).toISOString(),
    });
  });

  it('puts 입금 취소 back: paid again with the old pay-by time, and the student is told', async () => {
    const { scheduleId, ids } = await setup(['paid']);
    const before = await states(ids);
    const changed = await put(scheduleId, ids, false);
    expect(changed.statusCode, changed.body).toBe(200);
    const [revoked] = await states(ids);
    expect(revoked!.status).toBe('unpaid');
    expect(await latestNotice(students[0]!.id)).toMatchObject({ kind: 'paymentRevoked' });

    clock += MINUTE;
    const res = await undo(scheduleId, changed.json().changeId);
    expect(res.json()).toMatchObject({ restored: 1, skipped: 0 });
    expect(await states(ids)).toEqual(before);
    expect(await latestNotice(students[0]!.id)).toMatchObject({
      kind: 'paymentConfirmed',
      title: '입금이 확인되었습니다',
    });
  });

  it('skips holders deleted or changed since, and counts them', async () => {
    const { scheduleId, ids } = await setup(['unpaid', 'unpaid', 'unpaid', 'unpaid']);
    const [deleted, requested, again, kept] = ids as [number, number, number, number];
    const before = await states(ids);
    const changed = await put(scheduleId, ids, true);
    const changeId = changed.json().changeId as number;
    clock += MINUTE;
    const removed = await t.app.inject({
      method: 'POST',
      url: `/mypage/manager/holder/${scheduleId}`,
      headers: bearer(manager),
      payload: { reservationList: [{ reservationId: deleted }] },
    });
    expect(removed.statusCode, removed.body).toBe(200);
    const request = await t.app.inject({
      method: 'POST',
      url: `/mypage/student/reservation/${requested}/cancel-request`,
      headers: bearer(students[1]!.token),
      payload: { refundAccount: { bankName: '신한은행', accountNumber: '110123456789', holder: '학생1' } },
    });
    expect(request.statusCode, request.body).toBe(200);
    expect((await put(scheduleId, [again], false)).statusCode).toBe(200);
    const afterOthers = await states([requested, again]);

    clock += MINUTE;
    const res = await undo(scheduleId, changeId);
    expect(res.json()).toEqual({
      restored: 1,
      skipped: 3,
      skippedReasons: { changed: 2, deleted: 1, noSeats: 0 },
    });
    expect(await states([kept])).toEqual(before.filter((b) => b.id === kept));
    expect(await states([requested, again])).toEqual(afterOthers);
  });

  it('refuses after the window, a second time, another club, an unknown change, and a student', async () => {
    const { scheduleId, ids } = await setup(['unpaid', 'unpaid']);
    const first = (await put(scheduleId, [ids[0]!], true)).json().changeId as number;
    const second = (await put(scheduleId, [ids[1]!], true)).json().changeId as number;

    const forbidden = await undo(scheduleId, first, otherManager);
    expect(forbidden.statusCode).toBe(403);
    expect(forbidden.json().code).toBe('FORBIDDEN');
    const student = await undo(scheduleId, first, students[0]!.token);
    expect(student.statusCode).toBe(403);
    const unknown = await undo(scheduleId, 999_999);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ code: 'NOT_FOUND', message: PAYMENT_MESSAGES.undoNotFound });
    const { scheduleId: elsewhere } = await setup([]);
    expect((await undo(elsewhere, first)).statusCode).toBe(404);

    clock += LIMITS.paymentUndoMinutes * MINUTE;
    expect((await undo(scheduleId, first)).statusCode).toBe(200); // the last moment of the window
    const twice = await undo(scheduleId, first);
    expect(twice.statusCode).toBe(409);
    expect(twice.json()).toMatchObject({ code: 'ALREADY_UNDONE', message: PAYMENT_MESSAGES.alreadyUndone });

    clock += 1;
    const late = await undo(scheduleId, second);
    expect(late.statusCode).toBe(409);
    expect(late.json()).toMatchObject({ code: 'UNDO_EXPIRED', message: PAYMENT_MESSAGES.undoExpired });
    const [, stillPaid] = await states(ids);
    expect(stillPaid!.status).toBe('paid');
  });

  it('records nothing to undo when nothing changed', async () => {
    const { scheduleId, ids } = await setup(['paid']);
    const res = await put(scheduleId, ids, true);
    expect(res.json()).toEqual({ success: true, count: 1, changeId: null, undoUntil: null });
  });
});
