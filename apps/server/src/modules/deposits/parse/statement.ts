/** Bank statement files: CSV (UTF-8, CP949, UTF-16 with a BOM) and XLSX, to deposits. */
import { parse as parseCsv } from 'csv-parse/sync';
import type ExcelJS from 'exceljs';
import { fileTypeFromBuffer } from 'file-type';
import { loadExcelJS } from '../../../lib/on-first-use.ts';
import {
  decodeText,
  isEncryptedOoxml,
  isOtherOle2Document,
  isMarkup,
  isOle2,
  isZip,
  startsWithBom,
  zipEntries,
  zipEntriesFit,
} from './detect.ts';
import { MESSAGES } from './messages.ts';
import { findHeader, mappingFits, mappingHelp, readRows } from './table.ts';
import type { Cell, ColumnMapping, Encoding, ParseFailure, ParseResult, SavedLayout } from './types.ts';
import { isBlank } from './values.ts';

/** The largest statement accepted; a year of a busy club account is well under 1 MB as CSV. */
export const MAX_STATEMENT_BYTES = 10 * 1024 * 1024;
/**
 * What an XLSX may unpack to: a statement of MAX_STATEMENT_ROWS rows unpacks to well under 20 MB; a file that unpacks
 * to more is refused before anything is inflated into a workbook (a 195 KB file can unpack to 190 MiB).
 */
export const MAX_XLSX_UNPACKED_BYTES = 48 * 1024 * 1024;
/** The most rows a statement may have: a year of a busy club account is a few thousand. */
export const MAX_STATEMENT_ROWS = 20_000;
/** Rows read beyond the limit: the title lines and header a bank puts above the transactions. */
const HEADER_ALLOWANCE = 30;

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

export async function parseStatementFile(input: StatementFileInput): Promise<ParseResult> {
  const bytes = Buffer.isBuffer(input.bytes)
    ? input.bytes
    : Buffer.from(input.bytes.buffer, input.bytes.byteOffset, input.bytes.byteLength);
  const now = input.now ?? new Date();
  if (bytes.length > MAX_STATEMENT_BYTES) {
    return fail('TOO_LARGE', MESSAGES.tooLarge(MAX_STATEMENT_BYTES / 1024 / 1024));
  }
  if (bytes.length === 0) return fail('EMPTY', MESSAGES.emptyFile);
  if (isOle2(bytes)) {
    if (isEncryptedOoxml(bytes)) return fail('ENCRYPTED', MESSAGES.encrypted);
    if (isOtherOle2Document(bytes)) return fail('BAD_FILE', MESSAGES.notStatement(input.filename));
    return fail('LEGACY_XLS', MESSAGES.legacyXls);
  }
  if (isZip(bytes)) return parseXlsx(bytes, input.mapping, now, input.filename);

  // file-type reads a UTF-16 byte-order mark as an MPEG frame; text with a BOM is text.
  if (!startsWithBom(bytes) && (await fileTypeFromBuffer(bytes))) {
    return fail('BAD_FILE', MESSAGES.notStatement(input.filename));
  }
  const decoded = decodeText(bytes);
  if (!decoded.ok) {
    return decoded.binary
      ? fail('BAD_FILE', MESSAGES.notStatement(input.filename))
      : fail('UNKNOWN_ENCODING', MESSAGES.unknownEncoding);
  }
  if (decoded.text.trim() === '') return fail('EMPTY', MESSAGES.emptyFile);
  if (isMarkup(decoded.text)) return fail('BAD_FILE', MESSAGES.htmlExport);
  const grid = csvGrid(decoded.text);
  if (!Array.isArray(grid)) return grid;
  return fromGrid(grid, { format: 'csv', encoding: decoded.encoding }, input.mapping, now);
}

/** Tab-separated when the first lines hold more tabs than commas (Excel's "텍스트(탭으로 분리)"). */
function delimiterOf(text: string): string {
  const head = text.slice(0, 8192);
  const tabs = head.split('\t').length;
  const commas = head.split(',').length;
  return tabs > commas ? '\t' : ',';
}

function csvGrid(text: string): Cell[][] | ParseFailure {
  try {
    const records = parseCsv(text, {
      // One record past the limit is enough to know the file has too many.
      to: MAX_STATEMENT_ROWS + HEADER_ALLOWANCE + 1,
      delimiter: delimiterOf(text),
      relax_column_count: true,
      relax_quotes: true,
      skip_empty_lines: false,
    }) as string[][];
    return records.map((r) => r.map((c) => (c.trim() === '' ? null : c)));
  } catch (error) {
    const line = (error as { lines?: unknown }).lines;
    return fail('BAD_FILE', MESSAGES.badCsv(typeof line === 'number' ? line : 1));
  }
}

async function parseXlsx(
  bytes: Buffer,
  mapping: ColumnMapping | undefined,
  now: Date,
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
  const sheets = workbook.worksheets
    .map((sheet) => ({ name: sheet.name, grid: sheetGrid(sheet) }))
    .filter((s) => s.grid.some((cells) => !cells.every(isBlank)));
  const first = sheets[0];
  if (!first) return fail('EMPTY', MESSAGES.emptyFile);
  // The first sheet with a recognisable header; a cover sheet of totals may come before the transactions.
  const chosen = mapping ? first : (sheets.find((s) => findHeader(s.grid)) ?? first);
  return fromGrid(chosen.grid, { format: 'xlsx', sheet: chosen.name }, mapping, now);
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
  source: { format: 'csv' | 'xlsx'; encoding?: Encoding; sheet?: string },
  given: ColumnMapping | undefined,
  now: Date,
): ParseResult {
  if (grid.length > MAX_STATEMENT_ROWS + HEADER_ALLOWANCE) {
    return fail('TOO_MANY_ROWS', MESSAGES.tooManyRows(MAX_STATEMENT_ROWS));
  }
  if (given && !mappingFits(given, grid)) return fail('BAD_MAPPING', MESSAGES.badMapping);
  const mapping = given ?? findHeader(grid);
  if (!mapping) {
    return {
      ok: false,
      code: 'NEEDS_MAPPING',
      message: MESSAGES.needsMapping,
      ...source,
      ...mappingHelp(grid),
    };
  }
  const { rows, ignored, rowErrors } = readRows(grid, mapping, now);
  if (rowErrors.length > 0) {
    return { ok: false, code: 'BAD_ROWS', message: MESSAGES.badRows(rowErrors.length), rowErrors };
  }
  return { ok: true, ...source, mapping, rows, ignored };
}
