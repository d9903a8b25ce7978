import { LEDGER_MESSAGES as M, termReportSchema, type TermReport } from '@moa/contract';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, seoulToday } from '../src/lib/time.ts';
import { sweepReceipts } from '../src/modules/report/index.ts';
import { makePng } from '../../../test-support/png.ts';
import { createTestApp, DB_KINDS, type TestApp } from './harness.ts';
import {
  bearer,
  insertClub,
  insertSchedule,
  insertStudents,
  jsonPart,
  multipart,
  signInAs,
  type Part,
} from './support.ts';

/**
 * The treasurer's ledger and the term's report to the student union (docs/product.md#the-union-report), through the
 * real app on both databases: bad entries refused in Korean with nothing written (no amount, an expense with neither a
 * receipt nor a reason, a receipt that is not an image, a day outside the term), receipts replaced and removed with
 * their stored files, the ledger closing 90 days after the term; the 결산 of tickets, refunds, deposits owed back, dues
 * and the ledger closing to the won; the union's rules judged on 활동 members; the XLSX's sheets and totals; and that
 * only the club's manager may call any of it. The shows, reservations, refunds and dues charges are written straight
 * into the database: this reads them, the flows that make them have their own tests.
 */

async function sheetsOf(body: Buffer): Promise<Record<string, ExcelJS.CellValue[][]>> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(body as unknown as ExcelJS.Buffer);
  const out: Record<string, ExcelJS.CellValue[][]> = {};
  for (const sheet of workbook.worksheets) {
    const rows: ExcelJS.CellValue[][] = [];
    sheet.eachRow((row) => rows.push((row.values as ExcelJS.CellValue[]).slice(1)));
    out[sheet.name] = rows;
  }
  return out;
}

describe.each(DB_KINDS)('the ledger and the union report (%s)', (kind) => {
  let t: TestApp;
  let pinned: number | null = null;
  const now = () => new Date(pinned ?? Date.now());
  const today = () => seoulToday(now());
  let clubId = 0;
  let otherClubId = 0;
  let termId = 0;
  /** The day the term was made around (the clock pinned later moves today(), not this). */
  let day = '';
  const tokens: Record<string, string> = {};
  const base = '/mypage/manager/club';

  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, who: string, payload?: unknown) =>
    t.app.inject({ method, url, headers: bearer(tokens[who]!), payload: payload as never });
  const upload = (method: 'POST' | 'PUT', url: string, who: string, request: unknown, receipt?: Part) => {
    const body = multipart([jsonPart(request), ...(receipt ? [receipt] : [])]);
    return t.app.inject({
      method,
      url,
      headers: { ...bearer(tokens[who]!), ...body.headers },
      payload: body.payload,
    });
  };
  const png = (): Part => ({
    name: 'receipt',
    value: makePng(60, 80),
    filename: 'r.png',
    contentType: 'image/png',
  });
  const entry = (extra: Record<string, unknown> = {}) => ({
    direction: 'expense',
    occurredOn: addDays(day, -5),
    category: '대관료',
    description: '정기 공연 대관료',
    amount: 88_000,
    ...extra,
  });
  const entries = () => t.db.selectFrom('ledger_entries').selectAll().where('term_id', '=', termId).execute();
  const receipts = async () =>
    (await t.db.selectFrom('stored_files').select('name').execute())
      .map((r) => r.name)
      .filter((n) => n.startsWith('receipt/'));
  const report = async (): Promise<TermReport> => {
    const res = await call('GET', `${base}/terms/${termId}/report`, 'club');
    expect(res.statusCode, res.body).toBe(200);
    return termReportSchema.parse(res.json());
  };

  beforeAll(async () => {
    t = await createTestApp(kind, { now });
    day = today();
    clubId = await insertClub(t.db, '보고서 동아리');
    otherClubId = await insertClub(t.db, '다른 보고서 동아리');
    const at = new Date().toISOString();
    await t.db
      .insertInto('club_managers')
      .values([
        {
          email: 'rep-club@example.ac.kr',
          club_id: clubId,
          granted_by: 'admin@example.ac.kr',
          created_at: at,
        },
        {
          email: 'rep-other@example.ac.kr',
          club_id: otherClubId,
          granted_by: 'admin@example.ac.kr',
          created_at: at,
        },
      ])
      .execute();
    tokens.club = (await signInAs(t.app, 'rep-club@example.ac.kr')).token;
    tokens.other = (await signInAs(t.app, 'rep-other@example.ac.kr')).token;
    tokens.admin = (await signInAs(t.app, 'admin@example.ac.kr')).token;
    await insertStudents(t.db, 'rp', 6);
    tokens.student = (await signInAs(t.app, 'rp0@example.ac.kr')).token;
    const term = await call('POST', `${base}/terms`, 'club', {
      name: '보고서 학기',
      startsOn: addDays(today(), -60),
      endsOn: addDays(today(), 30),
    });
    expect(term.statusCode, term.body).toBe(200);
    termId = term.json().termId;
  });
  afterAll(async () => t?.close());

  it('refuses bad entries in Korean and writes nothing', async () => {
    const url = `${base}/terms/${termId}/ledger`;
    const cases: [Record<string, unknown>, string, string][] = [
      [{ amount: undefined }, 'amount', M.amountRequired],
      [{ amount: 0 }, 'amount', M.amountRange],
      [{ amount: 1.5 }, 'amount', M.amountRange],
      [{ amount: 100_000_001 }, 'amount', M.amountRange],
      [{ category: '  ' }, 'category', M.categoryRequired],
      [{ description: '' }, 'description', M.descriptionRequired],
      [{ direction: 'loan' }, 'direction', M.directionRequired],
      [{ occurredOn: addDays(today(), -61) }, 'occurredOn', M.dateOutsideTerm],
      [{ occurredOn: addDays(today(), 31) }, 'occurredOn', M.dateOutsideTerm],
      [{}, 'noReceiptReason', M.receiptOrReason],
      [{ noReceiptReason: '   ' }, 'noReceiptReason', M.receiptOrReason],
    ];
    for (const [extra, field, message] of cases) {
      const res = await upload('POST', url, 'club', entry(extra));
      expect(res.statusCode, `${JSON.stringify(extra)} ${res.body}`).toBe(400);
      const body = res.json();
      expect(body).toMatchObject({ status: 400 });
      expect(body.fieldErrors?.[field], JSON.stringify(extra)).toBe(message);
    }
    // A receipt that is not an image: refused on its field, no row and no stored file.
    const fake = await upload('POST', url, 'club', entry(), {
      name: 'receipt',
      value: Buffer.from('%PDF-1.4 not an image'),
      filename: 'r.png',
      contentType: 'image/png',
    });
    expect(fake.statusCode, fake.body).toBe(415);
    expect(fake.json()).toMatchObject({
      code: 'IMAGE_INVALID',
      fieldErrors: { receipt: '이미지 파일만 업로드할 수 있습니다.' },
    });
    // A good receipt with a day outside the term: refused before anything is stored.
    const outside = await upload('POST', url, 'club', entry({ occurredOn: addDays(today(), 40) }), png());
    expect(outside.statusCode).toBe(400);
    expect(await entries()).toEqual([]);
    expect(await receipts()).toEqual([]);
  });

  it('keeps entries with a receipt or a reason, replaces and removes receipts with their files', async () => {
    const url = `${base}/terms/${termId}/ledger`;
    const rent = await upload('POST', url, 'club', entry(), png());
    expect(rent.statusCode, rent.body).toBe(200);
    expect(rent.json()).toMatchObject({
      direction: 'expense',
      amount: 88_000,
      hasReceipt: true,
      noReceiptReason: '',
    });
    const rentId = rent.json().entryId;
    const [first] = await receipts();
    expect(first).toBeDefined();
    const file = await call('GET', `${base}/ledger/${rentId}/receipt`, 'club');
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('image/webp');

    // Replaced: the new file is kept, the old one removed.
    const replaced = await upload(
      'PUT',
      `${base}/ledger/${rentId}`,
      'club',
      entry({ amount: 88_000 }),
      png(),
    );
    expect(replaced.statusCode, replaced.body).toBe(200);
    const after = await receipts();
    expect(after).toHaveLength(1);
    expect(after[0]).not.toBe(first);
    // Taken away without a reason: refused, the receipt stays.
    const bare = await upload('PUT', `${base}/ledger/${rentId}`, 'club', entry({ removeReceipt: true }));
    expect(bare.statusCode).toBe(400);
    expect(bare.json().fieldErrors.noReceiptReason).toBe(M.receiptOrReason);
    expect(await receipts()).toEqual(after);
    // A change that keeps the receipt needs no reason.
    const kept = await upload(
      'PUT',
      `${base}/ledger/${rentId}`,
      'club',
      entry({ description: '대강당 대관료' }),
    );
    expect(kept.json()).toMatchObject({ hasReceipt: true, description: '대강당 대관료' });

    const food = await upload(
      'POST',
      url,
      'club',
      entry({
        category: '식비',
        description: '뒤풀이',
        amount: 31_337,
        noReceiptReason: '현금 결제, 영수증 분실',
      }),
    );
    expect(food.statusCode, food.body).toBe(200);
    expect(food.json()).toMatchObject({ hasReceipt: false, noReceiptReason: '현금 결제, 영수증 분실' });
    const carry = await upload(
      'POST',
      url,
      'club',
      entry({ direction: 'income', category: '이월금', description: '지난 학기 이월금', amount: 123_456 }),
    );
    expect(carry.statusCode, carry.body).toBe(200);
    const temp = await upload('POST', url, 'club', entry({ description: '지울 내역', amount: 1_000 }), png());
    expect(await receipts()).toHaveLength(2);
    const removed = await call('DELETE', `${base}/ledger/${temp.json().entryId}`, 'club');
    expect(removed.statusCode, removed.body).toBe(200);
    expect(await receipts()).toEqual(after);
    expect((await call('DELETE', `${base}/ledger/${temp.json().entryId}`, 'club')).statusCode).toBe(404);

    const ledger = await call('GET', `${base}/terms/${termId}/ledger`, 'club');
    expect(
      ledger
        .json()
        .entries.map((e: { amount: number }) => e.amount)
        .sort(),
    ).toEqual([123_456, 31_337, 88_000].sort());
  });

  it('closes the 결산 to the won from tickets, refunds, deposits owed back, dues and the ledger', async () => {
    const at = new Date().toISOString();
    const students = (
      await t.db.selectFrom('users').select('id').where('email', 'like', 'rp%').orderBy('id').execute()
    ).map((u) => u.id);
    // A show of the term (7,000원 a ticket) and one of an earlier term, which the report leaves out.
    const show = await insertSchedule(t.db, {
      clubId,
      date: addDays(today(), -10),
      seats: 100,
      cost: 7_000,
      name: '정기 공연',
    });
    const old = await insertSchedule(t.db, {
      clubId,
      date: addDays(today(), -200),
      seats: 100,
      cost: 9_000,
      name: '지난 공연',
    });
    const reservation = (
      scheduleId: number,
      userId: number,
      tickets: number,
      price: number,
      status: 'paid' | 'unpaid' | 'cancelled',
    ) => ({
      schedule_id: scheduleId,
      user_id: userId,
      ticket_count: tickets,
      unit_price: price,
      status,
      cancel_requested: 0,
      deposit_name: '학생',
      pay_by: at,
      expires_at: at,
      created_at: at,
      updated_at: at,
    });
    await t.db
      .insertInto('reservations')
      .values([
        reservation(show.scheduleId, students[0]!, 2, 7_000, 'paid'),
        reservation(show.scheduleId, students[1]!, 2, 7_000, 'paid'),
        reservation(show.scheduleId, students[2]!, 2, 7_000, 'paid'),
        reservation(show.scheduleId, students[3]!, 2, 7_000, 'cancelled'),
        reservation(show.scheduleId, students[4]!, 1, 7_000, 'unpaid'),
        reservation(old.scheduleId, students[0]!, 3, 9_000, 'paid'),
      ])
      .execute();
    const refund = (
      showId: number,
      amount: number,
      tickets: number,
      reason: 'cancel' | 'delete' | 'duplicate',
      sent: boolean,
    ) => ({
      show_id: showId,
      user_id: students[3]!,
      name: '학생3',
      student_id: '20250003',
      phone: '010-0000-0000',
      tickets,
      amount,
      reason,
      approved_at: at,
      approved_by: 'rep-club@example.ac.kr',
      refunded_at: sent ? at : null,
      refunded_by: sent ? 'rep-club@example.ac.kr' : null,
    });
    await t.db
      .insertInto('refunds')
      .values([
        refund(show.showId, 14_000, 2, 'cancel', true), // the cancelled reservation's money, sent back
        refund(show.showId, 7_000, 1, 'delete', false), // a paid holder deleted: owed, not sent yet
        refund(show.showId, 7_000, 0, 'duplicate', true), // a second deposit, sent back
        refund(old.showId, 9_000, 1, 'cancel', true), // another term's show
      ])
      .execute();
    // Dues: two paid in full, one in part, one waived; a member of another club's term is not counted.
    const members: number[] = [];
    for (let i = 0; i < 4; i++) {
      const res = await call('POST', `${base}/terms/${termId}/members`, 'club', {
        email: `rp${i}@example.ac.kr`,
      });
      expect(res.statusCode, res.body).toBe(200);
      members.push(res.json().membershipId);
    }
    const charge = (membershipId: number, paid: number, status: 'paid' | 'unpaid' | 'waived') => ({
      membership_id: membershipId,
      amount: 20_000,
      paid_amount: paid,
      status,
      created_at: at,
      updated_at: at,
    });
    await t.db
      .insertInto('dues_charges')
      .values([
        charge(members[0]!, 20_000, 'paid'),
        charge(members[1]!, 20_000, 'paid'),
        charge(members[2]!, 5_000, 'unpaid'),
        charge(members[3]!, 0, 'waived'),
      ])
      .execute();

    const f = (await report()).finance;
    const line = (key: string) => f.lines.find((l) => l.key === key);
    // Tickets: 3 paid × 14,000 + the cancelled 14,000 + the deleted holder's 7,000 = 63,000 for 9 tickets.
    expect(line(`tickets:${show.showId}`)).toMatchObject({
      direction: 'income',
      amount: 63_000,
      description: '정기 공연 티켓 9매',
    });
    expect(line(`deposits:${show.showId}`)).toMatchObject({ direction: 'income', amount: 7_000 });
    expect(line(`refunds:${show.showId}`)).toMatchObject({ direction: 'expense', amount: 21_000 });
    expect(line('dues')).toMatchObject({ direction: 'income', amount: 45_000, description: '회비 3명' });
    for (const source of ['tickets', 'deposits', 'refunds'])
      expect(line(`${source}:${old.showId}`)).toBeUndefined();
    expect(f.income).toBe(63_000 + 7_000 + 45_000 + 123_456);
    expect(f.expense).toBe(21_000 + 88_000 + 31_337);
    expect(f.balance).toBe(238_456 - 140_337);
    expect(f.balance).toBe(98_119);
    expect(f.refundsOwed).toEqual({ count: 1, amount: 7_000 });
    // Every line a whole number of won, and the totals exactly the lines'.
    expect(f.lines.every((l) => Number.isInteger(l.amount))).toBe(true);
    const sum = (d: string) => f.lines.filter((l) => l.direction === d).reduce((a, l) => a + l.amount, 0);
    expect([sum('income'), sum('expense')]).toEqual([f.income, f.expense]);
  });

  it('judges the union rules on 활동 members and the activities that took place', async () => {
    // Without a union: no rules to judge.
    let r = await report();
    expect(r.union).toBeNull();
    expect(r.rules).toEqual([]);
    // Departments: 경영학과 ×2, 컴퓨터공학과, none; rp3 on leave is on the roster and not counted.
    const users = await t.db
      .selectFrom('users')
      .select(['id', 'email'])
      .where('email', 'like', 'rp%')
      .execute();
    const byEmail = Object.fromEntries(users.map((u) => [u.email, u.id]));
    await t.db
      .updateTable('users')
      .set({ department: '경영학과' })
      .where('id', 'in', [byEmail['rp0@example.ac.kr']!, byEmail['rp1@example.ac.kr']!])
      .execute();
    await t.db
      .updateTable('users')
      .set({ department: ' 컴퓨터공학과 ' })
      .where('id', '=', byEmail['rp2@example.ac.kr']!)
      .execute();
    const membersNow = (await call('GET', `${base}/terms/${termId}/members`, 'club')).json().members as {
      membershipId: number;
      email: string;
    }[];
    const rp3 = membersNow.find((m) => m.email === 'rp3@example.ac.kr')!;
    const leave = await call('PUT', `${base}/terms/${termId}/members/${rp3.membershipId}`, 'club', {
      status: 'leave',
      reason: '휴학',
    });
    expect(leave.statusCode, leave.body).toBe(200);
    const made = await call('POST', '/api/admin/unions', 'admin', {
      name: '총동아리연합회',
      university: '본교',
      rules: { minMembers: 3, minDepartments: 3, maxDepartmentPercent: 50, minActivities: 1 },
      clubIds: [clubId],
    });
    expect(made.statusCode, made.body).toBe(200);

    r = await report();
    expect(r.union).toEqual({ name: '총동아리연합회', university: '본교' });
    expect(r.facts).toMatchObject({ members: 3, membersWithoutDepartment: 0, notCounted: 1 });
    expect(r.facts.departments).toEqual([
      { name: '경영학과', count: 2 },
      { name: '컴퓨터공학과', count: 1 },
    ]);
    expect(r.roster.map((m) => m.studentId).sort()).toEqual(['20250000', '20250001', '20250002', '20250003']);
    const met = Object.fromEntries(r.rules.map((x) => [x.rule, x.met]));
    // 3 members meet 3; 2 departments miss 3; 경영학과 at 66.7% is over half; one show took place.
    expect(met).toEqual({
      minMembers: true,
      minDepartments: false,
      maxDepartmentPercent: false,
      minActivities: true,
    });
  });

  it('exports the report as XLSX: 요약, 규정, 회원 명단, 활동 and 결산 with its totals', async () => {
    // A description a spreadsheet would run as a formula stays text.
    const carry = (await entries()).find((e) => e.category === '이월금')!;
    const renamed = await upload(
      'PUT',
      `${base}/ledger/${carry.id}`,
      'club',
      entry({ direction: 'income', category: '이월금', description: '=1+1 이월금', amount: 123_456 }),
    );
    expect(renamed.statusCode, renamed.body).toBe(200);
    const res = await call('GET', `${base}/terms/${termId}/report.xlsx`, 'club');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toContain('spreadsheetml');
    const sheets = await sheetsOf(res.rawPayload);
    expect(Object.keys(sheets)).toEqual(['요약', '규정', '회원 명단', '활동', '결산']);
    expect(sheets['회원 명단']!).toHaveLength(5);
    const money = sheets['결산']!;
    const total = (label: string) => money.find((row) => row[2] === label)?.[4];
    expect([total('수입 합계'), total('지출 합계'), total('잔액')]).toEqual([238_456, 140_337, 98_119]);
    expect(money.find((row) => row[3] === '뒤풀이')?.[5]).toBe('영수증 없음: 현금 결제, 영수증 분실');
    expect(money.find((row) => row[2] === '이월금')?.[3]).toBe('=1+1 이월금');
    expect(sheets['규정']!.slice(1).map((row) => row[3])).toEqual(['충족', '미충족', '미충족', '충족']);
  });

  it('closes the ledger 90 days after the term, and lets only the club manager in', async () => {
    const entryId = (await entries())[0]!.id;
    const ends = addDays(day, 30);
    // The 90th day after the term's last: still open.
    pinned = Date.parse(`${addDays(ends, 90)}T12:00:00+09:00`);
    const open = await upload('PUT', `${base}/ledger/${entryId}`, 'club', entry({ noReceiptReason: '분실' }));
    expect(open.statusCode, open.body).toBe(200);
    pinned = Date.parse(`${addDays(ends, 91)}T12:00:00+09:00`);
    const closed = await upload(
      'POST',
      `${base}/terms/${termId}/ledger`,
      'club',
      entry({ noReceiptReason: '분실' }),
    );
    expect(closed.statusCode).toBe(409);
    expect(closed.json()).toMatchObject({ code: 'TERM_READ_ONLY', message: M.closed });
    expect((await call('DELETE', `${base}/ledger/${entryId}`, 'club')).statusCode).toBe(409);
    expect((await report()).finance.editable).toBe(false);
    pinned = null;

    const calls: [string, 'GET' | 'POST' | 'PUT' | 'DELETE'][] = [
      [`${base}/terms/${termId}/ledger`, 'GET'],
      [`${base}/terms/${termId}/ledger`, 'POST'],
      [`${base}/ledger/${entryId}`, 'PUT'],
      [`${base}/ledger/${entryId}`, 'DELETE'],
      [`${base}/ledger/${entryId}/receipt`, 'GET'],
      [`${base}/terms/${termId}/report`, 'GET'],
      [`${base}/terms/${termId}/report.xlsx`, 'GET'],
    ];
    for (const [url, method] of calls) {
      expect((await t.app.inject({ method, url })).statusCode, `nobody ${method} ${url}`).toBe(401);
    }
    for (const who of ['other', 'student', 'admin']) {
      for (const [url, method] of calls) {
        const res =
          method === 'POST' || method === 'PUT'
            ? await upload(method, url, who, entry({ noReceiptReason: '분실' }))
            : await call(method, url, who);
        expect(res.statusCode, `${who} ${method} ${url}`).toBe(403);
      }
    }
    expect(await entries()).toHaveLength(3);
  });

  it('sweeps receipts whose entry a deleted term took with it', async () => {
    const gone = await t.db
      .insertInto('club_terms')
      .values({
        club_id: clubId,
        name: '지울 학기',
        starts_on: addDays(today(), -400),
        ends_on: addDays(today(), -300),
        created_at: new Date().toISOString(),
        updated_at: new Date().toISOString(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const then = addDays(day, -330);
    pinned = Date.parse(`${then}T12:00:00+09:00`);
    const res = await upload(
      'POST',
      `${base}/terms/${gone.id}/ledger`,
      'club',
      entry({ occurredOn: then }),
      png(),
    );
    pinned = null;
    expect(res.statusCode, res.body).toBe(200);
    const before = await receipts();
    await t.db.deleteFrom('club_terms').where('id', '=', gone.id).execute();
    pinned = Date.now() + 2 * 60 * 60 * 1000;
    expect(await sweepReceipts(t.app.ctx)).toBe(1);
    pinned = null;
    expect(await receipts()).toHaveLength(before.length - 1);
  });
});
