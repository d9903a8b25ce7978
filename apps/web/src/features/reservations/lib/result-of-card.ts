import type { ReservationCard, ReservationResult } from '@moa/contract';

/**
 * A reservation read back from the student's list, in the shape the reservation call answers, for its success dialog.
 * The card has no count of the seats left, which the dialog does not show.
 */
export function resultOfCard(card: ReservationCard): ReservationResult {
  return {
    reservationId: card.reservationId,
    scheduleId: card.scheduleId,
    showId: card.showId,
    showName: card.title,
    order: card.order,
    date: card.date,
    time: card.time,
    ticketCount: card.ticketCount,
    unitPrice: card.ticketCount > 0 ? Math.round(card.price / card.ticketCount) : card.price,
    amount: card.price,
    qrImage: card.qrImage,
    bankName: card.accountInfo.bankName,
    accountNumber: card.accountInfo.accountNumber,
    accountName: card.accountInfo.accountName,
    depositName: card.depositName,
    seatsLeft: 0,
    seats: card.seats,
    payBy: card.payBy,
  };
}
