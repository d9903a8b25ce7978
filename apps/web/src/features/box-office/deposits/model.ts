/**
 * The review of an import (docs/product.md#reservation-status): deposits grouped by how they matched, what is chosen
 * to apply (matched and already-paid ones from the start; an ambiguous one once a candidate is picked), and the totals of
 * the choice: what was received against what the tickets cost.
 */
import type {
  ColumnMapping,
  Deposit,
  DepositApplyRequest,
  DepositMatch,
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

/** The manager's choice: deposit id → the reservation it pays. */
export type Choice = ReadonlyMap<number, number>;

/**
 * Matched deposits not yet applied, each paying its reservation, and those for a ticket already paid: applying them
 * records a second payment as money owed back (or, for a ticket confirmed by hand, this deposit as its payment).
 */
export function initialChoice(deposits: readonly Deposit[]): Choice {
  return new Map(
    deposits
      .filter(
        (d) =>
          (d.match === 'matched' || d.match === 'alreadyPaid') &&
          d.reservationId !== null &&
          d.appliedAt === null,
      )
      .map((d) => [d.depositId, d.reservationId!]),
  );
}

export function toggle(choice: Choice, deposit: Deposit, on: boolean): Choice {
  const next = new Map(choice);
  if (on && deposit.reservationId !== null) next.set(deposit.depositId, deposit.reservationId);
  else next.delete(deposit.depositId);
  return next;
}

/** An ambiguous deposit's pick (null: none). */
export function pick(choice: Choice, deposit: Deposit, reservationId: number | null): Choice {
  const next = new Map(choice);
  if (reservationId === null) next.delete(deposit.depositId);
  else next.set(deposit.depositId, reservationId);
  return next;
}

export interface Totals {
  /** Unpaid reservations the chosen deposits name (one per reservation however many deposits name it). */
  people: number;
  /** Their prices (what is expected), in won. */
  amount: number;
  /** The chosen deposits' money (what was received), in won. */
  received: number;
  deposits: number;
}

export function totals(deposits: readonly Deposit[], choice: Choice): Totals {
  const byId = new Map(deposits.map((d) => [d.depositId, d]));
  const prices = new Map<number, number>();
  let received = 0;
  for (const [depositId, reservationId] of choice) {
    const d = byId.get(depositId);
    received += d?.amount ?? 0;
    const candidate = d?.candidates.find((c) => c.reservationId === reservationId);
    if (candidate && candidate.status !== 'paid') prices.set(reservationId, candidate.price);
  }
  let amount = 0;
  for (const price of prices.values()) amount += price;
  return { people: prices.size, amount, received, deposits: choice.size };
}

/** How a deposit's amount sits against the price of the reservation it would pay: 0 fits. */
export function difference(deposit: Deposit, reservationId: number | undefined): number {
  const candidate = deposit.candidates.find((c) => c.reservationId === reservationId);
  return candidate ? deposit.amount - candidate.price : 0;
}

/** The apply call's body: matched deposits by id, the rest as picks. */
export function applyRequest(deposits: readonly Deposit[], choice: Choice): DepositApplyRequest {
  const byId = new Map(deposits.map((d) => [d.depositId, d]));
  const depositIds: number[] = [];
  const picks: { depositId: number; reservationId: number }[] = [];
  for (const [depositId, reservationId] of choice) {
    const d = byId.get(depositId);
    if ((d?.match === 'matched' || d?.match === 'alreadyPaid') && d.reservationId === reservationId) {
      depositIds.push(depositId);
    } else picks.push({ depositId, reservationId });
  }
  return { depositIds, picks };
}

/** Column roles of the mapping step, in the order the selects are shown; the first three are required. */
export const MAPPING_ROLES = ['at', 'name', 'amount', 'withdrawal', 'balance'] as const;
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
  const { at, name, amount, withdrawal, balance } = draft.columns;
  if (at === undefined || name === undefined || amount === undefined) return null;
  return {
    headerRow: draft.headerRow,
    at,
    name,
    amount,
    ...(withdrawal !== undefined ? { withdrawal } : {}),
    ...(balance !== undefined ? { balance } : {}),
  };
}
