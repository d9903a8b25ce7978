/**
 * The review of an import (docs/product.md#reservation-status): deposits grouped by how they matched, what is chosen
 * to apply (matched and already-paid ones from the start; an ambiguous one once a candidate is picked), and the totals of
 * the choice: what was received against what the tickets cost. A large import's rows come page by page; the choice
 * and its totals cover every row, loaded or not.
 */
import type {
  ColumnMapping,
  Deposit,
  DepositApplyRequest,
  DepositMatch,
  DepositReviewTotals,
  DepositTarget,
  StatementMapping,
} from '@moa/contract';

/** The review's groups, in the order shown. */
export const GROUP_ORDER: readonly DepositMatch[] = [
  'matched',
  'ambiguous',
  'unmatched',
  'alreadyPaid',
  'duplicate',
];

export function groupDeposits(deposits: readonly Deposit[]): Record<DepositMatch, Deposit[]> {
  const groups: Record<DepositMatch, Deposit[]> = {
    matched: [],
    ambiguous: [],
    unmatched: [],
    alreadyPaid: [],
    duplicate: [],
  };
  for (const d of deposits) groups[d.match].push(d);
  return groups;
}

/** What a deposit pays, as the review's choice and its select write it: `r{reservationId}` (a ticket) or `d{chargeId}` (dues). */
export type TargetKey = `r${number}` | `d${number}`;

export const targetKey = (t: DepositTarget): TargetKey =>
  t.kind === 'reservation' ? `r${t.reservationId}` : `d${t.chargeId}`;

/** A deposit's one target as matched (matched, alreadyPaid); `reservationId` alone for answers without `target`. */
export function targetOf(d: Deposit): DepositTarget | null {
  if (d.target) return d.target;
  return d.reservationId !== null ? { kind: 'reservation', reservationId: d.reservationId } : null;
}

/** What a key names: a ticket's price (unpaid), a due's amount left (unpaid); null when paid or not offered. */
function unpaidPrice(d: Deposit, key: TargetKey): number | null {
  const id = Number(key.slice(1));
  if (key.startsWith('r')) {
    const c = d.candidates.find((x) => x.reservationId === id);
    return c && c.status !== 'paid' ? c.price : null;
  }
  const c = d.duesCandidates?.find((x) => x.chargeId === id);
  return c && c.status === 'unpaid' ? c.amount : null;
}

/** The price a key names, paid or not; undefined when the deposit does not offer it. */
function priceOf(d: Deposit, key: TargetKey): number | undefined {
  const id = Number(key.slice(1));
  return key.startsWith('r')
    ? d.candidates.find((x) => x.reservationId === id)?.price
    : d.duesCandidates?.find((x) => x.chargeId === id)?.amount;
}

/**
 * The manager's choice over every deposit of the import, loaded or not: those chosen from the start (matched and
 * already paid, not applied) but the ones unchecked, and the ambiguous ones whose reservation was picked. Applying
 * sends it as it is (`allMatched` with `except`), so rows never loaded are applied as the totals said.
 */
export interface Choice {
  /** Deposits chosen from the start that the manager unchecked, by id. */
  except: ReadonlyMap<number, Deposit>;
  /** Ambiguous deposits with the ticket or due picked for each, by id. */
  picks: ReadonlyMap<number, { deposit: Deposit; key: TargetKey }>;
}

export const initialChoice = (): Choice => ({ except: new Map(), picks: new Map() });

/** Matched deposits not yet applied, each paying its ticket or due, and those for one already paid. */
export const chosenFromStart = (d: Deposit) =>
  (d.match === 'matched' || d.match === 'alreadyPaid') && targetOf(d) !== null && d.appliedAt === null;

/** The ticket or due a deposit pays under the choice; undefined: not chosen. */
export function chosenFor(choice: Choice, d: Deposit): TargetKey | undefined {
  if (chosenFromStart(d)) return choice.except.has(d.depositId) ? undefined : targetKey(targetOf(d)!);
  return choice.picks.get(d.depositId)?.key;
}

export function toggle(choice: Choice, deposit: Deposit, on: boolean): Choice {
  if (!chosenFromStart(deposit)) return on ? choice : pick(choice, deposit, null);
  const except = new Map(choice.except);
  if (on) except.delete(deposit.depositId);
  else except.set(deposit.depositId, deposit);
  return { ...choice, except };
}

/** An ambiguous deposit's pick (null: none). */
export function pick(choice: Choice, deposit: Deposit, key: TargetKey | null): Choice {
  const picks = new Map(choice.picks);
  if (key === null) picks.delete(deposit.depositId);
  else picks.set(deposit.depositId, { deposit, key });
  return { ...choice, picks };
}

export interface Totals {
  /** Unpaid tickets and dues the chosen deposits name (one each however many deposits name it). */
  people: number;
  /** Their prices (what is expected), in won. */
  amount: number;
  /** The chosen deposits' money (what was received), in won. */
  received: number;
  deposits: number;
}

/**
 * The choice's totals: the server's totals of what is chosen from the start, less the deposits unchecked and plus
 * those picked. A reservation another chosen deposit among `loaded` still names stays counted once.
 */
export function totals(
  start: DepositReviewTotals['toApply'],
  loaded: readonly Deposit[],
  choice: Choice,
): Totals {
  const sum: Totals = {
    people: start.people,
    amount: start.expected,
    received: start.received,
    deposits: start.count,
  };
  const namedElsewhere = (key: TargetKey, depositId: number) =>
    loaded.some((d) => d.depositId !== depositId && chosenFor(choice, d) === key);
  for (const d of choice.except.values()) {
    sum.deposits--;
    sum.received -= d.amount;
    const key = targetKey(targetOf(d)!);
    const price = unpaidPrice(d, key);
    if (price !== null && !namedElsewhere(key, d.depositId)) {
      sum.people--;
      sum.amount -= price;
    }
  }
  for (const { deposit: d, key } of choice.picks.values()) {
    sum.deposits++;
    sum.received += d.amount;
    const price = unpaidPrice(d, key);
    if (price !== null && !namedElsewhere(key, d.depositId)) {
      sum.people++;
      sum.amount += price;
    }
  }
  return sum;
}

/** How a deposit's amount sits against the price of the ticket or due it would pay: 0 fits. */
export function difference(deposit: Deposit, key: TargetKey | undefined): number {
  const price = key === undefined ? undefined : priceOf(deposit, key);
  return price === undefined ? 0 : deposit.amount - price;
}

/** The apply call's body: everything chosen from the start but the unchecked, and the picks. */
export function applyRequest(choice: Choice): DepositApplyRequest {
  return {
    allMatched: true,
    except: [...choice.except.keys()],
    picks: [...choice.picks].map(([depositId, p]) =>
      p.key.startsWith('r')
        ? { depositId, reservationId: Number(p.key.slice(1)) }
        : { depositId, chargeId: Number(p.key.slice(1)) },
    ),
  };
}

/** Column roles of the mapping step, in the order the selects are shown; the first three are required. */
export const MAPPING_ROLES = ['at', 'name', 'otherName', 'amount', 'withdrawal', 'balance'] as const;
export type MappingRole = (typeof MAPPING_ROLES)[number];
export const REQUIRED_ROLES: readonly MappingRole[] = ['at', 'name', 'amount'];

export interface MappingDraft {
  headerRow: number;
  columns: Partial<Record<MappingRole, number>>;
}

/** The best first guess: the header candidate with the most columns recognised, else the first preview row. */
export function initialMapping(m: StatementMapping): MappingDraft {
  const best = [...m.headerCandidates].sort(
    (a, b) => Object.keys(b.found).length - Object.keys(a.found).length,
  )[0];
  const columns: Partial<Record<MappingRole, number>> = {};
  for (const role of MAPPING_ROLES) {
    const index = best?.found[role];
    if (typeof index === 'number') columns[role] = index;
  }
  return { headerRow: best?.row ?? m.preview[0]?.row ?? 1, columns };
}

/** The mapping to send, or null while a required column is not chosen. */
export function toColumnMapping(draft: MappingDraft): ColumnMapping | null {
  const { at, name, otherName, amount, withdrawal, balance } = draft.columns;
  if (at === undefined || name === undefined || amount === undefined) return null;
  return {
    headerRow: draft.headerRow,
    at,
    name,
    ...(otherName !== undefined && otherName !== name ? { otherName } : {}),
    amount,
    ...(withdrawal !== undefined ? { withdrawal } : {}),
    ...(balance !== undefined ? { balance } : {}),
  };
}
