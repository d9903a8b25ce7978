/**
 * The student's e-tickets kept for /mypage without network (docs/decisions/0013-service-worker.md): only what a
 * ticket shows (its code, show, schedule, date, time, place, seats, holder and count), never the rest of the card (transfer
 * account, deposit name, refund account), in the tab's offline copy (lib/offline-copy.ts), which ends with the
 * sign-in.
 */
import type { ReservationCard } from '@moa/contract';
import { readOfflineCopy, saveOfflineCopy, type OfflineCopy } from '../../../lib/offline-copy';

/** What a ticket shows of its reservation. */
export type TicketCard = Pick<
  ReservationCard,
  'reservationId' | 'title' | 'order' | 'date' | 'weekday' | 'time' | 'location' | 'ticketCount'
> & {
  /** A seated schedule's seats (absent from a copy an earlier version kept). */
  seats?: string[];
  ticket: NonNullable<ReservationCard['ticket']>;
};

/** The tickets of a reservation list (the paid reservations), in its order. */
export function ticketsOf(cards: readonly ReservationCard[]): TicketCard[] {
  return cards.flatMap((card) =>
    card.ticket
      ? [
          {
            reservationId: card.reservationId,
            title: card.title,
            order: card.order,
            date: card.date,
            weekday: card.weekday,
            time: card.time,
            location: card.location,
            ticketCount: card.ticketCount,
            seats: card.seats,
            ticket: card.ticket,
          },
        ]
      : [],
  );
}

/** Keeps the list's tickets (none, too: a cancelled ticket must not come back offline). */
export function saveTicketCopy(cards: readonly ReservationCard[]): void {
  saveOfflineCopy('tickets', ticketsOf(cards));
}

export function readTicketCopy(): OfflineCopy<TicketCard[]> | null {
  const copy = readOfflineCopy<TicketCard[]>('tickets');
  return copy && Array.isArray(copy.value) ? copy : null;
}
