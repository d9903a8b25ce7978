/**
 * Bank statements and deposit notifications to deposit rows, for matching with reservations. Pure: no database, no
 * Fastify, no clock but the `now` given.
 *
 * parseStatementFile({ bytes, filename?, mime?, mapping?, now? }): Promise<ParseResult>
 *   A CSV (UTF-8 with or without BOM, CP949/EUC-KR, UTF-16 with BOM; comma or tab) or XLSX file, judged by its
 *   bytes. The header row is searched for in the first 30 rows by Korean column names; when none is found the answer
 *   is NEEDS_MAPPING with header candidates and a preview, and a second call with `mapping` (column indexes of the
 *   preview, header row number; XLSX: the first non-empty sheet) reads the file with those columns.
 * parseNotificationText(text, now?): ParseResult
 *   Pasted SMS and app notifications, one per line or per message, with or without blank lines between and with the
 *   phone's own lines (보낸사람 …, 수신 시간 …, a day between messages); a month/day without a year is dated by
 *   `now` in Korean time. Withdrawals and savings moves (모임금고, 세이프박스, an 적금) are counted in `ignored`;
 *   the account's masked holder and account numbers are not the depositor; a message that names no depositor gives
 *   name ''.
 *
 * ParseResult =
 *   | { ok: true, format: 'csv'|'xlsx'|'text', encoding?, sheet?, mapping?, rows: DepositRow[],
 *       ignored: { withdrawal, zero, total, savings, other } }
 *   | { ok: false, code: 'NEEDS_MAPPING', message, format, encoding?, sheet?, columnCount, headerCandidates, preview }
 *   | { ok: false, code: 'BAD_FILE'|'LEGACY_XLS'|'ENCRYPTED'|'EMPTY'|'TOO_LARGE'|'UNKNOWN_ENCODING'|'BAD_MAPPING'
 *       |'BAD_ROWS', message, rowErrors?: { row, message }[] }
 * DepositRow = { row, at (ISO UTC), estimatedAt?, name, amount (won), balance (won | null), fingerprint (sha256 hex) }
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
export { normalizeName } from './values.ts';
