import {
  DEPOSIT_MATCHES,
  type Deposit,
  type DepositCandidate,
  type DepositDuesCandidate,
  type DepositHint,
  type DepositMatch,
  type DepositNameColumn,
  type DepositOutcome,
  type DepositReviewTotals,
  type DepositTally,
  type DepositTarget,
} from '@moa/contract';
import type { Db } from '../../db/database.ts';
import type { DepositMatchKind } from '../../db/schema.ts';
import { chargePrice, matchBoth, toMatchCharge } from './dues-match.ts';
import type { MatchOutcome, MatchReservation } from './match.ts';
import * as repo from './repository.ts';

/**
 * What the review shows of stored deposits (docs/product.md#deposit-import). A deposit not applied yet is matched
 * again against the show's reservations as they are now (a ticket paid by hand since, an expired one whose seats went),
 * (and the club's dues charges, dues-match.ts), and the new match is stored, so an import reopened days later, or a statement uploaded again, can still be applied;
 * an applied one keeps what applying it did.
 */

type ReservationRow = Awaited<ReturnType<typeof repo.listShowReservations>>[number];
export type ChargeRow = Awaited<ReturnType<typeof repo.listClubCharges>>[number];

export function toDuesCandidate(c: ChargeRow): DepositDuesCandidate {
  return {
    chargeId: c.id,
    membershipId: c.membership_id,
    termId: c.term_id,
    termName: c.term_name,
    name: c.name ?? '',
    stdCode: c.student_id ?? '',
    depositName: `${c.student_id ?? ''}${c.name ?? ''}`,
    amount: chargePrice(c),
    status: c.status,
  };
}

/** The charges a deposit may be matched with today (dues-match.ts toMatchCharge). */
export const matchCharges = (charges: readonly ChargeRow[], today: string) =>
  charges.flatMap((c) => {
    const m = toMatchCharge(c, today);
    return m ? [m] : [];
  });

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
  charge_id: number | null;
  charge_candidates: string | null;
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
  charges: readonly ChargeRow[],
  rows: readonly StoredDeposit[],
  column: DepositNameColumn,
  today: string,
): Promise<Deposit[]> {
  const byId = new Map(reservations.map((r) => [r.id, r]));
  const chargesById = new Map(charges.map((c) => [c.id, c]));
  const open = rows.filter((d) => d.applied_at === null);
  const outcomes = matchBoth(
    reservations.map(toMatchReservation),
    matchCharges(charges, today),
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
          charge_id: o.chargeId,
          charge_candidates: o.chargeCandidates.length > 0 ? JSON.stringify(o.chargeCandidates) : null,
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
      d.charge_id === o.charge_id &&
      d.charge_candidates === o.charge_candidates &&
      d.match_hint === o.match_hint;
    if (!same) {
      await repo.updateMatch(db, d.id, {
        match: o.match,
        reservationId: o.reservation_id,
        candidates: o.candidates,
        chargeId: o.charge_id,
        chargeCandidates: o.charge_candidates,
        hint: o.match_hint,
      });
    }
  }
  return rows.map((d) => toDeposit({ ...d, ...now.get(d.id) }, byId, chargesById, column));
}

/** A stored deposit as the review shows it, its candidates read from `byId`, its texts in the chosen order. */
export function toDeposit(
  d: Omit<StoredDeposit, 'candidates'> & { candidates: string | number[] },
  byId: ReadonlyMap<number, ReservationRow>,
  chargesById: ReadonlyMap<number, ChargeRow>,
  column: DepositNameColumn,
): Deposit {
  const ids = typeof d.candidates === 'string' ? (JSON.parse(d.candidates) as number[]) : d.candidates;
  const duplicate = d.shown === 'duplicate';
  const texts = matchTexts(d, column);
  const chargeIds = duplicate ? [] : chargeCandidatesOf(d);
  const charge = d.charge_id === null ? undefined : chargesById.get(d.charge_id);
  const target: DepositTarget | null =
    d.reservation_id !== null
      ? { kind: 'reservation', reservationId: d.reservation_id }
      : d.charge_id !== null
        ? { kind: 'dues', chargeId: d.charge_id, membershipId: charge?.membership_id ?? 0 }
        : null;
  return {
    depositId: d.id,
    at: d.at,
    name: texts.name,
    otherName: texts.otherName ?? null,
    hint: d.match_hint === null ? null : (JSON.parse(d.match_hint) as DepositHint),
    amount: d.amount,
    // `shown` is the stored match unless 중복; a row matched again just now shows its new match.
    match: duplicate ? 'duplicate' : d.match,
    reservationId: d.reservation_id,
    candidates: duplicate
      ? []
      : ids.flatMap((c) => {
          const r = byId.get(c);
          return r ? [toCandidate(r)] : [];
        }),
    target,
    duesCandidates: chargeIds.flatMap((c) => {
      const r = chargesById.get(c);
      return r ? [toDuesCandidate(r)] : [];
    }),
    appliedAt: d.applied_at,
    outcome: d.outcome,
  };
}

/** The dues charges a stored deposit names: its candidates, and its charge (matched, or paid once applied). */
function chargeCandidatesOf(d: { charge_id: number | null; charge_candidates: string | null | number[] }) {
  const listed =
    d.charge_candidates === null
      ? []
      : typeof d.charge_candidates === 'string'
        ? (JSON.parse(d.charge_candidates) as number[])
        : d.charge_candidates;
  return d.charge_id !== null && !listed.includes(d.charge_id) ? [d.charge_id, ...listed] : listed;
}

/** The dues charge ids of stored deposits, for reading only the charges a page names. */
export const chargeIdsOf = (rows: readonly StoredDeposit[]) => [
  ...new Set(rows.flatMap((d) => (d.shown === 'duplicate' ? [] : chargeCandidatesOf(d)))),
];

/** The candidate ids of stored deposits, for reading only the reservations a page names. */
export const candidateIds = (rows: readonly StoredDeposit[]) => [
  ...new Set(rows.flatMap((d) => (d.shown === 'duplicate' ? [] : (JSON.parse(d.candidates) as number[])))),
];

const tally = (): DepositTally => ({ count: 0, amount: 0 });

/**
 * The totals of every deposit of an import, and of those chosen from the start (matched and already paid, not
 * applied), as the review's choice counts them: each unpaid reservation or dues charge once, at its price.
 */
export function reviewTotals(deposits: readonly Deposit[]): DepositReviewTotals {
  const byMatch = Object.fromEntries(DEPOSIT_MATCHES.map((m) => [m, tally()])) as Record<
    DepositMatch,
    DepositTally
  >;
  const all = tally();
  const applied = tally();
  const toApply = { count: 0, received: 0, people: 0, expected: 0, short: 0, over: 0 };
  const prices = new Map<string, number>();
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
    if (!(d.match === 'matched' || d.match === 'alreadyPaid') || d.target === null) continue;
    toApply.count++;
    toApply.received += d.amount;
    const target = d.target;
    const c =
      target.kind === 'reservation'
        ? d.candidates.find((x) => x.reservationId === target.reservationId)
        : d.duesCandidates.find((x) => x.chargeId === target.chargeId);
    if (!c || c.status === 'paid' || c.status === 'waived') continue;
    const key = target.kind === 'reservation' ? `r${target.reservationId}` : `d${target.chargeId}`;
    const price = 'price' in c ? c.price : c.amount;
    prices.set(key, price);
    if (d.amount < price) toApply.short++;
    else if (d.amount > price) toApply.over++;
  }
  toApply.people = prices.size;
  for (const price of prices.values()) toApply.expected += price;
  return { all, byMatch, applied, toApply };
}
