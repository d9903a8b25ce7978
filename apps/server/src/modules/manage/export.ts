import {
  HOLDER_CSV_HEADERS,
  HOLDER_EXPORT_CELLS as CELLS,
  NEEDS_CHECK_LABEL,
  RESERVATION_STATUS_LABELS,
  type Holder,
  type ReservationStatus,
} from '@moa/contract';
import type { AppContext } from '../../lib/context.ts';
import { loadExcelJS } from '../../lib/on-first-use.ts';
import type { FileReply } from '../../lib/route.ts';
import type { SessionUser } from '../auth/sessions.ts';
import * as repo from './holders-repository.ts';
import { ownedShow, sessionHolders, showSessions, toHolder } from './holders.ts';

/**
 * The holder exports as XLSX (docs/product.md#holder-list): the spec's ten CSV columns in their order, then 상태,
 * 입금 기한, 입금자명 and 입장 (tickets let in at the door), and 회차 in the show-wide file. A Korean header row, frozen; times as date cells in Seoul
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
] = HOLDER_CSV_HEADERS;
export const XLSX_SESSION_HEADER = '회차';

// The same words as the screens (the contract's one table).
export const STATUS_LABELS: Record<ReservationStatus, string> = RESERVATION_STATUS_LABELS;

const SEOUL_OFFSET_MS = 9 * 3_600_000;
export const DATE_TIME_FORMAT = 'yyyy-mm-dd hh:mm:ss';
export const DATE_MINUTE_FORMAT = 'yyyy-mm-dd hh:mm';
export const WON_FORMAT = '#,##0"원"';

/**
 * An ISO instant as an Excel date showing its Seoul wall-clock time (Excel dates have no zone; exceljs writes a
 * Date's UTC fields); null when unreadable or empty.
 */
export function seoulCellDate(iso: string | null): Date | null {
  if (!iso) return null;
  const ms = new Date(iso).getTime();
  return Number.isNaN(ms) ? null : new Date(ms + SEOUL_OFFSET_MS);
}

function statusLabel(h: Holder): string {
  return h.status === 'unpaid' && h.transferClaim ? NEEDS_CHECK_LABEL : STATUS_LABELS[h.status];
}

/** One column of an export: its header, width, cell format and value of a row. */
export interface Column<T> {
  header: string;
  width: number;
  numFmt?: string;
  value: (row: T, index: number) => string | number | Date | null;
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
];

/** A workbook of one sheet: a bold, frozen header row with a filter, then one row per item. */
export async function sheetWorkbook<T>(
  sheetName: string,
  columns: readonly Column<T>[],
  rows: readonly T[],
): Promise<Buffer> {
  const workbook = new (await loadExcelJS()).Workbook();
  workbook.creator = '모아';
  const sheet = workbook.addWorksheet(sheetName, { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = columns.map((c) => ({
    header: c.header,
    width: c.width,
    ...(c.numFmt ? { style: { numFmt: c.numFmt } } : {}),
  }));
  const header = sheet.getRow(1);
  header.font = { bold: true };
  header.alignment = { vertical: 'middle', horizontal: 'center' };
  header.fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: 'FFEFEFEF' } };
  rows.forEach((row, i) => {
    sheet.addRow(columns.map((c) => c.value(row, i)));
  });
  sheet.autoFilter = { from: { row: 1, column: 1 }, to: { row: 1, column: columns.length } };
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/** A workbook of one sheet 예매자: the header row and one row per holder. */
export async function holderWorkbook(
  holders: readonly Holder[],
  sessionOrder?: ReadonlyMap<number, number>,
): Promise<Buffer> {
  const columns: Column<Holder>[] = sessionOrder
    ? [
        ...COLUMNS,
        { header: XLSX_SESSION_HEADER, width: 7, value: (h) => sessionOrder.get(h.scheduleId) ?? null },
      ]
    : COLUMNS;
  return sheetWorkbook('예매자', columns, holders);
}

/** Characters no file system or browser accepts in a file name, and control characters. */
// eslint-disable-next-line no-control-regex -- control characters are exactly what is removed
const UNSAFE_IN_FILE_NAME = /[\\/:*?"<>|\u0000-\u001f\u007f]/g;

export function safeTitle(title: string): string {
  return (
    title.replace(UNSAFE_IN_FILE_NAME, '_').replace(/\s+/g, ' ').trim().replace(/^\.+/, '').slice(0, 80) ||
    'show'
  );
}

/** GET /mypage/manager/holder/{scheduleId}/export.xlsx: '{title}_{n}회차_{date}_예매자.xlsx'. */
export async function sessionExport(
  ctx: AppContext,
  user: SessionUser,
  scheduleId: number,
): Promise<FileReply> {
  const { schedule, holders } = await sessionHolders(ctx, user, scheduleId);
  return {
    body: await holderWorkbook(holders),
    fileName: `${safeTitle(schedule.show_name)}_${schedule.order_index}회차_${schedule.date}_예매자.xlsx`,
    asciiFileName: `holders-session-${scheduleId}.xlsx`,
  };
}

/** GET /mypage/manager/show/{showId}/holders.xlsx: every session, by 회차; '{title}_전체회차_예매자.xlsx'. */
export async function showExport(ctx: AppContext, user: SessionUser, showId: number): Promise<FileReply> {
  const show = await ownedShow(ctx, user, showId);
  const [sessions, rows] = await Promise.all([
    showSessions(ctx, showId),
    repo.listShowHolders(ctx.db, showId),
  ]);
  const order = new Map(sessions.map((s) => [s.scheduleId, s.order]));
  return {
    body: await holderWorkbook(rows.map(toHolder), order),
    fileName: `${safeTitle(show.name)}_전체회차_예매자.xlsx`,
    asciiFileName: `holders-show-${showId}.xlsx`,
  };
}
