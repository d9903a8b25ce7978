import { HALL_MESSAGES, LIMITS, type HallIssue, type ListedSeat, type SeatKind } from '@moa/contract';
import { csvParse } from '../../lib/on-first-use.ts';
import { decodeText } from '../../lib/text-decode.ts';

/**
 * A CSV of seats (docs/product.md#halls): a header row naming 열 and 번호 (구역 and 종류 optional), then one seat a
 * line. UTF-8 (with or without a byte-order mark), CP949 (what Excel in Korean saves CSV in) or UTF-16, read as bank
 * statements are (lib/text-decode.ts).
 */

export type SeatList =
  { ok: true; seats: ListedSeat[] } | { ok: false; message: string; errors: HallIssue[] };

const COLUMNS: Record<string, 'section' | 'row' | 'number' | 'kind'> = {
  구역: 'section',
  섹션: 'section',
  층: 'section',
  section: 'section',
  열: 'row',
  행: 'row',
  row: 'row',
  번호: 'number',
  좌석번호: 'number',
  number: 'number',
  종류: 'kind',
  구분: 'kind',
  kind: 'kind',
};

const KINDS: Record<string, SeatKind> = {
  '': 'seat',
  좌석: 'seat',
  일반: 'seat',
  일반석: 'seat',
  seat: 'seat',
  '○': 'seat',
  휠체어: 'wheelchair',
  휠체어석: 'wheelchair',
  w: 'wheelchair',
  wheelchair: 'wheelchair',
  동반: 'companion',
  동반석: 'companion',
  c: 'companion',
  companion: 'companion',
};

const refuse = (message: string, errors: HallIssue[] = []): SeatList => ({ ok: false, message, errors });

export function readSeatCsv(bytes: Buffer): SeatList {
  const decoded = decodeText(bytes);
  if (!decoded.ok) return refuse(HALL_MESSAGES.csvEncoding);
  const { text } = decoded;
  let records: { record: string[]; info: { lines: number } }[];
  try {
    records = csvParse().parse(text, {
      skip_empty_lines: true,
      relax_column_count: true,
      trim: true,
      info: true,
    }) as unknown as { record: string[]; info: { lines: number } }[];
  } catch (err) {
    const line = (err as { lines?: number }).lines;
    return refuse(HALL_MESSAGES.csvUnreadable, line ? [{ line, message: HALL_MESSAGES.csvUnreadable }] : []);
  }
  if (records.length === 0) return refuse(HALL_MESSAGES.csvEmpty);
  if (records.length - 1 > LIMITS.hallSeatsMax) return refuse(HALL_MESSAGES.csvTooManyRows);
  const [header, ...rows] = records;
  const at: Partial<Record<'section' | 'row' | 'number' | 'kind', number>> = {};
  header!.record.forEach((name, i) => {
    const column = COLUMNS[name.replace(/\s/gu, '').toLowerCase()];
    if (column && at[column] === undefined) at[column] = i;
  });
  if (at.row === undefined || at.number === undefined) {
    return refuse(HALL_MESSAGES.csvHeader, [{ line: header!.info.lines, message: HALL_MESSAGES.csvHeader }]);
  }
  if (rows.length === 0) return refuse(HALL_MESSAGES.empty);

  const seats: ListedSeat[] = [];
  const errors: HallIssue[] = [];
  for (const { record, info } of rows) {
    const cell = (i: number | undefined) => (i === undefined ? '' : (record[i] ?? '').trim());
    const numberText = cell(at.number);
    const number = /^\d{1,3}$/u.test(numberText) ? Number(numberText) : NaN;
    if (!(number >= 1 && number <= LIMITS.hallRowCellsMax)) {
      errors.push({ line: info.lines, message: HALL_MESSAGES.csvNumber });
      continue;
    }
    const kind = KINDS[cell(at.kind).toLowerCase()];
    if (kind === undefined) {
      errors.push({ line: info.lines, message: HALL_MESSAGES.csvKind });
      continue;
    }
    seats.push({ section: cell(at.section), row: cell(at.row), number, kind, line: info.lines });
  }
  if (errors.length > 0) return refuse(errors[0]!.message, errors);
  return { ok: true, seats };
}
