import type { Deposit, DepositCandidate, DepositOutcome } from '@moa/contract';
import type { Db } from '../../db/database.ts';
import type { DepositMatchKind } from '../../db/schema.ts';
import { matchDeposits, type MatchOutcome, type MatchReservation } from './match.ts';
import * as repo from './repository.ts';

/**
 * What the review shows of stored deposits (docs/product.md#deposit-import). A deposit not applied yet is matched
 * again against the show's reservations as they are now (a ticket paid by hand since, an expired one whose seats went),
 * and the new match is stored, so an import reopened days later, or a statement uploaded again, can still be applied;
 * an applied one keeps what applying it did.
 */

type ReservationRow = Awaited<ReturnType<typeof repo.listShowReservations>>[number];

export function toCandidate(r: ReservationRow): DepositCandidate {
  return {
    reservationId: r.id,
    scheduleId: r.schedule_id,
    order: r.order_index,
    name: r.name ?? '',
    stdCode: r.student_id ?? '',
    depositName: r.deposit_name,
    price: r.unit_price * r.ticket_count,
    status: r.status,
  };
}

export function toMatchReservation(r: ReservationRow): MatchReservation {
  return {
    id: r.id,
    depositName: r.deposit_name,
    price: r.unit_price * r.ticket_count,
    status: r.status,
    restorable: r.status === 'expired' && r.max_people - r.apply_people >= r.ticket_count,
  };
}

export interface StoredDeposit {
  id: number;
  at: string;
  name: string;
  amount: number;
  match: DepositMatchKind;
  reservation_id: number | null;
  candidates: string;
  applied_at: string | null;
  outcome: DepositOutcome | null;
}

const sameOutcome = (d: StoredDeposit, o: MatchOutcome) =>
  d.match === o.match &&
  d.reservation_id === o.reservationId &&
  d.candidates === JSON.stringify(o.candidates);

/** The deposits as the review shows them, in the order given; unapplied ones matched again (and stored). */
export async function reviewDeposits(
  db: Db,
  reservations: readonly ReservationRow[],
  rows: readonly StoredDeposit[],
): Promise<Deposit[]> {
  const byId = new Map(reservations.map((r) => [r.id, r]));
  const open = rows.filter((d) => d.applied_at === null);
  const outcomes = matchDeposits(reservations.map(toMatchReservation), open);
  const outcomeOf = new Map(open.map((d, i) => [d.id, outcomes[i]!]));
  for (const d of open) {
    const o = outcomeOf.get(d.id)!;
    if (!sameOutcome(d, o)) await repo.updateMatch(db, d.id, o);
  }
  return rows.map((d) => {
    const o = outcomeOf.get(d.id);
    const ids = o ? o.candidates : (JSON.parse(d.candidates) as number[]);
    return {
      depositId: d.id,
      at: d.at,
      name: d.name,
      amount: d.amount,
      match: o ? o.match : d.match,
      reservationId: o ? o.reservationId : d.reservation_id,
      candidates: ids.flatMap((c) => {
        const r = byId.get(c);
        return r ? [toCandidate(r)] : [];
      }),
      appliedAt: d.applied_at,
      outcome: d.outcome,
    };
  });
}
