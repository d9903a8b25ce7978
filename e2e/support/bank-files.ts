/**
 * Bank statements as two banks' internet banking exports them, made here around one deposit, for the deposit journey.
 * Their layouts follow apps/server/test/fixtures/banks/statements/ (its README says where each comes from): KB's
 * 엑셀저장 is an HTML page in CP949 with an .xls name, a preamble table first and a 총계 row last; 신한's is a BIFF8
 * workbook whose header row carries No and 전체체크 columns.
 */
import * as XLSX from '@e965/xlsx';
import iconv from 'iconv-lite';

export interface StatementDeposit {
  /** Seoul wall-clock time, 'YYYY-MM-DD HH:mm:ss'. */
  at: string;
  name: string;
  amount: number;
}

const won = (n: number) => n.toLocaleString('en-US');
const escapeHtml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** KB국민은행 인터넷뱅킹 엑셀저장: the deposit, a card payment, and the 총계 row. */
export function kbExcelSave(deposit: StatementDeposit): Buffer {
  const dots = deposit.at.replace(/-/g, '.');
  const td = (c: string, extra = '') =>
    `<td class='td' style='mso-number-format:"\\@"'${extra}>${escapeHtml(c)}</td>`;
  const rows = [
    [
      dots,
      '타행이체',
      '',
      deposit.name,
      '0',
      won(deposit.amount),
      won(1_200_000 + deposit.amount),
      '인터넷뱅킹',
    ],
    [dots, '체크카드', '', '편의점', '3,000', '0', won(1_197_000 + deposit.amount), '인터넷뱅킹'],
  ];
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
    `<tr><td class='td' colspan=4>총계</td>${td('3,000')}${td(won(deposit.amount))}<td class='td' colspan=2></td></tr>` +
    '</table></body></html>';
  return iconv.encode(html, 'cp949');
}

/** 신한은행 인터넷뱅킹 엑셀(.xls): the deposit and a withdrawal, in Excel 97–2003 format. */
export function shinhanXls(deposit: StatementDeposit): Buffer {
  const header = [
    'No',
    '전체체크',
    '거래일시',
    '적요',
    '입금액',
    '출금액',
    '내용',
    '잔액',
    '거래점명',
    '입금인코드',
    '메모',
  ];
  const rows = [
    [
      1,
      null,
      deposit.at,
      '타행이체',
      deposit.amount,
      0,
      deposit.name,
      500_000 + deposit.amount,
      '인터넷',
      null,
      null,
    ],
    [2, null, deposit.at, '모바일', 0, 12_000, '동아리 간식', 488_000 + deposit.amount, '쏠', null, null],
  ];
  const book = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(book, XLSX.utils.aoa_to_sheet([header, ...rows]), 'Sheet1');
  return XLSX.write(book, { type: 'buffer', bookType: 'biff8' }) as Buffer;
}
