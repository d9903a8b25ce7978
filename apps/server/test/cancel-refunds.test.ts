import {
  BANKS,
  CANCEL_MESSAGES,
  REFUND_BANKS,
  refundListSchema,
  reservationCardSchema,
  XLSX_CONTENT_TYPE,
} from '@moa/contract';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, seoulToday } from '../src/lib/time.ts';
import { devSubject } from '../src/modules/auth/dev-subject.ts';
import { createTestApp, DB_KINDS, type TestApp } from './harness.ts';
import { bearer, clubIdOf, insertClub, insertSchedule, insertStudents, signInAs } from './support.ts';
import { seatsHeld } from './waitlist-support.ts';

/**
 * Cancelling and refunds (docs/product.md#cancelling-and-refunds): a student cancels an unpaid reservation at once;
 * a paid one goes through a cancel request with the refund account, which the club approves (refund owed) or refuses
 * with a reason; refunds are listed, marked sent in batch and exported; a deleted paid holder may be owed one too.
 */
const HOUR = 3_600_000;
const ACCOUNT = { bankName: '카카오뱅크', accountNumber: '3333012345678', holder: '김학생' };

describe.each(DB_KINDS)('cancelling and refunds (%s)', (kind) => {
  let t: TestApp;
  let clock = Math.floor(Date.now() / 60_000) * 60_000;
  let clubId = 0;
  let manager = '';
  let otherManager = '';
  const students: string[] = [];

  beforeAll(async () => {
    t = await createTestApp(kind, { seed: true, now: () => new Date(clock) });
    clubId = await clubIdOf(t.db, 'manager@example.ac.kr');
    await insertStudents(t.db, 'canceller', 8);
    for (let i = 0; i < 8; i++) students.push((await signInAs(t.app, `canceller${i}@example.ac.kr`)).token);
    manager = (await signInAs(t.app, 'manager@example.ac.kr')).token;
    const otherClub = await insertClub(t.db, '남의 동아리');
    const at = new Date(clock).toISOString();
    await t.db
      .insertInto('users')
      .values({
        sub: devSubject('stranger-manager@example.ac.kr'),
        email: 'stranger-manager@example.ac.kr',
        authority: 'ROLE_CLUB',
        name: '남의 매니저',
        student_id: null,
        phone: null,
        club_id: otherClub,
        profile_complete: 1,
        created_at: at,
        updated_at: at,
      })
      .execute();
    otherManager = (await signInAs(t.app, 'stranger-manager@example.ac.kr')).token;
  });
  afterAll(async () => t?.close());

  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, token: string, payload?: object) =>
    t.app.inject({ method, url, headers: bearer(token), ...(payload !== undefined ? { payload } : {}) });
  const schedule = (opts: { startsInMs?: number } = {}) => {
    const start = new Date(clock + (opts.startsInMs ?? 10 * 24 * HOUR) + 9 * HOUR);
    return insertSchedule(t.db, {
      clubId,
      date: opts.startsInMs ? start.toISOString().slice(0, 10) : addDays(seoulToday(new Date(clock)), 10),
      time: opts.startsInMs ? `${start.toISOString().slice(11, 16)}:00` : '19:00:00',
      seats: 10,
    });
  };
  const reserve = async (token: string, scheduleId: number, n = 2) => {
    const res = await call('POST', '/show/detail/reservation', token, {
      scheduleId,
      wishToPurchaseTickets: n,
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().reservationId as number;
  };
  const pay = async (scheduleId: number, reservationId: number) => {
    const res = await call('PUT', `/mypage/manager/holder/${scheduleId}`, manager, {
      reservationList: [{ reservationId, isPaid: true }],
    });
    expect(res.statusCode, res.body).toBe(200);
  };
  const card = async (token: string, reservationId: number) =>
    reservationCardSchema.parse(
      (await call('GET', '/mypage/student/reservation', token))
        .json()
        .find((c: { reservationId: number }) => c.reservationId === reservationId),
    );
  const requestCancel = (token: string, reservationId: number, payload?: object) =>
    call('POST', `/mypage/student/reservation/${reservationId}/cancel-request`, token, payload);
  const answer = (scheduleId: number, payload: object, token = manager) =>
    call('POST', `/mypage/manager/holder/${scheduleId}/cancel`, token, payload);
  const refunds = async (showId: number) =>
    refundListSchema.parse((await call('GET', `/mypage/manager/show/${showId}/refunds`, manager)).json());

  it('a student cancels their unpaid reservation at once; the seats come back', async () => {
    const { scheduleId } = await schedule();
    const id = await reserve(students[0]!, scheduleId, 2);
    expect((await call('DELETE', `/mypage/student/reservation/${id}`, students[1]!)).statusCode).toBe(404);
    const res = await call('DELETE', `/mypage/student/reservation/${id}`, students[0]!);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      reservationId: id,
      status: 'cancelled',
      cancelRequest: false,
      refund: null,
    });
    expect(await seatsHeld(t.db, scheduleId)).toMatchObject({ applyPeople: 0, consistent: true });
    const again = await call('DELETE', `/mypage/student/reservation/${id}`, students[0]!);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({
      code: 'RESERVATION_STATE',
      message: CANCEL_MESSAGES.cancelNotUnpaid,
    });
    // The student may reserve the schedule again.
    await reserve(students[0]!, scheduleId, 1);
    const audit = await t.db
      .selectFrom('audit_log')
      .select(['action', 'actor_email'])
      .where('target_type', '=', 'reservation')
      .where('target_id', '=', String(id))
      .execute();
    expect(audit).toEqual([{ action: 'reservation.cancel', actor_email: 'canceller0@example.ac.kr' }]);
  });

  it('refuses cancelling a paid reservation directly, or one whose schedule has started', async () => {
    const { scheduleId } = await schedule();
    const paid = await reserve(students[1]!, scheduleId);
    await pay(scheduleId, paid);
    const direct = await call('DELETE', `/mypage/student/reservation/${paid}`, students[1]!);
    expect(direct.statusCode).toBe(409);
    expect(direct.json().message).toBe(CANCEL_MESSAGES.cancelNotUnpaid);

    const soon = await schedule({ startsInMs: 2 * HOUR });
    const late = await reserve(students[2]!, soon.scheduleId, 1);
    clock += 2 * HOUR;
    try {
      const res = await call('DELETE', `/mypage/student/reservation/${late}`, students[2]!);
      expect(res.statusCode).toBe(409);
      expect(res.json()).toMatchObject({ code: 'SCHEDULE_STARTED', message: CANCEL_MESSAGES.cancelStarted });
      expect((await card(students[2]!, late)).status).toBe('unpaid');
    } finally {
      clock -= 2 * HOUR;
    }
  });

  it('a paid reservation’s cancel request needs a valid refund account, shown back and editable', async () => {
    const { scheduleId } = await schedule();
    const id = await reserve(students[3]!, scheduleId);
    await pay(scheduleId, id);
    const none = await requestCancel(students[3]!, id);
    expect(none.statusCode).toBe(400);
    expect(none.json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      fieldErrors: { refundAccount: CANCEL_MESSAGES.refundAccountRequired },
    });
    const letters = await requestCancel(students[3]!, id, {
      refundAccount: { ...ACCOUNT, accountNumber: '3333-01-abc' },
    });
    expect(letters.statusCode).toBe(400);
    expect(letters.json().fieldErrors).toEqual({
      'refundAccount.accountNumber': '계좌번호는 숫자만 입력해주세요.',
    });
    const bank = await requestCancel(students[3]!, id, {
      refundAccount: { ...ACCOUNT, bankName: '가짜은행' },
    });
    expect(bank.json().fieldErrors).toEqual({ 'refundAccount.bankName': CANCEL_MESSAGES.bankRequired });
    expect((await card(students[3]!, id)).cancelRequest).toBe(false);

    expect((await requestCancel(students[3]!, id, { refundAccount: ACCOUNT })).statusCode).toBe(200);
    const changed = { ...ACCOUNT, bankName: '신한은행', accountNumber: '110123456789' };
    expect((await requestCancel(students[3]!, id, { refundAccount: changed })).statusCode).toBe(200);
    const c = await card(students[3]!, id);
    expect(c).toMatchObject({
      cancelRequest: true,
      cancelRequestedAt: new Date(clock).toISOString(),
      refundAccount: changed,
      cancelRejection: null,
    });
    const holders = (await call('GET', `/mypage/manager/holder/${scheduleId}`, manager)).json().holderList;
    expect(holders[0]).toMatchObject({ reservationId: id, cancelRequest: true, refundAccount: changed });
    const schedules = (await call('GET', '/mypage/manager/holder/list', manager)).json().reservationList;
    expect(schedules.find((s: { scheduleId: number }) => s.scheduleId === scheduleId).cancelRequests).toBe(1);
  });

  it('a refund account may be at any Korean bank or securities firm of the contract, the spec’s 12 included', async () => {
    const { scheduleId } = await schedule();
    const id = await reserve(students[4]!, scheduleId);
    await pay(scheduleId, id);
    for (const bankName of [
      '케이뱅크',
      'SC제일은행',
      'iM뱅크(대구은행)',
      '저축은행',
      '미래에셋증권',
      '토스증권',
      ...BANKS,
    ]) {
      const account = { ...ACCOUNT, bankName };
      const res = await requestCancel(students[4]!, id, { refundAccount: account });
      expect(res.statusCode, `${bankName}: ${res.body}`).toBe(200);
      expect((await card(students[4]!, id)).refundAccount).toEqual(account);
    }
    expect(REFUND_BANKS).toEqual(
      expect.arrayContaining([...BANKS, '카카오뱅크', '새마을금고', '우체국', '신협']),
    );
    expect(new Set(REFUND_BANKS).size).toBe(REFUND_BANKS.length);
    const unknown = await requestCancel(students[4]!, id, {
      refundAccount: { ...ACCOUNT, bankName: '가짜증권' },
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().fieldErrors).toEqual({ 'refundAccount.bankName': CANCEL_MESSAGES.bankRequired });
  });

  it('the club refuses with a reason the student sees, or approves: cancelled, seats back, refund owed', async () => {
    const { showId, scheduleId } = await schedule();
    const paid = await reserve(students[4]!, scheduleId, 3);
    await pay(scheduleId, paid);
    const unpaid = await reserve(students[5]!, scheduleId, 1);
    const quiet = await reserve(students[6]!, scheduleId, 1);
    await requestCancel(students[4]!, paid, { refundAccount: ACCOUNT });
    expect((await requestCancel(students[5]!, unpaid)).statusCode).toBe(200);

    // Bad answers change nothing: no reason, a reservation without a request, another club's manager.
    const noReason = await answer(scheduleId, { reservationIds: [paid], approve: false });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().fieldErrors).toEqual({ reason: CANCEL_MESSAGES.reasonRequired });
    const notAsked = await answer(scheduleId, { reservationIds: [paid, quiet], approve: true });
    expect(notAsked.statusCode).toBe(409);
    expect(notAsked.json().message).toBe(CANCEL_MESSAGES.notRequested);
    expect(
      (await answer(scheduleId, { reservationIds: [paid], approve: true }, otherManager)).statusCode,
    ).toBe(403);
    expect(await seatsHeld(t.db, scheduleId)).toMatchObject({ applyPeople: 5, consistent: true });

    const refused = await answer(scheduleId, {
      reservationIds: [paid],
      approve: false,
      reason: '공연 하루 전이라 어렵습니다',
    });
    expect(refused.statusCode, refused.body).toBe(200);
    expect(await card(students[4]!, paid)).toMatchObject({
      status: 'paid',
      cancelRequest: false,
      refundAccount: null,
      cancelRejection: { reason: '공연 하루 전이라 어렵습니다', at: new Date(clock).toISOString() },
    });
    // Asking again clears the refusal.
    clock += 60_000;
    await requestCancel(students[4]!, paid, { refundAccount: ACCOUNT });
    expect((await card(students[4]!, paid)).cancelRejection).toBeNull();

    const approved = await answer(scheduleId, { reservationIds: [paid, unpaid], approve: true });
    expect(approved.statusCode, approved.body).toBe(200);
    expect(await card(students[4]!, paid)).toMatchObject({
      status: 'cancelled',
      cancelRequest: false,
      refund: { amount: 30_000, refundedAt: null },
    });
    expect(await card(students[5]!, unpaid)).toMatchObject({ status: 'cancelled', refund: null });
    expect(await seatsHeld(t.db, scheduleId)).toMatchObject({ applyPeople: 1, consistent: true });

    const list = await refunds(showId);
    expect(list.refunds).toEqual([
      expect.objectContaining({
        reservationId: paid,
        scheduleId,
        order: 1,
        name: '학생4',
        stdCode: '20250004',
        ticketNumber: 3,
        amount: 30_000,
        account: ACCOUNT,
        reason: 'cancel',
        requestedAt: new Date(clock).toISOString(),
        approvedBy: 'manager@example.ac.kr',
        refundedAt: null,
      }),
    ]);
    expect(list.summary).toEqual({ owedCount: 1, owedAmount: 30_000, doneCount: 0, doneAmount: 0 });
    const actions = await t.db
      .selectFrom('audit_log')
      .select('action')
      .where('action', 'like', 'holder.cancel.%')
      .where('target_id', '=', String(scheduleId))
      .execute();
    expect(actions.map((a) => a.action)).toEqual(['holder.cancel.reject', 'holder.cancel.approve']);
  });

  it('refunds are marked sent in batch, exported, and kept even when the holder is deleted', async () => {
    const { showId, scheduleId } = await schedule();
    const a = await reserve(students[0]!, scheduleId, 2);
    const b = await reserve(students[1]!, scheduleId, 1);
    const c = await reserve(students[2]!, scheduleId, 1);
    for (const id of [a, b, c]) await pay(scheduleId, id);
    await requestCancel(students[0]!, a, { refundAccount: ACCOUNT });
    await answer(scheduleId, { reservationIds: [a], approve: true });
    // Deleting paid holders: with refund owed (no account given: contact them), and without.
    const del = await call('POST', `/mypage/manager/holder/${scheduleId}`, manager, {
      reservationList: [{ reservationId: b }],
      refund: true,
    });
    expect(del.statusCode, del.body).toBe(200);
    await call('POST', `/mypage/manager/holder/${scheduleId}`, manager, {
      reservationList: [{ reservationId: c }],
    });
    const list = await refunds(showId);
    expect(list.refunds.map((r) => [r.reason, r.reservationId, r.amount, r.account])).toEqual([
      ['cancel', a, 20_000, ACCOUNT],
      ['delete', null, 10_000, null],
    ]);
    expect(await seatsHeld(t.db, scheduleId)).toMatchObject({ applyPeople: 0, consistent: true });

    // The show cannot be deleted while refunds are owed.
    const blocked = await call('DELETE', `/mypage/manager/show/${showId}`, manager);
    expect(blocked.statusCode).toBe(409);
    expect(blocked.json().message).toBe(CANCEL_MESSAGES.showHasRefundsOwed);

    // Another show's refund in the batch: nothing is marked.
    const other = await schedule();
    const o = await reserve(students[3]!, other.scheduleId, 1);
    await pay(other.scheduleId, o);
    await call('POST', `/mypage/manager/holder/${other.scheduleId}`, manager, {
      reservationList: [{ reservationId: o }],
      refund: true,
    });
    const otherRefund = (await refunds(other.showId)).refunds[0]!.refundId;
    const ids = list.refunds.map((r) => r.refundId);
    const mixed = await call('PUT', `/mypage/manager/show/${showId}/refunds`, manager, {
      refundIds: [...ids, otherRefund],
      refunded: true,
    });
    expect(mixed.statusCode).toBe(400);
    expect((await refunds(showId)).summary.doneCount).toBe(0);
    expect(
      (
        await call('PUT', `/mypage/manager/show/${showId}/refunds`, otherManager, {
          refundIds: ids,
          refunded: true,
        })
      ).statusCode,
    ).toBe(403);

    clock += 60_000;
    const marked = await call('PUT', `/mypage/manager/show/${showId}/refunds`, manager, {
      refundIds: ids,
      refunded: true,
    });
    expect(marked.statusCode, marked.body).toBe(200);
    const done = await refunds(showId);
    expect(done.summary).toEqual({ owedCount: 0, owedAmount: 0, doneCount: 2, doneAmount: 30_000 });
    expect(done.refunds[0]).toMatchObject({
      refundedAt: new Date(clock).toISOString(),
      refundedBy: 'manager@example.ac.kr',
    });
    expect((await card(students[0]!, a)).refund).toEqual({
      amount: 20_000,
      refundedAt: new Date(clock).toISOString(),
    });

    // Undo one, then export: Korean headers, the account as text.
    await call('PUT', `/mypage/manager/show/${showId}/refunds`, manager, {
      refundIds: [ids[1]],
      refunded: false,
    });
    expect((await refunds(showId)).summary).toMatchObject({ owedCount: 1, doneCount: 1 });
    const file = await call('GET', `/mypage/manager/show/${showId}/refunds.xlsx`, manager);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe(XLSX_CONTENT_TYPE);
    expect(file.headers['content-disposition']).toContain(encodeURIComponent('_환불.xlsx'));
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(file.rawPayload as unknown as ExcelJS.Buffer);
    const rows: ExcelJS.CellValue[][] = [];
    workbook.worksheets[0]!.eachRow((row) => rows.push((row.values as ExcelJS.CellValue[]).slice(1)));
    expect(rows[0]!.slice(0, 10)).toEqual([
      '번호',
      '회차',
      '이름',
      '학번',
      '전화번호',
      '매수',
      '환불 금액',
      '은행',
      '계좌번호',
      '예금주',
    ]);
    expect(rows[1]!.slice(2, 10)).toEqual([
      '학생0',
      '20250000',
      '010-0000-0000',
      2,
      20_000,
      '카카오뱅크',
      '3333012345678',
      '김학생',
    ]);

    const audit = await t.db
      .selectFrom('audit_log')
      .select('action')
      .where('target_type', '=', 'show')
      .where('target_id', '=', String(showId))
      .where('action', 'like', 'refund.%')
      .execute();
    expect(audit.map((x) => x.action)).toEqual(['refund.done', 'refund.undo']);
  });
});
