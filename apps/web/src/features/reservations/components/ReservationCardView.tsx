import { seatsLabel, type ReservationCard } from '@moa/contract';
import { useId, useState } from 'react';
import { Link } from 'react-router';
import { Button } from '../../../components/Button';
import { CalendarButton } from '../../../components/CalendarButton';
import { CheckIcon, WalletIcon } from '../../../components/icons';
import { fileUrl, download } from '../../../lib/api-client';
import { formatDate, formatDeadline, formatOrder, formatTickets, formatWon } from '../../../lib/format';
import { seatsKo } from '../../../text/ko-seats';
import { studentKo } from '../../../text/ko-student';
import { cardState, isLive, timeLeft } from '../lib/deadline';
import { scheduleStart } from '../lib/schedules';
import { CancelActions, type CancelAction } from './CancelActions';
import { CardPayment } from './CardPayment';
import { CancelRejectedNote } from './CancelStatus';
import { Countdown } from './PayByNote';
import styles from './ReservationCardView.module.css';
import { StatusBadge } from './StatusBadge';
import { TicketView } from './TicketView';

export interface ReservationCardViewProps {
  card: ReservationCard;
  onPay: (card: ReservationCard) => void;
  onClaim: (card: ReservationCard) => void;
  /** cancel: 예매 취소 (unpaid); request: 취소 요청 or 계좌 수정 (paid); withdraw: 요청 철회. */
  onCancel: (card: ReservationCard, action: CancelAction) => void;
  /** The current time (ms); the list renews it every minute. */
  now?: number;
  /** The first card on screen: its poster is the page's largest image, fetched at once and first. */
  first?: boolean;
}

function Poster({ src, title, first }: { src: string; title: string; first: boolean }) {
  const [failed, setFailed] = useState(false);
  if (!src || failed) return <div className={styles.posterEmpty} aria-hidden="true" />;
  return (
    <img
      className={styles.poster}
      src={fileUrl(src)}
      alt={studentKo.myPage.posterAlt(title)}
      width={600}
      height={800}
      // the first card's poster is /mypage's LCP on a phone (docs/decisions/0018-signed-in-first-load.md)
      loading={first ? 'eager' : 'lazy'}
      fetchPriority={first ? 'high' : undefined}
      decoding="async"
      onError={() => setFailed(true)}
    />
  );
}

/**
 * One reservation of /mypage (docs/product.md#payment-and-cancel-requests): poster, title, 회차, date, time, place, count
 * and total, and its state as a badge (입금 미확인, 확인 중, 예매 확정, 기한 만료, 취소됨). While unpaid: the pay-by time
 * (with a countdown in its last day), the transfer information, 결제하기 and 입금했어요; once the student said they
 * sent it, what they said with 수정. Expired and cancelled cards are muted and ask for nothing but show a refund
 * owed or sent. Cancelling (docs/product.md#cancelling-and-refunds) only on live reservations: while one is pending
 * the card asks for no payment; the club's refusal of the last request is shown with its reason.
 */
export function ReservationCardView({
  card,
  onPay,
  onClaim,
  onCancel,
  now = Date.now(),
  first = false,
}: ReservationCardViewProps) {
  const text = studentKo.myPage;
  const titleId = useId();
  const state = cardState(card);
  const live = isLive(state);
  const started = scheduleStart(card.date, card.time).getTime() <= now;
  const cancelPending = live && card.cancelRequest;
  const awaiting = (state === 'unpaid' || state === 'claimed') && !cancelPending;
  const when = `${formatOrder(card.order)} · ${formatDate(card.date, { weekday: false })} (${card.weekday}) ${card.time}`;
  const soon = state === 'unpaid' && timeLeft(card.expiresAt, now).soon;

  return (
    <article
      // the e-mails' link to the ticket lands here (/mypage#reservation-{id})
      id={`reservation-${card.reservationId}`}
      className={live ? styles.card : `${styles.card} ${styles.ended}`}
      aria-labelledby={titleId}
      data-reservation-id={card.reservationId}
    >
      <Link to={`/show/${card.showId}`} className={styles.posterLink} tabIndex={-1} aria-hidden="true">
        <Poster src={card.poster} title={card.title} first={first} />
      </Link>
      <div className={styles.body}>
        <div className={styles.head}>
          <div className={styles.badges}>
            {/* a pending cancel request on an unpaid card asks for nothing: its badge alone */}
            {cancelPending && state !== 'paid' ? null : <StatusBadge state={state} />}
            {cancelPending ? (
              <span className={`${styles.badge} ${styles.cancel}`}>{text.cancelRequested}</span>
            ) : null}
          </div>
          <h3 id={titleId} className={styles.title}>
            <Link to={`/show/${card.showId}`}>{card.title}</Link>
          </h3>
        </div>

        <dl className={styles.info}>
          <div className={styles.infoRow}>
            <dt>{text.when}</dt>
            <dd>{when}</dd>
          </div>
          <div className={styles.infoRow}>
            <dt>{text.location}</dt>
            <dd>{card.location}</dd>
          </div>
          <div className={styles.infoRow}>
            <dt>{text.ticketsAndPriceLabel}</dt>
            <dd>
              {formatTickets(card.ticketCount)} ·{' '}
              <strong className={live ? styles.price : undefined}>{formatWon(card.price)}</strong>
            </dd>
          </div>
          {card.seats.length > 0 ? (
            <div className={styles.infoRow}>
              <dt>{seatsKo.heldLabel}</dt>
              <dd className={styles.seats}>{seatsLabel(card.seats)}</dd>
            </div>
          ) : null}
          {state === 'unpaid' && !cancelPending ? (
            <div className={styles.infoRow}>
              <dt>{studentKo.deadline.label}</dt>
              <dd className={styles.deadline}>
                <span className={styles.deadlineWhen}>
                  {studentKo.deadline.until(formatDeadline(card.payBy))}
                </span>
                {soon ? <Countdown deadline={card.expiresAt} now={now} /> : null}
              </dd>
            </div>
          ) : null}
          {card.managerPhone ? (
            <div className={styles.infoRow}>
              <dt>{text.contact}</dt>
              <dd>
                <a href={`tel:${card.managerPhone}`} className={styles.tel}>
                  {card.managerPhone}
                </a>
              </dd>
            </div>
          ) : null}
        </dl>

        <CardPayment card={card} state={state} onClaim={onClaim} />
        {live && !card.cancelRequest && card.cancelRejection ? (
          <CancelRejectedNote rejection={card.cancelRejection} />
        ) : null}
        <TicketView card={card} />

        <div className={styles.actions}>
          {awaiting ? (
            <Button size="small" onClick={() => onPay(card)}>
              <WalletIcon size={16} />
              {text.pay}
            </Button>
          ) : null}
          {awaiting && state === 'unpaid' ? (
            <Button size="small" variant="secondary" onClick={() => onClaim(card)}>
              <CheckIcon size={16} />
              {studentKo.claim.open}
            </Button>
          ) : null}
          {live && !started ? (
            <CalendarButton
              fetchFile={() =>
                download('reservationCalendar', { params: { reservationId: card.reservationId } })
              }
              fallbackName={`reservation-${card.reservationId}.ics`}
            />
          ) : null}
          <CancelActions card={card} state={state} started={started} onCancel={onCancel} />
        </div>
      </div>
    </article>
  );
}
