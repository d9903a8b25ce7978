/**
 * Fingerprints make imports idempotent: the same statement imported twice gives the same fingerprints, so the
 * second import can change nothing. A deposit is keyed by its time, amount, normalised name and balance; two deposits
 * with the same key in one source (same person, amount and minute, and no balance column) are told apart by their
 * occurrence index, which is the same every time that source is read. Where a layout has two text columns, both
 * texts are in the key in a fixed order, whichever the club reads as the name (a switched name column, kept for the
 * club's layout, must not make the same statement new).
 */
import { createHash } from 'node:crypto';
import type { DepositRow } from './types.ts';
import { normalizeName } from './values.ts';

export type UnsignedRow = Omit<DepositRow, 'fingerprint'>;

export function withFingerprints(rows: UnsignedRow[]): DepositRow[] {
  const seen = new Map<string, number>();
  return rows.map((r) => {
    // A pasted notification without a date has no stable time: its key leaves the time out.
    const names =
      r.otherName === undefined
        ? normalizeName(r.name)
        : [normalizeName(r.name), normalizeName(r.otherName)].sort();
    const key = JSON.stringify([r.estimatedAt ? null : r.at, r.amount, names, r.balance]);
    const occurrence = seen.get(key) ?? 0;
    seen.set(key, occurrence + 1);
    const fingerprint = createHash('sha256').update(`${key}#${occurrence}`).digest('hex');
    return { ...r, fingerprint };
  });
}
