import {
  DEPOSIT_MATCHES,
  type Deposit,
  type DepositCandidate,
  type DepositHint,
  type DepositMatch,
  type DepositNameColumn,
  type DepositOutcome,
  type DepositReviewTotals,
  type DepositTally,
} from '@moa/contract';
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
  other_name: string | null;
  amount: number;
  match: DepositMatchKind;
  reservation_id: number | null;
  candidates: string;
  match_hint: string | null;
  applied_at: string | null;
  outcome: DepositOutcome | null;
  /** How the review shows it, when not as stored (repository.ts: 중복 of an earlier import). */
  shown?: DepositMatchKind;
}

/**
 * The texts a deposit is matched by, the chosen column first: a statement with two text columns (하나 적요 and
 * 의뢰인/수취인) is matched by the one the manager chose, then by the other.
 */
export function matchTexts(
  d: { name: string; other_name: string | null; amount: number },
  column: DepositNameColumn,
): { name: string; otherName?: string; amount: number } {
  if (d.other_name === null) return { name: d.name, amount: d.amount };
  return column === 'name'
    ? { name: d.name, otherName: d.other_name, amount: d.amount }
    : { name: d.other_name, otherName: d.name, amount: d.amount };
}

/** What a match saw beyond its kind, as stored (JSON) and shown; null when nothing. `basis` names the file's column. */
export function hintOf(o: MatchOutcome, column: DepositNameColumn): string | null {
  const basis =
    o.basis === undefined ? null : column === 'name' ? o.basis : o.basis === 'name' ? 'otherName' : 'name';
  const hint: DepositHint = { via: o.via ?? null, basis, reason: o.reason ?? null };
  return hint.via === null && hint.basis === null && hint.reason === null ? null : JSON.stringify(hint);
}

/** The deposits as the review shows them, in the order given; unapplied ones matched again (and stored). */
export async function reviewDeposits(
  db: Db,
  reservations: readonly ReservationRow[],
  rows: readonly StoredDeposit[],
  column: DepositNameColumn,
): Promise<Deposit[]> {
  const byId = new Map(reservations.map((r) => [r.id, r]));
  const open = rows.filter((d) => d.applied_at === null);
  const outcomes = matchDeposits(
    reservations.map(toMatchReservation),
    open.map((d) => matchTexts(d, column)),
  );
  const now = new Map(
    open.map((d, i) => {
      const o = outcomes[i]!;
      return [
        d.id,
        {
          match: o.match,
          reservation_id: o.reservationId,
          candidates: o.candidates,
          match_hint: hintOf(o, column),
        },
      ];
    }),
  );
  for (const d of open) {
    const o = now.get(d.id)!;
    const same =
      d.match === o.match &&
      d.reservation_id === o.reservation_id &&
      d.candidates === JSON.stringify(o.candidates) &&
      d.match_hint === o.match_hint;
    if (!same) {
      await repo.updateMatch(db, d.id, {
        match: o.match,
        reservationId: o.reservation_id,
        candidates: o.candidates,
        hint: o.match_hint,
      });
    }
  }
  return rows.map((d) => toDeposit({ ...d, ...now.get(d.id) }, byId, column));
}

/** A stored deposit as the review shows it, its candidates read from `byId`, its texts in the chosen order. */
export function toDeposit(
  d: Omit<StoredDeposit, 'candidates'> & { candidates: string | number[] },
  byId: ReadonlyMap<number, ReservationRow>,
  column: DepositNameColumn,
): Deposit {
  const ids = typeof d.candidates === 'string' ? (JSON.parse(d.candidates) as number[]) : d.candidates;
  const duplicate = d.shown === 'duplicate';
  const texts = matchTexts(d, column);
  return {
    depositId: d.id,
    at: d.at,
    name: texts.name,
    otherName: texts.otherName ?? null,
    hint: d.match_hint === null ? null : (JSON.parse(d.match_hint) as DepositHint),
    amount: d.amount,
    match: d.shown ?? d.match,
    reservationId: d.reservation_id,
    candidates: duplicate
      ? []
      : ids.flatMap((c) => {
          const r = byId.get(c);
          return r ? [toCandidate(r)] : [];
        }),
    appliedAt: d.applied_at,
    outcome: d.outcome,
  };
}

/** The candidate ids of stored deposits, for reading only the reservations a page names. */
export const candidateIds = (rows: readonly StoredDeposit[]) => [
  ...new Set(rows.flatMap((d) => (d.shown === 'duplicate' ? [] : (JSON.parse(d.candidates) as number[])))),
];

const tally = (): DepositTally => ({ count: 0, amount: 0 });

/**
 * The totals of every deposit of an import, and of those chosen from the start (matched and already paid, not
 * applied), as the review's choice counts them: each unpaid reservation once, at its price.
 */
export function reviewTotals(deposits: readonly Deposit[]): DepositReviewTotals {
  const byMatch = Object.fromEntries(DEPOSIT_MATCHES.map((m) => [m, tally()])) as Record<
    DepositMatch,
    DepositTally
  >;
  const all = tally();
  const applied = tally();
  const toApply = { count: 0, received: 0, people: 0, expected: 0, short: 0, over: 0 };
  const prices = new Map<number, number>();
  const add = (t: DepositTally, amount: number) => {
    t.count++;
    t.amount += amount;
  };
  for (const d of deposits) {
    add(all, d.amount);
    add(byMatch[d.match], d.amount);
    if (d.appliedAt !== null) {
      add(applied, d.amount);
      continue;
    }
    if (!(d.match === 'matched' || d.match === 'alreadyPaid') || d.reservationId === null) continue;
    toApply.count++;
    toApply.received += d.amount;
    const c = d.candidates.find((x) => x.reservationId === d.reservationId);
    if (!c || c.status === 'paid') continue;
    prices.set(c.reservationId, c.price);
    if (d.amount < c.price) toApply.short++;
    else if (d.amount > c.price) toApply.over++;
  }
  toApply.people = prices.size;
  for (const price of prices.values()) toApply.expected += price;
  return { all, byMatch, applied, toApply };
}
