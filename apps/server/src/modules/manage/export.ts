import {
  HOLDER_CSV_HEADERS,
  HOLDER_EXPORT_CELLS as CELLS,
  NEEDS_CHECK_LABEL,
  RESERVATION_STATUS_LABELS,
  seatsLabel,
  type Holder,
  type ReservationStatus,
} from '@moa/contract';
import type { AppContext } from '../../lib/context.ts';
import {
  type Column,
  DATE_MINUTE_FORMAT,
  DATE_TIME_FORMAT,
  safeTitle,
  seoulCellDate,
  sheetWorkbook,
  WON_FORMAT,
} from '../../lib/spreadsheet.ts';
import type { FileReply } from '../../lib/route.ts';
import type { SessionUser } from '../auth/index.ts';
import * as repo from './holders-repository.ts';
import { ownedShow, scheduleHolders, showSchedules, toHolder } from './holders.ts';

/**
 * The holder exports as XLSX (docs/product.md#holder-list): the spec's ten CSV columns in their order, then 상태,
 * 입금 기한, 입금자명, 입장 (tickets let in at the door) and 좌석 (a seated schedule's seats), and 회차 in the show-wide file. A Korean header row, frozen; times as date cells in Seoul
 * wall-clock time; money as numbers formatted in 원. Text is written as text cells, never as formulas, so a name
 * beginning with "=" is shown as it is and never runs.
 */

const [
  NUMBER,
  CREATED_AT,
  NAME,
  STUDENT_ID,
  PHONE,
  TICKETS,
  PRICE,
  PAYMENT,
  CANCEL,
  RESERVATION_ID,
  ADMITTED,
  SEATS,
] = HOLDER_CSV_HEADERS;
export const XLSX_SCHEDULE_HEADER = '회차';

// The same words as the screens (the contract's one table).
export const STATUS_LABELS: Record<ReservationStatus, string> = RESERVATION_STATUS_LABELS;

function statusLabel(h: Holder): string {
  return h.status === 'unpaid' && h.transferClaim ? NEEDS_CHECK_LABEL : STATUS_LABELS[h.status];
}

const COLUMNS: Column<Holder>[] = [
  { header: NUMBER, width: 7, value: (_h, i) => i + 1 },
  { header: CREATED_AT, width: 20, numFmt: DATE_TIME_FORMAT, value: (h) => seoulCellDate(h.createdAt) },
  { header: NAME, width: 12, value: (h) => h.name },
  { header: STUDENT_ID, width: 12, value: (h) => h.stdCode },
  { header: PHONE, width: 15, value: (h) => h.phoneNumber },
  { header: TICKETS, width: 7, value: (h) => h.ticketNumber },
  { header: PRICE, width: 12, numFmt: WON_FORMAT, value: (h) => h.price },
  { header: PAYMENT, width: 12, value: (h) => (h.isPaid ? CELLS.paid : CELLS.unpaid) },
  {
    header: CANCEL,
    width: 10,
    value: (h) => (h.cancelRequest ? CELLS.cancelRequested : CELLS.noCancelRequest),
  },
  { header: RESERVATION_ID, width: 10, value: (h) => h.reservationId },
  { header: '상태', width: 11, value: statusLabel },
  { header: '입금 기한', width: 17, numFmt: DATE_MINUTE_FORMAT, value: (h) => seoulCellDate(h.payBy) },
  { header: '입금자명', width: 18, value: (h) => h.depositName },
  // tickets let in at the door (docs/product.md#door-check-in)
  { header: ADMITTED, width: 7, value: (h) => h.admitted },
  // a seated schedule's seats (docs/product.md#assigned-seats)
  { header: SEATS, width: 18, value: (h) => seatsLabel(h.seats) },
];

/** A workbook of one sheet 예매자: the header row and one row per holder. */
export async function holderWorkbook(
  holders: readonly Holder[],
  scheduleOrder?: ReadonlyMap<number, number>,
): Promise<Buffer> {
  const columns: Column<Holder>[] = scheduleOrder
    ? [
        ...COLUMNS,
        { header: XLSX_SCHEDULE_HEADER, width: 7, value: (h) => scheduleOrder.get(h.scheduleId) ?? null },
      ]
    : COLUMNS;
  return sheetWorkbook('예매자', columns, holders);
}

/** GET /mypage/manager/holder/{scheduleId}/export.xlsx: '{title}_{n}회차_{date}_예매자.xlsx'. */
export async function scheduleExport(
  ctx: AppContext,
  user: SessionUser,
  scheduleId: number,
): Promise<FileReply> {
  const { schedule, holders } = await scheduleHolders(ctx, user, scheduleId);
  return {
    body: await holderWorkbook(holders),
    fileName: `${safeTitle(schedule.show_name)}_${schedule.order_index}회차_${schedule.date}_예매자.xlsx`,
    asciiFileName: `holders-schedule-${scheduleId}.xlsx`,
  };
}

/** GET /mypage/manager/show/{showId}/holders.xlsx: every schedule, by 회차; '{title}_전체회차_예매자.xlsx'. */
export async function showExport(ctx: AppContext, user: SessionUser, showId: number): Promise<FileReply> {
  const show = await ownedShow(ctx, user, showId);
  const [schedules, rows] = await Promise.all([
    showSchedules(ctx, showId),
    repo.listShowHolders(ctx.db, showId),
  ]);
  const order = new Map(schedules.map((s) => [s.scheduleId, s.order]));
  return {
    body: await holderWorkbook(rows.map(toHolder), order),
    fileName: `${safeTitle(show.name)}_전체회차_예매자.xlsx`,
    asciiFileName: `holders-show-${showId}.xlsx`,
  };
}
