/**
 * Deposits to reservations (docs/product.md#deposit-import). Pure: the caller loads the show's reservations once
 * and matches every deposit against indexes of them (by deposit name, and by the name part of `student id + name`), so
 * a statement of thousands of rows makes no query, and no pass over all reservations, per row.
 *
 * A deposit's text is compared with each reservation's deposit name (student id + name) after normalizeName (no
 * spaces, NFC, case-folded), once a payment app's name in front of it is set aside (relays.ts: `토스박서준` is
 * 박서준's text, `(주)비바리퍼블리카` names no one). The amount must equal the reservation's price. In order:
 *
 * 1. The deposit name itself; or the same student id and name in the other order (`최윤아20250012` for
 *    `20250012최윤아`, reason 'nameFirst'), which holds the same student id and so names the student as surely.
 * 2. A bank's cut: a text of at least 7 characters that begins deposit names (신한 keeps 14 bytes, so
 *    `20241033남궁민수` arrives as `20241033남궁민`; reason 'truncated'). Beginning exactly one student's deposit name,
 *    it names that student; beginning several, the ones at the amount are offered.
 * 3. Guesses, only ever offered (ambiguous) for the manager to pick, and only among payable reservations at the
 *    amount: a name whose student id is one digit off (missing, extra, wrong, or two neighbours swapped; either order;
 *    reason 'idMistyped'), or a name alone (reason 'nameOnly'; every holder of that name at the amount is offered).
 *
 * Outcomes:
 * - matched: one payable reservation (unpaid, or expired with its seats still free) named by 1 or 2 at the amount;
 * - ambiguous: several such reservations ('several'), or the name's payable reservations at other amounts
 *   ('otherAmount'), or a cut name that begins several students' deposit names, or a guess (3);
 * - alreadyPaid: the name's reservations are all paid already (nothing payable);
 * - unmatched: nothing (a payment app's company name alone among them: unmatched, with `via`).
 *
 * A row with two text columns (parse/types.ts DepositRow.otherName) is matched on `name`, then on `otherName` when
 * `name` finds nothing; `basis` says which one found it.
 */
import type { ReservationStatus } from '../../db/schema.ts';
// From values.ts itself, not the parse barrel: the barrel pulls in SheetJS and htmlparser2, which only the parse
// worker needs (off-thread.ts), and the serving process would load them at start (docs/decisions/0012).
import { normalizeName } from './parse/values.ts';
import { readRelay, type Relay } from './relays.ts';

/** A bank's truncated name must keep at least this many characters to name a student. */
export const MIN_PREFIX = 7;
/** The most candidates an ambiguous deposit lists. */
export const MAX_CANDIDATES = 20;
/** The shortest name a deposit under the name alone is compared with (Korean names have 2 syllables or more). */
export const MIN_NAME = 2;

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

/**
 * How the deposit's text led to its candidates, when not as its exact deposit name at one price. A reading of the
 * text (the first four) is given before what the candidates' count and prices already show (the last two).
 * - nameFirst: the name, then the student id (matched like the deposit name itself);
 * - truncated: the beginning of deposit names, as a bank cut it;
 * - idMistyped: a name with a student id one digit off (a guess: ambiguous only);
 * - nameOnly: a name without a student id (a guess: ambiguous only);
 * - otherAmount: the name's payable reservations, none at the deposit's amount;
 * - several: several payable reservations of the name at the amount;
 * - ticketOrDues: a ticket and a club's dues charge fit alike (dues-match.ts).
 */
export type MatchReason =
  | 'nameFirst'
  | 'truncated'
  | 'idMistyped'
  | 'nameOnly'
  | 'otherAmount'
  | 'several'
  /** dues-match.ts: a ticket and a dues charge fit alike. */
  | 'ticketOrDues';

/** Which text of the row found the reservations: the one the payer typed, or the second column (DepositRow). */
export type MatchBasis = 'name' | 'otherName';

export interface MatchOutcome {
  match: MatchKind;
  /** matched and alreadyPaid: the reservation. */
  reservationId: number | null;
  /** Reservation ids: ambiguous, the ones to pick from; matched and alreadyPaid, the one reservation. */
  candidates: number[];
  /** The payment app the money came through, when a text names one (unmatched too: "토스 송금" with no person). */
  via?: Relay;
  /** Every outcome but unmatched: the text that found the candidates. */
  basis?: MatchBasis;
  /** See MatchReason; absent when the text is exactly one payable reservation's deposit name at its price. */
  reason?: MatchReason;
}

export interface MatchDeposit {
  name: string;
  amount: number;
  /** The row's second text column (DepositRow.otherName). */
  otherName?: string;
}

export interface MatchIndex {
  /** Reservations (cancelled and unrestorable expired left out) by normalised deposit name. */
  byName: Map<string, MatchReservation[]>;
  /** The distinct normalised names, sorted, for prefix look-ups. */
  names: string[];
  /** Reservations whose deposit name is student id + name, by the name part, with the id part. */
  byPerson: Map<string, { studentId: string; reservation: MatchReservation }[]>;
}

const payable = (r: MatchReservation) => r.status === 'unpaid' || (r.status === 'expired' && r.restorable);
/** Payable at exactly the deposit's amount: what a guess may offer. */
const fits = (r: MatchReservation, amount: number) => payable(r) && r.price === amount;

/** `20231234홍길동` → id and name; null for a text of another shape. */
const ID_FIRST = /^(\d+)(\D+)$/u;
/** `홍길동20231234` → name and id. */
const NAME_FIRST = /^(\D+)(\d+)$/u;
const NO_DIGIT = /^\D+$/u;

export function buildIndex(reservations: readonly MatchReservation[]): MatchIndex {
  const byName = new Map<string, MatchReservation[]>();
  const byPerson: MatchIndex['byPerson'] = new Map();
  for (const r of reservations) {
    if (r.status === 'cancelled' || (r.status === 'expired' && !r.restorable)) continue;
    const key = normalizeName(r.depositName);
    if (key === '') continue;
    push(byName, key, r);
    const parts = ID_FIRST.exec(key);
    if (parts) push(byPerson, parts[2]!, { studentId: parts[1]!, reservation: r });
  }
  const names = [...byName.keys()].sort();
  return { byName, names, byPerson };
}

function push<K, V>(map: Map<K, V[]>, key: K, value: V) {
  const list = map.get(key);
  if (list) list.push(value);
  else map.set(key, [value]);
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

/** True when `typed` is `id` with one digit missing, one extra, one wrong, or two neighbours swapped. */
export function oneDigitOff(typed: string, id: string): boolean {
  if (typed === id) return false;
  if (typed.length === id.length) {
    let first = -1;
    let count = 0;
    for (let i = 0; i < id.length; i++) {
      if (typed[i] === id[i]) continue;
      if (++count > 2) return false;
      if (first < 0) first = i;
    }
    if (count === 1) return true;
    return typed[first] === id[first + 1] && typed[first + 1] === id[first];
  }
  const [long, short] = typed.length > id.length ? [typed, id] : [id, typed];
  if (long.length !== short.length + 1) return false;
  let i = 0;
  while (i < short.length && long[i] === short[i]) i++;
  return long.slice(i + 1) === short.slice(i);
}

const ids = (rs: readonly MatchReservation[]) => rs.slice(0, MAX_CANDIDATES).map((r) => r.id);

const UNMATCHED: MatchOutcome = { match: 'unmatched', reservationId: null, candidates: [] };

const offer = (rs: readonly MatchReservation[], reason: MatchReason): MatchOutcome => ({
  match: 'ambiguous',
  reservationId: null,
  candidates: ids(rs),
  reason,
});

/** A text of digits and other characters, either way round, as student id and name. */
function splitIdName(text: string): { studentId: string; name: string } | null {
  const idFirst = ID_FIRST.exec(text);
  if (idFirst) return { studentId: idFirst[1]!, name: idFirst[2]! };
  const nameFirst = NAME_FIRST.exec(text);
  return nameFirst ? { studentId: nameFirst[2]!, name: nameFirst[1]! } : null;
}

/** One text (a payment app's name set aside) against the index. */
function readText(index: MatchIndex, text: string, amount: number): MatchOutcome {
  if (text === '') return UNMATCHED;
  const exact = index.byName.get(text);
  if (exact) return judge(exact, amount);
  const parts = splitIdName(text);
  // Only a name-first text can differ from its id-first form, which was just looked up.
  const swapped = parts && index.byName.get(parts.studentId + parts.name);
  if (swapped) return judge(swapped, amount, 'nameFirst');

  if (text.length >= MIN_PREFIX) {
    const names = namesStartingWith(index, text, MAX_CANDIDATES);
    if (names.length === 1) return judge(index.byName.get(names[0]!)!, amount, 'truncated');
    // A cut name that begins several students' names names none of them: the ones at this amount are offered.
    const offered = names.flatMap((n) => index.byName.get(n)!).filter((r) => fits(r, amount));
    if (offered.length > 0) return offer(offered, 'truncated');
  }

  if (parts) {
    const near = (index.byPerson.get(parts.name) ?? [])
      .filter((p) => oneDigitOff(parts.studentId, p.studentId) && fits(p.reservation, amount))
      .map((p) => p.reservation);
    return near.length > 0 ? offer(near, 'idMistyped') : UNMATCHED;
  }
  if (NO_DIGIT.test(text) && text.length >= MIN_NAME) {
    const same = (index.byPerson.get(text) ?? []).map((p) => p.reservation).filter((r) => fits(r, amount));
    if (same.length > 0) return offer(same, 'nameOnly');
  }
  return UNMATCHED;
}

/** The reservations of one name against the amount; `reason` tells how the text named them, if not exactly. */
function judge(
  rs: readonly MatchReservation[],
  amount: number,
  reason?: 'nameFirst' | 'truncated',
): MatchOutcome {
  const read = reason ? { reason } : {};
  const live = rs.filter(payable);
  const atAmount = live.filter((r) => r.price === amount);
  if (atAmount.length === 1) {
    return { match: 'matched', reservationId: atAmount[0]!.id, candidates: [atAmount[0]!.id], ...read };
  }
  if (atAmount.length > 1) return offer(atAmount, reason ?? 'several');
  if (live.length > 0) return offer(live, reason ?? 'otherAmount');
  const paid = rs.filter((r) => r.status === 'paid');
  if (paid.length > 0) {
    const same = paid.find((r) => r.price === amount) ?? paid[0]!;
    return { match: 'alreadyPaid', reservationId: same.id, candidates: [same.id], ...read };
  }
  return UNMATCHED;
}

/** One text of a row, its payment app set aside and named in `via`. */
function readColumn(index: MatchIndex, raw: string | undefined, amount: number): MatchOutcome {
  const relay = readRelay(normalizeName(raw ?? ''));
  const outcome = readText(index, relay.text, amount);
  return relay.via ? { ...outcome, via: relay.via } : outcome;
}

/** One deposit against the index: its `name`, then its `otherName` when `name` finds nothing. */
export function matchDeposit(index: MatchIndex, deposit: MatchDeposit): MatchOutcome {
  const byName = readColumn(index, deposit.name, deposit.amount);
  const other =
    deposit.otherName === undefined ? UNMATCHED : readColumn(index, deposit.otherName, deposit.amount);
  // The money came through a relay whichever column says so (하나: 적요 typed, 의뢰인 (주)비바리퍼블리카).
  const via = byName.via ?? other.via;
  const withVia = (o: MatchOutcome): MatchOutcome => (via ? { ...o, via } : o);
  if (byName.match !== 'unmatched') return withVia({ ...byName, basis: 'name' });
  if (other.match !== 'unmatched') return withVia({ ...other, basis: 'otherName' });
  return withVia(UNMATCHED);
}

/** Every deposit of a statement, in order. */
export function matchDeposits(
  reservations: readonly MatchReservation[],
  deposits: readonly MatchDeposit[],
): MatchOutcome[] {
  const index = buildIndex(reservations);
  return deposits.map((d) => matchDeposit(index, d));
}
