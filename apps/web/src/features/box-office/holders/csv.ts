/**
 * The holder CSV (docs/product.md#holder-list), built in the browser from the answer's csv_json with the shared CSV
 * writer (lib/csv.ts: byte-order mark, RFC 4180, CRLF, formula cells neutralized):
 * - the spec's ten Korean headers, then ours, 입장 (tickets let in at the door) and 좌석, with the XLSX's words for them
 *   (@moa/contract's holder-export.ts);
 * - reservation time in Asia/Seoul.
 */
import { HOLDER_CSV_HEADERS, HOLDER_EXPORT_CELLS as cells, type HolderCsvRow } from '@moa/contract';
import { csvBlob, csvText, fileNamePart, seoulTimestamp, UNSAFE_IN_FILE_NAME } from '../../../lib/csv';
import { manageKo } from '../../../text/ko-manage';

const t = manageKo.managerArea.csv;

export const CSV_HEADERS: readonly string[] = HOLDER_CSV_HEADERS;

export type CsvRow = HolderCsvRow;

function cellsOf(row: CsvRow): string[] {
  return [
    String(row.number),
    seoulTimestamp(row.createdAt),
    row.name,
    row.stdCode,
    row.phoneNumber,
    String(row.ticketNumber),
    String(row.price),
    row.isPaid ? cells.paid : cells.unpaid,
    row.cancelRequest ? cells.cancelRequested : cells.noCancelRequest,
    String(row.reservationId),
    String(row.admitted),
    row.seats,
  ];
}

/** The whole file's text, starting with the byte-order mark and ending with CRLF. */
export function buildHolderCsv(rows: readonly CsvRow[]): string {
  return csvText([CSV_HEADERS, ...rows.map(cellsOf)]);
}

/** A YYYY-MM-DD date as it came, anything else with unsafe characters replaced by '_'. */
export const fileNameDate = (date: string) =>
  /^\d{4}-\d{2}-\d{2}$/.test(date) ? date : date.replace(UNSAFE_IN_FILE_NAME, '_');

/** '{title}_{회차}회차_{YYYY-MM-DD}_예매자.csv', with unsafe characters replaced by '_'. */
export function holderCsvFileName(title: string, order: number, date: string): string {
  return t.fileName(fileNamePart(title), order, fileNameDate(date));
}

/** The file as a Blob (text/csv, UTF-8). */
export function holderCsvBlob(rows: readonly CsvRow[]): Blob {
  return csvBlob([CSV_HEADERS, ...rows.map(cellsOf)]);
}
