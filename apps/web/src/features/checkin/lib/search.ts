import type { CheckinHolder } from '@moa/contract';

/** How the door finds a holder without a ticket: name, student id, deposit name, and phone (digits) for managers. */
const fold = (text: string) => text.normalize('NFC').replace(/\s+/g, '').toLowerCase();

export const SEARCH_LIMIT = 8;

export function findHolders(holders: readonly CheckinHolder[], query: string): CheckinHolder[] {
  const q = fold(query);
  if (q.length === 0) return [];
  const digits = q.replace(/\D/g, '');
  return holders.filter(
    (h) =>
      fold(h.name).includes(q) ||
      fold(h.depositName).includes(q) ||
      (digits.length >= 3 && h.studentId.includes(digits)) ||
      (digits.length >= 4 && h.phoneNumber !== null && h.phoneNumber.replace(/\D/g, '').includes(digits)),
  );
}
