import { readdirSync, readFileSync } from 'node:fs';
import * as XLSX from '@e965/xlsx';
import iconv from 'iconv-lite';
import { describe, expect, it } from 'vitest';
import {
  headerSignature,
  parseStatementFile,
  type ParseResult,
  type ParseSuccess,
} from '../src/modules/deposits/parse/index.ts';

/**
 * The deposit parser on statements laid out as Korean banks export them (fixtures/banks/statements, made by its
 * make.ts; where each layout comes from: its README.md), and on the shapes those exports take: footers, `;` and `|`
 * text, HTML with a preamble, UTF-16, BIFF with a password, remembered layouts, two name columns.
 */

const NOW = new Date('2026-11-26T12:00:00Z');
const DIR = new URL('./fixtures/banks/statements/', import.meta.url);

interface Expected {
  header: string[];
  layout: string;
  format: string;
  encoding?: string;
  ignored: ParseSuccess['ignored'];
  deposits: { name: string; otherName?: string; amount: number; minute: string }[];
}

const EXPECTED = JSON.parse(readFileSync(new URL('expected.json', DIR), 'utf8')) as Record<string, Expected>;
const FILES = readdirSync(DIR).filter((f) => !/\.(?:ts|json|md)$/.test(f));

function ok(result: ParseResult): ParseSuccess {
  if (!result.ok) throw new Error(`expected a parse, got ${JSON.stringify(result).slice(0, 600)}`);
  return result;
}

/** The Korean wall-clock minute of an instant, as the statement shows it. */
const seoulMinute = (iso: string) =>
  new Date(new Date(iso).getTime() + 9 * 3_600_000).toISOString().slice(0, 16).replace('T', ' ');

const read = (file: string) => readFileSync(new URL(file, DIR));

describe('the bank statement corpus', () => {
  it.each(FILES)('%s: exactly the deposits it holds, its bank layout, no mapping step', async (file) => {
    expect(FILES.length).toBeGreaterThanOrEqual(16);
    const want = EXPECTED[file]!;
    const result = ok(await parseStatementFile({ bytes: read(file), filename: file, now: NOW }));
    expect(result.layout?.id).toBe(want.layout);
    expect(result.layout?.label).toMatch(/[가-힣]/);
    expect(result.format).toBe(want.format);
    if (want.encoding) expect(result.encoding).toBe(want.encoding);
    expect(result.savedLayoutUsed).toBeUndefined();
    expect(result.ignored).toEqual(want.ignored);
    expect(
      result.rows.map((r) => ({
        name: r.name,
        ...(r.otherName === undefined ? {} : { otherName: r.otherName }),
        amount: r.amount,
        minute: seoulMinute(r.at),
      })),
    ).toEqual(want.deposits);
    expect(result.mapping!.headerRow).toBeGreaterThan(0);
    expect(result.headerSignature).toBe(headerSignature(want.header));
  });

  it('names both text columns of a layout that has two, the payer’s first', async () => {
    const hana = ok(await parseStatementFile({ bytes: read('hana.xlsx'), now: NOW }));
    expect([hana.nameHeader, hana.otherNameHeader]).toEqual(['적요', '의뢰인/수취인']);
    expect(hana.rows.find((r) => r.name === '김나래')?.otherName).toBe('(주)카카오페이');
    const epost = ok(await parseStatementFile({ bytes: read('epost.xlsx'), now: NOW }));
    expect([epost.nameHeader, epost.otherNameHeader]).toEqual(['내역', '적요']);
    expect(epost.rows[0]).toMatchObject({ name: '20231234홍길동', otherName: '타행이체' });
    const kb = ok(await parseStatementFile({ bytes: read('kb-web-excel-save.xls'), now: NOW }));
    expect([kb.nameHeader, kb.otherNameHeader]).toEqual(['내통장표시내용', '의뢰인/수취인']);
    const star = ok(await parseStatementFile({ bytes: read('kb-star-app.xls'), now: NOW }));
    expect([star.nameHeader, star.otherNameHeader]).toEqual(['내 통장 표시', '보낸분/받는분']);
    const shinhan = ok(await parseStatementFile({ bytes: read('shinhan.xls'), now: NOW }));
    expect(shinhan).toMatchObject({ nameHeader: '내용' });
    expect(shinhan.otherNameHeader).toBeUndefined();
    expect(shinhan.rows.every((r) => r.otherName === undefined)).toBe(true);
  });

  it('gives the same deposits and fingerprints for the KB page and the CSVs Excel saves from it', async () => {
    const prints = await Promise.all(
      ['kb-web-excel-save.xls', 'kb-web-csv-cp949.csv', 'kb-web-csv-utf8-bom.csv'].map(async (f) =>
        ok(await parseStatementFile({ bytes: read(f), now: NOW })).rows.map((r) => r.fingerprint),
      ),
    );
    expect(prints[1]).toEqual(prints[0]);
    expect(prints[2]).toEqual(prints[0]);
  });
});

const utf8 = (text: string) => Buffer.from(text, 'utf8');

describe('statement shapes banks export', () => {
  it('counts a footer after the last transaction (합계, 총 n건, sums, notes) as totals, not errors', async () => {
    const text = [
      '거래일시,적요,입금자명,출금액,입금액,잔액',
      '2026-03-02 09:00:00,타행이체,20231234홍길동,0,"15,000","115,000"',
      '2026-03-02 10:00:00,체크카드,편의점,"5,000",0,"110,000"',
      '2026-03-03 11:00:00,모바일,최윤아20250012,0,"15,000","125,000"',
      '',
      '합계,,,"5,000","30,000",',
      '총 3건,,,,,',
      ',,,"5,000","30,000",',
      '※ 본 내역은 참고용이며 법적 효력이 없습니다.,,,,,',
    ].join('\r\n');
    const result = ok(await parseStatementFile({ bytes: utf8(text), now: NOW }));
    expect(result.rows.map((r) => r.name)).toEqual(['20231234홍길동', '최윤아20250012']);
    expect(result.ignored).toEqual({ withdrawal: 1, zero: 0, total: 4, savings: 0, other: 0 });
  });

  it('still fails the whole file for a bad row among the transactions, and for one that only looks like a footer', async () => {
    const text = [
      '거래일시,입금자명,입금액',
      '2026-03-02 09:00:00,홍길동,15000',
      '2026-03-02 09:30:00,김철수,만오천원',
      '2026-03-02 10:00:00,이영희,15000',
      '어제,박민수,15000',
      '합계,,45000',
      ',,45000',
    ].join('\n');
    expect(await parseStatementFile({ bytes: utf8(text), now: NOW })).toMatchObject({
      ok: false,
      code: 'BAD_ROWS',
      rowErrors: [
        { row: 3, message: '3번째 줄의 입금액 ‘만오천원’을 읽을 수 없어요.' },
        { row: 5, message: '5번째 줄의 거래일시 ‘어제’를 읽을 수 없어요.' },
      ],
    });
  });

  it('reads `;` and `|` separated text whose amounts have commas', async () => {
    for (const d of [';', '|']) {
      const text = [
        `조회기간${d}2026-03-01 ~ 2026-03-31`,
        ['거래일시', '적요', '의뢰인/수취인', '입금', '출금', '거래후잔액', '구분', '거래점'].join(d),
        [
          '2026-03-02 09:01:33',
          '20231234홍길동',
          '홍길동',
          '15,000',
          '0',
          '1,015,000',
          '인터넷',
          '본점',
        ].join(d),
        [
          '2026-03-02 09:05:00',
          '김나래',
          '(주)카카오페이',
          '15,000',
          '0',
          '1,030,000',
          '펌뱅킹',
          '본점',
        ].join(d),
      ].join('\n');
      const result = ok(await parseStatementFile({ bytes: iconv.encode(text, 'cp949'), now: NOW }));
      expect(result).toMatchObject({ format: 'csv', encoding: 'cp949', layout: { id: 'hana-text' } });
      expect(result.rows.map((r) => [r.name, r.otherName, r.amount, r.balance])).toEqual([
        ['20231234홍길동', '홍길동', 15_000, 1_015_000],
        ['김나래', '(주)카카오페이', 15_000, 1_030_000],
      ]);
    }
  });

  it('says a password-protected .xls needs its password removed', async () => {
    const plain = biff([
      ['거래일시', '입금자명', '입금액'],
      ['2026-03-02 09:00:00', '홍길동', 15000],
    ]);
    expect(ok(await parseStatementFile({ bytes: plain, now: NOW })).rows).toHaveLength(1);
    expect(
      await parseStatementFile({ bytes: withFilePass(plain), filename: '거래내역.xls', now: NOW }),
    ).toEqual({
      ok: false,
      code: 'ENCRYPTED',
      message: '암호가 걸린 엑셀 파일은 읽을 수 없어요. 엑셀에서 암호를 해제하고 저장해 다시 올려 주세요.',
    });
  });

  it('reads date and time cells of an .xls as the sheet shows them', async () => {
    const bytes = biff(
      [
        ['거래일자', '거래시간', '입금자명', '입금액'],
        [null, null, '20231234홍길동', 15000],
      ],
      (ws) => {
        ws['A2'] = { t: 'n', v: 46083, z: 'yyyy-mm-dd' }; // 2026-03-02
        ws['B2'] = { t: 'n', v: 0.5 + 3 / 1440, z: 'hh:mm:ss' }; // 12:03:00
      },
    );
    const result = ok(await parseStatementFile({ bytes, now: NOW }));
    expect(result.format).toBe('xls');
    expect(result.rows.map((r) => [r.name, seoulMinute(r.at)])).toEqual([
      ['20231234홍길동', '2026-03-02 12:03'],
    ]);
  });

  it('reads an HTML page saved as .xls: every table’s rows in order, the header under a preamble table', async () => {
    const html =
      "<html><head><meta http-equiv='Content-Type' content='text/html; charset=euc-kr'></head><body>" +
      '<table><tr><td><table><tr><th>조회기간</th><td colspan=3>2026.03.01 ~ 2026.03.31</td></tr>' +
      '<tr><th>계좌번호</th><td colspan=3>123456-**-***789</td></tr></table>' +
      '<table><tr><th>거래일시</th><th>보낸분</th><th>입금액</th><th>출금액</th></tr>' +
      '<tr><td style=\'mso-number-format:"\\@"\'>2026.03.02&nbsp;09:14:05</td><td>20231234<br>홍길동</td>' +
      '<td>15,000</td><td>0</td></tr>' +
      '<tr><td>2026.03.02 10:00:00</td><td>편의점 &amp; 마트</td><td>0</td><td>3,000</td></tr>' +
      '<tr><td colspan=2>합계</td><td>15,000</td><td>3,000</td></tr></table></td></tr></table></body></html>';
    const result = ok(
      await parseStatementFile({ bytes: iconv.encode(html, 'cp949'), filename: 'a.xls', now: NOW }),
    );
    expect(result).toMatchObject({ format: 'html', encoding: 'cp949', mapping: { headerRow: 3 } });
    expect(result.rows.map((r) => [r.name, r.amount, seoulMinute(r.at)])).toEqual([
      ['20231234 홍길동', 15_000, '2026-03-02 09:14'],
    ]);
    expect(result.ignored).toMatchObject({ withdrawal: 1, total: 1 });
    expect(result.layout).toBeUndefined();
  });

  it('reads an XML Spreadsheet 2003 named .xls', async () => {
    const row = (...cells: string[]) =>
      `<Row>${cells.map((c) => `<Cell><Data ss:Type="${/^\d+$/.test(c) ? 'Number' : 'String'}">${c}</Data></Cell>`).join('')}</Row>`;
    const xml =
      '<?xml version="1.0" encoding="UTF-8"?><?mso-application progid="Excel.Sheet"?>' +
      '<Workbook xmlns="urn:schemas-microsoft-com:office:spreadsheet" ' +
      'xmlns:ss="urn:schemas-microsoft-com:office:spreadsheet"><Worksheet ss:Name="거래내역"><Table>' +
      row('거래일시', '입금자명', '입금액') +
      row('2026-03-02 09:14:05', '20231234홍길동', '15000') +
      '</Table></Worksheet></Workbook>';
    const result = ok(await parseStatementFile({ bytes: utf8(xml), filename: 'a.xls', now: NOW }));
    expect(result).toMatchObject({ format: 'html', sheet: '거래내역' });
    expect(result.rows.map((r) => [r.name, r.amount])).toEqual([['20231234홍길동', 15_000]]);
  });

  it('reads UTF-16 text without a byte-order mark, little- and big-endian', async () => {
    const text = '거래일시\t입금자명\t입금액\r\n2026-03-02 09:14:05\t20231234홍길동\t15000\r\n';
    const le = Buffer.from(text, 'utf16le');
    const be = Buffer.from(le).swap16();
    for (const [bytes, encoding] of [
      [le, 'utf-16le'],
      [be, 'utf-16be'],
    ] as const) {
      const result = ok(await parseStatementFile({ bytes, now: NOW }));
      expect(result.encoding).toBe(encoding);
      expect(result.rows.map((r) => r.name)).toEqual(['20231234홍길동']);
    }
  });

  it('does not let a small workbook or page become a huge grid', async () => {
    const rows: unknown[][] = [['거래일시', '입금자명', '입금액']];
    for (let i = 0; i < 20_040; i += 1) rows.push(['2026-03-02 09:00:00', `학생${i}`, 1000]);
    expect(await parseStatementFile({ bytes: biff(rows), now: NOW })).toMatchObject({
      code: 'TOO_MANY_ROWS',
    });
    const page = `<table>${'<tr><td>1</td></tr>'.repeat(20_040)}</table>`;
    expect(await parseStatementFile({ bytes: utf8(page), now: NOW })).toMatchObject({
      code: 'TOO_MANY_ROWS',
    });
    const wide =
      '<?xml version="1.0"?><Workbook xmlns="urn:schemas-microsoft-com:office:spreadsheet" ' +
      'xmlns:ss="urn:schemas-microsoft-com:office:spreadsheet"><Worksheet ss:Name="a"><Table>' +
      '<Row><Cell><Data ss:Type="String">거래</Data></Cell><Cell ss:Index="16000"><Data ss:Type="String">x</Data></Cell></Row>' +
      '</Table></Worksheet></Workbook>';
    const answer = await parseStatementFile({ bytes: utf8(wide), now: NOW });
    expect(answer).toMatchObject({ ok: false, code: 'NEEDS_MAPPING' });
    expect((answer as { columnCount: number }).columnCount).toBeLessThanOrEqual(256);
  });
});

describe('remembered layouts', () => {
  // SC제일은행's names for the amount columns (들어온금액, 나간금액, 남은금액) are not among the parser's.
  const UNKNOWN = [
    'SC제일은행 거래내역',
    '계좌번호,123-45-678901',
    '',
    '거래일자,거래내용,들어온금액,나간금액,남은금액,거래점',
    '2026.03.02,20231234홍길동,"15,000",0,"115,000",인터넷',
    '2026.03.03,편의점,0,"3,000","112,000",체크',
  ].join('\r\n');

  it('asks for the columns of a layout it does not know, and reads it with a saved mapping', async () => {
    const first = await parseStatementFile({ bytes: utf8(UNKNOWN), now: NOW });
    expect(first).toMatchObject({ ok: false, code: 'NEEDS_MAPPING' });
    const header = ['거래일자', '거래내용', '들어온금액', '나간금액', '남은금액', '거래점'];
    const mapping = { headerRow: 4, at: 0, name: 1, amount: 2, withdrawal: 3, balance: 4 };
    const chosen = ok(await parseStatementFile({ bytes: utf8(UNKNOWN), mapping, now: NOW }));
    expect(chosen.headerSignature).toBe(headerSignature(header));
    expect(chosen.savedLayoutUsed).toBeUndefined();

    // The next statement of that account has another preamble: the header is found by its signature.
    const next = UNKNOWN.replace(
      '계좌번호,123-45-678901',
      '계좌번호,123-45-678901\r\n조회기간,2026.03.01 ~ 2026.03.31',
    );
    const saved = [{ signature: chosen.headerSignature!, mapping: { ...mapping, headerRow: 1 } }];
    const result = ok(await parseStatementFile({ bytes: utf8(next), savedLayouts: saved, now: NOW }));
    expect(result).toMatchObject({ savedLayoutUsed: true, mapping: { ...mapping, headerRow: 5 } });
    expect(result.rows.map((r) => [r.name, r.amount])).toEqual([['20231234홍길동', 15_000]]);
  });

  it('prefers a saved mapping over the columns found by name, in every format, and through the worker', async () => {
    const hana = read('hana.xlsx');
    const found = ok(await parseStatementFile({ bytes: hana, now: NOW }));
    // The club chose 의뢰인/수취인 as the name, and no second column.
    const mapping = { headerRow: 1, at: 0, name: 2, amount: 3, withdrawal: 4, balance: 5 };
    const saved = [{ signature: found.headerSignature!, mapping }];
    const result = ok(await parseStatementFile({ bytes: hana, savedLayouts: saved, now: NOW }));
    expect(result.savedLayoutUsed).toBe(true);
    expect(result.mapping).toEqual({ ...mapping, headerRow: 7 });
    expect(result.layout?.id).toBe('hana-xlsx');
    expect(result.rows.map((r) => r.name).slice(0, 3)).toEqual([
      '홍길동',
      '(주)카카오페이',
      '(주)비바리퍼블리카',
    ]);
    expect(result.rows[0]!.otherName).toBeUndefined();

    const text = read('hana-text.txt');
    const viaText = ok(await parseStatementFile({ bytes: text, savedLayouts: saved, now: NOW }));
    expect(viaText).toMatchObject({ savedLayoutUsed: true, headerSignature: found.headerSignature });

    const { parseOffThread } = await import('../src/modules/deposits/parse/off-thread.ts');
    const threaded = ok(
      await parseOffThread({ kind: 'file', bytes: hana, savedLayouts: saved, now: NOW.toISOString() }),
    );
    expect(threaded).toMatchObject({ savedLayoutUsed: true, mapping: { name: 2 } });
  });

  it('takes a second name column in a mapping the manager gives, and refuses one the file does not have', async () => {
    const mapping = { headerRow: 4, at: 0, name: 1, otherName: 5, amount: 2, withdrawal: 3 };
    const result = ok(await parseStatementFile({ bytes: utf8(UNKNOWN), mapping, now: NOW }));
    expect(result).toMatchObject({ nameHeader: '거래내용', otherNameHeader: '거래점' });
    expect(result.rows[0]).toMatchObject({ name: '20231234홍길동', otherName: '인터넷' });
    expect(
      await parseStatementFile({ bytes: utf8(UNKNOWN), mapping: { ...mapping, otherName: 9 }, now: NOW }),
    ).toMatchObject({ ok: false, code: 'BAD_MAPPING' });
  });
});

/** An Excel 97–2003 workbook of one sheet, as SheetJS writes it. */
function biff(rows: unknown[][], edit?: (ws: XLSX.WorkSheet) => void): Buffer {
  const wb = XLSX.utils.book_new();
  const ws = XLSX.utils.aoa_to_sheet(rows);
  edit?.(ws);
  XLSX.utils.book_append_sheet(wb, ws, 'Sheet1');
  return XLSX.write(wb, { type: 'buffer', bookType: 'biff8' }) as Buffer;
}

/**
 * The same workbook as Excel saves it with a password to open: a FILEPASS record (RC4, [MS-XLS] 2.4.117) right after
 * the workbook stream's BOF. The rest stays readable bytes here; what matters is the record Excel writes.
 */
function withFilePass(xls: Buffer): Buffer {
  const cfb = XLSX.CFB.read(xls, { type: 'buffer' });
  const entry = XLSX.CFB.find(cfb, 'Workbook');
  if (!entry?.content) throw new Error('no workbook stream');
  const stream = Buffer.from(entry.content as Uint8Array);
  const bofEnd = 4 + stream.readUInt16LE(2);
  const filePass = Buffer.alloc(4 + 54);
  filePass.writeUInt16LE(0x002f, 0);
  filePass.writeUInt16LE(54, 2);
  filePass.writeUInt16LE(1, 4); // wEncryptionType: RC4
  filePass.writeUInt16LE(1, 6); // major version
  filePass.writeUInt16LE(1, 8); // minor version
  entry.content = Buffer.concat([stream.subarray(0, bofEnd), filePass, stream.subarray(bofEnd)]);
  entry.size = entry.content.length;
  return Buffer.from(XLSX.CFB.write(cfb, { type: 'buffer' }) as Uint8Array);
}
