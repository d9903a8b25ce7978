/** Shapes of the deposit parser's input and results; index.ts describes the API. */

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
  /** As written in the source, trimmed. */
  name: string;
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
  /** Totals, notes and other rows that are not transactions. */
  other: number;
}

export interface RowError {
  row: number;
  message: string;
}

export type Encoding = 'utf-8' | 'cp949' | 'utf-16le' | 'utf-16be';
export type SourceFormat = 'csv' | 'xlsx' | 'text';

export interface ParseSuccess {
  ok: true;
  format: SourceFormat;
  encoding?: Encoding;
  /** XLSX: the worksheet read. */
  sheet?: string;
  /** Files: the columns used, found by their headers or given. */
  mapping?: ColumnMapping;
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
  format: 'csv' | 'xlsx';
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
  | 'LEGACY_XLS'
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
