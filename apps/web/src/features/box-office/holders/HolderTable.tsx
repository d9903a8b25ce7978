/**
 * The holders as a table on wide screens (docs/product.md#holder-list): a fixed layout in its own scrolling box with
 * the header row kept in view, columns sorted by their header (aria-sort), and only the rows in view rendered, so
 * 2,000 holders scroll as smoothly as 20.
 */
import { seatsLabel, type Holder } from '@moa/contract';
import { ChevronDownIcon, TrashIcon } from '../../../components/icons';
import { formatDateTime, formatPhone, formatWon } from '../../../lib/format';
import { ko } from '../../../text/ko';
import { manageKo } from '../../../text/ko-manage';
import { CancelRequestLabel, DeadlineCell, RowCheckbox, StateCell } from './HolderCells';
import { AdmittedCell } from './AdmittedCell';
import styles from './HolderTable.module.css';
import { useVirtualRows } from '../../../components/table/useVirtualRows';
import type { Sort, SortKey } from './view';
import { shortDateTime } from './when';

const t = manageKo.managerArea.holders;
const m = manageKo.holderMoney;
const sm = manageKo.seatMove;

/** Every row is this tall (px), so the rows in view follow from the scroll offset alone. */
export const ROW_HEIGHT = 60;

/** What the table and the cards do with a holder. */
export interface HolderRowHandlers {
  isSelected: (holder: Holder) => boolean;
  onSelect: (holder: Holder, checked: boolean, range: boolean) => void;
  isBusy: (holder: Holder) => boolean;
  onToggle: (holder: Holder) => void;
  onDelete: (holder: Holder) => void;
  /** 좌석 변경 of a seated schedule's live holder (docs/product.md#assigned-seats). */
  onMoveSeats?: (holder: Holder) => void;
}

/** Whether the holder sits in seats a manager can move them from: a live holder of a seated schedule. */
export const canMoveSeats = (holder: Holder) =>
  holder.seats.length > 0 && (holder.status === 'paid' || holder.status === 'unpaid');

export interface HolderRowsProps extends HolderRowHandlers {
  caption: string;
  holders: readonly Holder[];
  /** The all-schedules view: the 회차 column, with each schedule's label. */
  scheduleLabel?: (scheduleId: number) => string;
}

interface Column {
  key: SortKey;
  label: string;
  width: number;
  className?: string;
}

const phoneOf = (holder: Holder) => (holder.phoneNumber ? formatPhone(holder.phoneNumber) : '');

/**
 * Column widths (px) that differ on a seated schedule: 매수 is wider, for the seats under the count ("1층 가열" over
 * "5·6번"), and 입장 and 입금 기한·변경 give most of it back, so the table grows little.
 */
const WIDTHS = {
  plain: { tickets: 52, admitted: 60, deadline: 176 },
  seated: { tickets: 92, admitted: 52, deadline: 160 },
};

function columns(withSchedule: boolean, seated: boolean): Column[] {
  const w = seated ? WIDTHS.seated : WIDTHS.plain;
  return [
    ...(withSchedule ? [{ key: 'schedule' as const, label: m.columns.schedule, width: 52 }] : []),
    { key: 'createdAt', label: t.columns.createdAt, width: 90 },
    { key: 'name', label: t.columns.name, width: 100 },
    { key: 'stdCode', label: t.columns.stdCode, width: 84 },
    { key: 'phone', label: t.columns.phone, width: 118 },
    { key: 'depositName', label: m.columns.depositName, width: 128 },
    { key: 'tickets', label: t.columns.tickets, width: w.tickets, className: styles.num },
    { key: 'admitted', label: manageKo.checkin.column, width: w.admitted, className: styles.num },
    { key: 'price', label: t.columns.price, width: 84, className: styles.num },
    { key: 'status', label: m.columns.status, width: 116 },
    { key: 'deadline', label: m.columns.deadline, width: w.deadline },
  ];
}

/** The checkbox, the 좌석 변경 (seated schedules) and the delete columns (px). */
const EDGE = { check: 44, move: 92, delete: 48 };

/**
 * A width in px at the default text size, as rem: the columns grow with the reader's text size, so a value that
 * fits at 100 % fits at 200 % (WCAG 1.4.4) and the wider table scrolls in its box.
 */
const rem = (px: number) => `${px / 16}rem`;

function SortHeader({
  column,
  sort,
  onSort,
}: {
  column: Column;
  sort: Sort | null;
  onSort: (key: SortKey) => void;
}) {
  const direction = sort?.key === column.key ? sort.direction : undefined;
  return (
    <th scope="col" aria-sort={direction ?? 'none'} className={column.className}>
      <button type="button" className={styles.sortButton} onClick={() => onSort(column.key)}>
        {column.label}
        <span
          className={`${styles.sortIcon} ${direction ? styles.sortActive : ''} ${direction === 'ascending' ? styles.sortUp : ''}`}
          aria-hidden="true"
        >
          <ChevronDownIcon size={14} />
        </span>
      </button>
    </th>
  );
}

/**
 * A seated holder's seats under the ticket count: wrapped between words on up to two lines; longer ones end in an
 * ellipsis with the whole label in the tooltip (and in full in the DOM, for screen readers, and in 좌석 변경).
 */
function SeatLine({ seats }: { seats: readonly string[] }) {
  const label = seatsLabel(seats);
  return (
    <span className={styles.seatLine} title={label}>
      {label}
    </span>
  );
}

function Row({
  holder,
  handlers,
  scheduleLabel,
  index,
}: {
  holder: Holder;
  handlers: HolderRowHandlers;
  scheduleLabel?: (scheduleId: number) => string;
  index: number;
}) {
  const selected = handlers.isSelected(holder);
  const { onMoveSeats } = handlers;
  return (
    <tr
      className={selected ? styles.rowSelected : undefined}
      aria-rowindex={index + 2}
      style={{ height: ROW_HEIGHT }}
    >
      <td className={styles.checkCol}>
        <RowCheckbox
          holder={holder}
          checked={selected}
          onChange={(checked, range) => handlers.onSelect(holder, checked, range)}
        />
      </td>
      {scheduleLabel ? <td className={styles.muted}>{scheduleLabel(holder.scheduleId)}</td> : null}
      <td className={styles.muted} title={formatDateTime(holder.createdAt)}>
        {shortDateTime(holder.createdAt)}
      </td>
      <th scope="row" className={styles.nameCell}>
        <span className={styles.name}>{holder.name}</span>
        {holder.cancelRequest ? <CancelRequestLabel /> : null}
      </th>
      <td className={styles.muted}>{holder.stdCode}</td>
      <td className={styles.muted}>{phoneOf(holder)}</td>
      <td className={styles.ellipsis} title={holder.depositName}>
        {holder.depositName}
      </td>
      <td className={styles.num}>
        {ko.format.tickets(holder.ticketNumber)}
        {holder.seats.length > 0 ? <SeatLine seats={holder.seats} /> : null}
      </td>
      <td className={styles.num}>
        <AdmittedCell holder={holder} />
      </td>
      <td className={styles.num}>{formatWon(holder.price)}</td>
      <td className={styles.stateCol}>
        <StateCell
          holder={holder}
          busy={handlers.isBusy(holder)}
          onToggle={() => handlers.onToggle(holder)}
        />
      </td>
      <td>
        <DeadlineCell holder={holder} />
      </td>
      {onMoveSeats ? (
        <td className={styles.moveCol}>
          {canMoveSeats(holder) ? (
            <button
              type="button"
              className={styles.moveButton}
              onClick={() => onMoveSeats(holder)}
              aria-label={sm.actionLabel(holder.name)}
            >
              {sm.action}
            </button>
          ) : null}
        </td>
      ) : null}
      <td className={styles.deleteCol}>
        <button
          type="button"
          className={styles.iconButton}
          onClick={() => handlers.onDelete(holder)}
          aria-label={t.deleteOne(holder.name)}
          title={t.deleteOne(holder.name)}
        >
          <TrashIcon size={18} />
        </button>
      </td>
    </tr>
  );
}

export function HolderTable({
  caption,
  holders,
  scheduleLabel,
  sort,
  onSort,
  ...handlers
}: HolderRowsProps & { sort: Sort | null; onSort: (key: SortKey) => void }) {
  const seated = handlers.onMoveSeats !== undefined;
  const cols = columns(scheduleLabel !== undefined, seated);
  const span = cols.length + (seated ? 3 : 2);
  const minWidth =
    cols.reduce((sum, c) => sum + c.width, 0) + EDGE.check + EDGE.delete + (seated ? EDGE.move : 0);
  const rows = useVirtualRows<HTMLDivElement>(holders.length, ROW_HEIGHT);
  return (
    <div ref={rows.ref} className={styles.scroller}>
      <table className={styles.table} style={{ minWidth: rem(minWidth) }} aria-rowcount={holders.length + 1}>
        <caption className="visually-hidden">{caption}</caption>
        <colgroup>
          <col style={{ width: rem(EDGE.check) }} />
          {cols.map((c) => (
            <col key={c.key} style={{ width: rem(c.width) }} />
          ))}
          {seated ? <col style={{ width: rem(EDGE.move) }} /> : null}
          <col style={{ width: rem(EDGE.delete) }} />
        </colgroup>
        <thead>
          <tr aria-rowindex={1}>
            <th scope="col" className={styles.checkCol}>
              <span className="visually-hidden">{t.selectAll}</span>
            </th>
            {cols.map((c) => (
              <SortHeader key={c.key} column={c} sort={sort} onSort={onSort} />
            ))}
            {seated ? (
              <th scope="col" className={styles.moveCol}>
                {sm.column}
              </th>
            ) : null}
            <th scope="col" className={styles.deleteCol}>
              {t.columns.delete}
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.before > 0 ? (
            <tr aria-hidden="true" className={styles.spacer} style={{ height: rows.before }}>
              <td colSpan={span} />
            </tr>
          ) : null}
          {holders.slice(rows.start, rows.end).map((holder, i) => (
            <Row
              key={holder.reservationId}
              holder={holder}
              index={rows.start + i}
              handlers={handlers}
              scheduleLabel={scheduleLabel}
            />
          ))}
          {rows.after > 0 ? (
            <tr aria-hidden="true" className={styles.spacer} style={{ height: rows.after }}>
              <td colSpan={span} />
            </tr>
          ) : null}
        </tbody>
      </table>
    </div>
  );
}
