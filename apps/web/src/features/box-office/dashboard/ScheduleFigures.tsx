/**
 * Seats and money per schedule: a table on wide screens, one card per schedule on phones (≤ 600 px), each with the
 * share of seats sold and a link to the schedule's holders.
 */
import { Link } from 'react-router';
import type { DashboardSchedule } from '@moa/contract';
import { formatDate, formatNumber, formatTime, formatWon } from '../../../lib/format';
import { ko } from '../../../text/ko';
import { manageKo } from '../../../text/ko-manage';
import styles from './ShowDashboardScreen.module.css';

const d = manageKo.holderMoney.dashboard;

const rate = (s: DashboardSchedule) => (s.maxPeople > 0 ? Math.round((s.soldSeats / s.maxPeople) * 100) : 0);

function SoldBar({ schedule }: { schedule: DashboardSchedule }) {
  const paid = schedule.maxPeople > 0 ? (schedule.paidSeats / schedule.maxPeople) * 100 : 0;
  const sold = rate(schedule);
  return (
    <span className={styles.meter} aria-hidden="true">
      <span className={styles.meterSold} style={{ width: `${Math.min(100, sold)}%` }} />
      <span className={styles.meterPaid} style={{ width: `${Math.min(100, paid)}%` }} />
    </span>
  );
}

/** A seated schedule's grades: each one's seats held of its seats for sale, by its colour. */
function GradeFigures({ schedule }: { schedule: DashboardSchedule }) {
  if (schedule.grades.length === 0) return null;
  return (
    <ul className={styles.grades} aria-label={d.gradesLabel(schedule.order)}>
      {schedule.grades.map((g) => (
        <li key={g.name}>
          <span className={styles.swatch} style={{ background: g.color }} aria-hidden="true" />
          {d.gradeSold(g.name, formatNumber(g.sold), formatNumber(g.seats))}
        </li>
      ))}
    </ul>
  );
}

/** Column headers of figures, right-aligned like their cells. */
export function NumberHeads({ labels }: { labels: readonly string[] }) {
  return labels.map((label) => (
    <th key={label} scope="col" className={styles.num}>
      {label}
    </th>
  ));
}

const seats = (n: number) => d.seats(formatNumber(n));
const when = (s: DashboardSchedule) => `${formatDate(s.date)} ${formatTime(s.time)}`;

export function ScheduleTable({ schedules }: { schedules: readonly DashboardSchedule[] }) {
  return (
    <div className={styles.tableScroll}>
      <table className={styles.table}>
        <caption className="visually-hidden">{d.schedulesCaption}</caption>
        <thead>
          <tr>
            <th scope="col">{d.schedule}</th>
            <th scope="col">{d.when}</th>
            <th scope="col">{d.soldSeats}</th>
            <NumberHeads
              labels={[
                d.paidSeats,
                d.outstandingSeats,
                d.expired,
                d.expected,
                d.confirmed,
                d.outstanding,
                manageKo.checkin.column,
              ]}
            />
            <th scope="col">
              <span className="visually-hidden">{d.holdersLink}</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {schedules.map((s) => (
            <tr key={s.scheduleId}>
              <th scope="row">{ko.format.order(s.order)}</th>
              <td className={styles.muted}>{when(s)}</td>
              <td>
                <span className={styles.soldCell}>
                  {d.seatsOf(formatNumber(s.soldSeats), formatNumber(s.maxPeople))}
                  <SoldBar schedule={s} />
                </span>
                <GradeFigures schedule={s} />
              </td>
              <td className={styles.num}>{seats(s.paidSeats)}</td>
              <td className={styles.num}>{seats(s.outstandingSeats)}</td>
              <td className={styles.num}>
                {d.expiredCount(formatNumber(s.expired), formatNumber(s.expiredSeats))}
              </td>
              <td className={styles.num}>{formatWon(s.expected)}</td>
              <td className={`${styles.num} ${styles.good}`}>{formatWon(s.confirmed)}</td>
              <td className={`${styles.num} ${styles.warn}`}>{formatWon(s.outstanding)}</td>
              <td className={styles.num}>{manageKo.checkin.people(formatNumber(s.admittedSeats))}</td>
              <td>
                <Link to={`/manager/holder/${s.scheduleId}`} aria-label={d.holdersLabel(s.order)}>
                  {d.holdersLink}
                </Link>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

export function ScheduleCards({ schedules }: { schedules: readonly DashboardSchedule[] }) {
  return (
    <ul className={styles.scheduleCards} aria-label={d.schedulesCaption}>
      {schedules.map((s) => (
        <li key={s.scheduleId} className={styles.scheduleCard}>
          <div className={styles.scheduleHead}>
            <h3>{ko.format.order(s.order)}</h3>
            <span className={styles.muted}>{when(s)}</span>
          </div>
          <p className={styles.soldLine}>
            <strong>{d.seatsOf(formatNumber(s.soldSeats), formatNumber(s.maxPeople))}</strong>
            <span className={styles.muted}>{d.soldRate(rate(s))}</span>
          </p>
          <SoldBar schedule={s} />
          <GradeFigures schedule={s} />
          <dl className={styles.facts}>
            <div>
              <dt>{d.paidSeats}</dt>
              <dd>{seats(s.paidSeats)}</dd>
            </div>
            <div>
              <dt>{d.outstandingSeats}</dt>
              <dd>{seats(s.outstandingSeats)}</dd>
            </div>
            <div>
              <dt>{d.expired}</dt>
              <dd>{d.expiredCount(formatNumber(s.expired), formatNumber(s.expiredSeats))}</dd>
            </div>
            <div>
              <dt>{d.confirmed}</dt>
              <dd className={styles.good}>{formatWon(s.confirmed)}</dd>
            </div>
            <div>
              <dt>{manageKo.checkin.column}</dt>
              <dd>{manageKo.checkin.people(formatNumber(s.admittedSeats))}</dd>
            </div>
            <div>
              <dt>{d.outstanding}</dt>
              <dd className={styles.warn}>{formatWon(s.outstanding)}</dd>
            </div>
            <div>
              <dt>{d.expected}</dt>
              <dd>{formatWon(s.expected)}</dd>
            </div>
          </dl>
          <Link to={`/manager/holder/${s.scheduleId}`} className={styles.cardLink}>
            {d.holdersLabel(s.order)}
          </Link>
        </li>
      ))}
    </ul>
  );
}
