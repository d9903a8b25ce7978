import { Button } from '../../../components/Button';
import { EmptyState } from '../../../components/EmptyState';
import { CloudOffIcon, RefreshIcon, TicketIcon } from '../../../components/icons';
import type { OfflineCopy } from '../../../lib/offline-copy';
import { formatDateTime } from '../../../lib/format';
import { studentKo } from '../../../text/ko-student';
import type { TicketCard } from '../lib/ticket-copy';
import styles from './OfflineTickets.module.css';
import { TicketView } from './TicketView';

const text = studentKo.myPage.offline;

/**
 * /mypage loaded without network (docs/decisions/0013-service-worker.md): a note that this is the copy kept on the
 * device and when it was made, 다시 연결, and the kept tickets, each as on its card.
 */
export function OfflineTickets({
  copy,
  retrying,
  onRetry,
}: {
  copy: OfflineCopy<TicketCard[]>;
  retrying: boolean;
  onRetry: () => void;
}) {
  const tickets = copy.value;
  return (
    <section className={styles.offline} aria-labelledby="mypage-offline">
      <div className={styles.note} role="status">
        <CloudOffIcon size={24} className={styles.icon} />
        <div className={styles.words}>
          <h2 id="mypage-offline" className={styles.title}>
            {text.title}
          </h2>
          <p>{text.body(formatDateTime(copy.savedAt))}</p>
          {tickets.length > 0 ? <p className={styles.hint}>{text.hint}</p> : null}
        </div>
        <Button variant="secondary" size="small" onClick={onRetry} disabled={retrying} aria-busy={retrying}>
          <RefreshIcon size={16} />
          {retrying ? text.retrying : text.retry}
        </Button>
      </div>
      {tickets.length === 0 ? (
        <EmptyState icon={<TicketIcon size={28} />} title={text.none} description={text.noneHint} />
      ) : (
        <ul className={styles.list} aria-label={text.ticketsLabel}>
          {tickets.map((card) => (
            <li key={card.reservationId}>
              <TicketView card={card} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
