/**
 * Deposits to tickets and to club dues (docs/product.md#deposit-import). Each deposit is matched by match.ts twice,
 * against the show's reservations and against the club's dues charges (each named by the member's 학번+이름, priced at
 * what is left to pay), and the two outcomes are joined so that a deposit pays at most one thing:
 *
 * - found in one list only: that list's outcome;
 * - matched in both (the same name and amount names a ticket and a due alike): ambiguous (reason 'ticketOrDues'),
 *   offering both, for the manager to choose;
 * - matched in one, only offered (ambiguous) or already paid in the other: the match;
 * - offered in both: ambiguous, offering both; offered in one and already paid in the other: the offer;
 * - already paid in both: the ticket.
 *
 * Dues are paid only at exactly the amount left (a partial payment is recorded by hand), so a dues charge is offered
 * only at the deposit's amount.
 */
import {
  MAX_CANDIDATES,
  buildIndex,
  matchDeposit,
  type MatchDeposit,
  type MatchOutcome,
  type MatchReservation,
} from './match.ts';

export interface MatchCharge {
  id: number;
  amount: number;
  paid_amount: number;
  status: 'unpaid' | 'paid' | 'waived';
  ends_on: string;
  name: string | null;
  student_id: string | null;
}

export interface BothOutcome extends MatchOutcome {
  /** matched and alreadyPaid as dues: the charge. */
  chargeId: number | null;
  /** ambiguous: the charges offered; matched and alreadyPaid as dues: the one charge. */
  chargeCandidates: number[];
}

/** What a dues charge is matched at: the amount left while unpaid, the whole amount once paid. */
export const chargePrice = (c: Pick<MatchCharge, 'amount' | 'paid_amount' | 'status'>) =>
  c.status === 'unpaid' ? c.amount - c.paid_amount : c.amount;

/**
 * A charge as match.ts reads a reservation: the charges of terms not over (a past term is read-only, by hand too),
 * unpaid, or paid (a deposit for those is a second payment); waived ones and those of members without 학번 are not
 * matched.
 */
export function toMatchCharge(c: MatchCharge, today: string): MatchReservation | null {
  if (!c.student_id || !c.name || c.status === 'waived' || c.ends_on < today) return null;
  return {
    id: c.id,
    depositName: `${c.student_id}${c.name}`,
    price: chargePrice(c),
    status: c.status === 'paid' ? 'paid' : 'unpaid',
    restorable: false,
  };
}

const NONE: MatchOutcome = { match: 'unmatched', reservationId: null, candidates: [] };

const ticketOnly = (t: MatchOutcome): BothOutcome => ({ ...t, chargeId: null, chargeCandidates: [] });
const duesOnly = (d: MatchOutcome): BothOutcome => ({
  ...d,
  reservationId: null,
  candidates: [],
  chargeId: d.reservationId,
  chargeCandidates: d.candidates,
});

const RANK = { matched: 3, ambiguous: 2, alreadyPaid: 1, unmatched: 0 } as const;

/** One deposit's ticket outcome and dues outcome joined (see above). */
export function joinOutcomes(
  ticket: MatchOutcome,
  dues: MatchOutcome,
  amount: number,
  priceOf: ReadonlyMap<number, number>,
): BothOutcome {
  // Dues are offered only at the deposit's amount.
  let d = dues;
  if (d.match === 'ambiguous') {
    const fit = d.candidates.filter((id) => priceOf.get(id) === amount);
    d = fit.length > 0 ? { ...d, candidates: fit } : NONE;
  }
  const rt = RANK[ticket.match];
  const rd = RANK[d.match];
  if (rd === 0) return ticketOnly(ticket);
  if (rt === 0) return duesOnly(d);
  const both = (reason: MatchOutcome['reason']): BothOutcome => ({
    ...ticket,
    match: 'ambiguous',
    reservationId: null,
    candidates: ticket.candidates.slice(0, MAX_CANDIDATES),
    chargeId: null,
    chargeCandidates: d.candidates.slice(0, MAX_CANDIDATES),
    reason,
  });
  if (rt === 3 && rd === 3) return both('ticketOrDues');
  if (rt === 2 && rd === 2) return both(ticket.reason === d.reason ? ticket.reason : 'ticketOrDues');
  if (rt > rd) return ticketOnly(ticket);
  if (rd > rt) return duesOnly(d);
  // Both already paid: reported as the ticket, as before dues were matched.
  return ticketOnly(ticket);
}

/** Every deposit of a statement against the show's reservations and the club's dues charges, in order. */
export function matchBoth(
  reservations: readonly MatchReservation[],
  charges: readonly MatchReservation[],
  deposits: readonly MatchDeposit[],
): BothOutcome[] {
  const tickets = buildIndex(reservations);
  const dues = buildIndex(charges);
  const priceOf = new Map(charges.map((c) => [c.id, c.price]));
  return deposits.map((dep) =>
    joinOutcomes(
      matchDeposit(tickets, dep),
      charges.length > 0 ? matchDeposit(dues, dep) : NONE,
      dep.amount,
      priceOf,
    ),
  );
}
