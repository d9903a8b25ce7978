/**
 * CSV files built in the browser (docs/product.md#holder-list), pure and without the DOM:
 * - UTF-8 with a byte-order mark, so spreadsheet programs read the Korean correctly;
 * - RFC 4180: a field holding a comma, a double quote, CR or LF is quoted, quotes doubled; lines end in CRLF;
 * - formula injection: a cell that begins with = + - @, a tab or CR gets a leading single quote, so a spreadsheet
 *   shows it as text and never runs it. A lone "-" (an empty mark) cannot be a formula and stays as it is.
 */
import { seoulDateTime } from '@moa/contract';

export const CSV_BOM = '\uFEFF';
export const CSV_EOL = '\r\n';

const FORMULA_START = /^[=+\-@\t\r]/;

/** Prefixes a single quote to a cell a spreadsheet could read as a formula. */
export function neutralizeCell(value: string): string {
  if (value === '-') return value;
  return FORMULA_START.test(value) ? `'${value}` : value;
}

/** RFC 4180 quoting: only when the field needs it. */
export function quoteCell(value: string): string {
  return /[",\r\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value;
}

/** An ISO timestamp as 'YYYY-MM-DD HH:MM:SS' in Asia/Seoul; anything unreadable is kept as it came. */
export function seoulTimestamp(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return seoulDateTime(date).replace('T', ' ');
}

function line(cells: readonly string[]): string {
  return cells.map((cell) => quoteCell(neutralizeCell(cell))).join(',');
}

/** The whole file's text (the header row first), starting with the byte-order mark and ending with CRLF. */
export function csvText(rows: readonly (readonly string[])[]): string {
  return `${CSV_BOM}${rows.map(line).join(CSV_EOL)}${CSV_EOL}`;
}

/** The file as a Blob (text/csv, UTF-8). */
export function csvBlob(rows: readonly (readonly string[])[]): Blob {
  return new Blob([csvText(rows)], { type: 'text/csv;charset=utf-8' });
}

/** Characters no file system or browser accepts in a file name, and control characters. */
// eslint-disable-next-line no-control-regex -- control characters are exactly what is removed
export const UNSAFE_IN_FILE_NAME = /[\\/:*?"<>|\u0000-\u001f\u007f]/g;

/** A title as part of a file name: unsafe characters as '_', spaces folded, no leading dots, at most 80 characters. */
export function fileNamePart(title: string): string {
  return (
    title.replace(UNSAFE_IN_FILE_NAME, '_').replace(/\s+/g, ' ').trim().replace(/^\.+/, '').slice(0, 80) ||
    'show'
  );
}
