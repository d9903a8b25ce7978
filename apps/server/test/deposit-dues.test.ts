import { DEPOSIT_MESSAGES, myDuesListSchema, type DepositImport } from '@moa/contract';
import iconv from 'iconv-lite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, seoulToday } from '../src/lib/time.ts';
import { welcome } from '../src/modules/members/welcome.ts';
import { defaultTerm } from '../src/modules/members/terms.ts';
import { createTestApp, DB_KINDS, type TestApp } from './harness.ts';
import { depositKit } from './deposit-support.ts';
import { bearer, clubIdOf, insertStudents, multipart, signInAs } from './support.ts';

/**
 * The deposit import matches club dues as well as tickets (docs/product.md#deposit-import, issue 29), through the app
 * on both databases: one statement, in KB국민은행 인터넷뱅킹's 엑셀저장 layout (fixtures/banks/statements README:
 * `kb-web-html`, an HTML page in CP949 with an .xls name, a preamble table and a 총계 row), pays tickets and dues
 * together. Each deposit is applied once; a deposit that fits a ticket and a due alike is left to the manager, then
 * applied to the one chosen; a dues deposit makes the membership active and the student sees it paid; a second
 * deposit for paid dues is 중복 입금, owed back. Two applies racing apply once; the control shows the test sees the
 * race (both read the deposit as open before either writes).
 */

interface Line {
  at: string;
  name: string;
  amount: number;
}

const won = (n: number) => n.toLocaleString('en-US');

/** KB 엑셀저장 (kb-web-html) with several deposits: as the corpus' kb-web-excel-save.xls and e2e/support/bank-files.ts. */
function kbExcelSave(lines: readonly Line[]): Buffer {
  const td = (c: string, extra = '') => `<td class='td' style='mso-number-format:"\\@"'${extra}>${c}</td>`;
  let balance = 1_200_000;
  const rows = lines.map((l) => {
    balance += l.amount;
    return [l.at.replace(/-/g, '.'), '타행이체', '', l.name, '0', won(l.amount), won(balance), '인터넷뱅킹'];
  });
  rows.push([
    lines[0]!.at.replace(/-/g, '.'),
    '체크카드',
    '',
    '편의점',
    '3,000',
    '0',
    won(balance - 3_000),
    '인터넷뱅킹',
  ]);
  const total = lines.reduce((s, l) => s + l.amount, 0);
  const html =
    "<html><head><meta http-equiv='Content-Type' content='text/html; charset=euc-kr'></head><body>" +
    "<table border='1'>" +
    `<tr><td class='td'>조회기간</td>${td('2026.11.01 ~ 2026.11.30', ' colspan=7')}</tr>` +
    `<tr><td class='td'>계좌번호</td>${td('123456-**-***789', ' colspan=7')}</tr>` +
    "</table><table border='1'>" +
    `<tr>${['거래일시', '적요', '의뢰인/수취인', '내통장표시내용', '출금금액', '입금금액', '잔액', '취급점']
      .map((h) => `<td class='td'>${h}</td>`)
      .join('')}</tr>` +
    rows.map((r) => `<tr>${r.map((c) => td(c)).join('')}</tr>`).join('') +
    `<tr><td class='td' colspan=4>총계</td>${td('3,000')}${td(won(total))}<td class='td' colspan=2></td></tr>` +
    '</table></body></html>';
  return iconv.encode(html, 'cp949');
}

describe.each(DB_KINDS)('deposits paying tickets and dues (%s)', (kind) => {
  let t: TestApp;
  let owner = '';
  let other = '';
  let student = '';
  let termId = 0;
  let k: ReturnType<typeof depositKit>;
  let minute = 0;
  const base = '/mypage/manager/club';
  const DUES = 20_000;

  const send = (method: 'GET' | 'POST' | 'PUT', url: string, token: string, payload?: object) =>
    t.app.inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) });

  const line = (name: string, amount: number): Line => {
    const m = minute++;
    return {
      at: `2026-11-10 ${String(10 + Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}:00`,
      name,
      amount,
    };
  };

  async function upload(showId: number, lines: Line[], token = owner) {
    const body = multipart([
      {
        name: 'file',
        value: kbExcelSave(lines),
        filename: '거래내역조회.xls',
        contentType: 'application/vnd.ms-excel',
      },
    ]);
    const res = await t.app.inject({
      method: 'POST',
      url: `/mypage/manager/show/${showId}/deposits`,
      headers: { ...bearer(token), ...body.headers },
      payload: body.payload,
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as DepositImport;
  }

  /** A pending member of the current term, charged the term's dues: added by e-mail (active), moved to pending. */
  async function pendingMember(n: number) {
    const added = await send('POST', `${base}/terms/${termId}/members`, owner, {
      email: `dp${n}@example.ac.kr`,
    });
    expect(added.statusCode, added.body).toBe(200);
    const { membershipId } = added.json() as { membershipId: number };
    const moved = await send('PUT', `${base}/terms/${termId}/members/${membershipId}`, owner, {
      status: 'pending',
    });
    expect(moved.statusCode, moved.body).toBe(200);
    const charge = await t.db
      .selectFrom('dues_charges')
      .select(['id', 'status'])
      .where('membership_id', '=', membershipId)
      .executeTakeFirstOrThrow();
    return { membershipId, chargeId: charge.id, depositName: `${20250000 + n}학생${n}` };
  }

  const membershipStatus = async (membershipId: number) =>
    (
      await t.db
        .selectFrom('memberships')
        .select('status')
        .where('id', '=', membershipId)
        .executeTakeFirstOrThrow()
    ).status;

  const chargeOf = (chargeId: number) =>
    t.db
      .selectFrom('dues_charges')
      .select(['status', 'paid_amount'])
      .where('id', '=', chargeId)
      .executeTakeFirstOrThrow();

  const welcomes = async (n: number) =>
    (
      await t.db
        .selectFrom('notifications')
        .innerJoin('users', 'users.id', 'notifications.user_id')
        .select('notifications.id')
        .where('users.email', '=', `dp${n}@example.ac.kr`)
        .where('notifications.kind', '=', 'membership')
        .execute()
    ).length;

  const duesAudits = async (membershipId: number) =>
    (
      await t.db
        .selectFrom('audit_log')
        .select('detail')
        .where('action', '=', 'member.dues')
        .where('target_type', '=', 'membership')
        .where('target_id', '=', String(membershipId))
        .execute()
    ).map((r) => JSON.parse(r.detail) as Record<string, unknown>);

  beforeAll(async () => {
    t = await createTestApp(kind, { seed: true });
    owner = (await signInAs(t.app, 'manager@example.ac.kr')).token;
    other = (await signInAs(t.app, 'manager2@example.ac.kr')).token;
    student = (await signInAs(t.app, 'student@example.ac.kr')).token;
    await insertStudents(t.db, 'dp', 10);
    k = depositKit(t, await clubIdOf(t.db, 'manager@example.ac.kr'), 'dp');
    const plain = defaultTerm(seoulToday());
    const term = await send('POST', `${base}/terms`, owner, {
      name: plain.name,
      startsOn: plain.starts_on,
      endsOn: plain.ends_on,
    });
    expect(term.statusCode, term.body).toBe(200);
    termId = (term.json() as { termId: number }).termId;
    const dues = await send('PUT', `${base}/terms/${termId}/dues`, owner, {
      amount: DUES,
      payBy: plain.ends_on,
      bankName: '카카오뱅크',
      accountNumber: '3333012345678',
      accountName: '김총무',
    });
    expect(dues.statusCode, dues.body).toBe(200);
  });
  afterAll(async () => t?.close());

  it('pays tickets and dues from one statement; the one fitting both is left to the manager, then applied as chosen', async () => {
    // Tickets at the dues' price, so a student holding both cannot be told apart by the amount.
    const { showId, scheduleId } = await k.show(20, DUES);
    const ticket = await k.reservation(scheduleId); // dp0: a ticket only
    const paidTicket = await k.reservation(scheduleId, 'paid'); // dp1: a paid ticket, at the price
    const both = await k.reservation(scheduleId); // dp2: a ticket and dues
    const dues1 = await pendingMember(1); // dp1: dues (and the paid ticket above)
    const dues2 = await pendingMember(2);
    const dues3 = await pendingMember(3); // dp3: dues only, paid twice on the statement

    const imp = await upload(showId, [
      line(ticket.depositName, DUES),
      line(dues1.depositName, DUES),
      line(both.depositName, DUES),
      line(dues3.depositName, DUES),
      line(dues3.depositName, DUES),
      line('모르는사람', 5_000),
    ]);
    expect(imp.reading.layout?.id).toBe('kb-web-html');
    const [t0, d1, amb, d3a, d3b, none] = imp.deposits;
    expect(t0).toMatchObject({
      match: 'matched',
      reservationId: ticket.id,
      target: { kind: 'reservation', reservationId: ticket.id },
      duesCandidates: [],
    });
    // dp1's paid ticket is at the same price, but an unpaid due beats a paid ticket.
    expect(d1).toMatchObject({
      match: 'matched',
      reservationId: null,
      candidates: [],
      target: { kind: 'dues', chargeId: dues1.chargeId, membershipId: dues1.membershipId },
      duesCandidates: [
        {
          chargeId: dues1.chargeId,
          membershipId: dues1.membershipId,
          termId,
          name: '학생1',
          stdCode: '20250001',
          amount: DUES,
          status: 'unpaid',
        },
      ],
    });
    expect(amb).toMatchObject({
      match: 'ambiguous',
      reservationId: null,
      target: null,
      candidates: [expect.objectContaining({ reservationId: both.id })],
      duesCandidates: [expect.objectContaining({ chargeId: dues2.chargeId })],
      hint: expect.objectContaining({ reason: 'ticketOrDues' }),
    });
    expect(d3a!.target).toEqual({ kind: 'dues', chargeId: dues3.chargeId, membershipId: dues3.membershipId });
    expect(d3b!.target).toEqual(d3a!.target);
    expect(none!.match).toBe('unmatched');
    // Chosen from the start: the ticket, dp1's due and dp3's two deposits; three people, three prices expected.
    expect(imp.totals.toApply).toMatchObject({ count: 4, people: 3, expected: 3 * DUES, received: 4 * DUES });
    expect(await k.statusOf(paidTicket.id)).toBe('paid');

    const applied = await k.apply(showId, imp.importId, { allMatched: true }, owner);
    expect(applied.statusCode, applied.body).toBe(200);
    expect(applied.json()).toEqual({
      paid: 1,
      amount: DUES,
      duesPaid: 2,
      duesAmount: 2 * DUES,
      skipped: 0,
      received: 4 * DUES,
      refundOwed: DUES,
      duplicates: 1,
      over: 0,
      short: 0,
      shortAmount: 0,
    });
    expect(await k.statusOf(ticket.id)).toBe('paid');
    for (const m of [dues1, dues3]) {
      expect(await chargeOf(m.chargeId)).toEqual({ status: 'paid', paid_amount: DUES });
      expect(await membershipStatus(m.membershipId)).toBe('active');
      expect(await duesAudits(m.membershipId)).toEqual([
        expect.objectContaining({ action: 'paid', source: 'deposit', importId: imp.importId }),
      ]);
    }
    // The student is welcomed (once each: added by e-mail, then paid) and sees their dues paid.
    expect(await welcomes(1)).toBe(2);
    const own = (await signInAs(t.app, 'dp1@example.ac.kr')).token;
    const mine = myDuesListSchema.parse((await send('GET', '/mypage/student/dues', own)).json());
    expect(mine).toEqual([
      expect.objectContaining({
        amount: DUES,
        paidAmount: DUES,
        status: 'paid',
        depositName: dues1.depositName,
      }),
    ]);
    // dp3's second deposit is 중복 입금, owed back in 환불 관리 and open on the deposits page.
    const refunds = await k.refunds(showId, owner);
    expect(refunds.refunds).toEqual([
      expect.objectContaining({ reason: 'duplicate', amount: DUES, refundedAt: null }),
    ]);
    const open = await k.issues(showId, owner);
    expect(open.map((i) => [i.depositId, i.outcome])).toEqual([[d3b!.depositId, 'duplicate']]);
    expect(open[0]).toMatchObject({ expected: DUES, student: { name: '학생3', stdCode: '20250003' } });
    // The ambiguous one is untouched: neither dp2's ticket nor dp2's due.
    expect(await k.statusOf(both.id)).toBe('unpaid');
    expect(await chargeOf(dues2.chargeId)).toEqual({ status: 'unpaid', paid_amount: 0 });

    // A pick names one thing: a ticket or a due, never both, and only among the deposit's candidates.
    const twoTargets = await k.apply(
      showId,
      imp.importId,
      { picks: [{ depositId: amb!.depositId, reservationId: both.id, chargeId: dues2.chargeId }] },
      owner,
    );
    expect(twoTargets.statusCode).toBe(400);
    const stranger = await k.apply(
      showId,
      imp.importId,
      { picks: [{ depositId: amb!.depositId, chargeId: dues1.chargeId }] },
      owner,
    );
    expect(stranger.statusCode).toBe(400);
    expect(stranger.json().message).toBe(DEPOSIT_MESSAGES.notApplicable);

    // The manager chooses the due.
    const pick = { picks: [{ depositId: amb!.depositId, chargeId: dues2.chargeId }] };
    const chosen = await k.apply(showId, imp.importId, pick, owner);
    expect(chosen.statusCode, chosen.body).toBe(200);
    expect(chosen.json()).toMatchObject({
      paid: 0,
      duesPaid: 1,
      duesAmount: DUES,
      skipped: 0,
      duplicates: 0,
    });
    expect(await chargeOf(dues2.chargeId)).toEqual({ status: 'paid', paid_amount: DUES });
    expect(await membershipStatus(dues2.membershipId)).toBe('active');
    expect(await k.statusOf(both.id)).toBe('unpaid');
    // Again: nothing changes twice.
    const again = await k.apply(showId, imp.importId, { allMatched: true, ...pick }, owner);
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json()).toMatchObject({ paid: 0, duesPaid: 0, received: 0, skipped: 1 });
    expect(await duesAudits(dues2.membershipId)).toHaveLength(1);
    expect(await welcomes(2)).toBe(2);

    // Reopened, the import shows each deposit as applied to what it paid.
    const reopened = await send('GET', `/mypage/manager/show/${showId}/deposits/${imp.importId}`, owner);
    expect(reopened.statusCode, reopened.body).toBe(200);
    const shown = (reopened.json() as DepositImport).deposits;
    expect(shown.find((d) => d.depositId === amb!.depositId)).toMatchObject({
      appliedAt: expect.any(String),
      outcome: 'paid',
      target: { kind: 'dues', chargeId: dues2.chargeId, membershipId: dues2.membershipId },
      duesCandidates: [expect.objectContaining({ chargeId: dues2.chargeId, status: 'paid' })],
    });
  });

  it('a deposit for dues paid by hand is 이미 입금 확인 and, applied, that payment; another amount is not dues', async () => {
    const { showId } = await k.show(20, 15_000);
    const m = await pendingMember(4);
    const byHand = await send('PUT', `${base}/terms/${termId}/members/${m.membershipId}/dues`, owner, {
      action: 'paid',
    });
    expect(byHand.statusCode, byHand.body).toBe(200);
    const imp = await upload(showId, [line(m.depositName, DUES)]);
    expect(imp.deposits[0]).toMatchObject({
      match: 'alreadyPaid',
      target: { kind: 'dues', chargeId: m.chargeId },
    });
    const res = await k.apply(showId, imp.importId, { allMatched: true }, owner);
    expect(res.json()).toMatchObject({ paid: 0, duesPaid: 0, received: DUES, refundOwed: 0, duplicates: 0 });
    expect(await duesAudits(m.membershipId)).toHaveLength(1);
    // A due is paid only at the amount left: another amount is not offered as dues.
    const m5 = await pendingMember(5);
    const short = await upload(showId, [line(m5.depositName, 5_000)]);
    expect(short.deposits[0]).toMatchObject({ match: 'unmatched', target: null, duesCandidates: [] });
  });

  it('two applies racing apply a dues deposit once', async () => {
    const { showId } = await k.show(20, 15_000);
    const m = await pendingMember(6);
    const imp = await upload(showId, [line(m.depositName, DUES)]);
    const depositId = imp.deposits[0]!.depositId;
    const results = await Promise.all(
      [0, 1].map(() => k.apply(showId, imp.importId, { depositIds: [depositId] }, owner)),
    );
    for (const r of results) expect(r.statusCode, r.body).toBe(200);
    const bodies = results.map((r) => r.json() as { duesPaid: number; skipped: number; received: number });
    expect(bodies.map((b) => b.duesPaid).sort()).toEqual([0, 1]);
    expect(bodies.map((b) => b.skipped).sort()).toEqual([0, 1]);
    expect(bodies.reduce((s, b) => s + b.received, 0)).toBe(DUES);
    expect(await chargeOf(m.chargeId)).toEqual({ status: 'paid', paid_amount: DUES });
    expect(await duesAudits(m.membershipId)).toHaveLength(1);
    expect(await welcomes(6)).toBe(2); // added by e-mail, then paid: once
    expect(await k.issues(showId, owner)).toEqual([]);
  });

  it('two deposits for one due, applied at once by two calls: one pays it, the other is 중복 입금', async () => {
    const { showId } = await k.show(20, 15_000);
    const m = await pendingMember(0);
    const imp = await upload(showId, [line(m.depositName, DUES), line(m.depositName, DUES)]);
    expect(imp.deposits.map((d) => d.target?.kind)).toEqual(['dues', 'dues']);
    const results = await Promise.all(
      imp.deposits.map((d) => k.apply(showId, imp.importId, { depositIds: [d.depositId] }, owner)),
    );
    for (const r of results) expect(r.statusCode, r.body).toBe(200);
    const bodies = results.map(
      (r) => r.json() as { duesPaid: number; duplicates: number; refundOwed: number },
    );
    expect(bodies.map((b) => b.duesPaid).sort()).toEqual([0, 1]);
    expect(bodies.map((b) => b.duplicates).sort()).toEqual([0, 1]);
    expect(bodies.reduce((sum, b) => sum + b.refundOwed, 0)).toBe(DUES);
    expect(await chargeOf(m.chargeId)).toEqual({ status: 'paid', paid_amount: DUES });
    expect(await duesAudits(m.membershipId)).toHaveLength(1);
  });

  it('control: applies deciding from a read made before their writes both apply the deposit', async () => {
    const { showId } = await k.show(20, 15_000);
    const m = await pendingMember(7);
    const imp = await upload(showId, [line(m.depositName, DUES)]);
    const depositId = imp.deposits[0]!.depositId;
    const before = await welcomes(7);
    // Each reads the deposit as open, then writes without re-checking: what the conditional claim prevents.
    let read = 0;
    let release: () => void = () => {};
    const bothRead = new Promise<void>((resolve) => (release = resolve));
    const naive = async () => {
      const d = await t.db
        .selectFrom('deposits')
        .select('applied_at')
        .where('id', '=', depositId)
        .executeTakeFirstOrThrow();
      if (++read === 2) release();
      await bothRead;
      if (d.applied_at !== null) return false;
      const at = new Date().toISOString();
      await t.db.transaction().execute(async (trx) => {
        await trx
          .updateTable('deposits')
          .set({ applied_at: at, applied_by: 'control' })
          .where('id', '=', depositId)
          .execute();
        const { id: clubId } = await trx
          .selectFrom('clubs')
          .innerJoin('users', 'users.club_id', 'clubs.id')
          .select('clubs.id')
          .where('users.email', '=', 'manager@example.ac.kr')
          .executeTakeFirstOrThrow();
        const { id: userId } = await trx
          .selectFrom('users')
          .select('id')
          .where('email', '=', 'dp7@example.ac.kr')
          .executeTakeFirstOrThrow();
        await welcome(trx, clubId, [userId], at);
      });
      return true;
    };
    const decided = await Promise.all([naive(), naive()]);
    expect(decided).toEqual([true, true]);
    expect((await welcomes(7)) - before).toBe(2);
  });

  it("answers 403 to another club's manager and to a student; nothing is applied", async () => {
    const { showId } = await k.show(20, 15_000);
    const m = await pendingMember(8);
    const imp = await upload(showId, [line(m.depositName, DUES)]);
    const depositId = imp.deposits[0]!.depositId;
    for (const token of [other, student]) {
      const res = await k.apply(
        showId,
        imp.importId,
        { picks: [{ depositId, chargeId: m.chargeId }] },
        token,
      );
      expect(res.statusCode).toBe(403);
      const rows = await send('GET', `/mypage/manager/show/${showId}/deposits/${imp.importId}`, token);
      expect(rows.statusCode).toBe(403);
    }
    expect(await chargeOf(m.chargeId)).toEqual({ status: 'unpaid', paid_amount: 0 });
    expect(await membershipStatus(m.membershipId)).toBe('pending');
  });

  it('refuses a dues deposit whose term ended since it was matched, and applies nothing of the call', async () => {
    const { showId, scheduleId } = await k.show(20, 15_000);
    const m = await pendingMember(9);
    const ticket = await k.reservation(scheduleId);
    const imp = await upload(showId, [line(ticket.depositName, 15_000), line(m.depositName, DUES)]);
    expect(imp.deposits.map((d) => d.target?.kind)).toEqual(['reservation', 'dues']);
    await t.db
      .updateTable('club_terms')
      .set({ ends_on: addDays(seoulToday(), -1) })
      .where('id', '=', termId)
      .execute();
    const res = await k.apply(showId, imp.importId, { allMatched: true }, owner);
    expect(res.statusCode, res.body).toBe(409);
    expect(res.json().message).toContain(DEPOSIT_MESSAGES.duesTermOver);
    expect(await k.statusOf(ticket.id)).toBe('unpaid');
    expect(await chargeOf(m.chargeId)).toEqual({ status: 'unpaid', paid_amount: 0 });
    // Matched again, a past term's dues are not offered.
    const reopened = await send('GET', `/mypage/manager/show/${showId}/deposits/${imp.importId}`, owner);
    expect((reopened.json() as DepositImport).deposits[1]).toMatchObject({
      match: 'unmatched',
      target: null,
    });
  });
});
