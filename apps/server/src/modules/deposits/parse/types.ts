/** Shapes of the deposit parser's input and results; index.ts describes the API. */
import type { Encoding } from '../../../lib/text-decode.ts';

/** One spreadsheet cell as the parser sees it: CSV gives strings, XLSX also numbers and dates. */
export type Cell = string | number | Date | null;

/** Column indexes (0-based, as in `preview[].cells`) and the header's row number (1-based; 0 = no header row). */
export interface ColumnMapping {
  headerRow: number;
  /** Date, or date and time, of the transaction. */
  at: number;
  /** A separate time column, when the date column holds only the date. */
  time?: number;
  name: number;
  /**
   * A second text column, where a layout has two (하나: 적요 = what the payer typed, 의뢰인/수취인 = the account holder
   * or a relay; 우체국: 적요 = the channel, 내역 = the counterpart). `name` is the one the payer typed, when known.
   */
  otherName?: number;
  /** The deposit column; or the one signed amount column of a statement that has no deposit column. */
  amount: number;
  withdrawal?: number;
  balance?: number;
  /** 구분 column (입금/출금) of a statement with one amount column for both directions. */
  type?: number;
}

export interface DepositRow {
  /** 1-based line (CSV, pasted text) or row (XLSX) number in the source, for messages. */
  row: number;
  /** ISO-8601 UTC instant; the source's times are Korean wall-clock times. */
  at: string;
  /** True when the source gave no date (a pasted notification without one): `at` is the parse time. */
  estimatedAt?: true;
  /** As written in the source, trimmed; '' when the source names no depositor (a push without a name). */
  name: string;
  /** The second text column's value (ColumnMapping.otherName), trimmed; absent when the layout has one. */
  otherName?: string;
  /** Whole won, positive. */
  amount: number;
  balance: number | null;
  /** sha256 hex, stable across imports of the same statement (see fingerprint.ts). */
  fingerprint: string;
}

export interface IgnoredCounts {
  withdrawal: number;
  /** Rows with an empty or zero deposit amount. */
  zero: number;
  /** Totals (합계, 총 n건) and blank or note rows after the last transaction. */
  total: number;
  /** Money moved inside the account (모임금고 저금, 세이프박스, 저축예금 이체): not someone's payment. */
  savings: number;
  /** Other rows that are not transactions. */
  other: number;
}

export interface RowError {
  row: number;
  message: string;
}

export type { Encoding };
/** csv: any delimited text (, tab ; |); xls: BIFF (Excel 97–2003); html: an HTML or XML-spreadsheet table. */
export type SourceFormat = 'csv' | 'xlsx' | 'xls' | 'html' | 'text';

/** A bank layout recognised by its header row and preamble (parse/layouts.ts). */
export interface BankLayout {
  /** Stable id, e.g. 'kb-web-html', 'shinhan-xls', 'hana-text'. */
  id: string;
  /** What the manager reads, e.g. 'KB국민은행 인터넷뱅킹 엑셀저장'. */
  label: string;
}

/** A club's remembered mapping: the next file whose header row has this signature is read with it. */
export interface SavedLayout {
  signature: string;
  mapping: ColumnMapping;
}

export interface ParseSuccess {
  ok: true;
  format: SourceFormat;
  encoding?: Encoding;
  /** XLSX: the worksheet read. */
  sheet?: string;
  /** Files: the columns used, found by their headers or given. */
  mapping?: ColumnMapping;
  /** Files: the header row's signature (table.ts headerSignature), the key a confirmed mapping is saved under. */
  headerSignature?: string;
  /** Files: the header texts of the name columns used, as written (e.g. '적요', '의뢰인/수취인'). */
  nameHeader?: string;
  otherNameHeader?: string;
  /** The bank layout recognised, when one was. */
  layout?: BankLayout;
  /** Files: read with a mapping the club saved (SavedLayout), not found by header names nor given. */
  savedLayoutUsed?: boolean;
  rows: DepositRow[];
  ignored: IgnoredCounts;
}

export interface PreviewRow {
  row: number;
  cells: string[];
}

export type ColumnRole = 'at' | 'time' | 'name' | 'amount' | 'withdrawal' | 'balance' | 'type';

export interface ParseNeedsMapping {
  ok: false;
  code: 'NEEDS_MAPPING';
  message: string;
  format: Exclude<SourceFormat, 'text'>;
  encoding?: Encoding;
  sheet?: string;
  columnCount: number;
  /** Rows of the first 30 that look like headers, with the columns recognised in each. */
  headerCandidates: (PreviewRow & { found: Partial<Record<ColumnRole, number>> })[];
  /** The first 20 non-empty rows. */
  preview: PreviewRow[];
}

export type FailureCode =
  | 'BAD_FILE'
  | 'ENCRYPTED'
  | 'EMPTY'
  | 'TOO_LARGE'
  | 'UNPACKS_TOO_LARGE'
  | 'TOO_MANY_ROWS'
  | 'TOO_SLOW'
  | 'UNKNOWN_ENCODING'
  | 'BAD_MAPPING'
  | 'BAD_ROWS';

export interface ParseFailure {
  ok: false;
  code: FailureCode;
  message: string;
  /** BAD_ROWS: every row that could not be read. */
  rowErrors?: RowError[];
}

export type ParseResult = ParseSuccess | ParseNeedsMapping | ParseFailure;
