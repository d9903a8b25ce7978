import type { ReservationCard } from '@moa/contract';
import { useId, useState } from 'react';
import { Link } from 'react-router';
import { Button } from '../../../components/Button';
import { apiUrl } from '../../../lib/api-client';
import { formatDate, formatOrder, formatTickets, formatWon } from '../../../lib/format';
import { ko } from '../../../text/ko';
import { sessionStart } from '../lib/schedules';
import { CheckCircleIcon, ChevronDownIcon, InfoIcon, WalletIcon } from '../../../components/icons';
import styles from './ReservationCardView.module.css';
import { TransferInfo } from './TransferInfo';

export interface ReservationCardViewProps {
  card: ReservationCard;
  onPay: (card: ReservationCard) => void;
  onCancelRequest: (card: ReservationCard, on: boolean) => void;
  now?: Date;
}

function Poster({ src, title }: { src: string; title: string }) {
  const [failed, setFailed] = useState(false);
  if (!src || failed) return <div className={styles.posterEmpty} aria-hidden="true" />;
  return (
    <img
      className={styles.poster}
      src={apiUrl(src)}
      alt={ko.myPage.posterAlt(title)}
      width={600}
      height={800}
      loading="lazy"
      decoding="async"
      onError={() => setFailed(true)}
    />
  );
}

/**
 * One reservation of /mypage (docs/product.md#payment-and-cancel-requests): poster, title, 회차, date, time, place, count
 * and total, payment status; while unpaid the transfer information (behind "입금 정보 보기" on narrow screens) and 결제하기; the
 * cancel request and its withdrawal. While a cancel request is pending the card asks for no payment: it says the club
 * is looking at the request.
 */
export function ReservationCardView({
  card,
  onPay,
  onCancelRequest,
  now = new Date(),
}: ReservationCardViewProps) {
  const text = ko.myPage;
  const titleId = useId();
  const transferId = useId();
  const [revealed, setRevealed] = useState(false);
  const started = sessionStart(card.date, card.time).getTime() <= now.getTime();
  const cancelPending = card.cancelRequest;
  const when = `${formatOrder(card.order)} · ${formatDate(card.date, { weekday: false })} (${card.weekday}) ${card.time}`;

  return (
    <article className={styles.card} aria-labelledby={titleId}>
      <Link to={`/show/${card.showId}`} className={styles.posterLink} tabIndex={-1} aria-hidden="true">
        <Poster src={card.poster} title={card.title} />
      </Link>
      <div className={styles.body}>
        <div className={styles.head}>
          <div className={styles.badges}>
            {card.paid ? (
              <span className={`${styles.badge} ${styles.paid}`}>
                <CheckCircleIcon size={14} />
                {text.paid}
              </span>
            ) : cancelPending ? null : (
              <span className={`${styles.badge} ${styles.unpaid}`}>{text.unpaid}</span>
            )}
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
              <strong className={styles.price}>{formatWon(card.price)}</strong>
            </dd>
          </div>
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

        {cancelPending ? (
          <p className={styles.cancelNote}>
            <InfoIcon size={18} />
            <span>{card.paid ? text.cancelPendingPaid : text.cancelPendingUnpaid}</span>
          </p>
        ) : card.paid ? (
          <p className={styles.paidNote}>{text.paidNote}</p>
        ) : (
          <div className={styles.transfer}>
            <button
              type="button"
              className={styles.reveal}
              aria-expanded={revealed}
              aria-controls={transferId}
              onClick={() => setRevealed((v) => !v)}
            >
              {revealed ? text.hideTransfer : text.showTransfer}
              <ChevronDownIcon className={revealed ? styles.chevronUp : styles.chevron} />
            </button>
            <div className={revealed ? styles.transferBody : `${styles.transferBody} ${styles.collapsed}`}>
              <p className={styles.transferTitle}>{text.transferTitle}</p>
              <TransferInfo
                id={transferId}
                transfer={{
                  bankName: card.accountInfo.bankName,
                  accountNumber: card.accountInfo.accountNumber,
                  accountName: card.accountInfo.accountName,
                  amount: card.price,
                  depositName: card.depositName,
                }}
              />
            </div>
          </div>
        )}

        <div className={styles.actions}>
          {card.paid || cancelPending ? null : (
            <Button size="small" onClick={() => onPay(card)}>
              <WalletIcon size={16} />
              {text.pay}
            </Button>
          )}
          {cancelPending ? (
            <Button size="small" variant="secondary" onClick={() => onCancelRequest(card, false)}>
              {text.withdraw}
            </Button>
          ) : started ? null : (
            <Button size="small" variant="secondary" onClick={() => onCancelRequest(card, true)}>
              {text.cancelRequest}
            </Button>
          )}
        </div>
      </div>
    </article>
  );
}
