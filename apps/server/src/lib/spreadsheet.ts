import { loadExcelJS } from './on-first-use.ts';

/** The spreadsheet exports' common parts: one sheet with a frozen header, Seoul date cells, safe file names. */

const SEOUL_OFFSET_MS = 9 * 3_600_000;
export const DATE_TIME_FORMAT = 'yyyy-mm-dd hh:mm:ss';
export const DATE_MINUTE_FORMAT = 'yyyy-mm-dd hh:mm';
export const WON_FORMAT = '#,##0"원"';

/**
 * An ISO instant as an Excel date showing its Seoul wall-clock time (Excel dates have no zone; exceljs writes a
 * Date's UTC fields); null when unreadable or empty.
 */
export function seoulCellDate(iso: string | null): Date | null {
  if (!iso) return null;
  const ms = new Date(iso).getTime();
  return Number.isNaN(ms) ? null : new Date(ms + SEOUL_OFFSET_MS);
}

/** One column of an export: its header, width, cell format and value of a row. */
export interface Column<T> {
  header: string;
  width: number;
  numFmt?: string;
  value: (row: T, index: number) => string | number | Date | null;
}

/** One sheet of a workbook, its rows already turned into cells (sheetOf). */
export interface Sheet {
  name: string;
  columns: readonly Omit<Column<never>, 'value'>[];
  cells: readonly (string | number | Date | null)[][];
}

export function sheetOf<T>(name: string, columns: readonly Column<T>[], rows: readonly T[]): Sheet {
  return { name, columns, cells: rows.map((row, i) => columns.map((c) => c.value(row, i))) };
}

/** A workbook of one sheet: a bold, frozen header row with a filter, then one row per item. */
export async function sheetWorkbook<T>(
  sheetName: string,
  columns: readonly Column<T>[],
  rows: readonly T[],
): Promise<Buffer> {
  return workbookOf([sheetOf(sheetName, columns, rows)]);
}

/** A workbook of several sheets, each as sheetWorkbook writes its one. */
export async function workbookOf(sheets: readonly Sheet[]): Promise<Buffer> {
  const workbook = new (await loadExcelJS()).Workbook();
  workbook.creator = '모아';
  for (const { name, columns, cells } of sheets) {
    const sheet = workbook.addWorksheet(name, { views: [{ state: 'frozen', ySplit: 1 }] });
    sheet.columns = columns.map((c) => ({
      header: c.header,
      width: c.width,
      ...(c.numFmt ? { style: { numFmt: c.numFmt } } : {}),
    }));
    const header = sheet.getRow(1);
    header.font = { bold: true };
    header.alignment = { vertical: 'middle', horizontal: 'center' };
    header.fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: 'FFEFEFEF' } };
    for (const row of cells) sheet.addRow(row);
    sheet.autoFilter = { from: { row: 1, column: 1 }, to: { row: 1, column: columns.length } };
  }
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/** Characters no file system or browser accepts in a file name, and control characters. */
// eslint-disable-next-line no-control-regex -- control characters are exactly what is removed
const UNSAFE_IN_FILE_NAME = /[\\/:*?"<>|\u0000-\u001f\u007f]/g;

export function safeTitle(title: string): string {
  return (
    title.replace(UNSAFE_IN_FILE_NAME, '_').replace(/\s+/g, ' ').trim().replace(/^\.+/, '').slice(0, 80) ||
    'show'
  );
}

const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * One CSV cell: a text a spreadsheet would read as a formula gets a leading quote; RFC 4180 quoting when needed
 * (the CSV exports of applications and rosters).
 */
export function csvCell(value: string | number | Date | null): string {
  if (value === null) return '';
  let text = value instanceof Date ? value.toISOString().slice(0, 16).replace('T', ' ') : String(value);
  if (typeof value === 'string' && FORMULA_START.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** A CSV file as the exports write it: UTF-8 with a byte-order mark (Excel reads Korean right), CRLF lines. */
export function csvFile(lines: readonly (readonly (string | number | Date | null)[])[]): Buffer {
  return Buffer.from(`\uFEFF${lines.map((cells) => cells.map(csvCell).join(',')).join('\r\n')}\r\n`, 'utf8');
}
