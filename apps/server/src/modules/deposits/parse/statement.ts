/**
 * Bank statement files to deposits. What a file is is judged by its bytes: OOXML (.xlsx, exceljs), BIFF8 .xls and
 * XML Spreadsheet 2003 (SheetJS), an HTML page saved as .xls (html.ts), and delimited text (, tab ; |) in UTF-8,
 * CP949 or UTF-16.
 */
import type ExcelJS from 'exceljs';
import { csvParse, fileType, loadExcelJS } from '../../../lib/on-first-use.ts';
import { decodeText } from '../../../lib/text-decode.ts';
import {
  isEncryptedOoxml,
  isOtherOle2Document,
  isMarkup,
  isOle2,
  isZip,
  startsWithBom,
  zipEntries,
  zipEntriesFit,
} from './detect.ts';
import { hasTableRows, htmlGrid, isXmlSpreadsheet } from './html.ts';
import { recogniseLayout } from './layouts.ts';
import { MESSAGES } from './messages.ts';
import { readWorkbook, type NamedGrid } from './sheetjs.ts';
import { findHeader, findSaved, headerSignature, mappingFits, mappingHelp, readRows } from './table.ts';
import type {
  Cell,
  ColumnMapping,
  Encoding,
  ParseFailure,
  ParseResult,
  ParseSuccess,
  SavedLayout,
  SourceFormat,
} from './types.ts';
import { cellText, isBlank } from './values.ts';
import { MAX_XLSX_UNPACKED_BYTES } from './limits.ts';

/** The largest statement accepted; a year of a busy club account is well under 1 MB as CSV. */
export const MAX_STATEMENT_BYTES = 10 * 1024 * 1024;
export { MAX_XLSX_UNPACKED_BYTES };
/** The most rows a statement may have: a year of a busy club account is a few thousand. */
export const MAX_STATEMENT_ROWS = 20_000;
/** Rows read beyond the limit: the title lines and header a bank puts above the transactions. */
const HEADER_ALLOWANCE = 30;
/** One row past the limit is enough to know a file has too many. */
const ROWS_READ = MAX_STATEMENT_ROWS + HEADER_ALLOWANCE + 1;

export interface StatementFileInput {
  bytes: Buffer | Uint8Array;
  /** Shown in the message for a file that is not a statement; the bytes decide what a file is. */
  filename?: string;
  /** Not trusted, not used: accepted so callers can pass what the upload declared. */
  mime?: string;
  /** Columns chosen by the manager after a NEEDS_MAPPING answer; the header search is skipped. */
  mapping?: ColumnMapping;
  /** The club's confirmed mappings: a header row of one of these signatures is read without a mapping step. */
  savedLayouts?: SavedLayout[];
  /** The clock for dates written without a year; defaults to the current time. */
  now?: Date;
}

function fail(code: ParseFailure['code'], message: string): ParseFailure {
  return { ok: false, code, message };
}

/** How a grid is read: the manager's columns, or the club's remembered ones, or those found by header names. */
interface ReadOptions {
  mapping?: ColumnMapping;
  savedLayouts?: SavedLayout[];
  now: Date;
}

export async function parseStatementFile(input: StatementFileInput): Promise<ParseResult> {
  const bytes = Buffer.isBuffer(input.bytes)
    ? input.bytes
    : Buffer.from(input.bytes.buffer, input.bytes.byteOffset, input.bytes.byteLength);
  const options: ReadOptions = {
    mapping: input.mapping,
    savedLayouts: input.savedLayouts,
    now: input.now ?? new Date(),
  };
  if (bytes.length > MAX_STATEMENT_BYTES) {
    return fail('TOO_LARGE', MESSAGES.tooLarge(MAX_STATEMENT_BYTES / 1024 / 1024));
  }
  if (bytes.length === 0) return fail('EMPTY', MESSAGES.emptyFile);
  if (isOle2(bytes)) {
    if (isEncryptedOoxml(bytes)) return fail('ENCRYPTED', MESSAGES.encrypted);
    if (isOtherOle2Document(bytes)) return fail('BAD_FILE', MESSAGES.notStatement(input.filename));
    return fromWorkbook(bytes, { format: 'xls' }, options);
  }
  if (isZip(bytes)) return parseXlsx(bytes, options, input.filename);

  // file-type reads a UTF-16 byte-order mark as an MPEG frame; text with a BOM is text. It names XML as XML.
  if (!startsWithBom(bytes)) {
    const type = await fileType().fileTypeFromBuffer(bytes);
    if (type && type.ext !== 'xml') return fail('BAD_FILE', MESSAGES.notStatement(input.filename));
  }
  const decoded = decodeText(bytes);
  if (!decoded.ok) {
    return decoded.binary
      ? fail('BAD_FILE', MESSAGES.notStatement(input.filename))
      : fail('UNKNOWN_ENCODING', MESSAGES.unknownEncoding);
  }
  const { text, encoding } = decoded;
  if (text.trim() === '') return fail('EMPTY', MESSAGES.emptyFile);
  if (isMarkup(text)) {
    if (isXmlSpreadsheet(text)) return fromWorkbook(text, { format: 'html', encoding }, options);
    if (!hasTableRows(text)) return fail('BAD_FILE', MESSAGES.notStatement(input.filename));
    const grid = htmlGrid(text, ROWS_READ);
    if (!grid) return fail('TOO_MANY_ROWS', MESSAGES.tooManyRows(MAX_STATEMENT_ROWS));
    return fromGrid(grid, { format: 'html', encoding }, options);
  }
  const grid = csvGrid(text, options.savedLayouts);
  if (!Array.isArray(grid)) return grid;
  return fromGrid(grid, { format: 'csv', encoding }, options);
}

/** A BIFF8 .xls or an XML Spreadsheet 2003, read by SheetJS. */
function fromWorkbook(
  data: Buffer | string,
  source: { format: 'xls' | 'html'; encoding?: Encoding },
  options: ReadOptions,
): ParseResult {
  const book = readWorkbook(data, ROWS_READ);
  if (!book.ok) {
    return book.encrypted ? fail('ENCRYPTED', MESSAGES.encrypted) : fail('BAD_FILE', MESSAGES.badXlsx);
  }
  return fromSheets(book.sheets, source, options);
}

/**
 * The first sheet with a recognisable (or remembered) header; a cover sheet of totals may come before the
 * transactions. Columns the manager chose are of the first non-empty sheet, the one the preview showed.
 */
function fromSheets(
  all: NamedGrid[],
  source: { format: SourceFormat; encoding?: Encoding },
  options: ReadOptions,
): ParseResult {
  const sheets = all.filter((s) => s.grid.some((cells) => !cells.every(isBlank)));
  const first = sheets[0];
  if (!first) return fail('EMPTY', MESSAGES.emptyFile);
  const chosen = options.mapping
    ? first
    : (sheets.find((s) => findSaved(s.grid, options.savedLayouts)) ??
      sheets.find((s) => findHeader(s.grid)) ??
      first);
  return fromGrid(chosen.grid, { ...source, sheet: chosen.name }, options);
}

const DELIMITERS = [',', '\t', ';', '|'] as const;

function records(text: string, delimiter: string, to: number): string[][] {
  return csvParse().parse(text, {
    to,
    delimiter,
    relax_column_count: true,
    relax_quotes: true,
    skip_empty_lines: false,
  }) as string[][];
}

function cells(record: string[]): Cell[] {
  return record.map((c) => (c.trim() === '' ? null : c));
}

/**
 * The delimiter under which the first rows hold a recognisable (or remembered) header: a `|` or `;` export has
 * commas inside its amounts, so counting characters alone would split on those. Without a header, the character
 * most frequent in the first lines, tab or comma first (Excel's own text formats).
 */
function delimiterOf(text: string, saved: readonly SavedLayout[] | undefined): string {
  // Whole lines only: a cut through a quoted field would read as a broken quote.
  const cut = text.slice(0, 16_384);
  const head = text.length > cut.length ? cut.slice(0, cut.lastIndexOf('\n') + 1) || cut : cut;
  for (const delimiter of DELIMITERS) {
    try {
      const grid = records(head, delimiter, HEADER_ALLOWANCE).map(cells);
      if (findSaved(grid, saved) || findHeader(grid)) return delimiter;
    } catch {
      // Quotes that do not pair under this delimiter: not this one.
    }
  }
  const lines = head.split(/\r?\n/).slice(0, HEADER_ALLOWANCE).join('\n');
  const count = (d: string) => lines.split(d).length;
  return DELIMITERS.reduce((best, d) => (count(d) > count(best) ? d : best));
}

function csvGrid(text: string, saved: readonly SavedLayout[] | undefined): Cell[][] | ParseFailure {
  try {
    return records(text, delimiterOf(text, saved), ROWS_READ).map(cells);
  } catch (error) {
    const line = (error as { lines?: unknown }).lines;
    return fail('BAD_FILE', MESSAGES.badCsv(typeof line === 'number' ? line : 1));
  }
}

async function parseXlsx(
  bytes: Buffer,
  options: ReadOptions,
  filename: string | undefined,
): Promise<ParseResult> {
  const entries = zipEntries(bytes);
  if (entries === null) return fail('BAD_FILE', MESSAGES.badXlsx);
  const unpacked = entries.reduce((sum, e) => sum + e.size, 0);
  const tooLarge = fail('UNPACKS_TOO_LARGE', MESSAGES.unpacksTooLarge(MAX_XLSX_UNPACKED_BYTES / 1024 / 1024));
  if (unpacked > MAX_XLSX_UNPACKED_BYTES) return tooLarge;
  if (!zipEntriesFit(bytes, entries)) return tooLarge;
  // ZIP entry names are stored as plain text: a .docx or a plain archive has no workbook part.
  if (!bytes.includes(Buffer.from('xl/workbook.xml')))
    return fail('BAD_FILE', MESSAGES.notStatement(filename));
  const workbook = new (await loadExcelJS()).Workbook();
  try {
    await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
  } catch {
    return fail('BAD_FILE', MESSAGES.badXlsx);
  }
  const sheets = workbook.worksheets.map((sheet) => ({ name: sheet.name, grid: sheetGrid(sheet) }));
  return fromSheets(sheets, { format: 'xlsx' }, options);
}

function sheetGrid(sheet: ExcelJS.Worksheet): Cell[][] {
  const grid: Cell[][] = [];
  sheet.eachRow({ includeEmpty: false }, (row, rowNumber) => {
    const cells: Cell[] = [];
    row.eachCell({ includeEmpty: false }, (cell, col) => {
      cells[col - 1] = cellValue(cell.value);
    });
    grid[rowNumber - 1] = Array.from(cells, (c) => c ?? null);
  });
  return Array.from(grid, (cells) => cells ?? []);
}

/** exceljs's cell values (rich text, formulas, hyperlinks, errors) as plain cells. */
function cellValue(value: ExcelJS.CellValue): Cell {
  if (value === null || value === undefined) return null;
  if (typeof value === 'string' || typeof value === 'number' || value instanceof Date) return value;
  if (typeof value === 'boolean') return String(value);
  if ('richText' in value) return value.richText.map((part) => part.text).join('');
  if ('formula' in value || 'sharedFormula' in value) {
    return cellValue((value as { result?: ExcelJS.CellValue }).result ?? null);
  }
  if ('text' in value) return cellValue(value.text as ExcelJS.CellValue);
  return null;
}

function fromGrid(
  grid: Cell[][],
  source: { format: SourceFormat; encoding?: Encoding; sheet?: string },
  options: ReadOptions,
): ParseResult {
  if (grid.length > MAX_STATEMENT_ROWS + HEADER_ALLOWANCE) {
    return fail('TOO_MANY_ROWS', MESSAGES.tooManyRows(MAX_STATEMENT_ROWS));
  }
  const given = options.mapping;
  if (given && !mappingFits(given, grid)) return fail('BAD_MAPPING', MESSAGES.badMapping);
  const saved = given ? null : findSaved(grid, options.savedLayouts);
  let mapping = given ?? saved ?? findHeader(grid);
  if (!mapping) {
    return {
      ok: false,
      code: 'NEEDS_MAPPING',
      message: MESSAGES.needsMapping,
      ...(source as typeof source & { format: Exclude<SourceFormat, 'text'> }),
      ...mappingHelp(grid),
    };
  }
  const header = mapping.headerRow > 0 ? (grid[mapping.headerRow - 1] ?? []) : null;
  const known = header ? recogniseLayout(grid, mapping.headerRow - 1, source.format) : null;
  // The layout knows which of two text columns the payer typed; columns someone chose are kept as chosen.
  if (known && !given && !saved && known.name !== undefined && known.otherName !== undefined) {
    if (known.name >= 0 && known.otherName >= 0) {
      mapping = { ...mapping, name: known.name, otherName: known.otherName };
    }
  }
  const { rows, ignored, rowErrors } = readRows(grid, mapping, options.now);
  if (rowErrors.length > 0) {
    return { ok: false, code: 'BAD_ROWS', message: MESSAGES.badRows(rowErrors.length), rowErrors };
  }
  const result: ParseSuccess = { ok: true, ...source, mapping, rows, ignored };
  if (header) {
    result.headerSignature = headerSignature(header);
    result.nameHeader = cellText(header[mapping.name] ?? null);
    if (mapping.otherName !== undefined) result.otherNameHeader = cellText(header[mapping.otherName] ?? null);
  }
  if (known) result.layout = known.layout;
  if (saved) result.savedLayoutUsed = true;
  return result;
}
