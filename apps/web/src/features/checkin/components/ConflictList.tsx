import type { CheckinConflict } from '@moa/contract';
import { AlertIcon } from '../../../components/icons';
import { formatDateTime } from '../../../lib/format';
import { ko } from '../../../text/ko';
import { manageKo } from '../../../text/ko-manage';
import styles from '../CheckinScreen.module.css';

const t = manageKo.checkin.conflicts;

/** Tickets let in at two doors while both were offline, with every entry's time and door: told to every device. */
export function ConflictList({ conflicts }: { conflicts: readonly CheckinConflict[] }) {
  if (conflicts.length === 0) return null;
  return (
    <section className={`${styles.panel} ${styles.conflicts}`} aria-labelledby="checkin-conflicts">
      <h2 id="checkin-conflicts" className={styles.panelTitle}>
        <AlertIcon size={20} />
        {t.title(conflicts.length)}
      </h2>
      <p className={styles.hint}>{t.lead}</p>
      <ul className={styles.results}>
        {conflicts.map((c) => (
          <li key={c.reservationId} className={styles.conflict}>
            <strong>
              {c.name} · {ko.format.tickets(c.tickets)}
            </strong>
            <ul>
              {c.entries.map((e, i) => (
                <li key={i}>
                  {e.result === 'unpaid'
                    ? t.unpaidEntry(formatDateTime(e.at), e.device, e.count)
                    : t.entry(formatDateTime(e.at), e.device, e.count, e.admitted)}
                </li>
              ))}
            </ul>
          </li>
        ))}
      </ul>
    </section>
  );
}
