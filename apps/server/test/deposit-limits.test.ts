import ExcelJS from 'exceljs';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PARSE_TIME_LIMIT_MS, parseOffThread } from '../src/modules/deposits/parse/off-thread.ts';
import { createTestApp, DB_KINDS, type TestApp } from './harness.ts';
import { bearer, clubIdOf, insertSchedule, multipart, signInAs } from './support.ts';
import { zipOf } from './zip.ts';
import { addDays, seoulToday } from '../src/lib/time.ts';

/**
 * Statement files that would take the server's memory or time (docs/product.md#deposit-import): an XLSX that
 * unpacks to 100 MiB (declaring it, or declaring 1 KB and holding 100 MiB), a CSV of 200,000 rows under 10 MB. Each
 * is refused with a Korean 413 and a code, nothing stored; a 20,000-row workbook is read in a worker thread while
 * the event loop keeps answering.
 */
const MIB = 1024 * 1024;

/** An XLSX-looking archive whose sheet is 100 MiB of spaces (about 100 KB packed). */
function bomb(declared?: number): Buffer {
  return zipOf(
    [
      { name: '[Content_Types].xml', data: Buffer.from('<Types/>') },
      { name: 'xl/workbook.xml', data: Buffer.from('<workbook/>') },
      { name: 'xl/worksheets/sheet1.xml', data: Buffer.alloc(100 * MIB, 0x20), declared },
    ],
    { deflate: true },
  );
}

/**
 * A workbook of 20,000 rows (the most one import takes) under a header the parser does not know, so it reads the
 * whole workbook, asks for the columns and stores nothing. ExcelJS builds it in this process in a second or two, much
 * more on a busy machine, and leaves a large object graph behind.
 */
async function twentyThousandRows(): Promise<Buffer> {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('내역');
  ws.addRow(['날짜', '사람', '돈', '메모', '지점', '구분', '비고', '번호']);
  for (let i = 0; i < 20_000; i++) {
    const minute = String(i % 60).padStart(2, '0');
    ws.addRow([`2026-11-10 10:${minute}`, `손님${i}`, i, `메모${i}`, '본점', '이체', `비고 ${i}`, i * 7]);
  }
  return Buffer.from(await wb.xlsx.writeBuffer());
}

/**
 * Built once for both databases, in a hook: the file is the same for each, the test's own time is the upload alone,
 * and the builder's objects are garbage long before the event loop is watched.
 */
let bigWorkbook: Buffer;
beforeAll(async () => {
  bigWorkbook = await twentyThousandRows();
});

describe.each(DB_KINDS)('statement limits (%s)', (kind) => {
  let t: TestApp;
  let owner = '';
  let showId = 0;

  beforeAll(async () => {
    t = await createTestApp(kind, { seed: true });
    owner = (await signInAs(t.app, 'manager@example.ac.kr')).token;
    const clubId = await clubIdOf(t.db, 'manager@example.ac.kr');
    ({ showId } = await insertSchedule(t.db, { clubId, date: addDays(seoulToday(), 20), seats: 10 }));
  });
  afterAll(async () => t?.close());

  const upload = (value: Buffer, filename: string) => {
    const body = multipart([{ name: 'file', value, filename, contentType: 'application/octet-stream' }]);
    return t.app.inject({
      method: 'POST',
      url: `/mypage/manager/show/${showId}/deposits`,
      headers: { ...bearer(owner), ...body.headers },
      payload: body.payload,
    });
  };
  const stored = async () =>
    (await t.db.selectFrom('deposits').select('id').where('show_id', '=', showId).execute()).length;

  it('refuses an XLSX that unpacks to 100 MiB, declared or hidden behind a small declared size', async () => {
    for (const file of [bomb(), bomb(1000)]) {
      expect(file.length).toBeLessThan(400 * 1024);
      const res = await upload(file, '거래내역.xlsx');
      expect(res.statusCode, res.body).toBe(413);
      expect(res.json()).toMatchObject({ code: 'STATEMENT_TOO_LARGE' });
      expect(res.json().message).toContain('엑셀 파일을 풀면');
    }
    expect(await stored()).toBe(0);
  });

  it('refuses a CSV of 200,000 rows under 10 MB, storing nothing', async () => {
    const rows = Array.from({ length: 200_000 }, (_, i) => `2026-11-10 10:00:00,손님${i},${1000 + i}`);
    const csv = Buffer.from(['거래일시,입금자명,입금액', ...rows].join('\n'), 'utf8');
    expect(csv.length).toBeLessThan(10 * MIB);
    const res = await upload(csv, '거래내역.csv');
    expect(res.statusCode, res.body).toBe(413);
    expect(res.json()).toMatchObject({ code: 'STATEMENT_TOO_MANY_ROWS' });
    expect(res.json().message).toContain('20,000줄');
    expect(await stored()).toBe(0);
  });

  // The upload's parse may take up to its time limit, past which the server answers 422 STATEMENT_TOO_SLOW (a wrong
  // answer here, said as such, not a time-out); a minute more covers the request around it on a busy machine.
  it(
    'reads a 20,000-row workbook off the event loop: the server keeps answering meanwhile',
    async () => {
      const delay = monitorEventLoopDelay({ resolution: 10 });
      delay.enable();
      const res = await upload(bigWorkbook, '거래내역.xlsx');
      delay.disable();
      expect(res.statusCode, res.body).toBe(422);
      expect(res.json()).toMatchObject({ code: 'STATEMENT_NEEDS_MAPPING' });
      const maxMs = delay.max / 1e6;
      expect(maxMs, `longest event-loop stall ${Math.round(maxMs)} ms`).toBeLessThan(600);
    },
    PARSE_TIME_LIMIT_MS + 60_000,
  );

  it('stops a parse past its time limit with a Korean answer', async () => {
    const result = await parseOffThread(
      { kind: 'file', bytes: bomb(), filename: 'x.xlsx', now: new Date().toISOString() },
      { timeLimitMs: 1 },
    );
    expect(result).toMatchObject({ ok: false, code: 'TOO_SLOW' });
  });

  it('answers a worker that ran out of memory with the unpacked-size message, not the time one', async () => {
    // A heap far below what reading takes: the worker is stopped for memory, as a huge workbook's would be.
    const result = await parseOffThread(
      { kind: 'file', bytes: bomb(1000), filename: 'x.xlsx', now: new Date().toISOString() },
      { heapMb: 4 },
    );
    expect(result).toMatchObject({ ok: false, code: 'UNPACKS_TOO_LARGE' });
    expect(result.ok ? '' : result.message).toContain('엑셀 파일을 풀면 48MB');
  });
});
