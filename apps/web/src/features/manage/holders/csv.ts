/**
 * The holder CSV (docs/product.md#holder-list), built in the browser from the answer's csv_json (pure; no DOM):
 * - UTF-8 with a byte-order mark, so spreadsheet programs read the Korean correctly;
 * - the ten Korean headers: 번호, 예매일시, 이름, 학번, 전화번호, 매수, 금액, 입금 상태, 취소 요청, 예매 번호;
 * - payment as 예매 확정 / 입금 미확인, cancel request as 요청 / -; reservation time in Asia/Seoul;
 * - RFC 4180: a field holding a comma, a double quote, CR or LF is quoted, quotes doubled; lines end in CRLF;
 * - formula injection: a cell that begins with = + - @, a tab or CR gets a leading single quote, so a spreadsheet
 *   shows it as text and never runs it. The lone "-" (no cancel request) cannot be a formula and stays as it is.
 */
import { ko } from '../../../text/ko';

export const CSV_BOM = '\uFEFF';
export const CSV_EOL = '\r\n';

const t = ko.managerArea.csv;

export const CSV_HEADERS: readonly string[] = t.headers;

export interface CsvRow {
  number: number;
  createdAt: string;
  name: string;
  stdCode: string;
  phoneNumber: string;
  ticketNumber: number;
  price: number;
  isPaid: boolean;
  cancelRequest: boolean;
  reservationId: number;
}

const FORMULA_START = /^[=+\-@\t\r]/;

/** Prefixes a single quote to a cell a spreadsheet could read as a formula. */
export function neutralizeCell(value: string): string {
  if (value === t.noCancelRequest) return value;
  return FORMULA_START.test(value) ? `'${value}` : value;
}

/** RFC 4180 quoting: only when the field needs it. */
export function quoteCell(value: string): string {
  return /[",\r\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value;
}

const seoul = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Asia/Seoul',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
});

/** An ISO timestamp as 'YYYY-MM-DD HH:MM:SS' in Asia/Seoul; anything unreadable is kept as it came. */
export function seoulTimestamp(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  const p = Object.fromEntries(seoul.formatToParts(date).map((part) => [part.type, part.value]));
  return `${p.year}-${p.month}-${p.day} ${p.hour}:${p.minute}:${p.second}`;
}

function cellsOf(row: CsvRow): string[] {
  return [
    String(row.number),
    seoulTimestamp(row.createdAt),
    row.name,
    row.stdCode,
    row.phoneNumber,
    String(row.ticketNumber),
    String(row.price),
    row.isPaid ? t.paid : t.unpaid,
    row.cancelRequest ? t.cancelRequested : t.noCancelRequest,
    String(row.reservationId),
  ];
}

function line(cells: readonly string[]): string {
  return cells.map((cell) => quoteCell(neutralizeCell(cell))).join(',');
}

/** The whole file's text, starting with the byte-order mark and ending with CRLF. */
export function buildHolderCsv(rows: readonly CsvRow[]): string {
  const lines = [line(CSV_HEADERS), ...rows.map((row) => line(cellsOf(row)))];
  return `${CSV_BOM}${lines.join(CSV_EOL)}${CSV_EOL}`;
}

/** Characters no file system or browser accepts in a file name, and control characters. */
// eslint-disable-next-line no-control-regex -- control characters are exactly what is removed
const UNSAFE_IN_FILE_NAME = /[\\/:*?"<>|\u0000-\u001f\u007f]/g;

/** '{title}_{회차}회차_{YYYY-MM-DD}_예매자.csv', with unsafe characters replaced by '_'. */
export function holderCsvFileName(title: string, order: number, date: string): string {
  const safeTitle =
    title.replace(UNSAFE_IN_FILE_NAME, '_').replace(/\s+/g, ' ').trim().replace(/^\.+/, '').slice(0, 80) ||
    'show';
  const safeDate = /^\d{4}-\d{2}-\d{2}$/.test(date) ? date : date.replace(UNSAFE_IN_FILE_NAME, '_');
  return t.fileName(safeTitle, order, safeDate);
}

/** The file as a Blob (text/csv, UTF-8). */
export function holderCsvBlob(rows: readonly CsvRow[]): Blob {
  return new Blob([buildHolderCsv(rows)], { type: 'text/csv;charset=utf-8' });
}
