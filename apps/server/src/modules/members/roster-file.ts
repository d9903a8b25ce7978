import {
  LIMITS,
  MEMBER_LIMITS as L,
  MEMBER_MESSAGES as M,
  PHONE_PATTERN,
  STUDENT_ID_PATTERN,
  type RowError,
} from '@moa/contract';
import { csvParse, loadExcelJS } from '../../lib/on-first-use.ts';
import { decodeText } from '../../lib/text-decode.ts';
import { isZip, zipEntries, zipEntriesFit } from '../../lib/zip.ts';

/**
 * A roster file (docs/product.md#members) to rows: an XLSX (its first sheet with anything in it) or a CSV in UTF-8,
 * CP949 or UTF-16 (lib/text-decode.ts, as bank statements and seat lists are read), at most
 * MEMBER_LIMITS.rosterMaxBytes (the upload's cap) and rosterRowsMax rows. An XLSX's entries are checked against
 * what they declare before exceljs inflates them (lib/zip.ts). The first row names the columns: 이름 and 학번
 * (required), 학과, 연락처 and 이메일 (read when present). Every row is checked; any bad row fails the whole file.
 */

export interface RosterRow {
  /** The row's number as the spreadsheet shows it (the header is row 1). */
  row: number;
  name: string;
  studentId: string;
  department: string;
  phone: string;
  email: string;
}

export type RosterRead =
  | { ok: true; rows: RosterRow[] }
  | { ok: false; code: 'ROSTER_INVALID' | 'PAYLOAD_TOO_LARGE'; message: string; rowErrors?: RowError[] };

/** What an XLSX roster may unpack to: far more than rosterRowsMax rows of five columns need. */
const MAX_UNPACKED_BYTES = 16 * 1024 * 1024;

const HEADERS: Record<string, keyof Omit<RosterRow, 'row'>> = {
  이름: 'name',
  성명: 'name',
  name: 'name',
  학번: 'studentId',
  studentid: 'studentId',
  학과: 'department',
  전공: 'department',
  소속: 'department',
  department: 'department',
  연락처: 'phone',
  전화번호: 'phone',
  휴대폰: 'phone',
  휴대전화: 'phone',
  핸드폰: 'phone',
  phone: 'phone',
  이메일: 'email',
  메일: 'email',
  email: 'email',
  'e-mail': 'email',
};

const fail = (message: string, rowErrors?: RowError[]): RosterRead => ({
  ok: false,
  code: 'ROSTER_INVALID',
  message,
  ...(rowErrors ? { rowErrors } : {}),
});
const tooManyRows: RosterRead = { ok: false, code: 'PAYLOAD_TOO_LARGE', message: M.rosterTooManyRows };

export async function readRoster(bytes: Buffer): Promise<RosterRead> {
  if (bytes.length === 0) return fail(M.rosterEmpty);
  const grid = isZip(bytes) ? await xlsxGrid(bytes) : csvGrid(bytes);
  if (!Array.isArray(grid)) return grid;
  return rowsOf(grid);
}

async function xlsxGrid(bytes: Buffer): Promise<string[][] | RosterRead> {
  const entries = zipEntries(bytes);
  if (entries === null || !bytes.includes(Buffer.from('xl/workbook.xml'))) return fail(M.rosterUnreadable);
  const unpacked = entries.reduce((sum, e) => sum + e.size, 0);
  if (unpacked > MAX_UNPACKED_BYTES || !zipEntriesFit(bytes, entries)) return fail(M.rosterTooLarge);
  const workbook = new (await loadExcelJS()).Workbook();
  try {
    await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
  } catch {
    return fail(M.rosterUnreadable);
  }
  const sheet = workbook.worksheets.find((s) => s.actualRowCount > 0);
  if (!sheet) return fail(M.rosterNoRows);
  if (sheet.rowCount > L.rosterRowsMax + 1) return tooManyRows;
  const grid: string[][] = [];
  for (let r = 1; r <= sheet.rowCount; r += 1) {
    const row = sheet.getRow(r);
    const cells: string[] = [];
    for (let c = 1; c <= Math.min(row.cellCount, 50); c += 1) cells.push(row.getCell(c).text ?? '');
    grid.push(cells);
  }
  return grid;
}

function csvGrid(bytes: Buffer): string[][] | RosterRead {
  const decoded = decodeText(bytes);
  if (!decoded.ok) return fail(M.rosterUnreadable);
  let records: string[][];
  try {
    records = csvParse().parse(decoded.text.replace(/^\uFEFF/, ''), {
      delimiter: [',', '\t', ';'],
      relax_column_count: true,
      relax_quotes: true,
      skip_empty_lines: false,
      to_line: L.rosterRowsMax + 3,
    }) as string[][];
  } catch {
    return fail(M.rosterUnreadable);
  }
  return records;
}

const folded = (s: string) => s.replace(/\s+/g, '').toLowerCase();

/** A phone number as the portal writes it, 010-1234-5678; a number cell that lost its leading 0 gets it back. */
function phoneOf(raw: string): string | null {
  const text = raw.trim();
  if (text === '') return '';
  if (PHONE_PATTERN.test(text)) return text;
  let digits = text.replace(/[\s.-]/g, '');
  if (/^10\d{8}$/.test(digits)) digits = `0${digits}`;
  if (!/^01\d{9}$/.test(digits)) return null;
  return `${digits.slice(0, 3)}-${digits.slice(3, 7)}-${digits.slice(7)}`;
}

function rowsOf(grid: string[][]): RosterRead {
  const headerAt = grid.findIndex((cells) => cells.some((c) => c.trim() !== ''));
  if (headerAt < 0) return fail(M.rosterNoRows);
  const columns = new Map<keyof Omit<RosterRow, 'row'>, number>();
  grid[headerAt]!.forEach((cell, i) => {
    const role = HEADERS[folded(cell)];
    if (role && !columns.has(role)) columns.set(role, i);
  });
  if (!columns.has('name') || !columns.has('studentId')) return fail(M.rosterColumns);
  const body = grid.slice(headerAt + 1);
  const filled = body.filter((cells) => cells.some((c) => c.trim() !== '')).length;
  if (filled > L.rosterRowsMax) return tooManyRows;

  const rows: RosterRow[] = [];
  const errors: RowError[] = [];
  const seen = new Map<string, number>();
  body.forEach((cells, i) => {
    if (!cells.some((c) => c.trim() !== '')) return;
    const row = headerAt + i + 2;
    const at = (role: keyof Omit<RosterRow, 'row'>) => {
      const index = columns.get(role);
      return index === undefined ? '' : (cells[index] ?? '').trim();
    };
    const problems: string[] = [];
    const name = at('name');
    if (name === '' || name.length > LIMITS.nameMax) problems.push(M.rosterRow.name);
    const studentId = at('studentId');
    if (!STUDENT_ID_PATTERN.test(studentId)) problems.push(M.rosterRow.studentId);
    const department = at('department');
    if (department.length > LIMITS.departmentMax) problems.push(M.rosterRow.department);
    const phone = phoneOf(at('phone'));
    if (phone === null) problems.push(M.rosterRow.phone);
    const email = at('email').toLowerCase();
    if (email !== '' && (email.length > 254 || !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email))) {
      problems.push(M.rosterRow.email);
    }
    const earlier = seen.get(studentId);
    if (earlier !== undefined && STUDENT_ID_PATTERN.test(studentId))
      problems.push(M.rosterRow.duplicate(earlier));
    else seen.set(studentId, row);
    if (problems.length > 0) errors.push({ row, message: `${row}번째 줄: ${problems.join(' ')}` });
    else rows.push({ row, name, studentId, department, phone: phone ?? '', email });
  });
  if (errors.length > 0) return fail(M.rosterBadRows(errors.length), errors);
  if (rows.length === 0) return fail(M.rosterNoRows);
  return { ok: true, rows };
}
