import type { LedgerEntry, LedgerEntryRequest, TermLedger } from '@moa/contract';
import { LEDGER_LIMITS as L, LEDGER_MESSAGES as M, MEMBER_LIMITS } from '@moa/contract';
import { AppError } from '../../lib/app-error.ts';
import type { AppContext } from '../../lib/context.ts';
import { assertOwned } from '../../lib/ownership.ts';
import type { FileReply } from '../../lib/route.ts';
import { addDays } from '../../lib/time.ts';
import { recordAudit } from '../audit/index.ts';
import { assertManagesNow, type SessionUser } from '../auth/index.ts';
import { deleteStored, getStored, storePrivateImage, sweepUnreferenced } from '../files/index.ts';
import { ownedTerm, todayOf } from '../members/index.ts';
import * as repo from './ledger-repository.ts';

/**
 * The treasurer's ledger (docs/product.md#the-union-report): income and expenses of a term the portal does not see.
 * The 결산 is made after the term, so its ledger stays open for MEMBER_LIMITS.reportDaysAfterTerm days after the
 * term's last day. A receipt is an image, checked and re-encoded as every upload and kept private; an expense needs
 * one or the reason it has none.
 */

export const RECEIPT_PREFIX = 'receipt/';

type Row = NonNullable<Awaited<ReturnType<typeof repo.findEntry>>>;
type Term = Awaited<ReturnType<typeof ownedTerm>>;

const toEntry = (r: Row): LedgerEntry => ({
  entryId: r.id,
  termId: r.term_id,
  direction: r.direction,
  occurredOn: r.occurred_on,
  category: r.category,
  description: r.description,
  amount: Number(r.amount),
  hasReceipt: r.receipt !== null,
  noReceiptReason: r.no_receipt_reason,
  updatedBy: r.updated_by,
  updatedAt: r.updated_at,
});

const editableUntil = (term: Pick<Term, 'ends_on'>) =>
  addDays(term.ends_on, MEMBER_LIMITS.reportDaysAfterTerm);

/** Whether a term's ledger may still change, and until which day. */
export function ledgerWindow(ctx: AppContext, term: Pick<Term, 'ends_on'>) {
  const until = editableUntil(term);
  return { editable: until >= todayOf(ctx), editableUntil: until };
}

function assertOpen(ctx: AppContext, term: Term): void {
  if (editableUntil(term) < todayOf(ctx)) throw new AppError('TERM_READ_ONLY', M.closed);
}

/** The day inside the term, and an expense's receipt or reason; the field errors of what is wrong. */
function assertEntry(term: Term, body: LedgerEntryRequest, hasReceipt: boolean): void {
  const errors: Record<string, string> = {};
  if (body.occurredOn < term.starts_on || body.occurredOn > term.ends_on)
    errors.occurredOn = M.dateOutsideTerm;
  if (body.direction === 'expense' && !hasReceipt && body.noReceiptReason === '') {
    errors.noReceiptReason = M.receiptOrReason;
  }
  const first = Object.values(errors)[0];
  if (first) throw new AppError('VALIDATION_FAILED', first, errors);
}

/** GET …/terms/{termId}/ledger. */
export async function termLedger(ctx: AppContext, user: SessionUser, termId: number): Promise<TermLedger> {
  const term = await ownedTerm(ctx, user, termId);
  return { entries: (await repo.termEntries(ctx.db, termId)).map(toEntry), ...ledgerWindow(ctx, term) };
}

/**
 * The receipt part stored before the row; whoever refuses the row removes it again. A file refused as an image says
 * so on the `receipt` field.
 */
async function storeReceipt(ctx: AppContext, receipt: Buffer | undefined): Promise<string | null> {
  if (!receipt) return null;
  try {
    return await storePrivateImage(ctx.db, receipt, RECEIPT_PREFIX.slice(0, -1));
  } catch (err) {
    if (err instanceof AppError && !err.fieldErrors) {
      throw new AppError(err.code, err.message, { receipt: err.message }, err.extra);
    }
    throw err;
  }
}

/** POST …/terms/{termId}/ledger. */
export async function createEntry(
  ctx: AppContext,
  user: SessionUser,
  termId: number,
  body: LedgerEntryRequest,
  receipt: Buffer | undefined,
): Promise<LedgerEntry> {
  const term = await ownedTerm(ctx, user, termId);
  assertOpen(ctx, term);
  assertEntry(term, body, receipt !== undefined);
  const stored = await storeReceipt(ctx, receipt);
  const at = ctx.now().toISOString();
  try {
    const id = await ctx.db.transaction().execute(async (trx) => {
      await assertManagesNow(trx, ctx.dialect, user, term.club_id, ctx.now());
      if ((await repo.countEntries(trx, termId)) >= L.entriesPerTermMax) {
        throw new AppError('CONFLICT', M.entriesMax);
      }
      const made = await repo.insertEntry(trx, {
        club_id: term.club_id,
        term_id: termId,
        direction: body.direction,
        occurred_on: body.occurredOn,
        category: body.category,
        description: body.description,
        amount: body.amount,
        receipt: stored,
        no_receipt_reason: stored ? '' : body.noReceiptReason,
        created_by: user.email,
        created_at: at,
        updated_by: user.email,
        updated_at: at,
      });
      await recordAudit(trx, user, 'ledger.create', { type: 'ledger', id: made }, auditDetail(termId, body));
      return made;
    });
    return toEntry((await repo.findEntry(ctx.db, id))!);
  } catch (err) {
    if (stored) await deleteStored(ctx.db, [stored]);
    throw err;
  }
}

const auditDetail = (termId: number, body: LedgerEntryRequest) => ({
  termId,
  direction: body.direction,
  occurredOn: body.occurredOn,
  category: body.category,
  amount: body.amount,
});

async function ownedEntry(ctx: AppContext, user: SessionUser, entryId: number) {
  const row = await repo.findEntry(ctx.db, entryId);
  if (!row) throw new AppError('NOT_FOUND', M.notFound);
  return assertOwned(row, user.clubId!, '수입·지출 내역');
}

/** PUT …/ledger/{entryId}: a new receipt replaces the stored one; `removeReceipt` takes it away. */
export async function updateEntry(
  ctx: AppContext,
  user: SessionUser,
  entryId: number,
  body: LedgerEntryRequest,
  receipt: Buffer | undefined,
): Promise<LedgerEntry> {
  const row = await ownedEntry(ctx, user, entryId);
  const term = await ownedTerm(ctx, user, row.term_id);
  assertOpen(ctx, term);
  const keeps = receipt === undefined && !body.removeReceipt && row.receipt !== null;
  assertEntry(term, body, receipt !== undefined || keeps);
  const stored = await storeReceipt(ctx, receipt);
  const next = stored ?? (keeps ? row.receipt : null);
  try {
    await ctx.db.transaction().execute(async (trx) => {
      await assertManagesNow(trx, ctx.dialect, user, term.club_id, ctx.now());
      const changed = await repo.updateEntry(trx, entryId, {
        direction: body.direction,
        occurred_on: body.occurredOn,
        category: body.category,
        description: body.description,
        amount: body.amount,
        receipt: next,
        no_receipt_reason: next ? '' : body.noReceiptReason,
        updated_by: user.email,
        updated_at: ctx.now().toISOString(),
      });
      if (!changed) throw new AppError('NOT_FOUND', M.notFound);
      await recordAudit(
        trx,
        user,
        'ledger.update',
        { type: 'ledger', id: entryId },
        auditDetail(row.term_id, body),
      );
    });
  } catch (err) {
    if (stored) await deleteStored(ctx.db, [stored]);
    throw err;
  }
  if (row.receipt && row.receipt !== next) await deleteStored(ctx.db, [row.receipt]);
  return toEntry((await repo.findEntry(ctx.db, entryId))!);
}

/** DELETE …/ledger/{entryId}: the entry and its receipt. */
export async function deleteEntry(
  ctx: AppContext,
  user: SessionUser,
  entryId: number,
): Promise<{ success: true }> {
  const row = await ownedEntry(ctx, user, entryId);
  const term = await ownedTerm(ctx, user, row.term_id);
  assertOpen(ctx, term);
  await ctx.db.transaction().execute(async (trx) => {
    await assertManagesNow(trx, ctx.dialect, user, term.club_id, ctx.now());
    const receipt = await repo.deleteEntry(trx, entryId);
    if (receipt === undefined) throw new AppError('NOT_FOUND', M.notFound);
    if (receipt) await deleteStored(trx, [receipt]);
    await recordAudit(
      trx,
      user,
      'ledger.delete',
      { type: 'ledger', id: entryId },
      { termId: row.term_id, direction: row.direction, amount: Number(row.amount), category: row.category },
    );
  });
  return { success: true };
}

/** GET …/ledger/{entryId}/receipt: to the club's managers only. */
export async function receiptFile(ctx: AppContext, user: SessionUser, entryId: number): Promise<FileReply> {
  const row = await ownedEntry(ctx, user, entryId);
  const file = row.receipt ? await getStored(ctx.db, row.receipt) : null;
  if (!file) throw new AppError('NOT_FOUND', M.receiptNotFound);
  return { body: file.data, fileName: `영수증_${entryId}.webp`, asciiFileName: `receipt-${entryId}.webp` };
}

export const RECEIPT_SWEEP_INTERVAL_MS = 60 * 60 * 1000;
/** A receipt is stored a moment before its entry's row: one younger than this is never swept. */
const SETTLE_MS = 60 * 60 * 1000;

/** Removes stored receipts no entry names any more (a term or club deleted took its entries); how many. */
export async function sweepReceipts(ctx: AppContext): Promise<number> {
  const before = new Date(ctx.now().getTime() - SETTLE_MS).toISOString();
  return sweepUnreferenced(ctx.db, RECEIPT_PREFIX, before, { table: 'ledger_entries', column: 'receipt' });
}
