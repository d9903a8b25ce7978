/**
 * From a grid of cells (a CSV's records or a worksheet's rows) to deposits: find the header row by its Korean column
 * names, or use the mapping the manager chose, then read every row below it.
 */
import { withFingerprints, type UnsignedRow } from './fingerprint.ts';
import { MESSAGES } from './messages.ts';
import type {
  Cell,
  ColumnMapping,
  ColumnRole,
  IgnoredCounts,
  ParseNeedsMapping,
  PreviewRow,
  RowError,
  SavedLayout,
} from './types.ts';
import {
  cellText,
  isBlank,
  parseAmount,
  parseDateCell,
  parseTimeCell,
  wallToIso,
  type WallClock,
} from './values.ts';

/** Internet-banking exports put a title, the account and the period above the header; 30 rows covers them. */
export const HEADER_SCAN_ROWS = 30;
const PREVIEW_ROWS = 20;
const PREVIEW_CELL_MAX = 100;

/**
 * Header names by role, best first. Several banks have both a channel column (적요: 타행이체, 모바일) and a name
 * column (내용, 기재내용, 보낸분), so the name roles are ranked; 적요 is the name only when nothing better exists.
 */
const HEADERS: Record<ColumnRole | 'signedAmount', string[][]> = {
  at: [
    ['거래일시', '입금일시', '거래일자', '거래일', '거래날짜', '입금일자', '입금일'],
    ['일시', '날짜', '일자'],
    ['date'],
  ],
  time: [['거래시간', '거래시각', '입금시간'], ['시간', '시각'], ['time']],
  name: [
    [
      '입금자명',
      '입금자',
      '입금인',
      '보낸분',
      '보낸사람',
      '보낸이',
      '송금인',
      '의뢰인',
      '보낸분/받는분',
      '받는분/보낸분',
      '의뢰인/수취인',
      '수취인/의뢰인',
      '상대방',
      '상대방명',
      '거래상대',
      '받는분통장표시',
      '보낸분통장표시',
      '내통장표시',
      '통장표시',
      '통장표시내용',
      '기재내용',
      '거래기록사항',
    ],
    ['내용', '거래내용', '입금내용', '기재사항', '적요내용', 'name', 'description'],
    ['적요', '비고'],
  ],
  amount: [['입금액', '입금금액', '입금', '맡기신금액', '받은금액', 'deposit', 'deposits']],
  withdrawal: [
    ['출금액', '출금금액', '출금', '찾으신금액', '지급액', '지급금액', '지급', 'withdrawal', 'withdrawals'],
  ],
  balance: [['거래후잔액', '잔액', '잔고', '통장잔액', '거래후잔고', 'balance']],
  type: [
    ['구분', '입출금구분', '입출구분', '입지구분'],
    ['거래구분', '거래유형', '거래종류', '유형'],
  ],
  signedAmount: [['거래금액', '금액', '거래액', 'amount']],
};

type HeaderRole = keyof typeof HEADERS;

const RANKS = new Map<string, { role: HeaderRole; rank: number }>();
for (const [role, tiers] of Object.entries(HEADERS) as [HeaderRole, string[][]][]) {
  tiers.forEach((names, rank) => names.forEach((name) => RANKS.set(name, { role, rank })));
}

/** "거래후 잔액(원)" → "거래후잔액": units in brackets, spaces and marks do not name a column. */
function headerKey(cell: Cell): string {
  if (typeof cell !== 'string') return '';
  return cell
    .normalize('NFKC')
    .replace(/\([^)]*\)|\[[^\]]*\]/g, '')
    .replace(/[^\p{L}\p{N}/]/gu, '')
    .toLowerCase();
}

/** The best column of each role in one row. */
function recognise(cells: Cell[]): Partial<Record<HeaderRole, number>> {
  const best: Partial<Record<HeaderRole, { col: number; rank: number }>> = {};
  cells.forEach((cell, col) => {
    const hit = RANKS.get(headerKey(cell));
    if (!hit) return;
    const current = best[hit.role];
    if (!current || hit.rank < current.rank) best[hit.role] = { col, rank: hit.rank };
  });
  return Object.fromEntries(Object.entries(best).map(([role, v]) => [role, v.col]));
}

/** A mapping from a recognised header row, when it names a date, a name and an amount. */
function mappingFrom(found: Partial<Record<HeaderRole, number>>, headerRow: number): ColumnMapping | null {
  const amount = found.amount ?? found.signedAmount;
  if (found.at === undefined || found.name === undefined || amount === undefined) return null;
  const mapping: ColumnMapping = { headerRow, at: found.at, name: found.name, amount };
  if (found.time !== undefined && found.time !== found.at) mapping.time = found.time;
  if (found.amount !== undefined && found.withdrawal !== undefined) mapping.withdrawal = found.withdrawal;
  if (found.balance !== undefined) mapping.balance = found.balance;
  // A type column matters only beside one amount column for both directions.
  if (found.amount === undefined && found.type !== undefined) mapping.type = found.type;
  return mapping;
}

/**
 * A header row's key for remembering its mapping (SavedLayout): its texts without spaces, case or width, joined.
 * The same header gives the same signature in every format a bank saves it in.
 */
export function headerSignature(cells: Cell[]): string {
  const texts = cells.map((c) => cellText(c).normalize('NFKC').replace(/\s+/g, '').toLowerCase());
  while (texts.length > 0 && texts[texts.length - 1] === '') texts.pop();
  return texts.join('|');
}

/** The first of the first 30 rows whose signature a saved layout has, read with that layout's mapping. */
export function findSaved(grid: Cell[][], saved: readonly SavedLayout[] | undefined): ColumnMapping | null {
  if (!saved || saved.length === 0) return null;
  const bySignature = new Map(saved.map((s) => [s.signature, s.mapping]));
  const end = Math.min(grid.length, HEADER_SCAN_ROWS);
  for (let i = 0; i < end; i += 1) {
    const cells = grid[i] ?? [];
    if (cells.every(isBlank)) continue;
    const mapping = bySignature.get(headerSignature(cells));
    if (!mapping) continue;
    const placed = { ...mapping, headerRow: i + 1 };
    if (mappingFits(placed, grid)) return placed;
  }
  return null;
}

export function findHeader(grid: Cell[][]): ColumnMapping | null {
  const end = Math.min(grid.length, HEADER_SCAN_ROWS);
  for (let i = 0; i < end; i += 1) {
    const mapping = mappingFrom(recognise(grid[i] ?? []), i + 1);
    if (mapping) return mapping;
  }
  return null;
}

export function columnCount(grid: Cell[][]): number {
  return grid.reduce((max, cells) => Math.max(max, cells.length), 0);
}

function previewCells(cells: Cell[], width: number): string[] {
  return Array.from({ length: width }, (_, col) => cellText(cells[col] ?? null).slice(0, PREVIEW_CELL_MAX));
}

/** What a column-mapping step needs: rows that look like headers, and the first rows of the file. */
export function mappingHelp(
  grid: Cell[][],
): Pick<ParseNeedsMapping, 'columnCount' | 'headerCandidates' | 'preview'> {
  const width = columnCount(grid);
  const headerCandidates: ParseNeedsMapping['headerCandidates'] = [];
  const preview: PreviewRow[] = [];
  grid.forEach((cells, i) => {
    const filled = cells.filter((c) => !isBlank(c));
    if (filled.length === 0) return;
    if (preview.length < PREVIEW_ROWS) preview.push({ row: i + 1, cells: previewCells(cells, width) });
    if (i >= HEADER_SCAN_ROWS) return;
    // A header is mostly words: not amounts, not dates.
    const words = filled.filter(
      (c) => typeof c === 'string' && parseAmount(c).kind === 'bad' && !/\d/.test(c),
    );
    if (filled.length >= 2 && words.length * 2 >= filled.length) {
      const { signedAmount, ...found } = recognise(cells);
      if (signedAmount !== undefined && found.amount === undefined) found.amount = signedAmount;
      headerCandidates.push({ row: i + 1, cells: previewCells(cells, width), found });
    }
  });
  return { columnCount: width, headerCandidates, preview };
}

/** A mapping the caller gave must point inside the grid. */
export function mappingFits(mapping: ColumnMapping, grid: Cell[][]): boolean {
  const width = columnCount(grid);
  const cols = [
    mapping.at,
    mapping.name,
    mapping.amount,
    mapping.time,
    mapping.otherName,
    mapping.withdrawal,
    mapping.balance,
    mapping.type,
  ];
  const colOk = (c: number | undefined) => c === undefined || (Number.isInteger(c) && c >= 0 && c < width);
  return (
    Number.isInteger(mapping.headerRow) &&
    mapping.headerRow >= 0 &&
    mapping.headerRow <= grid.length &&
    cols.every(colOk)
  );
}

/** Totals and notes inside a statement (a day's 소계): not transactions. */
const SUMMARY = /^(?:합계|총계|소계|누계|총입금|총출금|입금합계|출금합계|total|계$)/;

function summaryWord(cell: Cell): boolean {
  return typeof cell === 'string' && SUMMARY.test(cell.normalize('NFKC').replace(/\s+/g, '').toLowerCase());
}

const WITHDRAWAL_TYPE = /출금|지급|출$/;
/**
 * Money moved between an account and its own savings pocket (카카오뱅크 모임금고·세이프박스·저금통, 토스 모으기):
 * a deposit that is nobody's payment.
 */
const SAVINGS = /^(?:모임금고|세이프박스|저금통|모으기|저축예금이체)/;

function savingsWord(cell: Cell): boolean {
  return typeof cell === 'string' && SAVINGS.test(cell.normalize('NFKC').replace(/\s+/g, ''));
}

export interface TableRows {
  rows: ReturnType<typeof withFingerprints>;
  ignored: IgnoredCounts;
  rowErrors: RowError[];
}

/** A date, or text written like one ("2026.13.45" is a transaction's date that cannot be read, not a note). */
const DATE_LIKE = /^\d{2,4}\s*[-./년]\s*\d/;

/**
 * The last row that is a transaction: the last with a date in the date column. What follows it (합계, 총 n건, sums
 * or formulas, notes) is the statement's footer, never an error; a row above it that cannot be read is one.
 */
function lastTransactionIndex(grid: Cell[][], mapping: ColumnMapping, now: Date): number {
  for (let i = grid.length - 1; i >= mapping.headerRow; i -= 1) {
    const cell = grid[i]?.[mapping.at] ?? null;
    if (summaryWord(cell)) continue;
    // A count under the date column (5 건) is no date, though Excel would read 5 as 1900-01-05.
    if ((parseDateCell(cell, now)?.y ?? 0) >= 1990) return i;
    if (typeof cell === 'string' && DATE_LIKE.test(cell.trim())) return i;
  }
  return mapping.headerRow - 1;
}

const COUNT = /^총?\d+건/;
/** A note's mark (※, *, -, ▶) or bracket, where a transaction has its date. */
const NOTE_MARK = /^[^\p{L}\p{N}]/u;

/**
 * A row below the last transaction that is the footer: no date (a row of sums, an Excel formula's result), a total's
 * or a note's word where the date goes, or no deposit amount. A row there with some other word for a date and a
 * deposit amount ("어제", 15,000) is a transaction that cannot be read.
 */
function isFooter(cells: Cell[], mapping: ColumnMapping): boolean {
  const date = cells[mapping.at] ?? null;
  if (isBlank(date) || summaryWord(date)) return true;
  const text = cellText(date).normalize('NFKC').replace(/\s+/g, '');
  if (COUNT.test(text) || NOTE_MARK.test(text)) return true;
  const amount = parseAmount(cells[mapping.amount] ?? null);
  return amount.kind !== 'ok' || amount.value <= 0;
}

/** Reads every row below the header. */
export function readRows(grid: Cell[][], mapping: ColumnMapping, now: Date): TableRows {
  const ignored: IgnoredCounts = { withdrawal: 0, zero: 0, total: 0, savings: 0, other: 0 };
  const rowErrors: RowError[] = [];
  const rows: UnsignedRow[] = [];
  const at = (cells: Cell[], col: number | undefined): Cell =>
    col === undefined ? null : (cells[col] ?? null);
  const last = lastTransactionIndex(grid, mapping, now);

  for (let i = mapping.headerRow; i < grid.length; i += 1) {
    const cells = grid[i] ?? [];
    const row = i + 1;
    if (cells.every(isBlank)) continue;
    if (i > last && isFooter(cells, mapping)) {
      ignored.total += 1;
      continue;
    }
    const dateCell = at(cells, mapping.at);
    const nameCell = at(cells, mapping.name);
    const otherCell = at(cells, mapping.otherName);
    if (summaryWord(dateCell) || summaryWord(nameCell)) {
      ignored.other += 1;
      continue;
    }

    const amountCell = at(cells, mapping.amount);
    const amount = parseAmount(amountCell);
    if (amount.kind === 'bad') {
      rowErrors.push({ row, message: MESSAGES.badAmount(row, cellText(amountCell)) });
      continue;
    }
    const value = amount.kind === 'ok' ? amount.value : 0;
    const typeCell = at(cells, mapping.type);
    const typeSaysOut = typeof typeCell === 'string' && WITHDRAWAL_TYPE.test(typeCell.replace(/\s+/g, ''));
    const out = parseAmount(at(cells, mapping.withdrawal));
    if (value < 0 || (value > 0 && typeSaysOut) || (value === 0 && out.kind === 'ok' && out.value !== 0)) {
      ignored.withdrawal += 1;
      continue;
    }
    if (value === 0) {
      // A note between transactions has no amount either, and no date: it is not a transaction.
      if (parseDateCell(dateCell, now)) ignored.zero += 1;
      else ignored.other += 1;
      continue;
    }
    if (savingsWord(nameCell) || savingsWord(otherCell)) {
      ignored.savings += 1;
      continue;
    }

    const wall = readWhen(cells, mapping, row, now, rowErrors);
    if (!wall) continue;
    const balance = parseAmount(at(cells, mapping.balance));
    rows.push({
      row,
      at: wallToIso(wall),
      name: cellText(nameCell),
      ...(mapping.otherName === undefined ? {} : { otherName: cellText(otherCell) }),
      amount: value,
      balance: balance.kind === 'ok' ? balance.value : null,
    });
  }
  return { rows: withFingerprints(rows), ignored, rowErrors };
}

function readWhen(
  cells: Cell[],
  mapping: ColumnMapping,
  row: number,
  now: Date,
  rowErrors: RowError[],
): WallClock | null {
  const dateCell = cells[mapping.at] ?? null;
  if (isBlank(dateCell)) {
    rowErrors.push({ row, message: MESSAGES.noDate(row) });
    return null;
  }
  const date = parseDateCell(dateCell, now);
  if (!date) {
    rowErrors.push({ row, message: MESSAGES.badDate(row, cellText(dateCell)) });
    return null;
  }
  if (mapping.time === undefined) return date;
  const timeCell = cells[mapping.time] ?? null;
  if (isBlank(timeCell)) return date;
  const time = parseTimeCell(timeCell);
  if (!time) {
    rowErrors.push({ row, message: MESSAGES.badTime(row, cellText(timeCell)) });
    return null;
  }
  return { ...date, ...time };
}
