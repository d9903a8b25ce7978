/**
 * Workbooks exceljs cannot read, through SheetJS: Excel 97–2003 (BIFF8 .xls, what 스타뱅킹, 신한 and 우리 internet
 * banking download) and XML Spreadsheet 2003. SheetJS is told to read no more rows than a statement may have
 * (sheetRows), and only the first MAX_COLUMNS columns become cells, so a small file cannot become a huge grid.
 */
import * as XLSX from '@e965/xlsx';
import type { Cell } from './types.ts';

/** More columns than any bank's statement has; BIFF8 itself stops at 256. */
export const MAX_COLUMNS = 256;

export interface NamedGrid {
  name: string;
  grid: Cell[][];
}

export type WorkbookRead = { ok: true; sheets: NamedGrid[] } | { ok: false; encrypted: boolean };

/**
 * Reads every worksheet, at most `maxRows` rows each: a grid that reaches `maxRows` tells the caller the sheet may
 * have more than a statement can.
 */
export function readWorkbook(data: Buffer | string, maxRows: number): WorkbookRead {
  let book: XLSX.WorkBook;
  try {
    book = XLSX.read(data, {
      type: typeof data === 'string' ? 'string' : 'buffer',
      dense: true,
      sheetRows: maxRows,
      cellFormula: false,
      // Number formats, so a date cell is known as one (cellValue).
      cellNF: true,
      cellHTML: false,
      cellStyles: false,
    });
  } catch (error) {
    // SheetJS's words for a BIFF file with a FILEPASS record (a password to open).
    const message = error instanceof Error ? error.message : '';
    return { ok: false, encrypted: /password/i.test(message) };
  }
  const sheets = book.SheetNames.flatMap((name) => {
    const sheet = book.Sheets[name];
    return sheet ? [{ name, grid: sheetGrid(sheet) }] : [];
  });
  return { ok: true, sheets };
}

function sheetGrid(sheet: XLSX.WorkSheet): Cell[][] {
  const rows = (sheet['!data'] ?? []) as (XLSX.CellObject[] | undefined)[];
  const grid: Cell[][] = [];
  for (let r = 0; r < rows.length; r += 1) {
    const row = rows[r];
    const cells: Cell[] = [];
    if (row) {
      const width = Math.min(row.length, MAX_COLUMNS);
      for (let c = 0; c < width; c += 1) cells.push(cellValue(row[c]));
    }
    while (cells.length > 0 && cells[cells.length - 1] === null) cells.pop();
    grid.push(cells);
  }
  return grid;
}

/**
 * A number formatted as a date becomes a Date whose UTC fields are the wall-clock values shown, as exceljs gives them
 * (values.ts reads both the same way); SSF decodes the serial without any time zone.
 */
function cellValue(cell: XLSX.CellObject | undefined): Cell {
  if (!cell || cell.v === undefined || cell.v === null) return null;
  switch (cell.t) {
    case 's':
      return String(cell.v).trim() === '' ? null : String(cell.v);
    case 'n': {
      const v = cell.v as number;
      if (cell.z !== undefined && XLSX.SSF.is_date(cell.z)) {
        const d = XLSX.SSF.parse_date_code(v);
        if (d) return new Date(Date.UTC(d.y, d.m - 1, d.d, d.H, d.M, Math.round(d.S)));
      }
      return v;
    }
    case 'd':
      return cell.v instanceof Date ? cell.v : null;
    case 'b':
      return String(cell.v);
    default:
      return null;
  }
}
