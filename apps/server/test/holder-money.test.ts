import {
  holderListSchema,
  showDashboardSchema,
  showHolderListSchema,
  XLSX_CONTENT_TYPE,
  type HolderSummary,
} from '@moa/contract';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, seoulInstant, seoulToday } from '../src/lib/time.ts';
import { expireDue } from '../src/modules/reservations/expiry.ts';
import { createTestApp, DB_KINDS, type TestApp } from './harness.ts';
import { bearer, showRow, signInAs } from './support.ts';

/** The spec's ten CSV columns, then 상태, 입금 기한, 입금자명, 입장 and 좌석 (docs/product.md#holder-list). */
const XLSX_HEADERS = [
  '번호',
  '예매일시',
  '이름',
  '학번',
  '전화번호',
  '매수',
  '금액',
  '입금 상태',
  '취소 요청',
  '예매 번호',
  '상태',
  '입금 기한',
  '입금자명',
  '입장',
  '좌석',
];

/**
 * The money side of the holder views (issue 11, points 8–10): the show-wide holder list, the money summaries, the
 * XLSX exports and the dashboard, over a show whose reservations are paid, claimed, cancel-requested and expired by
 * moving the app's clock past their pay-by time.
 *
 * Schedule 1 (10,000원): s1 2 tickets paid · s2 1 unpaid with a transfer claim · s3 3 expired, then 1 unpaid again.
 * Schedule 2 (12,000원): s4 1 expired · s5 2 unpaid with a cancel request · s6 4 paid.
 */

const HOUR = 3_600_000;

async function loadXlsx(body: Buffer) {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(body as unknown as ExcelJS.Buffer);
  const sheet = workbook.worksheets[0]!;
  const rows: ExcelJS.CellValue[][] = [];
  sheet.eachRow((row) => rows.push((row.values as ExcelJS.CellValue[]).slice(1)));
  return { sheet, rows };
}

describe.each(DB_KINDS)('holder money: show-wide list, summaries, exports, dashboard (%s)', (kind) => {
  let t: TestApp;
  let clock = new Date();
  let manager: string;
  let manager2: string;
  let student: string;
  const students: string[] = [];
  const ids = { show: 0, s1: 0, s2: 0, otherShow: 0 };
  const day0 = addDays(seoulToday(), 1);
  const day1 = addDays(seoulToday(), 2);
  const scheduleDay = addDays(seoulToday(), 30);

  const get = (url: string, token = manager) => t.app.inject({ method: 'GET', url, headers: bearer(token) });
  const reserve = async (token: string, scheduleId: number, n: number) => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/show/detail/reservation',
      headers: bearer(token),
      payload: { scheduleId, wishToPurchaseTickets: n },
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().reservationId as number;
  };
  const pay = async (scheduleId: number, reservationId: number) => {
    const res = await t.app.inject({
      method: 'PUT',
      url: `/mypage/manager/holder/${scheduleId}`,
      headers: bearer(manager),
      payload: { reservationList: [{ reservationId, isPaid: true }] },
    });
    expect(res.statusCode, res.body).toBe(200);
  };

  beforeAll(async () => {
    t = await createTestApp(kind, { seed: true, now: () => clock });
    manager = (await signInAs(t.app, 'manager@example.ac.kr')).token;
    manager2 = (await signInAs(t.app, 'manager2@example.ac.kr')).token;
    student = (await signInAs(t.app, 'student@example.ac.kr')).token;
    for (let i = 1; i <= 6; i++) {
      students.push((await signInAs(t.app, `student00${i}@example.ac.kr`)).token);
    }
    const owner = await t.db
      .selectFrom('users')
      .select('club_id')
      .where('email', '=', 'manager@example.ac.kr')
      .executeTakeFirstOrThrow();
    const show = await t.db
      .insertInto('shows')
      .values(
        showRow({
          club_id: owner.club_id!,
          name: '정기공연 "울림": 봄/가을',
          location: '소극장',
          start_date: scheduleDay,
          end_date: scheduleDay,
          default_max_people: 50,
          account_number: '1',
          account_name: '소리울',
          payment_deadline_hours: 24,
        }),
      )
      .returning('id')
      .executeTakeFirstOrThrow();
    ids.show = show.id;
    const schedule = (order: number, time: string, cost: number) =>
      t.db
        .insertInto('schedules')
        .values({
          show_id: show.id,
          order_index: order,
          date: scheduleDay,
          time,
          cost,
          max_ticket: 4,
          max_people: 50,
          apply_people: 0,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
    ids.s1 = (await schedule(1, '15:00:00', 10_000)).id;
    ids.s2 = (await schedule(2, '19:00:00', 12_000)).id;
    ids.otherShow = (
      await t.db
        .selectFrom('shows')
        .innerJoin('users', 'users.club_id', 'shows.club_id')
        .select('shows.id')
        .where('users.email', '=', 'manager2@example.ac.kr')
        .executeTakeFirstOrThrow()
    ).id;
    // A name a spreadsheet would run as a formula if it were written as one.
    await t.db
      .updateTable('users')
      .set({ name: '=1+1' })
      .where('email', '=', 'student006@example.ac.kr')
      .execute();
    students[5] = (await signInAs(t.app, 'student006@example.ac.kr')).token;

    // Day 0, 10:00 in Seoul.
    clock = seoulInstant(day0, '10:00:00');
    const [s1, s2, s3, s4, s5, s6] = students as [string, string, string, string, string, string];
    const r1 = await reserve(s1, ids.s1, 2);
    const r2 = await reserve(s2, ids.s1, 1);
    await reserve(s3, ids.s1, 3);
    await reserve(s4, ids.s2, 1);
    await pay(ids.s1, r1);
    const claim = await t.app.inject({
      method: 'POST',
      url: `/mypage/student/reservation/${r2}/transfer-claim`,
      headers: bearer(s2),
      payload: { transferredAt: clock.toISOString(), amount: 10_000, depositName: '학생 2' },
    });
    expect(claim.statusCode, claim.body).toBe(200);

    // Day 1, 11:00: the pay-by time (24 h) of day 0's unpaid reservations has passed, but for the claimed one.
    clock = new Date(clock.getTime() + 25 * HOUR);
    // (The demo data's unpaid reservations expire too; this show's are checked by the tests below.)
    expect(await expireDue(t.app.ctx)).toBeGreaterThanOrEqual(2);
    await reserve(s3, ids.s1, 1);
    const r5 = await reserve(s5, ids.s2, 2);
    const cancel = await t.app.inject({
      method: 'POST',
      url: `/mypage/student/reservation/${r5}/cancel-request`,
      headers: bearer(s5),
    });
    expect(cancel.statusCode, cancel.body).toBe(200);
    await pay(ids.s2, await reserve(s6, ids.s2, 4));
  });
  afterAll(async () => t?.close());

  const schedule1: HolderSummary = {
    expected: 40_000,
    confirmed: 20_000,
    outstanding: 20_000,
    people: 3,
    tickets: 4,
    paidPeople: 1,
    paidTickets: 2,
    expired: 1,
    needsCheck: 1,
    cancelRequested: 0,
  };
  const schedule2: HolderSummary = {
    expected: 72_000,
    confirmed: 48_000,
    outstanding: 24_000,
    people: 2,
    tickets: 6,
    paidPeople: 1,
    paidTickets: 4,
    expired: 1,
    needsCheck: 0,
    cancelRequested: 1,
  };

  it("adds the schedule's money summary to the holder list, the spec's fields unchanged", async () => {
    const one = holderListSchema.parse((await get(`/mypage/manager/holder/${ids.s1}`)).json());
    expect(one.summary).toEqual(schedule1);
    expect(one.holderList.map((h) => h.status)).toEqual(['paid', 'unpaid', 'expired', 'unpaid']);
    expect(one.csv_json).toHaveLength(4);
    const two = holderListSchema.parse((await get(`/mypage/manager/holder/${ids.s2}`)).json());
    expect(two.summary).toEqual(schedule2);
  });

  it('lists every schedule of a show together, by schedule then reservation time, with the show summary', async () => {
    const res = await get(`/mypage/manager/show/${ids.show}/holders`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const list = showHolderListSchema.parse(res.json());
    expect(list).toMatchObject({ showId: ids.show, title: '정기공연 "울림": 봄/가을' });
    expect(list.schedules).toEqual([
      {
        scheduleId: ids.s1,
        order: 1,
        date: scheduleDay,
        time: '15:00',
        maxPeople: 50,
        applyPeople: 4,
        cost: 10_000,
      },
      {
        scheduleId: ids.s2,
        order: 2,
        date: scheduleDay,
        time: '19:00',
        maxPeople: 50,
        applyPeople: 6,
        cost: 12_000,
      },
    ]);
    expect(list.holderList.map((h) => h.scheduleId)).toEqual([
      ids.s1,
      ids.s1,
      ids.s1,
      ids.s1,
      ids.s2,
      ids.s2,
      ids.s2,
    ]);
    expect(list.holderList.map((h) => h.status)).toEqual([
      'paid',
      'unpaid',
      'expired',
      'unpaid',
      'expired',
      'unpaid',
      'paid',
    ]);
    const sum = (k: keyof HolderSummary) => schedule1[k] + schedule2[k];
    expect(list.summary).toEqual(
      Object.fromEntries(Object.keys(schedule1).map((k) => [k, sum(k as keyof HolderSummary)])),
    );
    expect(list.summary).toMatchObject({ expected: 112_000, confirmed: 68_000, outstanding: 44_000 });
  });

  it('answers the dashboard: seats and money per schedule, totals, and sales per Seoul day', async () => {
    const res = await get(`/mypage/manager/show/${ids.show}/dashboard`);
    expect(res.statusCode, res.body).toBe(200);
    const dash = showDashboardSchema.parse(res.json());
    expect(dash.schedules).toEqual([
      {
        scheduleId: ids.s1,
        order: 1,
        date: scheduleDay,
        time: '15:00',
        maxPeople: 50,
        soldSeats: 4,
        paidSeats: 2,
        outstandingSeats: 2,
        expected: 40_000,
        confirmed: 20_000,
        outstanding: 20_000,
        expired: 1,
        expiredSeats: 3,
        admittedSeats: 0,
        grades: [],
      },
      {
        scheduleId: ids.s2,
        order: 2,
        date: scheduleDay,
        time: '19:00',
        maxPeople: 50,
        soldSeats: 6,
        paidSeats: 4,
        outstandingSeats: 2,
        expected: 72_000,
        confirmed: 48_000,
        outstanding: 24_000,
        expired: 1,
        expiredSeats: 1,
        admittedSeats: 0,
        grades: [],
      },
    ]);
    expect(dash.totals).toEqual({
      maxPeople: 100,
      soldSeats: 10,
      paidSeats: 6,
      outstandingSeats: 4,
      expected: 112_000,
      confirmed: 68_000,
      outstanding: 44_000,
      expired: 2,
      expiredSeats: 4,
      admittedSeats: 0,
    });
    expect(dash.salesOverTime).toEqual([
      { date: day0, reservations: 4, tickets: 7, paidTickets: 2 },
      { date: day1, reservations: 3, tickets: 7, paidTickets: 4 },
    ]);

    // Quiet days up to today are zeros.
    const saved = clock;
    clock = new Date(clock.getTime() + 48 * HOUR);
    try {
      const later = showDashboardSchema.parse(
        (await get(`/mypage/manager/show/${ids.show}/dashboard`)).json(),
      );
      expect(later.salesOverTime.map((d) => d.date)).toEqual([
        day0,
        day1,
        addDays(day1, 1),
        addDays(day1, 2),
      ]);
      expect(later.salesOverTime[3]).toEqual({
        date: addDays(day1, 2),
        reservations: 0,
        tickets: 0,
        paidTickets: 0,
      });
    } finally {
      clock = saved;
    }
  });

  it("exports a schedule's holders as XLSX: Korean headers, Seoul times, money in 원, a frozen header", async () => {
    const res = await get(`/mypage/manager/holder/${ids.s1}/export.xlsx`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe(XLSX_CONTENT_TYPE);
    expect(res.headers['cache-control']).toBe('no-store');
    const name = `정기공연 _울림__ 봄_가을_1회차_${scheduleDay}_예매자.xlsx`;
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="holders-schedule-${ids.s1}.xlsx"; filename*=UTF-8''${encodeURIComponent(name)}`,
    );
    const { sheet, rows } = await loadXlsx(res.rawPayload);
    expect(rows[0]).toEqual([...XLSX_HEADERS]);
    expect(sheet.views[0]).toMatchObject({ state: 'frozen', ySplit: 1 });
    expect(rows).toHaveLength(5);

    const list = holderListSchema.parse((await get(`/mypage/manager/holder/${ids.s1}`)).json());
    const [paid, claimed, expired, again] = list.holderList;
    const seoulWall = (iso: string) => new Date(new Date(iso).getTime() + 9 * HOUR);
    expect(rows[1]).toEqual([
      1,
      seoulWall(paid!.createdAt),
      paid!.name,
      paid!.stdCode,
      paid!.phoneNumber,
      2,
      20_000,
      '예매 확정',
      '-',
      paid!.reservationId,
      '예매 확정',
      seoulWall(paid!.payBy),
      paid!.depositName,
      0,
      '',
    ]);
    // 10:00 in Seoul on day 0, written as the wall-clock time.
    expect((rows[1]![1] as Date).toISOString()).toBe(`${day0}T10:00:00.000Z`);
    expect(rows[2]!.slice(7, 11)).toEqual(['입금 미확인', '-', claimed!.reservationId, '확인 필요']);
    expect(rows[3]!.slice(5, 11)).toEqual([
      3,
      30_000,
      '입금 미확인',
      '-',
      expired!.reservationId,
      '기한 만료',
    ]);
    expect(rows[4]!.slice(10, 11)).toEqual(['입금 미확인']);
    expect(again!.status).toBe('unpaid');
    expect(sheet.getCell('G2').numFmt).toContain('원');
    expect(sheet.getCell('B2').numFmt).toBe('yyyy-mm-dd hh:mm:ss');
    expect(sheet.getColumn(2).width).toBeGreaterThanOrEqual(18);
  });

  it('exports every schedule of a show with 회차, and writes text as text, never as a formula', async () => {
    const res = await get(`/mypage/manager/show/${ids.show}/holders.xlsx`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toContain(
      `filename*=UTF-8''${encodeURIComponent('정기공연 _울림__ 봄_가을_전체회차_예매자.xlsx')}`,
    );
    const { sheet, rows } = await loadXlsx(res.rawPayload);
    expect(rows[0]).toEqual([...XLSX_HEADERS, '회차']);
    expect(rows.slice(1).map((r) => r[0])).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(rows.slice(1).map((r) => r[15])).toEqual([1, 1, 1, 1, 2, 2, 2]);
    expect(rows.slice(1).map((r) => r[8])).toEqual(['-', '-', '-', '-', '-', '요청', '-']);
    const formulaName = sheet.getCell('C8');
    expect(formulaName.value).toBe('=1+1');
    expect(formulaName.type).toBe(ExcelJS.ValueType.String);
  });

  it("refuses another club's show and schedule (403), unknown ones (404), students (403) and strangers (401)", async () => {
    const ownScheduleOfOther = (
      await t.db
        .selectFrom('schedules')
        .select('id')
        .where('show_id', '=', ids.otherShow)
        .executeTakeFirstOrThrow()
    ).id;
    for (const url of [
      `/mypage/manager/show/${ids.show}/holders`,
      `/mypage/manager/show/${ids.show}/dashboard`,
      `/mypage/manager/show/${ids.show}/holders.xlsx`,
      `/mypage/manager/holder/${ids.s1}/export.xlsx`,
    ]) {
      const other = await get(url, manager2);
      expect(other.statusCode, url).toBe(403);
      expect(other.headers['content-type']).toContain('application/json');
      expect(other.json().code).toBe('FORBIDDEN');
      expect((await get(url, student)).statusCode, url).toBe(403);
      expect((await t.app.inject({ method: 'GET', url })).statusCode, url).toBe(401);
    }
    for (const url of [
      `/mypage/manager/show/${ids.otherShow}/holders`,
      `/mypage/manager/show/${ids.otherShow}/dashboard`,
      `/mypage/manager/show/${ids.otherShow}/holders.xlsx`,
      `/mypage/manager/holder/${ownScheduleOfOther}/export.xlsx`,
    ]) {
      expect((await get(url)).statusCode, url).toBe(403);
    }
    for (const url of [
      '/mypage/manager/show/999999/holders',
      '/mypage/manager/show/999999/dashboard',
      '/mypage/manager/show/999999/holders.xlsx',
      '/mypage/manager/holder/999999/export.xlsx',
    ]) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.json().code).toBe('NOT_FOUND');
    }
  });

  it('answers an empty show with zero summaries and no sales', async () => {
    const owner = await t.db
      .selectFrom('shows')
      .select('club_id')
      .where('id', '=', ids.show)
      .executeTakeFirstOrThrow();
    const empty = await t.db
      .insertInto('shows')
      .values(
        showRow({
          club_id: owner.club_id,
          name: '빈 공연',
          location: '',
          start_date: scheduleDay,
          end_date: scheduleDay,
          runtime: 60,
          default_max_people: 10,
          account_number: '1',
          account_name: '',
          account_bank_name: '',
          payment_deadline_hours: 24,
        }),
      )
      .returning('id')
      .executeTakeFirstOrThrow();
    const list = showHolderListSchema.parse((await get(`/mypage/manager/show/${empty.id}/holders`)).json());
    expect(list.schedules).toEqual([]);
    expect(list.holderList).toEqual([]);
    expect(Object.values(list.summary).every((v) => v === 0)).toBe(true);
    const dash = showDashboardSchema.parse((await get(`/mypage/manager/show/${empty.id}/dashboard`)).json());
    expect(dash.salesOverTime).toEqual([]);
    expect(dash.totals.maxPeople).toBe(0);
    const file = await get(`/mypage/manager/show/${empty.id}/holders.xlsx`);
    expect(file.statusCode).toBe(200);
    expect((await loadXlsx(file.rawPayload)).rows).toHaveLength(1);
  });
});
