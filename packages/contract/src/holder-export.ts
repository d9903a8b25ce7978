/**
 * The words of the holder exports (docs/product.md#holder-list), shared by the CSV the browser builds and the XLSX
 * the server builds, so the two files name and fill their common columns the same way.
 */

import { RESERVATION_STATUS_LABELS } from './labels.ts';

/** The spec's ten CSV columns in its order, then ours: 입장, the tickets let in at the door. */
export const HOLDER_CSV_HEADERS = [
  '번호',
  '예매일시',
  '이름',
  '학번',
  '전화번호',
  '매수',
  '금액',
  '입금 상태',
  '취소 요청',
  '예매 번호',
  '입장',
  '좌석',
] as const;

/** The cells of the 입금 상태 and 취소 요청 columns. */
export const HOLDER_EXPORT_CELLS = {
  paid: RESERVATION_STATUS_LABELS.paid,
  unpaid: RESERVATION_STATUS_LABELS.unpaid,
  cancelRequested: '요청',
  noCancelRequest: '-',
} as const;
