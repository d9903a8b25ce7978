import { seatsLabel, type StudentWaitlistEntry } from '@moa/contract';
import { useEffect, useId, useRef } from 'react';
import { Link } from 'react-router';
import { Button, buttonClassName } from '../../../components/Button';
import { AlertIcon, CheckIcon, ClockIcon } from '../../../components/icons';
import { formatDate, formatDeadline, formatOrder, formatTickets, formatWon } from '../../../lib/format';
import { studentKo } from '../../../text/ko-student';
import { formatCountdown, PAY_SPOKEN_STEPS, spokenStep, useTimeLeft } from '../lib/sales-opening';
import cardStyles from './ReservationCardView.module.css';
import styles from './WaitlistEntryView.module.css';

const t = studentKo.waitlist;

export interface WaitlistEntryViewProps {
  entry: StudentWaitlistEntry;
  /** Server clock − device clock, ms: the offer's countdown runs on the server's clock. */
  offset: number;
  /** A claim or a leave of this entry is under way. */
  busy: boolean;
  onClaim: (entry: StudentWaitlistEntry) => void;
  onLeave: (entry: StudentWaitlistEntry) => void;
  /** The open offer's time ran out here: the list is asked again (the server lapses it). */
  onOfferOver: () => void;
}

/** The time left to claim an open offer, ticking every second in its last hour, and what happens once it is over. */
function OfferCountdown({
  expiresAt,
  offset,
  onOver,
}: {
  expiresAt: string;
  offset: number;
  onOver: () => void;
}) {
  const ms = useTimeLeft(Date.parse(expiresAt), offset);
  const over = ms <= 0;
  const step = spokenStep(ms, PAY_SPOKEN_STEPS);
  const onOverRef = useRef(onOver);
  useEffect(() => {
    onOverRef.current = onOver;
  });
  useEffect(() => {
    if (over) onOverRef.current();
  }, [over]);
  return (
    <p className={styles.countdown}>
      <ClockIcon size={18} />
      {/* the ticking figure is for the eye; the claim-by time next to it says the same once */}
      <span aria-hidden="true">{over ? t.lapsedNote : studentKo.deadline.left(formatCountdown(ms))}</span>
      {/* as the sales countdown: said at 30, 5 and 1 minutes left and when it lapses, never every second */}
      <span className="visually-hidden" aria-live="polite" aria-atomic="true" data-testid="spoken-countdown">
        {over ? t.lapsedNote : step !== null ? t.spokenWithin(step) : ''}
      </span>
    </p>
  );
}

/**
 * One place on a waiting list on /mypage (docs/product.md#waiting-list): the show, 회차 and time, the tickets wanted
 * and the place in line; an open offer stands out with the time left to claim it (on the server's clock), 좌석
 * 확정하기 and 대기 취소; a lapsed one says the offer's time passed and leads back to the show.
 */
export function WaitlistEntryView({
  entry,
  offset,
  busy,
  onClaim,
  onLeave,
  onOfferOver,
}: WaitlistEntryViewProps) {
  const titleId = useId();
  const offer = entry.status === 'offered' ? entry.offer : null;
  const lapsed = entry.status === 'lapsed';
  const status = offer ? t.offered : lapsed ? t.lapsed : studentKo.waitlist.waiting;
  const classes = [styles.card, offer ? styles.offered : '', lapsed ? styles.lapsed : ''].filter(Boolean);
  return (
    <article className={classes.join(' ')} aria-labelledby={titleId}>
      <div className={styles.head}>
        <span
          className={`${cardStyles.badge} ${offer ? styles.offerBadge : lapsed ? cardStyles.expired : cardStyles.claimed}`}
        >
          {offer ? <CheckIcon size={14} /> : lapsed ? <AlertIcon size={14} /> : <ClockIcon size={14} />}
          <span className="visually-hidden">{t.statusLabel(status)}</span>
          <span aria-hidden="true">{status}</span>
        </span>
        {entry.position !== null ? (
          <span className={styles.position}>{t.position(entry.position)}</span>
        ) : null}
      </div>
      <h3 id={titleId} className={cardStyles.title}>
        <Link to={`/show/${entry.showId}`}>{entry.title}</Link>
      </h3>
      <dl className={cardStyles.info}>
        <div className={cardStyles.infoRow}>
          <dt>{t.when}</dt>
          <dd>
            {formatOrder(entry.order)} · {formatDate(entry.date)} {entry.time}
          </dd>
        </div>
        <div className={cardStyles.infoRow}>
          <dt>{t.wanted}</dt>
          <dd>
            {formatTickets(entry.wishToPurchaseTickets)} ·{' '}
            {formatWon(entry.cost * entry.wishToPurchaseTickets)}
          </dd>
        </div>
      </dl>
      {offer ? (
        <div className={styles.offer}>
          <p className={styles.offerLead}>
            {t.offerLead(
              offer.seats.length > 0
                ? `${formatTickets(offer.tickets)}(${seatsLabel(offer.seats)})`
                : formatTickets(offer.tickets),
            )}
          </p>
          <OfferCountdown expiresAt={offer.expiresAt} offset={offset} onOver={onOfferOver} />
          <p className={styles.offerUntil}>{t.offerUntil(formatDeadline(offer.expiresAt))}</p>
        </div>
      ) : null}
      {lapsed ? <p className={styles.lapsedNote}>{t.lapsedNote}</p> : null}
      <div className={cardStyles.actions}>
        {offer ? (
          <Button size="small" onClick={() => onClaim(entry)} disabled={busy} aria-busy={busy}>
            <CheckIcon size={16} />
            {t.claim}
          </Button>
        ) : null}
        {lapsed ? (
          <Link
            to={`/show/${entry.showId}`}
            className={buttonClassName({ variant: 'secondary', size: 'small' })}
          >
            {t.showPage}
          </Link>
        ) : (
          <Button size="small" variant="secondary" onClick={() => onLeave(entry)} disabled={busy}>
            {t.leave}
          </Button>
        )}
      </div>
    </article>
  );
}
