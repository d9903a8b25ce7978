import type { Ticket } from '@moa/contract';
import type { ReservationStatus } from '../../db/schema.ts';
import { ticketCode } from './ticket-code.ts';

export { ticketKey } from './ticket-code.ts';

/**
 * A reservation's e-ticket (docs/product.md#door-check-in): only while it is paid. Taking the payment back (or an
 * expiry, a cancellation) takes the ticket away, and the door refuses its code as unpaid.
 */
export function ticketOf(
  key: Buffer,
  holder: string,
  r: { id: number; schedule_id: number; status: ReservationStatus; admitted_tickets: number },
): Ticket | null {
  if (r.status !== 'paid') return null;
  return { code: ticketCode(key, r.id, r.schedule_id), holder, admitted: r.admitted_tickets };
}
