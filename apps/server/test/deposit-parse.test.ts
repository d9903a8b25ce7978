import ExcelJS from 'exceljs';
import iconv from 'iconv-lite';
import { describe, expect, it } from 'vitest';
import {
  MAX_STATEMENT_BYTES,
  normalizeName,
  parseNotificationText,
  parseStatementFile,
  type ParseResult,
  type ParseSuccess,
} from '../src/modules/deposits/parse/index.ts';
import { makePng } from '../../../test-support/png.ts';
import { zipOf } from './zip.ts';

/** The deposit parser on statements and notifications made here, in the formats Korean banks export. */

const NOW = new Date('2026-11-22T12:00:00Z'); // 21:00 in Seoul
const BOM = '\ufeff';

function ok(result: ParseResult): ParseSuccess {
  if (!result.ok) throw new Error(`expected a parse, got ${JSON.stringify(result)}`);
  return result;
}

const csvBytes = (text: string) => Buffer.from(text, 'utf8');
const cp949 = (text: string) => iconv.encode(text, 'cp949');

/** A KB-style export: title lines above the header, 출금/입금 columns, a totals line under the table. */
const KB_CSV = [
  '거래내역조회',
  '계좌번호,123-456-789012,예금주,모아동아리',
  '조회기간,2026.11.01 ~ 2026.11.22',
  '',
  '거래일시,적요,보낸분/받는분,송금메모,출금액(원),입금액(원),잔액(원),거래점',
  '2026.11.22 14:03:05,타행이체,20231234홍길동,,0,"15,000","1,234,567",모바일',
  '2026.11.22 14:10:00,체크카드,스타벅스,,"5,000",0,"1,229,567",',
  '2026.11.22 08:00:00,전자금융,20231235 김철수,,0,"20,000","1,249,567",인터넷',
  '2026.11.22 09:00:00,이자,,,0,0,"1,249,567",',
  '합계,,,,"5,000","35,000",,',
  '※ 본 내역은 참고용입니다.,,,,,,,',
].join('\r\n');

async function xlsxBytes(build: (wb: ExcelJS.Workbook) => void): Promise<Buffer> {
  const wb = new ExcelJS.Workbook();
  build(wb);
  return Buffer.from(await wb.xlsx.writeBuffer());
}

/** A wall-clock time as exceljs writes it: its UTC fields are what the sheet shows. */
const excelDate = (y: number, mo: number, d: number, h = 0, mi = 0, s = 0) =>
  new Date(Date.UTC(y, mo - 1, d, h, mi, s));

describe('CSV statements', () => {
  it('finds the header under title lines, reads deposits in Korean time, and counts what it skips', async () => {
    const result = ok(
      await parseStatementFile({ bytes: csvBytes(BOM + KB_CSV), filename: 'kb.csv', now: NOW }),
    );
    expect(result).toMatchObject({
      format: 'csv',
      encoding: 'utf-8',
      mapping: { headerRow: 5, at: 0, name: 2, amount: 5, withdrawal: 4, balance: 6 },
      // The 합계 line and the note under the table are the statement's footer.
      ignored: { withdrawal: 1, zero: 1, total: 2, savings: 0, other: 0 },
    });
    expect(result.rows.map(({ fingerprint: _, ...r }) => r)).toEqual([
      { row: 6, at: '2026-11-22T05:03:05.000Z', name: '20231234홍길동', amount: 15_000, balance: 1_234_567 },
      { row: 8, at: '2026-11-21T23:00:00.000Z', name: '20231235 김철수', amount: 20_000, balance: 1_249_567 },
    ]);
    expect(result.rows[0]!.fingerprint).toMatch(/^[0-9a-f]{64}$/);
  });

  it('reads UTF-8 without a byte-order mark', async () => {
    const result = ok(await parseStatementFile({ bytes: csvBytes(KB_CSV), now: NOW }));
    expect(result.encoding).toBe('utf-8');
    expect(result.rows).toHaveLength(2);
  });

  it('reads EUC-KR/CP949 with a separate time column (a Shinhan-style export)', async () => {
    const text = [
      '신한은행 거래내역',
      '거래일자,거래시간,적요,출금(원),입금(원),내용,잔액(원),거래점명',
      '2026-11-22,14:03:05,타행건별,,"15,000",20231234홍길동,"1,234,567",',
      '2026-11-22,09:30,모바일,"3,000",,편의점,"1,231,567",',
      '20261121,235959,타행건별,,"15,000",20231236이영희똠방각하,"1,246,567",',
    ].join('\n');
    const bytes = cp949(text);
    expect(() => new TextDecoder('utf-8', { fatal: true }).decode(bytes)).toThrow();
    const result = ok(await parseStatementFile({ bytes, filename: '거래내역.csv', now: NOW }));
    expect(result.encoding).toBe('cp949');
    expect(result.mapping).toMatchObject({ headerRow: 2, at: 0, time: 1, name: 5, amount: 4, withdrawal: 3 });
    expect(result.rows.map((r) => [r.row, r.at, r.name])).toEqual([
      [3, '2026-11-22T05:03:05.000Z', '20231234홍길동'],
      [5, '2026-11-21T14:59:59.000Z', '20231236이영희똠방각하'],
    ]);
    expect(result.ignored.withdrawal).toBe(1);
  });

  it('reads one signed amount column with a 구분 column (a Kakao-style export)', async () => {
    const text = [
      '거래일시,구분,거래금액,거래 후 잔액,거래구분,내용,메모',
      '2026.11.22 14:03:05,입금,"15,000","100,000",일반입금,20231234홍길동,',
      '2026.11.22 14:04:00,출금,"-5,000","95,000",체크카드결제,편의점,',
      '2026.11.22 14:05:00,출금,"7,000","88,000",일반이체,김밥천국,',
    ].join('\n');
    const result = ok(await parseStatementFile({ bytes: csvBytes(text), now: NOW }));
    expect(result.mapping).toMatchObject({ at: 0, type: 1, amount: 2, balance: 3, name: 5 });
    expect(result.mapping?.withdrawal).toBeUndefined();
    expect(result.rows.map((r) => [r.name, r.amount])).toEqual([['20231234홍길동', 15_000]]);
    expect(result.ignored.withdrawal).toBe(2);
  });

  it('knows other banks’ names for the columns (맡기신금액, 찾으신금액, 기재내용, 입금자명)', async () => {
    const text = [
      '거래일자,적요,기재내용,찾으신금액,맡기신금액,거래후 잔액',
      '2026/11/22,타행이체,20231234홍길동,0,15000,15000',
      '',
      '거래일시,입금자명,입금액',
    ].join('\n');
    const result = ok(await parseStatementFile({ bytes: csvBytes(text), now: NOW }));
    expect(result.mapping).toMatchObject({ at: 0, name: 2, withdrawal: 3, amount: 4, balance: 5 });
    expect(result.rows.map((r) => [r.at, r.name, r.amount])).toEqual([
      ['2026-11-21T15:00:00.000Z', '20231234홍길동', 15_000],
    ]);
    // The second header-like line, after the last transaction, is not one: no date, no amount.
    expect(result.ignored).toMatchObject({ total: 1, other: 0, zero: 0 });

    const simple = ok(
      await parseStatementFile({
        bytes: csvBytes('일시,입금자명,입금액\n2026-11-22 14:03,홍길동,15000\n'),
        now: NOW,
      }),
    );
    expect(simple.rows.map((r) => r.name)).toEqual(['홍길동']);
  });

  it('reads every date and amount format banks write', async () => {
    const dates: [string, string][] = [
      ['2026-11-22 14:03:05', '2026-11-22T05:03:05.000Z'],
      ['2026.11.22 14:03', '2026-11-22T05:03:00.000Z'],
      ['2026/11/22', '2026-11-21T15:00:00.000Z'],
      ['20261122 140305', '2026-11-22T05:03:05.000Z'],
      ['20261122140305', '2026-11-22T05:03:05.000Z'],
      ['2026-11-22 오후 2:03:05', '2026-11-22T05:03:05.000Z'],
      ['2026-11-22 오전 12:10', '2026-11-21T15:10:00.000Z'],
      ['2026.11.22(일) 14:03', '2026-11-22T05:03:00.000Z'],
      ['2026-11-22T14:03:05', '2026-11-22T05:03:05.000Z'],
      ['26.11.22 14:03', '2026-11-22T05:03:00.000Z'],
    ];
    const amounts: [string, number][] = [
      ['15,000', 15_000],
      ['15000', 15_000],
      ['15,000원', 15_000],
      ['₩15,000', 15_000],
      ['+15,000', 15_000],
      ['15,000.00', 15_000],
      [' 1,234,567 ', 1_234_567],
    ];
    const lines = ['거래일시,입금자명,입금액'];
    dates.forEach(([d], i) => lines.push(`${d},사람${i},"${amounts[i % amounts.length]![0]}"`));
    const result = ok(await parseStatementFile({ bytes: csvBytes(lines.join('\n')), now: NOW }));
    expect(result.rows.map((r) => r.at)).toEqual(dates.map(([, iso]) => iso));
    expect(result.rows.map((r) => r.amount)).toEqual(dates.map((_, i) => amounts[i % amounts.length]![1]));
  });

  it('reads a tab-separated UTF-16 export (Excel’s 유니코드 텍스트)', async () => {
    const text = '거래일시\t입금자명\t입금액\r\n2026-11-22 14:03:05\t홍길동\t15,000\r\n';
    const bytes = Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(text, 'utf16le')]);
    const result = ok(await parseStatementFile({ bytes, now: NOW }));
    expect(result.encoding).toBe('utf-16le');
    expect(result.rows.map((r) => [r.name, r.amount])).toEqual([['홍길동', 15_000]]);
  });
});

describe('XLSX statements', () => {
  async function statementXlsx(): Promise<Buffer> {
    return xlsxBytes((wb) => {
      const cover = wb.addWorksheet('요약');
      cover.addRow(['계좌 요약']);
      cover.addRow(['입금 합계', 35_000]);
      const ws = wb.addWorksheet('거래내역');
      ws.addRow(['하나은행 거래내역조회']);
      ws.mergeCells('A1:F1');
      ws.addRow(['조회기간', '2026-11-01 ~ 2026-11-22']);
      ws.addRow([]);
      ws.addRow(['거래일시', '적요', '의뢰인/수취인', '입금', '출금', '거래후잔액']);
      ws.addRow([excelDate(2026, 11, 22, 14, 3, 5), '타행이체', '20231234홍길동', 15_000, 0, 1_234_567]);
      ws.addRow([excelDate(2026, 11, 22, 14, 10), '체크카드', '편의점', 0, 5_000, 1_229_567]);
      ws.addRow([
        excelDate(2026, 11, 22, 15),
        '타행이체',
        { richText: [{ text: '20231235' }, { text: '김철수', font: { bold: true } }] },
        { formula: '10000+10000', result: 20_000 },
        0,
        1_249_567,
      ]);
      // An Excel serial number in a cell without a date format: 46348.6 is 2026-11-22 14:24.
      ws.addRow([46348.6, '타행이체', '20231236이영희', '10,000', '', 1_259_567]);
    });
  }

  it('reads the sheet with the transactions: Excel dates, numbers, rich text, formulas, serial numbers', async () => {
    const result = ok(
      await parseStatementFile({ bytes: await statementXlsx(), filename: 'hana.xlsx', now: NOW }),
    );
    expect(result).toMatchObject({ format: 'xlsx', sheet: '거래내역', ignored: { withdrawal: 1 } });
    expect(result.mapping).toMatchObject({
      headerRow: 4,
      at: 0,
      name: 2,
      amount: 3,
      withdrawal: 4,
      balance: 5,
    });
    expect(result.rows.map(({ fingerprint: _, ...r }) => r)).toEqual([
      { row: 5, at: '2026-11-22T05:03:05.000Z', name: '20231234홍길동', amount: 15_000, balance: 1_234_567 },
      { row: 7, at: '2026-11-22T06:00:00.000Z', name: '20231235김철수', amount: 20_000, balance: 1_249_567 },
      { row: 8, at: '2026-11-22T05:24:00.000Z', name: '20231236이영희', amount: 10_000, balance: 1_259_567 },
    ]);
  });

  it('reads separate date and time cells', async () => {
    const bytes = await xlsxBytes((wb) => {
      const ws = wb.addWorksheet('Sheet1');
      ws.addRow(['거래일자', '거래시간', '보낸분', '맡기신금액']);
      const row = ws.addRow([excelDate(2026, 11, 22), excelDate(1899, 12, 30, 14, 3, 5), '홍길동', 15_000]);
      row.getCell(1).numFmt = 'yyyy-mm-dd';
      row.getCell(2).numFmt = 'hh:mm:ss';
      ws.addRow(['2026.11.22', 0.5, '김철수', 15_000]);
      ws.addRow([20261122, '140305', '이영희', 15_000]);
    });
    const result = ok(await parseStatementFile({ bytes, now: NOW }));
    expect(result.rows.map((r) => [r.name, r.at])).toEqual([
      ['홍길동', '2026-11-22T05:03:05.000Z'],
      ['김철수', '2026-11-22T03:00:00.000Z'],
      ['이영희', '2026-11-22T05:03:05.000Z'],
    ]);
  });

  it('gives the same deposits and fingerprints as the same statement in CSV', async () => {
    const csv = ok(
      await parseStatementFile({
        bytes: csvBytes(
          '거래일시,보낸분,입금액,잔액\n2026-11-22 14:03:05,20231234 홍길동,"15,000","1,234,567"\n',
        ),
        now: NOW,
      }),
    );
    const xlsx = ok(
      await parseStatementFile({
        bytes: await xlsxBytes((wb) => {
          const ws = wb.addWorksheet('내역');
          ws.addRow(['거래일시', '보낸분', '입금액', '잔액']);
          ws.addRow([excelDate(2026, 11, 22, 14, 3, 5), '20231234 홍길동', 15_000, 1_234_567]);
        }),
        now: NOW,
      }),
    );
    expect(xlsx.rows).toEqual(csv.rows);
  });
});

describe('column mapping', () => {
  const UNKNOWN = [
    '우리 동아리 통장',
    '',
    'when,who,how much,left',
    '2026-11-22 14:03,홍길동,15000,15000',
  ].join('\n');

  it('asks for the columns when it cannot find them, with header candidates and a preview', async () => {
    const result = await parseStatementFile({ bytes: csvBytes(UNKNOWN), now: NOW });
    expect(result).toMatchObject({
      ok: false,
      code: 'NEEDS_MAPPING',
      message: '거래일시, 입금자, 입금액 열을 찾지 못했어요. 어느 열이 무엇인지 골라 주세요.',
      format: 'csv',
      columnCount: 4,
      headerCandidates: [{ row: 3, cells: ['when', 'who', 'how much', 'left'], found: {} }],
      preview: [
        { row: 1, cells: ['우리 동아리 통장', '', '', ''] },
        { row: 3, cells: ['when', 'who', 'how much', 'left'] },
        { row: 4, cells: ['2026-11-22 14:03', '홍길동', '15000', '15000'] },
      ],
    });
  });

  it('says which columns it did recognise in a header it could not use', async () => {
    const result = await parseStatementFile({
      bytes: csvBytes('거래일시,입금액,비밀\n2026-11-22,1000,x\n'),
      now: NOW,
    });
    expect(result).toMatchObject({
      code: 'NEEDS_MAPPING',
      headerCandidates: [{ row: 1, found: { at: 0, amount: 1 } }],
    });
  });

  it('reads the file with the columns chosen', async () => {
    const mapping = { headerRow: 3, at: 0, name: 1, amount: 2, balance: 3 };
    const result = ok(await parseStatementFile({ bytes: csvBytes(UNKNOWN), mapping, now: NOW }));
    expect(result.mapping).toEqual(mapping);
    expect(result.rows.map((r) => [r.row, r.name, r.amount, r.balance])).toEqual([
      [4, '홍길동', 15_000, 15_000],
    ]);
  });

  it('refuses columns or a header row the file does not have', async () => {
    for (const mapping of [
      { headerRow: 3, at: 0, name: 1, amount: 9 },
      { headerRow: 99, at: 0, name: 1, amount: 2 },
      { headerRow: -1, at: 0, name: 1, amount: 2 },
    ]) {
      expect(await parseStatementFile({ bytes: csvBytes(UNKNOWN), mapping, now: NOW })).toEqual({
        ok: false,
        code: 'BAD_MAPPING',
        message: '고른 열이나 제목 줄이 파일에 없어요. 다시 골라 주세요.',
      });
    }
  });
});

describe('rows that cannot be read', () => {
  it('names every bad row in Korean and returns no deposits', async () => {
    const text = [
      '거래일시,입금자명,입금액',
      '2026-11-22 14:03,홍길동,15000',
      '2026-11-22 14:04,김철수,15000',
      '2026-11-22 14:05,이영희,15000',
      '2026-11-22 14:06,박민수,1만오천',
      '2026-13-45 14:07,최지우,15000',
      ',정하나,15000',
      '2026-11-22 14:08,한결,"1,5000"',
      '어제,강산,15000',
    ].join('\n');
    const result = await parseStatementFile({ bytes: csvBytes(text), now: NOW });
    expect(result).toEqual({
      ok: false,
      code: 'BAD_ROWS',
      message: '읽을 수 없는 줄이 5개 있어요. 고친 뒤 다시 올려 주세요. 아무것도 반영하지 않았어요.',
      rowErrors: [
        { row: 5, message: '5번째 줄의 입금액 ‘1만오천’을 읽을 수 없어요.' },
        { row: 6, message: '6번째 줄의 거래일시 ‘2026-13-45 14:07’을 읽을 수 없어요.' },
        { row: 7, message: '7번째 줄에 거래일시가 없어요.' },
        { row: 8, message: '8번째 줄의 입금액 ‘1,5000’을 읽을 수 없어요.' },
        { row: 9, message: '9번째 줄의 거래일시 ‘어제’를 읽을 수 없어요.' },
      ],
    });
  });

  it('names bad rows of a worksheet by their Excel row numbers', async () => {
    const bytes = await xlsxBytes((wb) => {
      const ws = wb.addWorksheet('내역');
      ws.addRow(['거래내역']);
      ws.addRow(['거래일시', '보낸분', '입금액']);
      ws.addRow([excelDate(2026, 11, 22, 14), '홍길동', '15,000원']);
      ws.addRow([excelDate(2026, 11, 22, 15), '김철수', '일만원']);
    });
    expect(await parseStatementFile({ bytes, now: NOW })).toMatchObject({
      code: 'BAD_ROWS',
      rowErrors: [{ row: 4, message: '4번째 줄의 입금액 ‘일만원’을 읽을 수 없어요.' }],
    });
  });
});

describe('fingerprints', () => {
  it('are the same every time the same file is imported', async () => {
    const first = ok(await parseStatementFile({ bytes: csvBytes(KB_CSV), now: NOW }));
    const again = ok(await parseStatementFile({ bytes: csvBytes(BOM + KB_CSV), now: new Date() }));
    expect(again.rows.map((r) => r.fingerprint)).toEqual(first.rows.map((r) => r.fingerprint));
  });

  it('tell apart identical-looking deposits in the same minute, by balance or by occurrence', async () => {
    const withBalance = ok(
      await parseStatementFile({
        bytes: csvBytes(
          '거래일시,입금자명,입금액,잔액\n2026-11-22 14:03,홍길동,15000,15000\n2026-11-22 14:03,홍길동,15000,30000\n',
        ),
        now: NOW,
      }),
    );
    const noBalance =
      'x\n거래일시,입금자명,입금액\n2026-11-22 14:03,홍길동,15000\n2026-11-22 14:03,홍길동,15000\n';
    const once = ok(await parseStatementFile({ bytes: csvBytes(noBalance), now: NOW }));
    const twice = ok(await parseStatementFile({ bytes: csvBytes(noBalance), now: NOW }));
    for (const result of [withBalance, once]) {
      expect(result.rows).toHaveLength(2);
      expect(result.rows[0]!.fingerprint).not.toBe(result.rows[1]!.fingerprint);
    }
    expect(twice.rows.map((r) => r.fingerprint)).toEqual(once.rows.map((r) => r.fingerprint));
  });
});

describe('files that are not statements', () => {
  it('says an old-format (.xls) container it cannot open may be damaged', async () => {
    const xls = Buffer.concat([Buffer.from('d0cf11e0a1b11ae1', 'hex'), Buffer.alloc(504)]);
    expect(await parseStatementFile({ bytes: xls, filename: '거래내역.xls', now: NOW })).toEqual({
      ok: false,
      code: 'BAD_FILE',
      message: '엑셀 파일을 열 수 없어요. 파일이 손상되었을 수 있어요. 엑셀에서 다시 저장해 올려 주세요.',
    });
  });

  it('says a password-protected workbook needs its password removed', async () => {
    const encrypted = Buffer.concat([
      Buffer.from('d0cf11e0a1b11ae1', 'hex'),
      Buffer.alloc(504),
      Buffer.from('EncryptedPackage', 'utf16le'),
    ]);
    expect(await parseStatementFile({ bytes: encrypted, now: NOW })).toMatchObject({
      ok: false,
      code: 'ENCRYPTED',
    });
  });

  it('refuses Word and 한글 documents, which share the old Excel container', async () => {
    const hwp = Buffer.concat([
      Buffer.from('d0cf11e0a1b11ae1', 'hex'),
      Buffer.alloc(504),
      Buffer.from('HwpSummaryInformation', 'utf16le'),
    ]);
    expect(await parseStatementFile({ bytes: hwp, filename: '회칙.hwp', now: NOW })).toMatchObject({
      code: 'BAD_FILE',
      message: expect.stringContaining('올린 파일(회칙.hwp)은 거래내역 파일이 아니에요.'),
    });
  });

  it('refuses a ZIP that is not a workbook, and one that would unpack to more than a statement can', async () => {
    const archive = zipOf([{ name: 'readme.txt', data: Buffer.from('hello') }]);
    expect(await parseStatementFile({ bytes: archive, filename: 'a.zip', now: NOW })).toMatchObject({
      code: 'BAD_FILE',
      message: expect.stringContaining('거래내역 파일이 아니에요'),
    });
    const bomb = zipOf([
      { name: 'xl/worksheets/sheet1.xml', data: Buffer.from('<x/>'), declared: 300 * 1024 * 1024 },
    ]);
    expect(await parseStatementFile({ bytes: bomb, now: NOW })).toMatchObject({ code: 'UNPACKS_TOO_LARGE' });
  });

  it('refuses images, PDFs, broken workbooks and web pages without a table named .xls', async () => {
    const pdf = Buffer.from('%PDF-1.7\n1 0 obj\n<< /Type /Catalog >>\nendobj\n');
    const xlsx = await xlsxBytes((wb) => wb.addWorksheet('a').addRow(['거래일시', '입금자명', '입금액']));
    const html = Buffer.from('<html><body><p>거래내역이 없습니다.</p></body></html>');
    expect(await parseStatementFile({ bytes: makePng(8, 8), filename: 'poster.png', now: NOW })).toEqual({
      ok: false,
      code: 'BAD_FILE',
      message:
        '올린 파일(poster.png)은 거래내역 파일이 아니에요. 인터넷뱅킹에서 내려받은 엑셀(.xls·.xlsx)이나 CSV 파일을 그대로 올려 주세요.',
    });
    expect(await parseStatementFile({ bytes: pdf, filename: 'a.pdf', now: NOW })).toMatchObject({
      code: 'BAD_FILE',
    });
    expect(
      await parseStatementFile({ bytes: xlsx.subarray(0, Math.floor(xlsx.length / 2)), now: NOW }),
    ).toMatchObject({ code: 'BAD_FILE', message: expect.stringContaining('엑셀 파일을 열 수 없어요') });
    expect(await parseStatementFile({ bytes: html, filename: 'a.xls', now: NOW })).toMatchObject({
      code: 'BAD_FILE',
      message: expect.stringContaining('올린 파일(a.xls)은 거래내역 파일이 아니에요.'),
    });
  });

  it('refuses empty files, 20 MB files and text in an unknown encoding', async () => {
    expect(MAX_STATEMENT_BYTES).toBe(10 * 1024 * 1024);
    for (const bytes of [Buffer.alloc(0), csvBytes(BOM + '\r\n \n')]) {
      expect(await parseStatementFile({ bytes, now: NOW })).toEqual({
        ok: false,
        code: 'EMPTY',
        message: '빈 파일이에요. 거래내역이 담긴 엑셀(.xls·.xlsx)이나 CSV 파일을 올려 주세요.',
      });
    }
    const big = Buffer.alloc(20 * 1024 * 1024, 'a');
    expect(await parseStatementFile({ bytes: big, now: NOW })).toEqual({
      ok: false,
      code: 'TOO_LARGE',
      message: '파일이 너무 커요. 거래내역 파일은 10MB까지 올릴 수 있어요.',
    });
    const unknown = Buffer.concat([
      csvBytes('거래일시,입금자명,입금액\n2026-11-22,'),
      Buffer.from([0xff, 0x80, 0x80]),
    ]);
    expect(await parseStatementFile({ bytes: unknown, now: NOW })).toMatchObject({
      ok: false,
      code: 'UNKNOWN_ENCODING',
      message: expect.stringContaining('인코딩을 알 수 없어요'),
    });
  });
});

describe('pasted notifications', () => {
  const NOTIFICATIONS = [
    '[토스] 20231234홍길동님이 15,000원을 보냈어요',
    '[Web발신] 신한 11/22 14:03 입금 15,000 잔액 1,234,567 20231235김철수',
    'KB국민 11/22 14:04 123-**-456 20231236이영희 전자금융입금 15,000 잔액 1,249,567',
    '농협 입금15,000원 11/22 14:05 352-****-1234-56 20231237박민수 잔액1,264,567원',
    '[Web발신]',
    '신한 11/22 15:10',
    '110-***-123456',
    '출금 5,000',
    '잔액 1,259,567',
    '스타벅스',
    '',
    '[KB]2026.11.21 09:05',
    '123-**-456',
    '20231238 정하나',
    '전자금융입금',
    '20,000',
    '잔액1,279,567',
    '[토스] 홍길동님에게 3,000원을 보냈어요',
  ].join('\n');

  it('reads toss and bank SMS messages, one per line or over several lines, and skips withdrawals', () => {
    const result = ok(parseNotificationText(NOTIFICATIONS, NOW));
    expect(result).toMatchObject({ format: 'text', ignored: { withdrawal: 2, zero: 0, other: 0 } });
    expect(result.rows.map(({ fingerprint: _, ...r }) => r)).toEqual([
      {
        row: 1,
        at: NOW.toISOString(),
        estimatedAt: true,
        name: '20231234홍길동',
        amount: 15_000,
        balance: null,
      },
      { row: 2, at: '2026-11-22T05:03:00.000Z', name: '20231235김철수', amount: 15_000, balance: 1_234_567 },
      { row: 3, at: '2026-11-22T05:04:00.000Z', name: '20231236이영희', amount: 15_000, balance: 1_249_567 },
      { row: 4, at: '2026-11-22T05:05:00.000Z', name: '20231237박민수', amount: 15_000, balance: 1_264_567 },
      {
        row: 12,
        at: '2026-11-21T00:05:00.000Z',
        name: '20231238 정하나',
        amount: 20_000,
        balance: 1_279_567,
      },
    ]);
  });

  it('gives the same fingerprints when the same text is pasted again later', () => {
    const first = ok(parseNotificationText(NOTIFICATIONS, NOW));
    const later = ok(parseNotificationText(NOTIFICATIONS, new Date('2026-11-23T01:00:00Z')));
    expect(later.rows.map((r) => r.fingerprint)).toEqual(first.rows.map((r) => r.fingerprint));
  });

  it('dates a month and day in the Korean year of now, or the year before for a date still to come', () => {
    const newYear = new Date('2027-01-01T15:30:00Z'); // 2027-01-02 00:30 in Seoul
    const result = ok(
      parseNotificationText(
        '신한 12/31 23:59 입금 15,000 홍길동\n신한 01/02 00:10 입금 15,000 김철수',
        newYear,
      ),
    );
    expect(result.rows.map((r) => r.at)).toEqual(['2026-12-31T14:59:00.000Z', '2027-01-01T15:10:00.000Z']);
  });

  it('names the lines it cannot read', () => {
    const text = [
      '[토스] 홍길동님이 15,000원을 보냈어요',
      '신한 11/22 14:03 입금 1만오천원 김철수',
      '',
      '안녕하세요 123번',
    ].join('\n');
    expect(parseNotificationText(text, NOW)).toEqual({
      ok: false,
      code: 'BAD_ROWS',
      message: '읽을 수 없는 줄이 2개 있어요. 고친 뒤 다시 올려 주세요. 아무것도 반영하지 않았어요.',
      rowErrors: [
        { row: 2, message: '2번째 줄의 입금액 ‘1만오천원’을 읽을 수 없어요.' },
        { row: 4, message: '4번째 줄 ‘안녕하세요 123번’을 입금 알림으로 읽을 수 없어요.' },
      ],
    });
    expect(parseNotificationText('신한 13/45 14:03 입금 15,000 홍길동', NOW)).toMatchObject({
      code: 'BAD_ROWS',
      rowErrors: [{ row: 1, message: '1번째 줄의 거래일시 ‘13/45 14:03’을 읽을 수 없어요.' }],
    });
  });

  it('refuses empty text', () => {
    expect(parseNotificationText(' \n\n', NOW)).toEqual({
      ok: false,
      code: 'EMPTY',
      message: '붙여 넣은 내용이 없어요. 입금 알림 문자를 붙여 넣어 주세요.',
    });
  });
});

describe('normalizeName', () => {
  it('removes every space, composes Hangul and ignores case', () => {
    expect(normalizeName(' 2023 1234\u3000홍길동 ')).toBe('20231234홍길동');
    expect(normalizeName('홍길동'.normalize('NFD'))).toBe('홍길동');
    expect(normalizeName('Kim MINSU')).toBe('kimminsu');
  });
});

describe('a 5,000-row statement', () => {
  const ROWS = 5_000;
  const wall = (i: number) => new Date(Date.UTC(2026, 10, 1) + i * 60_000);
  const iso = (i: number) => new Date(wall(i).getTime() - 9 * 3_600_000).toISOString();

  it('reads every row of a CSV', async () => {
    const lines = ['거래내역', '거래일시,적요,보낸분/받는분,출금액(원),입금액(원),잔액(원)'];
    for (let i = 0; i < ROWS; i += 1) {
      const at = wall(i).toISOString().slice(0, 19).replace('T', ' ');
      lines.push(`${at},타행이체,${20230000 + i}학생${i},0,"15,000","${(i + 1) * 15_000}"`);
    }
    const result = ok(await parseStatementFile({ bytes: cp949(lines.join('\r\n')), now: NOW }));
    expect(result.rows).toHaveLength(ROWS);
    expect(result.rows[ROWS - 1]).toMatchObject({
      row: ROWS + 2,
      at: iso(ROWS - 1),
      name: `${20230000 + ROWS - 1}학생${ROWS - 1}`,
    });
    expect(new Set(result.rows.map((r) => r.fingerprint)).size).toBe(ROWS);
  });

  it('reads every row of a worksheet', async () => {
    const bytes = await xlsxBytes((wb) => {
      const ws = wb.addWorksheet('거래내역');
      ws.addRow(['거래일시', '입금자명', '입금액', '잔액']);
      for (let i = 0; i < ROWS; i += 1)
        ws.addRow([wall(i), `${20230000 + i}학생${i}`, 15_000, (i + 1) * 15_000]);
    });
    const result = ok(await parseStatementFile({ bytes, now: NOW }));
    expect(result.rows).toHaveLength(ROWS);
    expect(result.rows[ROWS - 1]).toMatchObject({ row: ROWS + 1, at: iso(ROWS - 1) });
  });
});
