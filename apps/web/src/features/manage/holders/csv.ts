/**
 * The holder CSV (docs/product.md#holder-list), built in the browser from the answer's csv_json with the shared CSV
 * writer (lib/csv.ts: byte-order mark, RFC 4180, CRLF, formula cells neutralized):
 * - the ten Korean headers: 번호, 예매일시, 이름, 학번, 전화번호, 매수, 금액, 입금 상태, 취소 요청, 예매 번호;
 * - payment as 예매 확정 / 입금 미확인, cancel request as 요청 / -; reservation time in Asia/Seoul.
 */
import { csvBlob, csvText, fileNamePart, seoulTimestamp, UNSAFE_IN_FILE_NAME } from '../../../lib/csv';
import { ko } from '../../../text/ko';

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
