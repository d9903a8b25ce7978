/** The holders of a session: a table on wide screens, cards at 600 px or less (docs/product.md#holder-list). */
import type { Holder } from '@moa/contract';
import { TrashIcon } from '../../../components/icons';
import { formatDateTime, formatPhone, formatWon } from '../../../lib/format';
import { ko } from '../../../text/ko';
import styles from './HolderListScreen.module.css';
import { StatusToggle } from './StatusToggle';

const t = ko.managerArea.holders;

/** One holder as the table and the cards show it, with what its controls do. */
export interface HolderRow {
  holder: Holder;
  selected: boolean;
  onSelect: (checked: boolean) => void;
  busy: boolean;
  onToggle: () => void;
  onDelete: () => void;
}

export interface HolderRowsProps {
  title: string;
  order: number;
  rows: HolderRow[];
}

function RowCheckbox({
  holder,
  checked,
  onChange,
}: {
  holder: Holder;
  checked: boolean;
  onChange: (checked: boolean) => void;
}) {
  return (
    <label className={styles.checkLabel}>
      <input
        type="checkbox"
        className={styles.checkbox}
        checked={checked}
        onChange={(event) => onChange(event.target.checked)}
        aria-label={t.selectOne(holder.name || String(holder.reservationId))}
      />
    </label>
  );
}

function CancelRequestLabel() {
  return <span className={styles.cancelRequest}>{t.cancelRequest}</span>;
}

const phoneOf = (holder: Holder) => (holder.phoneNumber ? formatPhone(holder.phoneNumber) : '');

export function HolderTable({ title, order, rows }: HolderRowsProps) {
  return (
    <div className={styles.tableWrap}>
      <table className={styles.table}>
        <caption className="visually-hidden">{t.tableCaption(title, order)}</caption>
        <thead>
          <tr>
            <th scope="col" className={styles.checkCol}>
              <span className="visually-hidden">{t.selectAll}</span>
            </th>
            <th scope="col">{t.columns.createdAt}</th>
            <th scope="col">{t.columns.name}</th>
            <th scope="col">{t.columns.stdCode}</th>
            <th scope="col">{t.columns.phone}</th>
            <th scope="col" className={styles.num}>
              {t.columns.tickets}
            </th>
            <th scope="col" className={styles.num}>
              {t.columns.price}
            </th>
            <th scope="col">{t.columns.status}</th>
            <th scope="col" className={styles.deleteCol}>
              {t.columns.delete}
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map(({ holder, selected, onSelect, busy, onToggle, onDelete }) => (
            <tr key={holder.reservationId} className={selected ? styles.rowSelected : undefined}>
              <td className={styles.checkCol}>
                <RowCheckbox holder={holder} checked={selected} onChange={onSelect} />
              </td>
              <td className={styles.time}>{formatDateTime(holder.createdAt)}</td>
              <th scope="row" className={styles.nameCell}>
                <span className={styles.name}>{holder.name}</span>
                {holder.cancelRequest ? <CancelRequestLabel /> : null}
              </th>
              <td className={styles.mono}>{holder.stdCode}</td>
              <td className={styles.mono}>{phoneOf(holder)}</td>
              <td className={styles.num}>{ko.format.tickets(holder.ticketNumber)}</td>
              <td className={styles.num}>{formatWon(holder.price)}</td>
              <td>
                <StatusToggle holder={holder} busy={busy} onToggle={onToggle} />
              </td>
              <td className={styles.deleteCol}>
                <button
                  type="button"
                  className={styles.iconButton}
                  onClick={onDelete}
                  aria-label={t.deleteOne(holder.name)}
                  title={t.deleteOne(holder.name)}
                >
                  <TrashIcon size={18} />
                </button>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

export function HolderCards({ title, order, rows }: HolderRowsProps) {
  return (
    <ul className={styles.cards} aria-label={t.tableCaption(title, order)}>
      {rows.map(({ holder, selected, onSelect, busy, onToggle, onDelete }) => (
        <li
          key={holder.reservationId}
          className={`${styles.card} ${selected ? styles.rowSelected : ''}`}
          aria-label={holder.name}
        >
          <div className={styles.cardHead}>
            <RowCheckbox holder={holder} checked={selected} onChange={onSelect} />
            <p className={styles.cardName}>
              <span className={styles.name}>{holder.name}</span>
              {holder.cancelRequest ? <CancelRequestLabel /> : null}
            </p>
            <button
              type="button"
              className={styles.iconButton}
              onClick={onDelete}
              aria-label={t.deleteOne(holder.name)}
            >
              <TrashIcon size={18} />
            </button>
          </div>
          <dl className={styles.cardFacts}>
            <div>
              <dt>{t.columns.stdCode}</dt>
              <dd className={styles.mono}>{holder.stdCode}</dd>
            </div>
            <div>
              <dt>{t.columns.phone}</dt>
              <dd className={styles.mono}>{phoneOf(holder)}</dd>
            </div>
            <div>
              <dt>{t.columns.tickets}</dt>
              <dd>
                {ko.format.tickets(holder.ticketNumber)} · {formatWon(holder.price)}
              </dd>
            </div>
            <div>
              <dt>{t.columns.createdAt}</dt>
              <dd>{formatDateTime(holder.createdAt)}</dd>
            </div>
          </dl>
          <StatusToggle holder={holder} busy={busy} onToggle={onToggle} />
        </li>
      ))}
    </ul>
  );
}
