/**
 * Bank statements and deposit notifications to deposit rows, for matching with reservations. Pure: no database, no
 * Fastify, no clock but the `now` given.
 *
 * parseStatementFile({ bytes, filename?, mime?, mapping?, savedLayouts?, now? }): Promise<ParseResult>
 *   What the file is is judged by its bytes, never its name: XLSX (OOXML), Excel 97–2003 .xls (BIFF8), an HTML page
 *   or XML Spreadsheet 2003 saved with an .xls name, or delimited text (comma, tab, `;` or `|`) in UTF-8 with or
 *   without BOM, CP949/EUC-KR, or UTF-16 (with a BOM, or without one). An HTML page's table rows, every table in
 *   document order, are its grid. The header row is searched for in the first 30 rows:
 *   1. `mapping` given (column indexes of the preview, header row number; workbooks: the first non-empty sheet):
 *      read with it;
 *   2. else a row whose headerSignature one of `savedLayouts` has: read with that saved mapping, its headerRow set
 *      to the row found (`savedLayoutUsed: true`);
 *   3. else by Korean column names; a known bank layout (layouts.ts) is named in `layout`, and where it has two text
 *      columns it decides which is `name` (what the payer typed) and which `otherName`;
 *   when none is found the answer is NEEDS_MAPPING with header candidates and a preview.
 *   Rows after the last transaction (합계, 총 n건, sums, notes) are counted in ignored.total; a row above it that
 *   cannot be read fails the whole file (BAD_ROWS).
 * headerSignature(cells): string
 *   A header row's key for a saved mapping: its texts without spaces, case or width, joined with `|`.
 * parseNotificationText(text, now?): ParseResult
 *   Pasted SMS and app notifications, one per line or per message, with or without blank lines between and with the
 *   phone's own lines (보낸사람 …, 수신 시간 …, a day between messages); a month/day without a year is dated by
 *   `now` in Korean time. Withdrawals and savings moves (모임금고, 세이프박스, an 적금) are counted in `ignored`;
 *   the account's masked holder and account numbers are not the depositor; a message that names no depositor gives
 *   name ''.
 *
 * ParseResult =
 *   | { ok: true, format: 'csv'|'xlsx'|'xls'|'html'|'text', encoding?, sheet?, mapping?, headerSignature?,
 *       nameHeader?, otherNameHeader?, layout?: { id, label }, savedLayoutUsed?, rows: DepositRow[],
 *       ignored: { withdrawal, zero, total, savings, other } }
 *   | { ok: false, code: 'NEEDS_MAPPING', message, format, encoding?, sheet?, columnCount, headerCandidates, preview }
 *   | { ok: false, code: 'BAD_FILE'|'ENCRYPTED'|'EMPTY'|'TOO_LARGE'|'UNPACKS_TOO_LARGE'|'TOO_MANY_ROWS'|'TOO_SLOW'
 *       |'UNKNOWN_ENCODING'|'BAD_MAPPING'|'BAD_ROWS', message, rowErrors?: { row, message }[] }
 * DepositRow = { row, at (ISO UTC), estimatedAt?, name, otherName?, amount (won), balance (won | null),
 *   fingerprint (sha256 hex) }
 *
 * Every message is Korean and meant for the manager. Any row error fails the whole parse (BAD_ROWS lists them all),
 * so a caller never applies part of a statement.
 */
export { parseNotificationText } from './notifications.ts';
export { MAX_STATEMENT_BYTES, parseStatementFile, type StatementFileInput } from './statement.ts';
export type {
  BankLayout,
  ColumnMapping,
  ColumnRole,
  DepositRow,
  Encoding,
  FailureCode,
  IgnoredCounts,
  ParseFailure,
  ParseNeedsMapping,
  ParseResult,
  ParseSuccess,
  PreviewRow,
  RowError,
  SavedLayout,
  SourceFormat,
} from './types.ts';
export { headerSignature } from './table.ts';
export { normalizeName } from './values.ts';
