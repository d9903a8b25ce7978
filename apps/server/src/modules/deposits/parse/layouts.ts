/**
 * The bank layouts the importer knows, recognised by their header row (and, where two banks' headers agree, by the
 * lines above it and the file's format), so the manager is told which statement was read. Where a layout has two text
 * columns, it also says which one holds what the payer typed (`name`) and which the other (`otherName`). The layouts
 * and where each comes from: test/fixtures/banks/statements/README.md. A layout not listed here is still read when
 * its headers are recognised (table.ts), only without a name.
 */
import type { BankLayout, Cell, SourceFormat } from './types.ts';
import { cellText } from './values.ts';

interface LayoutRule extends BankLayout {
  formats: readonly SourceFormat[];
  /** Header texts the row must all have (compared without spaces, case or width). */
  headers: readonly string[];
  /** Something the lines above the header say, where the headers alone do not tell two layouts apart. */
  preamble?: RegExp;
  /** The column the payer typed and the other text column, by header text, when the layout has two. */
  name?: string;
  otherName?: string;
}

const KB_WEB = [
  '거래일시',
  '적요',
  '의뢰인/수취인',
  '내통장표시내용',
  '출금금액',
  '입금금액',
  '잔액',
  '취급점',
];
const KB_STAR = [
  'No',
  '거래일시',
  '보낸분/받는분',
  '출금액(원)',
  '입금액(원)',
  '잔액(원)',
  '내 통장 표시',
  '적요',
  '처리점',
];
const SHINHAN_XLS = ['거래일시', '적요', '입금액', '출금액', '내용', '잔액', '거래점명', '입금인코드'];
const SHINHAN_TEXT = ['거래일자', '거래시간', '적요', '출금(원)', '입금(원)', '내용', '잔액(원)', '거래점명'];
const HANA = ['거래일시', '적요', '의뢰인/수취인', '입금', '출금', '거래후잔액', '구분', '거래점'];
const IBK = [
  '거래일시',
  '출금',
  '입금',
  '거래후 잔액',
  '거래내용',
  '송금메시지',
  '상대계좌번호',
  '상대계좌예금주명',
];
const KAKAO = ['거래일시', '구분', '거래금액', '거래후잔액', '거래구분', '내용', '메모'];
const KB_WEB_NAMES = { name: '내통장표시내용', otherName: '의뢰인/수취인' };
const KB_STAR_NAMES = { name: '내 통장 표시', otherName: '보낸분/받는분' };
const HANA_NAMES = { name: '적요', otherName: '의뢰인/수취인' };
const IBK_NAMES = { name: '거래내용', otherName: '상대계좌예금주명' };

/** Most specific first: the first rule a header row satisfies names it. */
const RULES: readonly LayoutRule[] = [
  {
    id: 'kb-web-html',
    label: 'KB국민은행 인터넷뱅킹 엑셀저장',
    formats: ['html'],
    headers: KB_WEB,
    ...KB_WEB_NAMES,
  },
  {
    id: 'kb-web-csv',
    label: 'KB국민은행 인터넷뱅킹 엑셀저장(CSV로 다시 저장)',
    formats: ['csv'],
    headers: KB_WEB,
    ...KB_WEB_NAMES,
  },
  {
    id: 'kb-web-xlsx',
    label: 'KB국민은행 인터넷뱅킹 엑셀저장(엑셀 통합 문서로 다시 저장)',
    formats: ['xlsx', 'xls'],
    headers: KB_WEB,
    ...KB_WEB_NAMES,
  },
  {
    id: 'kb-star-xls',
    label: 'KB국민은행 스타뱅킹 거래내역(.xls)',
    formats: ['xls', 'xlsx'],
    headers: KB_STAR,
    ...KB_STAR_NAMES,
  },
  { id: 'shinhan-xls', label: '신한은행 엑셀(.xls)', formats: ['xls', 'xlsx'], headers: SHINHAN_XLS },
  { id: 'shinhan-text', label: '신한은행 텍스트', formats: ['csv'], headers: SHINHAN_TEXT },
  {
    id: 'woori-xls',
    label: '우리은행 엑셀(.xls)',
    formats: ['xls', 'xlsx'],
    headers: ['No.', '거래일시', '적요', '기재내용', '지급(원)', '입금(원)', '거래후 잔액(원)'],
  },
  { id: 'hana-xlsx', label: '하나은행 엑셀', formats: ['xlsx', 'xls'], headers: HANA, ...HANA_NAMES },
  { id: 'hana-text', label: '하나은행 텍스트', formats: ['csv'], headers: HANA, ...HANA_NAMES },
  {
    id: 'nh-xlsx',
    label: 'NH농협은행 엑셀',
    formats: ['xlsx', 'xls'],
    headers: [
      '거래일자',
      '출금금액(원)',
      '입금금액(원)',
      '거래후잔액(원)',
      '거래내용',
      '거래기록사항',
      '거래시간',
    ],
  },
  { id: 'ibk-xlsx', label: 'IBK기업은행 엑셀', formats: ['xlsx', 'xls'], headers: IBK, ...IBK_NAMES },
  {
    id: 'ibk-print-html',
    label: 'IBK기업은행 인쇄용 저장(HTML)',
    formats: ['html'],
    headers: IBK,
    ...IBK_NAMES,
  },
  {
    id: 'kakao-group-xlsx',
    label: '카카오뱅크 모임통장 거래내역',
    formats: ['xlsx'],
    headers: KAKAO,
    preamble: /모임통장/,
  },
  { id: 'kakao-xlsx', label: '카카오뱅크 거래내역', formats: ['xlsx'], headers: KAKAO },
  {
    id: 'toss-xlsx',
    label: '토스뱅크 거래내역',
    formats: ['xlsx'],
    headers: ['거래일시', '적요', '거래유형', '거래기관', '계좌번호', '거래금액', '거래후잔액', '메모'],
  },
  {
    id: 'epost-xlsx',
    label: '우체국 거래내역',
    formats: ['xlsx', 'xls'],
    headers: ['거래일시', '적요', '입금액', '출금액', '거래후잔액', '내역', '거래국', '메모'],
    name: '내역',
    otherName: '적요',
  },
  {
    id: 'kfcc-xls',
    label: '새마을금고 거래내역조회(.xls)',
    formats: ['xls', 'xlsx'],
    headers: ['거래일시', '적요', '출금금액', '입금금액', '거래후잔액', '기재내용', '거래점'],
    preamble: /통장\(상품\)명/,
  },
  {
    id: 'kbank-xlsx',
    label: '케이뱅크 거래내역',
    formats: ['xlsx'],
    headers: ['거래일자', '거래시간', '거래구분', '입금금액', '출금금액', '잔액', '거래내용', '메모'],
  },
];

function squash(cell: Cell): string {
  return cellText(cell).normalize('NFKC').replace(/\s+/g, '').toLowerCase();
}

export interface LayoutMatch {
  layout: BankLayout;
  /** Column indexes of the layout's two text columns, when it has two. */
  name?: number;
  otherName?: number;
}

/** The known layout of a header row (0-based index in the grid), or null. */
export function recogniseLayout(
  grid: Cell[][],
  headerIndex: number,
  format: SourceFormat,
): LayoutMatch | null {
  const header = (grid[headerIndex] ?? []).map(squash);
  const above = grid
    .slice(0, headerIndex)
    .map((cells) => cells.map(cellText).join(' '))
    .join('\n');
  const rule = RULES.find(
    (r) =>
      r.formats.includes(format) &&
      r.headers.every((h) => header.includes(squash(h))) &&
      (!r.preamble || r.preamble.test(above)),
  );
  if (!rule) return null;
  const match: LayoutMatch = { layout: { id: rule.id, label: rule.label } };
  if (rule.name !== undefined && rule.otherName !== undefined) {
    match.name = header.indexOf(squash(rule.name));
    match.otherName = header.indexOf(squash(rule.otherName));
  }
  return match;
}
