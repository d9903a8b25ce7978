import { seatsLabel } from '@moa/contract';
import { useState } from 'react';
import { Button } from '../../../components/Button';
import { Modal } from '../../../components/Modal';
import { formatDate, formatOrder, formatTickets } from '../../../lib/format';
import { seatsKo } from '../../../text/ko-seats';
import { QrCode } from '../../../components/QrCode';
import { studentKo } from '../../../text/ko-student';
import type { TicketCard } from '../lib/ticket-copy';
import styles from './TicketView.module.css';

const text = studentKo.ticket;

/** What the ticket shows of its reservation: a whole card, or the copy kept for offline (lib/ticket-copy.ts). */
type TicketCardFacts = Omit<TicketCard, 'ticket'>;

/** What the ticket says under its code: show, schedule, date and time, place, seats, holder and count. */
function TicketFacts({ card, holder }: { card: TicketCardFacts; holder: string }) {
  return (
    <div className={styles.facts}>
      <p className={styles.show}>{card.title}</p>
      <p className={styles.when}>
        {formatOrder(card.order)} · {formatDate(card.date, { weekday: false })} ({card.weekday}) {card.time}
      </p>
      <p className={styles.where}>{card.location}</p>
      {card.seats && card.seats.length > 0 ? (
        <p className={styles.seats}>
          {seatsKo.heldLabel} <strong>{seatsLabel(card.seats)}</strong>
        </p>
      ) : null}
      <p className={styles.holder}>
        <span>
          {text.holder} <strong>{holder}</strong>
        </span>
        <span>
          {text.count} <strong>{formatTickets(card.ticketCount)}</strong>
        </span>
      </p>
    </div>
  );
}

/**
 * The e-ticket of a paid reservation (docs/product.md#door-check-in): its signed code as a large QR code on white,
 * with the show, schedule, date, time, place, holder and count, and 크게 보기 for a full-width code at the door. Drawn
 * from the card already loaded, so it stays when the network goes, or from the copy /mypage kept for a load without
 * network.
 */
export function TicketView({ card }: { card: TicketCardFacts & { ticket: TicketCard['ticket'] | null } }) {
  const [large, setLarge] = useState(false);
  const ticket = card.ticket;
  if (!ticket) return null;
  const label = text.qrLabel(card.title);
  const done = ticket.admitted >= card.ticketCount;
  return (
    <section className={styles.ticket} aria-label={text.title}>
      <div className={styles.head}>
        <h4 className={styles.title}>{text.title}</h4>
        {ticket.admitted > 0 ? (
          <span className={done ? styles.done : styles.partly}>
            {done ? text.allAdmitted : text.admitted(ticket.admitted, card.ticketCount)}
          </span>
        ) : null}
      </div>
      <button type="button" className={styles.qrButton} onClick={() => setLarge(true)}>
        <QrCode
          text={ticket.code}
          label={label}
          className={styles.qr}
          data={{ 'data-ticket-code': ticket.code }}
        />
        <span className="visually-hidden">{text.enlarge}</span>
      </button>
      <TicketFacts card={card} holder={ticket.holder} />
      <p className={styles.hint}>{text.hint}</p>
      <Button size="small" variant="secondary" onClick={() => setLarge(true)}>
        {text.enlarge}
      </Button>
      <Modal
        open={large}
        onClose={() => setLarge(false)}
        title={text.title}
        actions={
          // eslint-disable-next-line jsx-a11y/no-autofocus -- initial focus of a modal <dialog>
          <Button onClick={() => setLarge(false)} autoFocus block>
            {text.close}
          </Button>
        }
      >
        <div className={styles.large}>
          <QrCode
            text={ticket.code}
            label={label}
            className={styles.largeQr}
            data={{ 'data-ticket-code': ticket.code }}
          />
          <TicketFacts card={card} holder={ticket.holder} />
        </div>
      </Modal>
    </section>
  );
}
