import ExcelJS from 'exceljs';
import iconv from 'iconv-lite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, seoulToday } from '../src/lib/time.ts';
import { createTestApp, DB_KINDS, type TestApp } from './harness.ts';
import {
  bearer,
  clubIdOf,
  insertSchedule,
  insertStudents,
  multipart,
  type Part,
  signInAs,
} from './support.ts';
import { makePng } from '../../../test-support/png.ts';

/**
 * Deposit import and apply (docs/product.md#reservation-status) over HTTP: statements made here (CSV in UTF-8 and
 * CP949, XLSX) and pasted notifications, matched with a show's reservations, re-imported, applied in one
 * transaction; bad files; ownership.
 */
describe.each(DB_KINDS)('deposit import and apply (%s)', (kind) => {
  let t: TestApp;
  let clubId = 0;
  let owner = '';
  let other = '';
  let student = '';
  let nextStudent = 0;
  const HEADER = '거래일시,적요,보낸분/받는분,출금액(원),입금액(원),잔액(원)';
  let minute = 0;
  /** One statement line: a deposit at a new minute, so each line has its own fingerprint. */
  const line = (name: string, amount: number, withdrawal = 0) => {
    // Korean wall-clock time written as the bank does: "2026-11-10 10:00:00", one minute later each line.
    const at = new Date(Date.UTC(2026, 10, 10, 10, minute++)).toISOString().slice(0, 19).replace('T', ' ');
    return `${at},타행이체,${name},${withdrawal},${amount},1000000`;
  };
  const csv = (...lines: string[]) => [HEADER, ...lines].join('\r\n');

  beforeAll(async () => {
    t = await createTestApp(kind, { seed: true });
    clubId = await clubIdOf(t.db, 'manager@example.ac.kr');
    owner = (await signInAs(t.app, 'manager@example.ac.kr')).token;
    other = (await signInAs(t.app, 'manager2@example.ac.kr')).token;
    student = (await signInAs(t.app, 'student@example.ac.kr')).token;
    await insertStudents(t.db, 'depositor', 40);
  });
  afterAll(async () => t?.close());

  /** A show of the owner's club with `schedules` schedules; students' reservations inserted with their deposit names. */
  async function showWith(seats = 20, cost = 10_000) {
    const s = await insertSchedule(t.db, { clubId, date: addDays(seoulToday(), 20), seats, cost });
    return s;
  }
  async function reservation(
    scheduleId: number,
    opts: {
      tickets?: number;
      status?: 'unpaid' | 'paid' | 'expired' | 'cancelled';
      depositName?: string;
    } = {},
  ) {
    const i = nextStudent++;
    const user = await t.db
      .selectFrom('users')
      .select(['id', 'name', 'student_id'])
      .where('email', '=', `depositor${i}@example.ac.kr`)
      .executeTakeFirstOrThrow();
    const tickets = opts.tickets ?? 1;
    const status = opts.status ?? 'unpaid';
    const schedule = await t.db
      .selectFrom('schedules')
      .select('cost')
      .where('id', '=', scheduleId)
      .executeTakeFirstOrThrow();
    const at = new Date().toISOString();
    const payBy = new Date(Date.now() + 86_400_000).toISOString();
    const { id } = await t.db
      .insertInto('reservations')
      .values({
        schedule_id: scheduleId,
        user_id: user.id,
        ticket_count: tickets,
        unit_price: schedule.cost,
        status,
        cancel_requested: 0,
        deposit_name: opts.depositName ?? `${user.student_id}${user.name}`,
        pay_by: payBy,
        expires_at: payBy,
        created_at: at,
        updated_at: at,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    if (status === 'unpaid' || status === 'paid') {
      await t.db
        .updateTable('schedules')
        .set((eb) => ({ apply_people: eb('apply_people', '+', tickets) }))
        .where('id', '=', scheduleId)
        .execute();
    }
    return {
      id,
      depositName: opts.depositName ?? `${user.student_id}${user.name}`,
      price: schedule.cost * tickets,
    };
  }

  const upload = (showId: number, file: Part | null, request?: unknown, token = owner) => {
    const parts: Part[] = [];
    if (request !== undefined)
      parts.push({
        name: 'request',
        value: JSON.stringify(request),
        filename: 'blob',
        contentType: 'application/json',
      });
    if (file) parts.push(file);
    const body = multipart(parts);
    return t.app.inject({
      method: 'POST',
      url: `/mypage/manager/show/${showId}/deposits`,
      headers: { ...bearer(token), ...body.headers },
      payload: body.payload,
    });
  };
  const csvFile = (text: string | Buffer, filename = '거래내역.csv'): Part => ({
    name: 'file',
    value: typeof text === 'string' ? Buffer.from(text, 'utf8') : text,
    filename,
    contentType: 'text/csv',
  });
  const paste = (showId: number, text: string, token = owner) =>
    t.app.inject({
      method: 'POST',
      url: `/mypage/manager/show/${showId}/deposits`,
      headers: bearer(token),
      payload: { text },
    });
  const apply = (showId: number, importId: number, body: unknown, token = owner) =>
    t.app.inject({
      method: 'POST',
      url: `/mypage/manager/show/${showId}/deposits/${importId}/apply`,
      headers: bearer(token),
      payload: body as object,
    });
  const statusOf = async (id: number) =>
    await t.db
      .selectFrom('reservations')
      .select(['status', 'payment_changed_by'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();

  it('imports a UTF-8 CSV: matched, ambiguous, unmatched, alreadyPaid; withdrawals ignored; nothing paid yet', async () => {
    const { showId, scheduleId } = await showWith();
    const a = await reservation(scheduleId);
    const b = await reservation(scheduleId, { tickets: 2 });
    const c = await reservation(scheduleId, { status: 'paid' });
    const res = await upload(
      showId,
      csvFile(
        csv(
          line(a.depositName, 10_000),
          line(b.depositName, 10_000), // right name, wrong amount (2 tickets: 20,000)
          line('20990000누군가', 10_000),
          line(c.depositName, 10_000),
          line('스타벅스', 0, 5_000),
        ),
      ),
    );
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.ignored).toEqual({ withdrawal: 1, zero: 0, total: 0, savings: 0, other: 0 });
    expect(body.deposits.map((d: { match: string }) => d.match)).toEqual([
      'matched',
      'ambiguous',
      'unmatched',
      'alreadyPaid',
    ]);
    expect(body.deposits[0]).toMatchObject({ name: a.depositName, amount: 10_000, reservationId: a.id });
    expect(body.deposits[0].candidates[0]).toMatchObject({
      reservationId: a.id,
      scheduleId,
      order: 1,
      price: 10_000,
      status: 'unpaid',
    });
    expect(body.deposits[1].candidates.map((x: { reservationId: number }) => x.reservationId)).toEqual([
      b.id,
    ]);
    expect((await statusOf(a.id)).status).toBe('unpaid');

    // Apply the matched one and pick the ambiguous one's candidate: the first paid, by the import, in the audit log;
    // the second is 10,000원 short of its 20,000원, so it stays unpaid (deposit-money.test.ts settles such ones).
    const applied = await apply(showId, body.importId, {
      depositIds: [body.deposits[0].depositId],
      picks: [{ depositId: body.deposits[1].depositId, reservationId: b.id }],
    });
    expect(applied.statusCode, applied.body).toBe(200);
    expect(applied.json()).toMatchObject({ paid: 1, amount: 10_000, skipped: 0, received: 20_000, short: 1 });
    expect(await statusOf(a.id)).toEqual({ status: 'paid', payment_changed_by: `import:${body.importId}` });
    expect((await statusOf(b.id)).status).toBe('unpaid');
    const audit = await t.db
      .selectFrom('audit_log')
      .select(['action', 'actor_email', 'detail'])
      .where('target_type', '=', 'deposit_import')
      .where('target_id', '=', String(body.importId))
      .execute();
    expect(audit).toHaveLength(1);
    expect(audit[0]!.actor_email).toBe('manager@example.ac.kr');
    expect(JSON.parse(audit[0]!.detail)).toMatchObject({ source: 'import', reservationIds: [a.id] });

    // Applying twice is harmless; the holder list shows who changed the payment and when.
    const again = await apply(showId, body.importId, { depositIds: [body.deposits[0].depositId] });
    expect(again.json()).toMatchObject({ paid: 0, amount: 0, skipped: 1, received: 0 });
    const holders = await t.app.inject({
      method: 'GET',
      url: `/mypage/manager/holder/${scheduleId}`,
      headers: bearer(owner),
    });
    expect(
      holders.json().holderList.find((h: { reservationId: number }) => h.reservationId === a.id),
    ).toMatchObject({
      status: 'paid',
      paymentChangedBy: `import:${body.importId}`,
    });

    // Unmatched and alreadyPaid deposits cannot be applied; an unknown deposit refuses the call.
    expect(
      (await apply(showId, body.importId, { depositIds: [body.deposits[2].depositId] })).statusCode,
    ).toBe(400);
    expect((await apply(showId, body.importId, { depositIds: [999_999] })).statusCode).toBe(400);
    expect((await apply(showId, body.importId, { depositIds: [] })).statusCode).toBe(400);
  });

  it('a statement uploaded again leads back to its unapplied import; once applied, its rows are 중복', async () => {
    const { showId, scheduleId } = await showWith();
    const a = await reservation(scheduleId);
    const text = csv(line(a.depositName, 10_000), line('20990001아무개', 7_000));
    const first = (await upload(showId, csvFile(text))).json();
    expect(first.deposits.map((d: { match: string }) => d.match)).toEqual(['matched', 'unmatched']);
    // Not applied; uploaded again: the same import, its rows offered again, nothing stored twice.
    const second = await upload(showId, csvFile(text));
    expect(second.statusCode).toBe(200);
    expect(second.json().importId).toBe(first.importId);
    expect(
      second.json().deposits.map((d: { match: string; depositId: number }) => [d.match, d.depositId]),
    ).toEqual([
      ['matched', first.deposits[0].depositId],
      ['unmatched', first.deposits[1].depositId],
    ]);
    const rows = await t.db.selectFrom('deposits').select('id').where('show_id', '=', showId).execute();
    expect(rows).toHaveLength(2);
    const imports = await t.db
      .selectFrom('deposit_imports')
      .select('id')
      .where('show_id', '=', showId)
      .execute();
    expect(imports).toHaveLength(1);
    // The history lists it as open; reopened, it is applied; then an upload shows 중복 and nothing to apply.
    const history = await t.app.inject({
      method: 'GET',
      url: `/mypage/manager/show/${showId}/deposits`,
      headers: bearer(owner),
    });
    expect(history.json().imports).toMatchObject([
      { importId: first.importId, deposits: 2, applied: 0, open: 1, filename: '거래내역.csv', rowCount: 2 },
    ]);
    const reopened = await t.app.inject({
      method: 'GET',
      url: `/mypage/manager/show/${showId}/deposits/${first.importId}`,
      headers: bearer(owner),
    });
    expect(reopened.statusCode, reopened.body).toBe(200);
    expect(reopened.json().deposits.map((d: { match: string }) => d.match)).toEqual(['matched', 'unmatched']);
    const ok = await apply(showId, first.importId, { depositIds: [first.deposits[0].depositId] });
    expect(ok.json()).toMatchObject({ paid: 1 });
    expect((await statusOf(a.id)).status).toBe('paid');
    const third = (await upload(showId, csvFile(text))).json();
    expect(third.deposits.map((d: { match: string }) => d.match)).toEqual(['duplicate', 'unmatched']);
    const after = (
      await t.app.inject({
        method: 'GET',
        url: `/mypage/manager/show/${showId}/deposits`,
        headers: bearer(owner),
      })
    ).json();
    // Its rows applied, the upload is an import of its own (nothing stored) whose rows are the earlier import's.
    expect(third.importId).not.toBe(first.importId);
    expect(after.imports).toMatchObject([
      { importId: third.importId, deposits: 0, applied: 0, open: 0, rowCount: 2 },
      { importId: first.importId, applied: 1, open: 0 },
    ]);
    const foreign = await t.app.inject({
      method: 'GET',
      url: `/mypage/manager/show/${showId}/deposits/${first.importId}`,
      headers: bearer(other),
    });
    expect(foreign.statusCode).toBe(403);
  });

  it('reads a CP949 CSV, an XLSX and pasted notifications', async () => {
    const { showId, scheduleId } = await showWith();
    const a = await reservation(scheduleId);
    const b = await reservation(scheduleId);
    const c = await reservation(scheduleId);
    const cp = await upload(showId, csvFile(iconv.encode(csv(line(a.depositName, 10_000)), 'cp949')));
    expect(cp.statusCode, cp.body).toBe(200);
    expect(cp.json().deposits[0]).toMatchObject({
      match: 'matched',
      reservationId: a.id,
      name: a.depositName,
    });

    const wb = new ExcelJS.Workbook();
    const ws = wb.addWorksheet('거래내역');
    ws.addRow(['거래일시', '입금자명', '출금액', '입금액', '잔액']);
    ws.addRow(['2026-11-20 11:00:00', b.depositName, 0, 10_000, 2_000_000]);
    const xlsx = Buffer.from(await wb.xlsx.writeBuffer());
    const x = await upload(showId, {
      name: 'file',
      value: xlsx,
      filename: '거래내역.xlsx',
      contentType: 'application/octet-stream',
    });
    expect(x.statusCode, x.body).toBe(200);
    expect(x.json().deposits[0]).toMatchObject({ match: 'matched', reservationId: b.id });

    const p = await paste(showId, `[토스] ${c.depositName}님이 10,000원을 보냈어요`);
    expect(p.statusCode, p.body).toBe(200);
    expect(p.json().deposits[0]).toMatchObject({ match: 'matched', reservationId: c.id });
    expect((await paste(showId, '   ')).statusCode).toBe(400);
  });

  it("allows a bank's truncation to 7 or more characters that name one student", async () => {
    const { showId, scheduleId } = await showWith();
    const a = await reservation(scheduleId, { depositName: '20241111가나다라' });
    await reservation(scheduleId, { depositName: '20242221마바사' });
    await reservation(scheduleId, { depositName: '20242222아자차' });
    const res = (
      await upload(
        showId,
        csvFile(csv(line('2024111', 10_000), line('202411', 10_000), line('2024222', 10_000))),
      )
    ).json();
    expect(res.deposits[0]).toMatchObject({ match: 'matched', reservationId: a.id }); // 7 characters, one student
    expect(res.deposits[1].match).toBe('unmatched'); // 6 characters
    expect(res.deposits[2].match).toBe('ambiguous'); // begins two students' names
    expect(res.deposits[2].candidates).toHaveLength(2);
  });

  it('asks for the columns when it cannot find them, then reads the file with the mapping', async () => {
    const { showId, scheduleId } = await showWith();
    const a = await reservation(scheduleId);
    const text = ['날짜,사람,돈', `2026-11-21 10:00,${a.depositName},10000`].join('\n');
    const res = await upload(showId, csvFile(text));
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({
      code: 'STATEMENT_NEEDS_MAPPING',
      statementMapping: { format: 'csv', columnCount: 3 },
    });
    expect(res.json().statementMapping.preview[0].cells).toEqual(['날짜', '사람', '돈']);
    const mapped = await upload(showId, csvFile(text), {
      mapping: { headerRow: 1, at: 0, name: 1, amount: 2 },
    });
    expect(mapped.statusCode, mapped.body).toBe(200);
    expect(mapped.json().deposits[0]).toMatchObject({ match: 'matched', reservationId: a.id });
  });

  it('refuses bad files with a Korean message naming the row, and stores nothing', async () => {
    const { showId } = await showWith();
    const count = async () =>
      (await t.db.selectFrom('deposit_imports').select('id').where('show_id', '=', showId).execute()).length;
    const png = await upload(showId, {
      name: 'file',
      value: makePng(),
      filename: 'photo.png',
      contentType: 'image/png',
    });
    expect(png.statusCode).toBe(415);
    expect(png.json()).toMatchObject({ code: 'STATEMENT_UNSUPPORTED' });
    expect(png.json().message).toContain('거래내역 파일이 아니에요');
    // An old-format (.xls) container with no workbook in it.
    const xls = Buffer.concat([Buffer.from('d0cf11e0a1b11ae1', 'hex'), Buffer.alloc(504)]);
    const broken = await upload(showId, csvFile(xls, '거래내역.xls'));
    expect(broken.statusCode).toBe(415);
    expect(broken.json().message).toContain('엑셀 파일을 열 수 없어요');
    const empty = await upload(showId, csvFile(''));
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toContain('빈 파일');
    const unknown = Buffer.concat([
      Buffer.from('거래일시,입금자명,입금액\n2026-11-22,'),
      Buffer.from([0xff, 0x80, 0x80]),
    ]);
    const enc = await upload(showId, csvFile(unknown));
    expect(enc.statusCode).toBe(400);
    expect(enc.json()).toMatchObject({ code: 'STATEMENT_INVALID' });
    expect(enc.json().message).toContain('인코딩');
    const badRows = await upload(
      showId,
      csvFile(
        ['거래일시,입금자명,입금액', '2026-11-22 10:00,홍길동,15000', '2026-11-22 10:05,김철수,일만원'].join(
          '\n',
        ),
      ),
    );
    expect(badRows.statusCode).toBe(400);
    expect(badRows.json()).toMatchObject({ code: 'STATEMENT_INVALID', rowErrors: [{ row: 3 }] });
    expect(badRows.json().message).toContain('3번째 줄');
    const missing = await upload(showId, null, {});
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toBe('거래내역 파일을 올려 주세요.');
    expect(await count()).toBe(0);
  });

  it('answers a 20 MB file with a clean Korean 413', async () => {
    const { showId } = await showWith();
    const big = Buffer.alloc(20 * 1024 * 1024, 'a');
    const res = await upload(showId, csvFile(big));
    expect(res.statusCode).toBe(413);
    expect(res.json()).toMatchObject({ code: 'PAYLOAD_TOO_LARGE' });
    expect(res.json().message).toContain('10MB');
  });

  it('applies in one transaction: a deposit whose expired reservation lost its seats refuses them all', async () => {
    const { showId, scheduleId } = await showWith(2);
    const a = await reservation(scheduleId);
    const gone = await reservation(scheduleId, { status: 'expired' });
    const res = (
      await upload(showId, csvFile(csv(line(a.depositName, 10_000), line(gone.depositName, 10_000))))
    ).json();
    expect(res.deposits.map((d: { match: string }) => d.match)).toEqual(['matched', 'matched']);
    // Someone else takes the expired reservation's seat before the manager applies.
    await reservation(scheduleId);
    const applied = await apply(showId, res.importId, {
      depositIds: res.deposits.map((d: { depositId: number }) => d.depositId),
    });
    expect(applied.statusCode).toBe(409);
    expect(applied.json()).toMatchObject({ code: 'SOLD_OUT' });
    expect(applied.json().message).toContain(gone.depositName);
    expect((await statusOf(a.id)).status).toBe('unpaid');
    const deposits = await t.db
      .selectFrom('deposits')
      .select('applied_at')
      .where('import_id', '=', res.importId)
      .execute();
    expect(deposits.every((d) => d.applied_at === null)).toBe(true);
    // Without it the other one applies.
    const ok = await apply(showId, res.importId, { depositIds: [res.deposits[0].depositId] });
    expect(ok.json()).toMatchObject({ paid: 1, amount: 10_000, skipped: 0 });
  });

  it('imports a 5,000-row statement in one call (stored in chunks; uploaded again, the same import)', async () => {
    const { showId, scheduleId } = await showWith();
    const a = await reservation(scheduleId);
    const rows = Array.from({ length: 5000 }, (_, i) =>
      i === 0 ? line(a.depositName, 10_000) : line(`2098${String(i).padStart(4, '0')}손님`, 1_000 + i),
    );
    const res = await upload(showId, csvFile(csv(...rows)));
    expect(res.statusCode, res.body).toBe(200);
    // The answer carries the totals and the first page; the rest is read page by page (deposit-pages.test.ts).
    expect(res.json().deposits).toHaveLength(100);
    expect(res.json().totals.all).toEqual({
      count: 5000,
      amount: 10_000 + (4999 * (1_000 + 1 + 1_000 + 4999)) / 2,
    });
    expect(res.json().nextCursor).toBe(100);
    expect(res.json().deposits[0]).toMatchObject({ match: 'matched', reservationId: a.id });
    const again = (await upload(showId, csvFile(csv(...rows)))).json();
    expect(again.importId).toBe(res.json().importId);
    expect(again.deposits[0]).toMatchObject({ match: 'matched', reservationId: a.id });
    const stored = await t.db.selectFrom('deposits').select('id').where('show_id', '=', showId).execute();
    expect(stored).toHaveLength(5000);
  });

  it("answers 403 on another club's show, 404 on an unknown one or another show's import, 401/403 to others", async () => {
    const { showId } = await showWith();
    const { showId: otherShow } = await showWith();
    const imp = (await paste(showId, '[토스] 20990000누군가님이 10,000원을 보냈어요')).json();
    expect((await paste(showId, '[토스] 누군가님이 1원을 보냈어요', other)).statusCode).toBe(403);
    expect(
      (await apply(showId, imp.importId, { depositIds: [imp.deposits[0].depositId] }, other)).statusCode,
    ).toBe(403);
    expect((await paste(999_999, '[토스] 누군가님이 1원을 보냈어요')).statusCode).toBe(404);
    expect((await apply(999_999, imp.importId, { depositIds: [1] })).statusCode).toBe(404);
    expect(
      (await apply(otherShow, imp.importId, { depositIds: [imp.deposits[0].depositId] })).statusCode,
    ).toBe(404);
    expect((await apply(showId, 999_999, { depositIds: [1] })).statusCode).toBe(404);
    expect((await paste(showId, '[토스] 누군가님이 1원을 보냈어요', student)).statusCode).toBe(403);
    const anon = await t.app.inject({
      method: 'POST',
      url: `/mypage/manager/show/${showId}/deposits`,
      payload: { text: 'x' },
    });
    expect(anon.statusCode).toBe(401);
  });
});
