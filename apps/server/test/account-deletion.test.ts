import { ACCOUNT_DELETION_MESSAGES, accountDeletionPreviewSchema } from '@moa/contract';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../src/db/database.ts';
import { addDays, seoulToday } from '../src/lib/time.ts';
import { devSubject } from '../src/modules/auth/dev-subject.ts';
import { createPost, formPost, QUESTIONS, questionsOf } from './applications-support.ts';
import { createTestApp, DB_KINDS, type TestApp } from './harness.ts';
import { bearer, clubIdOf, insertSchedule, insertStudents, signInAs } from './support.ts';
import { seatsHeld } from './waitlist-support.ts';

/**
 * Deleting a student's account (docs/product.md#deleting-the-account, docs/decisions/0015-account-deletion.md): what
 * it would do, said first; refused while money is owed or unconfirmed, and for paid tickets not given up; then no
 * personal string of the student is left in any column of any table (every table of the schema is read, so a new
 * table holding personal data fails this test), the money records stay under the pseudonym, unpaid seats and an open
 * waiting-list offer go back, and every schedule of the account ends.
 */

const LEAVER = {
  email: 'leaver@example.ac.kr',
  name: '탈퇴김',
  studentId: '20249876',
  phone: '010-9876-5432',
};
const REFUND_ACCOUNT = { bankName: '카카오뱅크', accountNumber: '9876543210123', holder: '탈퇴김' };
const TRANSFER_NAME = '탈퇴김의보호자';
const ANSWER = '무대가좋아요LEAVER';
/** Every string that names the leaver: none may be left anywhere once the account is deleted. */
const SECRETS = [
  LEAVER.email,
  LEAVER.name,
  LEAVER.studentId,
  LEAVER.phone,
  REFUND_ACCOUNT.accountNumber,
  TRANSFER_NAME,
  ANSWER,
];

/** Every table of the schema, each row as text: where personal strings would be found. */
async function everyTableAsText(t: TestApp): Promise<Map<string, string>> {
  const tables =
    t.kind === 'postgres'
      ? (
          await sql<{ name: string }>`select table_name as name from information_schema.tables
            where table_schema = current_schema() and table_type = 'BASE TABLE'`.execute(t.db)
        ).rows
      : (
          await sql<{
            name: string;
          }>`select name from sqlite_master where type = 'table' and name not like 'sqlite_%'`.execute(t.db)
        ).rows;
  const out = new Map<string, string>();
  for (const { name } of tables) {
    const rows = (await sql<Record<string, unknown>>`select * from ${sql.table(name)}`.execute(t.db)).rows;
    out.set(name, JSON.stringify(rows));
  }
  return out;
}

function findSecrets(tables: Map<string, string>): string[] {
  const found: string[] = [];
  for (const [table, text] of tables) {
    for (const s of SECRETS) if (text.includes(JSON.stringify(s).slice(1, -1))) found.push(`${table}: ${s}`);
  }
  return found.sort();
}

async function insertLeaver(db: Db): Promise<number> {
  const at = new Date().toISOString();
  const { id } = await db
    .insertInto('users')
    .values({
      sub: devSubject(LEAVER.email),
      email: LEAVER.email,
      authority: 'ROLE_USER',
      name: LEAVER.name,
      student_id: LEAVER.studentId,
      phone: LEAVER.phone,
      club_id: null,
      profile_complete: 1,
      created_at: at,
      updated_at: at,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

describe.each(DB_KINDS)('deleting a student account (%s)', (kind) => {
  let t: TestApp;
  const clock = Math.floor(Date.now() / 60_000) * 60_000;
  let clubId = 0;
  let manager = '';
  let leaver = '';
  let leaverId = 0;
  const others: string[] = [];

  beforeAll(async () => {
    t = await createTestApp(kind, { seed: true, now: () => new Date(clock) });
    clubId = await clubIdOf(t.db, 'manager@example.ac.kr');
    manager = (await signInAs(t.app, 'manager@example.ac.kr')).token;
    leaverId = await insertLeaver(t.db);
    leaver = (await signInAs(t.app, LEAVER.email)).token;
    await insertStudents(t.db, 'stayer', 3);
    for (let i = 0; i < 3; i++) others.push((await signInAs(t.app, `stayer${i}@example.ac.kr`)).token);
  });
  afterAll(async () => t?.close());

  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, token: string, payload?: object) =>
    t.app.inject({ method, url, headers: bearer(token), ...(payload !== undefined ? { payload } : {}) });
  const ok = async (p: ReturnType<typeof call>) => {
    const res = await p;
    expect(res.statusCode, res.body).toBe(200);
    return res.json();
  };
  const schedule = (seats = 10) =>
    insertSchedule(t.db, {
      clubId,
      date: addDays(seoulToday(new Date(clock)), 10),
      seats,
      name: '가을 정기공연',
    });
  const reserve = async (token: string, scheduleId: number, n = 1) =>
    (await ok(call('POST', '/show/detail/reservation', token, { scheduleId, wishToPurchaseTickets: n })))
      .reservationId as number;
  const pay = (scheduleId: number, reservationId: number) =>
    ok(
      call('PUT', `/mypage/manager/holder/${scheduleId}`, manager, {
        reservationList: [{ reservationId, isPaid: true }],
      }),
    );
  const preview = async (token = leaver) =>
    accountDeletionPreviewSchema.parse(await ok(call('GET', '/mypage/student/account/deletion', token)));
  const remove = (payload: object, token = leaver) =>
    call('POST', '/mypage/student/account/deletion', token, payload);

  it('is refused to club managers, with the way to have it done', async () => {
    const res = await call('GET', '/mypage/student/account/deletion', manager);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ code: 'FORBIDDEN', message: ACCOUNT_DELETION_MESSAGES.notStudent });
    const del = await remove({ confirm: '탈퇴' }, manager);
    expect(del.statusCode).toBe(403);
  });

  it('says what happens, refuses while money is open, then leaves no personal data behind', async () => {
    // An unpaid reservation (cancelled by the deletion) and a paid ticket (given up), in two schedules.
    const unpaid = await schedule(4);
    const unpaidId = await reserve(leaver, unpaid.scheduleId, 2);
    const paid = await schedule();
    const paidId = await reserve(leaver, paid.scheduleId, 1);
    await pay(paid.scheduleId, paidId);
    // A paid ticket with a cancel request carrying the refund account.
    const refunded = await schedule();
    const refundedId = await reserve(leaver, refunded.scheduleId, 1);
    await pay(refunded.scheduleId, refundedId);
    await ok(
      call('POST', `/mypage/student/reservation/${refundedId}/cancel-request`, leaver, {
        refundAccount: REFUND_ACCOUNT,
      }),
    );
    // A transfer the student says they sent under another name.
    const claimed = await schedule();
    const claimedId = await reserve(leaver, claimed.scheduleId, 1);
    await ok(
      call('POST', `/mypage/student/reservation/${claimedId}/transfer-claim`, leaver, {
        transferredAt: new Date(clock - 60_000).toISOString(),
        amount: 10_000,
        depositName: TRANSFER_NAME,
      }),
    );
    // An open waiting-list offer holding a seat, and a place in another line.
    const offered = await schedule(1);
    const holderId = await reserve(others[0]!, offered.scheduleId, 1);
    await ok(
      call('POST', '/show/detail/waitlist', leaver, {
        scheduleId: offered.scheduleId,
        wishToPurchaseTickets: 1,
      }),
    );
    await ok(call('DELETE', `/mypage/student/reservation/${holderId}`, others[0]!));
    const waiting = await schedule(1);
    await reserve(others[1]!, waiting.scheduleId, 1);
    await ok(
      call('POST', '/show/detail/waitlist', leaver, {
        scheduleId: waiting.scheduleId,
        wishToPurchaseTickets: 1,
      }),
    );
    // An application (the managers are told the name), a follow, door duty by e-mail, a mail opt-out.
    const today = seoulToday(new Date(clock));
    const postId = await createPost(t.app, manager, formPost(today, addDays(today, 20), QUESTIONS));
    const q = await questionsOf(t.app, postId);
    await ok(
      call('POST', `/recruiting/${postId}/application`, leaver, {
        answers: [
          { questionId: q[0]!.questionId, value: '기타' },
          { questionId: q[1]!.questionId, value: ANSWER },
        ],
        consent: true,
      }),
    );
    await ok(call('PUT', `/club/${clubId}/follow`, leaver));
    await ok(call('POST', `/mypage/manager/show/${paid.showId}/staff`, manager, { email: LEAVER.email }));
    await ok(call('PUT', '/mypage/notifications/email', leaver, { kinds: { clubNews: false } }));
    // Another student's data, which must stay.
    const stayerPaid = await reserve(others[2]!, paid.scheduleId, 1);
    await pay(paid.scheduleId, stayerPaid);

    // The scan sees the leaver's data before (the control: it can find what it looks for).
    const before = findSecrets(await everyTableAsText(t));
    for (const table of [
      'users',
      'reservations',
      'applications',
      'application_answers',
      'notifications',
      'audit_log',
      'checkin_staff',
    ]) {
      expect(
        before.some((f) => f.startsWith(`${table}:`)),
        table,
      ).toBe(true);
    }

    const p1 = await preview();
    expect(p1.blockers.map((b) => [b.reason, b.reservationId]).sort()).toEqual(
      [
        ['cancelRequested', refundedId],
        ['transferClaimed', claimedId],
      ].sort(),
    );
    expect(p1.paidTickets.map((x) => x.reservationId)).toEqual([paidId]);
    expect(p1.unpaidReservations.map((x) => [x.reservationId, x.tickets, x.amount])).toEqual([
      [unpaidId, 2, 20_000],
    ]);
    expect(p1.waitlistEntries).toBe(2);
    expect(p1.applications).toBe(1);

    // The typed word is required; the open money blocks.
    const wrong = await remove({ confirm: '네', forfeitPaidTickets: true });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().fieldErrors).toEqual({ confirm: ACCOUNT_DELETION_MESSAGES.confirmWord });
    const blocked = await remove({ confirm: '탈퇴', forfeitPaidTickets: true });
    expect(blocked.statusCode).toBe(409);
    expect(blocked.json().message).toContain(ACCOUNT_DELETION_MESSAGES.blocked);

    // The club approves the cancel request: a refund owed still blocks, until it is sent.
    await ok(
      call('POST', `/mypage/manager/holder/${refunded.scheduleId}/cancel`, manager, {
        reservationIds: [refundedId],
        approve: true,
      }),
    );
    await pay(claimed.scheduleId, claimedId);
    expect((await preview()).blockers.map((b) => b.reason)).toEqual(['refundPending']);
    expect((await remove({ confirm: '탈퇴', forfeitPaidTickets: true })).json().message).toContain(
      ACCOUNT_DELETION_MESSAGES.refundPending,
    );
    const refundList = await ok(call('GET', `/mypage/manager/show/${refunded.showId}/refunds`, manager));
    const refundIds = (refundList.refunds as { refundId: number }[]).map((r) => r.refundId);
    await ok(
      call('PUT', `/mypage/manager/show/${refunded.showId}/refunds`, manager, { refundIds, refunded: true }),
    );

    // Paid tickets not yet used are given up only when the request says so.
    const p2 = await preview();
    expect(p2.blockers).toEqual([]);
    expect(p2.paidTickets.map((x) => x.reservationId).sort()).toEqual([paidId, claimedId].sort());
    const notForfeited = await remove({ confirm: '탈퇴' });
    expect(notForfeited.statusCode).toBe(400);
    expect(notForfeited.json().fieldErrors).toEqual({
      forfeitPaidTickets: ACCOUNT_DELETION_MESSAGES.paidTickets,
    });

    const auditRowsBefore = await t.db
      .selectFrom('audit_log')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('actor_user_id', '=', leaverId)
      .executeTakeFirstOrThrow();
    const done = await remove({ confirm: ' 탈퇴 ', forfeitPaidTickets: true });
    expect(done.statusCode, done.body).toBe(200);

    // No personal string left in any column of any table.
    expect(findSecrets(await everyTableAsText(t))).toEqual([]);
    // Signed out everywhere.
    expect((await call('GET', '/api/auth/me', leaver)).statusCode).toBe(401);

    // Seats: the unpaid reservation's are back; the offered seat went back to the schedule; the waiting place is gone.
    expect(await seatsHeld(t.db, unpaid.scheduleId)).toMatchObject({ applyPeople: 0, consistent: true });
    expect(await seatsHeld(t.db, offered.scheduleId)).toMatchObject({ applyPeople: 0, consistent: true });
    expect(await t.db.selectFrom('waitlist').select('id').where('user_id', '=', leaverId).execute()).toEqual(
      [],
    );
    expect(
      (
        await t.db
          .selectFrom('reservations')
          .select('status')
          .where('id', '=', unpaidId)
          .executeTakeFirstOrThrow()
      ).status,
    ).toBe('cancelled');

    // The club's money records stay, under the pseudonym.
    const alias = `탈퇴한 회원 #${leaverId}`;
    const holders = await ok(call('GET', `/mypage/manager/holder/${paid.scheduleId}`, manager));
    const names = JSON.stringify(holders);
    expect(names).toContain(alias);
    expect(names).toContain('학생2');
    const kept = await t.db
      .selectFrom('reservations')
      .select(['id', 'status', 'deposit_name', 'unit_price'])
      .where('user_id', '=', leaverId)
      .orderBy('id')
      .execute();
    expect(kept.map((r) => [r.id, r.status, r.deposit_name])).toEqual([
      [unpaidId, 'cancelled', alias],
      [paidId, 'paid', alias],
      [refundedId, 'cancelled', alias],
      [claimedId, 'paid', alias],
    ]);
    const refund = await t.db
      .selectFrom('refunds')
      .selectAll()
      .where('user_id', '=', leaverId)
      .executeTakeFirstOrThrow();
    expect(refund).toMatchObject({ name: alias, amount: 10_000, bank: null, account_number: null });
    expect(refund.refunded_at).not.toBeNull();
    const auditRowsAfter = await t.db
      .selectFrom('audit_log')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('actor_user_id', '=', leaverId)
      .where('actor_email', '=', alias)
      .executeTakeFirstOrThrow();
    expect(Number(auditRowsAfter.n)).toBe(Number(auditRowsBefore.n) + 1);
    const notice = await t.db
      .selectFrom('notifications')
      .select('body')
      .where('kind', '=', 'newApplication')
      .where('link', '=', `/manager/recruiting/${postId}/applications`)
      .executeTakeFirstOrThrow();
    expect(notice.body).toBe(`${alias} 님이 테스트 부원 모집에 지원했습니다.`);

    // Others keep theirs; the same Google account signing in again starts a new, empty account.
    expect(JSON.stringify(await ok(call('GET', '/mypage/student/profile', others[2]!)))).toContain('학생2');
    const again = await signInAs(t.app, LEAVER.email);
    expect(again.first).toBe(true);
    const me = await ok(call('GET', '/mypage/student/profile', again.token));
    expect(me).toMatchObject({ email: LEAVER.email, studentId: null, phoneNumber: null });
    expect(await ok(call('GET', '/mypage/student/reservation', again.token))).toEqual([]);
  });
});
