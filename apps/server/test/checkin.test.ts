import { createHmac, randomBytes } from 'node:crypto';
import {
  CANCEL_MESSAGES,
  checkinResultSchema,
  checkinScheduleSchema,
  checkinSyncResultSchema,
  holderListSchema,
} from '@moa/contract';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { codeHash } from '../src/modules/checkin/ticket-code.ts';
import { myCard, openDoor, scanAt, setPaid, syncAt, type Door } from './checkin-support.ts';
import { createTestApp, DB_KINDS, type TestApp } from './harness.ts';
import { bearer } from './support.ts';

/**
 * E-tickets and door check-in through the real app (docs/product.md#door-check-in): the ticket on /mypage, forged
 * and replayed codes, partial admission, the five answers of a scan, offline sync with a conflict reported to both
 * devices, and bad input.
 */
/** The first sheet of an XLSX file, row by row. */
async function xlsxRows(body: Buffer): Promise<ExcelJS.CellValue[][]> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(body as unknown as ExcelJS.Buffer);
  const rows: ExcelJS.CellValue[][] = [];
  workbook.worksheets[0]!.eachRow((row) => rows.push((row.values as ExcelJS.CellValue[]).slice(1)));
  return rows;
}

describe.each(DB_KINDS)('e-tickets and check-in (%s)', (kind) => {
  let t: TestApp;
  let door: Door;
  const DEVICE_IDS: Record<string, string> = { 정문: 'front-door', 후문: 'back-door' };
  const device = (name: string) => ({ deviceId: `device-${DEVICE_IDS[name]}-${kind}`, deviceLabel: name });

  beforeAll(async () => {
    t = await createTestApp(kind, { seed: true });
    door = await openDoor(t);
  });
  afterAll(async () => t?.close());

  const scan = (payload: object) => scanAt(t, door.manager, door.schedule1, payload);

  it('gives a paid reservation a signed ticket, an unpaid one none, and takes it away when the payment is taken back', async () => {
    const unpaid = await door.holder({ tickets: 1, paid: false });
    expect(unpaid.code).toBeNull();
    const paid = await door.holder({ tickets: 2 });
    expect(paid.code).toMatch(new RegExp(`^MOA1-${paid.reservationId}-${door.schedule1}-[0-9A-F]{32}$`));
    expect((await myCard(t, paid.token, paid.reservationId)).ticket).toEqual({
      code: paid.code,
      holder: expect.stringMatching(/^학생/),
      admitted: 0,
    });
    await setPaid(t, door.manager, door.schedule1, paid.reservationId, false);
    expect((await myCard(t, paid.token, paid.reservationId)).ticket).toBeNull();
    // the code kept from before (a screenshot) is refused as unpaid
    const res = await scan({ code: paid.code, ...device('정문') });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ result: 'unpaid', status: 'unpaid', admitted: 0 });
  });

  it('refuses codes not signed by the server: a changed id, a made-up signature, another key', async () => {
    const h = await door.holder({ tickets: 1 });
    const sig = h.code!.split('-')[3]!;
    const other = await door.holder({ tickets: 1 });
    const otherKey = randomBytes(32);
    const forgedWithOtherKey = `MOA1-${other.reservationId}-${door.schedule1}-${createHmac('sha256', otherKey)
      .update(`moa-ticket:1:${other.reservationId}:${door.schedule1}`)
      .digest()
      .subarray(0, 16)
      .toString('hex')
      .toUpperCase()}`;
    for (const code of [
      `MOA1-${other.reservationId}-${door.schedule1}-${sig}`,
      `MOA1-${h.reservationId}-${door.schedule1}-${'0'.repeat(32)}`,
      forgedWithOtherKey,
      `${h.reservationId}`,
      'not a ticket',
      `MOA1-99999999999-1-${sig}`,
    ]) {
      const res = await scan({ code, ...device('정문') });
      expect(res.statusCode, `${code}: ${res.body}`).toBe(200);
      expect(res.json()).toMatchObject({ result: 'unknown', reservationId: null, name: '' });
    }
    // none of them let anyone in
    for (const r of [h, other]) expect((await myCard(t, r.token, r.reservationId)).ticket?.admitted).toBe(0);
  });

  it('admits a ticket once: the second scan is told when and on which device it was used', async () => {
    const h = await door.holder({ tickets: 1 });
    const first = await scan({ code: h.code, ...device('정문') });
    expect(first.statusCode, first.body).toBe(200);
    const admitted = checkinResultSchema.parse(first.json());
    expect(admitted).toMatchObject({
      result: 'admitted',
      tickets: 1,
      admittedNow: 1,
      admitted: 1,
      device: '정문',
    });
    expect(admitted.name).toMatch(/^학생/);
    const again = await scan({ code: h.code, ...device('후문') });
    expect(again.json()).toMatchObject({ result: 'already', admitted: 1, device: '정문', at: admitted.at });
    expect((await myCard(t, h.token, h.reservationId)).ticket?.admitted).toBe(1);
  });

  it('answers a scan sent again under the same scan id without counting it twice', async () => {
    const h = await door.holder({ tickets: 3 });
    const body = { code: h.code, count: 1, scanId: 'scan-0001-replay', ...device('정문') };
    expect((await scan(body)).json()).toMatchObject({ result: 'admitted', admitted: 1 });
    expect((await scan(body)).json()).toMatchObject({ result: 'admitted', admitted: 1 });
    expect((await myCard(t, h.token, h.reservationId)).ticket?.admitted).toBe(1);
  });

  it('admits part of a reservation now and the rest later, never more than its tickets', async () => {
    const h = await door.holder({ tickets: 4 });
    expect((await scan({ code: h.code, count: 3, ...device('정문') })).json()).toMatchObject({
      result: 'admitted',
      tickets: 4,
      admittedNow: 3,
      admitted: 3,
    });
    expect((await scan({ code: h.code, count: 2, ...device('정문') })).json()).toMatchObject({
      result: 'already',
      admitted: 3,
    });
    // found by name (a student without their phone): the last one, by reservation id
    expect(
      (await scan({ reservationId: h.reservationId, count: 1, ...device('정문') })).json(),
    ).toMatchObject({
      result: 'admitted',
      admitted: 4,
    });
    expect((await scan({ code: h.code, ...device('정문') })).json()).toMatchObject({
      result: 'already',
      admitted: 4,
    });
  });

  it('tells a ticket of another schedule apart, and an unknown reservation id', async () => {
    const h = await door.holder({ tickets: 2, scheduleId: door.schedule2 });
    const res = await scan({ code: h.code, ...device('정문') });
    expect(res.json()).toMatchObject({
      result: 'otherSchedule',
      admitted: 0,
      otherSchedule: { scheduleId: door.schedule2, order: 2, time: '21:00' },
    });
    expect((await scan({ reservationId: h.reservationId, ...device('정문') })).json()).toMatchObject({
      result: 'unknown',
    });
    expect((await scan({ reservationId: 2_000_000_000, ...device('정문') })).json()).toMatchObject({
      result: 'unknown',
    });
  });

  it('keeps the counts: admitted of expected (the paid tickets), and the list a door device keeps', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/mypage/manager/checkin/${door.schedule1}`,
      headers: bearer(door.manager),
    });
    expect(res.statusCode, res.body).toBe(200);
    const list = checkinScheduleSchema.parse(res.json());
    expect(list.role).toBe('manager');
    const paid = list.holders.filter((h) => h.status === 'paid');
    expect(list.counts.expected).toBe(paid.reduce((n, h) => n + h.tickets, 0));
    expect(list.counts.admitted).toBe(list.holders.reduce((n, h) => n + h.admitted, 0));
    expect(list.holders.every((h) => h.phoneNumber !== null)).toBe(true);
    // the device recognises a code by its hash
    const h = await door.holder({ tickets: 1 });
    const again = checkinScheduleSchema.parse(
      (
        await t.app.inject({
          method: 'GET',
          url: `/mypage/manager/checkin/${door.schedule1}`,
          headers: bearer(door.manager),
        })
      ).json(),
    );
    expect(again.holders.find((x) => x.reservationId === h.reservationId)?.codeHash).toBe(codeHash(h.code!));
  });

  it('syncs offline scans: a ticket let in at two doors is a conflict reported to both, with both times', async () => {
    const h = await door.holder({ tickets: 2 });
    const a = device('정문');
    const b = device('후문');
    const scanA = {
      scanId: 'offline-a-0001',
      reservationId: h.reservationId,
      count: 2,
      scannedAt: '2026-01-01T10:00:00.000Z',
    };
    const scanB = {
      scanId: 'offline-b-0001',
      reservationId: h.reservationId,
      count: 2,
      scannedAt: '2026-01-01T10:03:00.000Z',
    };
    const syncA = await syncAt(t, door.manager, door.schedule1, { ...a, scans: [scanA] });
    expect(syncA.statusCode, syncA.body).toBe(200);
    expect(checkinSyncResultSchema.parse(syncA.json()).results).toEqual([
      { scanId: scanA.scanId, reservationId: h.reservationId, result: 'admitted', admitted: 2 },
    ]);
    const syncB = checkinSyncResultSchema.parse(
      (await syncAt(t, door.manager, door.schedule1, { ...b, scans: [scanB] })).json(),
    );
    expect(syncB.results).toEqual([
      { scanId: scanB.scanId, reservationId: h.reservationId, result: 'conflict', admitted: 0 },
    ]);
    const conflict = syncB.conflicts.find((c) => c.reservationId === h.reservationId);
    expect(conflict?.entries.map((e) => [e.device, e.at, e.result])).toEqual([
      ['정문', scanA.scannedAt, 'admitted'],
      ['후문', scanB.scannedAt, 'conflict'],
    ]);
    // device A hears of it at its next sync, with nothing queued
    const laterA = checkinSyncResultSchema.parse(
      (await syncAt(t, door.manager, door.schedule1, { ...a, scans: [] })).json(),
    );
    expect(laterA.conflicts.find((c) => c.reservationId === h.reservationId)?.entries).toHaveLength(2);
    // a sync sent again (its answer was lost) changes nothing
    const replay = checkinSyncResultSchema.parse(
      (await syncAt(t, door.manager, door.schedule1, { ...a, scans: [scanA] })).json(),
    );
    expect(replay.results[0]).toMatchObject({ result: 'admitted', admitted: 2 });
    expect((await myCard(t, h.token, h.reservationId)).ticket?.admitted).toBe(2);
  });

  it('syncs part of an offline scan when only some tickets are left, and an unpaid one as such', async () => {
    const h = await door.holder({ tickets: 3 });
    await scan({ code: h.code, count: 2, ...device('정문') });
    const sync = checkinSyncResultSchema.parse(
      (
        await syncAt(t, door.manager, door.schedule1, {
          ...device('후문'),
          scans: [
            {
              scanId: 'offline-b-0002',
              reservationId: h.reservationId,
              count: 2,
              scannedAt: new Date().toISOString(),
            },
          ],
        })
      ).json(),
    );
    expect(sync.results[0]).toMatchObject({ result: 'conflict', admitted: 1 });
    expect((await myCard(t, h.token, h.reservationId)).ticket?.admitted).toBe(3);

    const undone = await door.holder({ tickets: 1 });
    await setPaid(t, door.manager, door.schedule1, undone.reservationId, false);
    const late = checkinSyncResultSchema.parse(
      (
        await syncAt(t, door.manager, door.schedule1, {
          ...device('후문'),
          scans: [
            {
              scanId: 'offline-b-0003',
              reservationId: undone.reservationId,
              count: 1,
              scannedAt: new Date().toISOString(),
            },
          ],
        })
      ).json(),
    );
    expect(late.results[0]).toMatchObject({ result: 'unpaid', admitted: 0 });
    expect(late.conflicts.some((c) => c.reservationId === undone.reservationId)).toBe(true);
  });

  it('shows 입장 in the holder list, both exports alike, and admitted seats per schedule on the dashboard', async () => {
    const h = await door.holder({ tickets: 2 });
    await scan({ code: h.code, count: 1, ...device('정문') });
    const list = holderListSchema.parse(
      (
        await t.app.inject({
          method: 'GET',
          url: `/mypage/manager/holder/${door.schedule1}`,
          headers: bearer(door.manager),
        })
      ).json(),
    );
    const holder = list.holderList.find((x) => x.reservationId === h.reservationId);
    expect(holder).toMatchObject({ admitted: 1 });
    expect(holder?.admittedAt).not.toBeNull();
    // the CSV's rows (the spec's ten columns, then 입장) and the XLSX's 입장 column say the same for every holder
    const csvRow = list.csv_json.find((r) => r.reservationId === h.reservationId);
    expect(csvRow).toMatchObject({ admitted: 1 });
    const xlsx = await t.app.inject({
      method: 'GET',
      url: `/mypage/manager/holder/${door.schedule1}/export.xlsx`,
      headers: bearer(door.manager),
    });
    expect(xlsx.statusCode).toBe(200);
    const rows = await xlsxRows(xlsx.rawPayload);
    const header = rows[0]!;
    const [idAt, admittedAt] = [header.indexOf('예매 번호'), header.indexOf('입장')];
    expect(admittedAt).toBeGreaterThan(idAt);
    const fromXlsx = new Map(rows.slice(1).map((r) => [r[idAt], r[admittedAt]]));
    expect(fromXlsx.get(h.reservationId)).toBe(1);
    expect(new Map(list.csv_json.map((r) => [r.reservationId, r.admitted]))).toEqual(fromXlsx);
    expect(list.csv_json.some((r) => r.admitted > 1)).toBe(true);
    const dash = await t.app.inject({
      method: 'GET',
      url: `/mypage/manager/show/${door.showId}/dashboard`,
      headers: bearer(door.manager),
    });
    const counts = await t.app.inject({
      method: 'GET',
      url: `/mypage/manager/checkin/${door.schedule1}`,
      headers: bearer(door.manager),
    });
    const schedule = (dash.json().schedules as { scheduleId: number; admittedSeats: number }[]).find(
      (s) => s.scheduleId === door.schedule1,
    );
    expect(schedule?.admittedSeats).toBe(counts.json().counts.admitted);
    expect(dash.json().totals.admittedSeats).toBeGreaterThanOrEqual(schedule!.admittedSeats);
  });

  const ACCOUNT = { bankName: '신한은행', accountNumber: '110123456789', holder: '학생' };
  const requestRefund = (h: { token: string; reservationId: number }) =>
    t.app.inject({
      method: 'POST',
      url: `/mypage/student/reservation/${h.reservationId}/cancel-request`,
      headers: bearer(h.token),
      payload: { refundAccount: ACCOUNT },
    });
  const approve = (reservationId: number) =>
    t.app.inject({
      method: 'POST',
      url: `/mypage/manager/holder/${door.schedule1}/cancel`,
      headers: bearer(door.manager),
      payload: { reservationIds: [reservationId], approve: true },
    });
  /** A used ticket whose money is owed back: admitted at the door and cancelled with a refund. */
  const refundedAfterUse = async (reservationId: number) => {
    const row = await t.db
      .selectFrom('reservations')
      .select(['status', 'admitted_tickets'])
      .where('id', '=', reservationId)
      .executeTakeFirstOrThrow();
    return row.status === 'cancelled' && row.admitted_tickets > 0;
  };

  it('refuses a refund request for a ticket already used at the door, with the reason', async () => {
    const h = await door.holder({ tickets: 2 });
    const admitted = await scan({ code: h.code, count: 1, ...device('정문') });
    expect(admitted.json()).toMatchObject({ result: 'admitted', admitted: 1 });
    const res = await requestRefund(h);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'RESERVATION_STATE', message: CANCEL_MESSAGES.admitted });
    // A request sent before the door let the ticket in is not approved either.
    const early = await door.holder({ tickets: 1 });
    expect((await requestRefund(early)).statusCode).toBe(200);
    await scan({ code: early.code, ...device('정문') });
    const approved = await approve(early.reservationId);
    expect(approved.statusCode).toBe(409);
    expect(approved.json()).toMatchObject({ message: CANCEL_MESSAGES.approveAdmitted });
    expect(await refundedAfterUse(early.reservationId)).toBe(false);
  });

  /**
   * The door racing the refund: a request, then its approval, against the ticket's admission. Whichever lands first,
   * a ticket let in is never cancelled with its money owed back. The control approves the way a read made before
   * the write would (the ticket read unused, cancelled after the door has answered) and must see one.
   */
  it('never owes a refund for a ticket let in while the refund was asked or approved', async () => {
    const bad: number[] = [];
    const answers: number[] = [];
    for (let round = 0; round < 8; round++) {
      const h = await door.holder({ tickets: 1 });
      if (round % 2 === 0) {
        const [scanned, asked] = await Promise.all([
          scan({ code: h.code, ...device('정문') }),
          requestRefund(h),
        ]);
        answers.push(scanned.statusCode, asked.statusCode, (await approve(h.reservationId)).statusCode);
      } else {
        expect((await requestRefund(h)).statusCode).toBe(200);
        const [scanned, approved] = await Promise.all([
          scan({ code: h.code, ...device('정문') }),
          approve(h.reservationId),
        ]);
        answers.push(scanned.statusCode, approved.statusCode);
      }
      if (await refundedAfterUse(h.reservationId)) bad.push(round);
    }
    expect(bad).toEqual([]);
    for (const s of answers) expect([200, 409]).toContain(s);

    let caught = 0;
    for (let round = 0; round < 3; round++) {
      const h = await door.holder({ tickets: 1 });
      expect((await requestRefund(h)).statusCode).toBe(200);
      const before = await t.db
        .selectFrom('reservations')
        .select(['status', 'admitted_tickets'])
        .where('id', '=', h.reservationId)
        .executeTakeFirstOrThrow();
      await scan({ code: h.code, ...device('정문') });
      if (before.admitted_tickets === 0 && before.status === 'paid') {
        await t.db
          .updateTable('reservations')
          .set({ status: 'cancelled', cancel_requested: 0 })
          .where('id', '=', h.reservationId)
          .execute();
      }
      if (await refundedAfterUse(h.reservationId)) caught++;
    }
    expect(caught).toBeGreaterThan(0);
  });

  it('refuses bad input with the error body, never a 5xx', async () => {
    const h = await door.holder({ tickets: 1 });
    const bad: object[] = [
      {},
      { code: h.code, reservationId: h.reservationId },
      { code: h.code, count: 0 },
      { code: h.code, count: 1.5 },
      { code: h.code, deviceId: 'short' },
      { code: h.code, deviceId: 'has spaces in it' },
      { code: 'x'.repeat(201) },
      { reservationId: -1 },
      { reservationId: 'abc' },
    ];
    for (const payload of bad) {
      const res = await scan(payload);
      expect(res.statusCode, `${JSON.stringify(payload)}: ${res.body}`).toBe(400);
      expect(res.json()).toMatchObject({ status: 400, code: 'VALIDATION_FAILED' });
    }
    const tooMany = Array.from({ length: 501 }, (_, i) => ({
      scanId: `bulk-scan-${i}`,
      reservationId: h.reservationId,
      count: 1,
      scannedAt: new Date().toISOString(),
    }));
    for (const payload of [
      { deviceId: 'device-bulk-0001', scans: tooMany },
      {
        deviceId: 'device-bulk-0001',
        scans: [{ scanId: 'x', reservationId: 1, count: 1, scannedAt: 'yesterday' }],
      },
      { scans: [] },
    ]) {
      const res = await syncAt(t, door.manager, door.schedule1, payload);
      expect(res.statusCode, res.body).toBe(400);
    }
    expect((await scanAt(t, door.manager, 2_000_000_000, { code: h.code })).statusCode).toBe(404);
    expect((await myCard(t, h.token, h.reservationId)).ticket?.admitted).toBe(0);
  });
});
