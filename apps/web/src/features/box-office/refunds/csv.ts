/**
 * The refunds of a show as CSV (docs/product.md#cancelling-and-refunds), built in the browser with the shared CSV
 * writer (lib/csv.ts), the same columns as the server's XLSX; times in Asia/Seoul; empty cells for what is not known.
 */
import type { Refund } from '@moa/contract';
import { csvBlob, fileNamePart, seoulTimestamp } from '../../../lib/csv';
import { ko } from '../../../text/ko';
import { manageKo } from '../../../text/ko-manage';

const r = manageKo.refunds;

const time = (iso: string | null) => (iso ? seoulTimestamp(iso) : '');

function cellsOf(refund: Refund, index: number): string[] {
  return [
    String(index + 1),
    refund.order === null ? '' : ko.format.order(refund.order),
    refund.name,
    refund.stdCode,
    refund.phoneNumber,
    String(refund.ticketNumber),
    String(refund.amount),
    refund.account?.bankName ?? '',
    refund.account?.accountNumber ?? '',
    refund.account?.holder ?? '',
    r.reasons[refund.reason],
    time(refund.requestedAt),
    time(refund.approvedAt),
    time(refund.refundedAt),
  ];
}

export function refundCsvBlob(refunds: readonly Refund[]): Blob {
  return csvBlob([r.headers, ...refunds.map(cellsOf)]);
}

/** '{title}_{YYYY-MM-DD}_환불.csv' (today in Seoul), with unsafe characters replaced by '_'. */
export function refundCsvFileName(title: string, now: Date = new Date()): string {
  return r.fileName(fileNamePart(title), seoulTimestamp(now.toISOString()).slice(0, 10));
}
