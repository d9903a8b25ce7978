import type { Db } from '../../db/database.ts';
import * as repo from './repository.ts';

/** A new pending membership of a term with dues is charged them (joinAccepted, a renewal's yes): once (unique). */
export async function chargeNew(db: Db, termId: number, membershipId: number, at: string): Promise<void> {
  const term = await repo.findTerm(db, termId);
  if (term?.dues_amount) await repo.insertCharge(db, membershipId, term.dues_amount, at);
}
