import { describe, expect, it } from 'vitest';
import { CSV_BOM, neutralizeCell, quoteCell, seoulTimestamp } from '../../../lib/csv';
import { buildHolderCsv, holderCsvBlob, holderCsvFileName, type CsvRow } from './csv';

function row(overrides: Partial<CsvRow> = {}): CsvRow {
  return {
    number: 1,
    createdAt: '2026-05-01T10:30:05.000Z',
    name: '김모아',
    stdCode: '20260001',
    phoneNumber: '010-1234-5678',
    ticketNumber: 2,
    price: 20000,
    isPaid: true,
    cancelRequest: false,
    reservationId: 41,
    admitted: 0,
    seats: '',
    ...overrides,
  };
}

const HEADER = '번호,예매일시,이름,학번,전화번호,매수,금액,입금 상태,취소 요청,예매 번호,입장,좌석';

describe('holder CSV', () => {
  it('starts with the byte-order mark, the ten Korean headers, 입장 and 좌석, lines end in CRLF', () => {
    const csv = buildHolderCsv([]);
    expect(csv.startsWith(CSV_BOM)).toBe(true);
    expect(csv).toBe(`${CSV_BOM}${HEADER}\r\n`);
  });

  it('writes one row per holder with Korean labels and Seoul time', () => {
    const csv = buildHolderCsv([
      row({ admitted: 2, seats: '가열 5·6번' }),
      row({ number: 2, name: '이하늘', isPaid: false, cancelRequest: true, reservationId: 42 }),
    ]);
    const lines = csv.slice(1).split('\r\n');
    expect(lines).toEqual([
      HEADER,
      '1,2026-05-01 19:30:05,김모아,20260001,010-1234-5678,2,20000,예매 확정,-,41,2,가열 5·6번',
      '2,2026-05-01 19:30:05,이하늘,20260001,010-1234-5678,2,20000,입금 미확인,요청,42,0,',
      '',
    ]);
    // no bare LF anywhere
    expect(csv.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
  });

  it('quotes fields with commas, quotes and line breaks (RFC 4180)', () => {
    expect(quoteCell('plain')).toBe('plain');
    expect(quoteCell('a,b')).toBe('"a,b"');
    expect(quoteCell('say "hi"')).toBe('"say ""hi"""');
    expect(quoteCell('two\nlines')).toBe('"two\nlines"');
    const csv = buildHolderCsv([row({ name: '홍, "길동"' })]);
    expect(csv).toContain(',"홍, ""길동""",');
  });

  it('neutralises cells a spreadsheet would run as a formula', () => {
    for (const start of ['=', '+', '-', '@', '\t', '\r']) {
      expect(neutralizeCell(`${start}1+1`)).toBe(`'${start}1+1`);
    }
    expect(neutralizeCell('김모아')).toBe('김모아');
    expect(neutralizeCell('-')).toBe('-');
    const csv = buildHolderCsv([
      row({ name: '=HYPERLINK("http://evil.example","click")', stdCode: '+8210', phoneNumber: '@SUM(A1)' }),
      row({ name: '-2+3', stdCode: '\tx', phoneNumber: '\r1' }),
    ]);
    const lines = csv.slice(1).split('\r\n');
    expect(lines[1]).toContain(`,"'=HYPERLINK(""http://evil.example"",""click"")",'+8210,'@SUM(A1),`);
    expect(lines[2]).toContain(`,'-2+3,'\tx,"'\r1",`);
    // every data cell that could start a formula now starts with a quote
    for (const cell of [`'=HYPERLINK`, `'+8210`, `'@SUM`, `'-2+3`]) expect(csv).toContain(cell);
  });

  it('keeps Korean intact in the UTF-8 bytes, after a BOM of EF BB BF', async () => {
    const blob = holderCsvBlob([row({ name: '소리울 〈울림〉 관객' })]);
    expect(blob.type).toBe('text/csv;charset=utf-8');
    const bytes = new Uint8Array(await blob.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes);
    expect(text).toContain('소리울 〈울림〉 관객');
    expect(text).toContain('입금 상태');
  });

  it('reads timestamps in Asia/Seoul', () => {
    expect(seoulTimestamp('2026-12-31T15:00:00Z')).toBe('2027-01-01 00:00:00');
    expect(seoulTimestamp('not a date')).toBe('not a date');
  });

  it('names the file from the title, schedule and date, with unsafe characters replaced', () => {
    expect(holderCsvFileName('소리울 정기공연 〈울림〉', 1, '2026-05-12')).toBe(
      '소리울 정기공연 〈울림〉_1회차_2026-05-12_예매자.csv',
    );
    expect(holderCsvFileName('a/b\\c:d*e?f"g<h>i|j', 2, '2026-05-12')).toBe(
      'a_b_c_d_e_f_g_h_i_j_2회차_2026-05-12_예매자.csv',
    );
    expect(holderCsvFileName('..', 3, '2026-05-12')).toBe('show_3회차_2026-05-12_예매자.csv');
  });
});
