/**
 * The entries of a schedule's waiting list (docs/product.md#waiting-list), in join order: a table on wide screens,
 * cards at 600 px or less. Each says its place among those still in line, the student, the tickets wanted, its
 * status (대기, 제안 중 with until when, 확정, 만료, 취소) and when they joined.
 */
import { seatsLabel, type ManagerWaitlistEntry } from '@moa/contract';
import { formatDateTime, formatDeadline, formatPhone } from '../../../lib/format';
import { ko } from '../../../text/ko';
import { manageKo } from '../../../text/ko-manage';
import { shortDateTime } from '../holders/when';
import styles from './ScheduleWaitlist.module.css';

const t = manageKo.waitlist;
const c = t.columns;

function Status({ entry }: { entry: ManagerWaitlistEntry }) {
  return (
    <span className={styles.statusCell}>
      <span className={`${styles.status} ${styles[entry.status]}`}>{t.statuses[entry.status]}</span>
      {entry.offer ? (
        <span className={styles.sub}>
          {t.offeredUntil(formatDeadline(entry.offer.expiresAt))}
          {entry.offer.seats.length > 0 ? ` · ${seatsLabel(entry.offer.seats)}` : ''}
        </span>
      ) : entry.changedAt && entry.status !== 'waiting' ? (
        <span className={styles.sub}>{t.changedAt(shortDateTime(entry.changedAt))}</span>
      ) : null}
    </span>
  );
}

const position = (entry: ManagerWaitlistEntry) => (entry.position === null ? t.noPosition : entry.position);
const phone = (entry: ManagerWaitlistEntry) => (entry.phoneNumber ? formatPhone(entry.phoneNumber) : '');

export interface WaitlistRowsProps {
  caption: string;
  entries: readonly ManagerWaitlistEntry[];
}

export function WaitlistTable({ caption, entries }: WaitlistRowsProps) {
  return (
    <div className={styles.tableBox}>
      <table className={styles.table}>
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          <tr>
            <th scope="col" className={styles.num}>
              {c.position}
            </th>
            <th scope="col">{c.name}</th>
            <th scope="col">{c.stdCode}</th>
            <th scope="col">{c.phone}</th>
            <th scope="col" className={styles.num}>
              {c.wanted}
            </th>
            <th scope="col">{c.status}</th>
            <th scope="col">{c.joinedAt}</th>
          </tr>
        </thead>
        <tbody>
          {entries.map((entry) => (
            <tr key={entry.waitlistId} className={entry.position === null ? styles.out : undefined}>
              <td className={`${styles.num} ${styles.place}`}>{position(entry)}</td>
              <th scope="row">{entry.name}</th>
              <td>{entry.stdCode}</td>
              <td>{phone(entry)}</td>
              <td className={styles.num}>{ko.format.tickets(entry.wishToPurchaseTickets)}</td>
              <td>
                <Status entry={entry} />
              </td>
              <td title={formatDateTime(entry.joinedAt)}>{shortDateTime(entry.joinedAt)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

export function WaitlistCards({ caption, entries }: WaitlistRowsProps) {
  return (
    <ul className={styles.cards} aria-label={caption}>
      {entries.map((entry) => (
        <li
          key={entry.waitlistId}
          className={`${styles.card} ${entry.position === null ? styles.out : ''}`}
          aria-label={entry.name}
        >
          <div className={styles.cardHead}>
            <span className={styles.place} aria-label={`${c.position} ${position(entry)}`}>
              {position(entry)}
            </span>
            <p className={styles.cardName}>{entry.name}</p>
            <Status entry={entry} />
          </div>
          <dl className={styles.facts}>
            <div>
              <dt>{c.stdCode}</dt>
              <dd>{entry.stdCode}</dd>
            </div>
            <div>
              <dt>{c.phone}</dt>
              <dd>{phone(entry)}</dd>
            </div>
            <div>
              <dt>{c.wanted}</dt>
              <dd>{ko.format.tickets(entry.wishToPurchaseTickets)}</dd>
            </div>
            <div>
              <dt>{c.joinedAt}</dt>
              <dd>{formatDateTime(entry.joinedAt)}</dd>
            </div>
          </dl>
        </li>
      ))}
    </ul>
  );
}
