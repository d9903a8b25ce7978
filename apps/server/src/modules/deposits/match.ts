/**
 * Deposits to reservations (docs/product.md#reservation-status). Pure: the caller loads the show's reservations once
 * and matches every deposit against an index of them, so a statement of thousands of rows makes no query per row.
 *
 * A deposit's name is compared with each reservation's deposit name (student id + name) after normalizeName (no
 * spaces, NFC, case-folded). Banks cut long names short, so a deposit name of at least 7 characters that begins
 * exactly one student's deposit name names that student. The amount must equal the reservation's price.
 *
 * - matched: one payable reservation (unpaid, or expired with its seats still free) of that name and amount;
 * - ambiguous: several such reservations, or the name's payable reservations at other amounts, or a truncated name
 *   that begins several students' deposit names: the candidates are listed for the manager to pick;
 * - alreadyPaid: the name's reservations are all paid already (nothing payable);
 * - unmatched: nothing of that name.
 */
import type { ReservationStatus } from '../../db/schema.ts';
import { normalizeName } from './parse/index.ts';

/** A bank's truncated name must keep at least this many characters to name a student. */
export const MIN_PREFIX = 7;
/** The most candidates an ambiguous deposit lists. */
export const MAX_CANDIDATES = 20;

export interface MatchReservation {
  id: number;
  depositName: string;
  /** unit price × tickets, in won. */
  price: number;
  status: ReservationStatus;
  /** expired only: its seats are still free in its schedule, so paying restores it. */
  restorable: boolean;
}

export type MatchKind = 'matched' | 'ambiguous' | 'unmatched' | 'alreadyPaid';

export interface MatchOutcome {
  match: MatchKind;
  /** matched and alreadyPaid: the reservation. */
  reservationId: number | null;
  /** Reservation ids: ambiguous, the ones to pick from; matched and alreadyPaid, the one reservation. */
  candidates: number[];
}

export interface MatchIndex {
  /** Reservations (cancelled left out) by normalised deposit name. */
  byName: Map<string, MatchReservation[]>;
  /** The distinct normalised names, sorted, for prefix look-ups. */
  names: string[];
}

const payable = (r: MatchReservation) => r.status === 'unpaid' || (r.status === 'expired' && r.restorable);

export function buildIndex(reservations: readonly MatchReservation[]): MatchIndex {
  const byName = new Map<string, MatchReservation[]>();
  for (const r of reservations) {
    if (r.status === 'cancelled' || (r.status === 'expired' && !r.restorable)) continue;
    const key = normalizeName(r.depositName);
    if (key === '') continue;
    const list = byName.get(key);
    if (list) list.push(r);
    else byName.set(key, [r]);
  }
  const names = [...byName.keys()].sort();
  return { byName, names };
}

/** The first index in sorted `names` whose name is ≥ key. */
function lowerBound(names: readonly string[], key: string): number {
  let lo = 0;
  let hi = names.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (names[mid]! < key) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** The names that begin with `prefix` (at most limit + 1 of them: enough to tell one from several). */
function namesStartingWith(index: MatchIndex, prefix: string, limit: number): string[] {
  const out: string[] = [];
  for (let i = lowerBound(index.names, prefix); i < index.names.length; i++) {
    const name = index.names[i]!;
    if (!name.startsWith(prefix) || out.length > limit) break;
    out.push(name);
  }
  return out;
}

const ids = (rs: readonly MatchReservation[]) => rs.slice(0, MAX_CANDIDATES).map((r) => r.id);

const UNMATCHED: MatchOutcome = { match: 'unmatched', reservationId: null, candidates: [] };

/** One deposit against the index. */
export function matchDeposit(index: MatchIndex, deposit: { name: string; amount: number }): MatchOutcome {
  const key = normalizeName(deposit.name);
  if (key === '') return UNMATCHED;
  const exact = index.byName.get(key);
  if (exact) return judge(exact, deposit.amount);
  if (key.length < MIN_PREFIX) return UNMATCHED;
  const names = namesStartingWith(index, key, MAX_CANDIDATES);
  if (names.length === 0) return UNMATCHED;
  if (names.length === 1) return judge(index.byName.get(names[0]!)!, deposit.amount);
  // A truncated name that begins several students' names names none of them: the ones at this amount are offered.
  const offered = names
    .flatMap((n) => index.byName.get(n)!)
    .filter((r) => payable(r) && r.price === deposit.amount);
  return offered.length > 0
    ? { match: 'ambiguous', reservationId: null, candidates: ids(offered) }
    : UNMATCHED;
}

/** The reservations of one name against the amount. */
function judge(rs: readonly MatchReservation[], amount: number): MatchOutcome {
  const live = rs.filter(payable);
  const atAmount = live.filter((r) => r.price === amount);
  if (atAmount.length === 1) {
    return { match: 'matched', reservationId: atAmount[0]!.id, candidates: [atAmount[0]!.id] };
  }
  if (atAmount.length > 1) return { match: 'ambiguous', reservationId: null, candidates: ids(atAmount) };
  if (live.length > 0) return { match: 'ambiguous', reservationId: null, candidates: ids(live) };
  const paid = rs.filter((r) => r.status === 'paid');
  if (paid.length > 0) {
    const same = paid.find((r) => r.price === amount) ?? paid[0]!;
    return { match: 'alreadyPaid', reservationId: same.id, candidates: [same.id] };
  }
  return UNMATCHED;
}

/** Every deposit of a statement, in order. */
export function matchDeposits(
  reservations: readonly MatchReservation[],
  deposits: readonly { name: string; amount: number }[],
): MatchOutcome[] {
  const index = buildIndex(reservations);
  return deposits.map((d) => matchDeposit(index, d));
}
