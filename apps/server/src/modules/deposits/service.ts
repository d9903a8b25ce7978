import {
  type ColumnMapping,
  DEPOSIT_IMPORTS_LISTED,
  DEPOSIT_MESSAGES,
  DEPOSIT_PAGE_DEFAULT,
  type DepositApplyResult,
  type DepositImport,
  type DepositImportList,
  type DepositMatch,
  type DepositNameColumn,
  type DepositPage,
  type DepositReading,
  groupDigits,
} from '@moa/contract';
import { AppError } from '../../lib/app-error.ts';
import type { AppContext } from '../../lib/context.ts';
import type { SessionUser } from '../auth/index.ts';
import { recordAudit } from '../audit/index.ts';
import { assertOwned } from '../../lib/ownership.ts';
import { noticeReservations } from '../notifications/index.ts';
import { seoulToday } from '../../lib/time.ts';
import { matchBoth } from './dues-match.ts';
import { parseOffThread } from './parse/off-thread.ts';
// Types only, as `import type`: an import of types alone written `import { type … }` still loads the module, and the
// parse barrel would load SheetJS and htmlparser2 into the serving process, which only the worker needs (decision 0012).
import type {
  IgnoredCounts,
  ParseFailure,
  ParseNeedsMapping,
  ParseResult,
  SavedLayout,
} from './parse/index.ts';
import * as repo from './repository.ts';
import {
  candidateIds,
  chargeIdsOf,
  hintOf,
  matchCharges,
  matchTexts,
  reviewDeposits,
  reviewTotals,
  toDeposit,
  toMatchReservation,
  type ChargeRow,
} from './review.ts';
import { settleDeposit, type Settled } from './settle.ts';
import { settleDuesDeposit } from './settle-dues.ts';

/**
 * Deposit import and apply (docs/product.md#reservation-status): a statement or pasted notifications are parsed,
 * matched with the show's reservations and stored; the manager then applies the chosen deposits, which marks their
 * reservations paid in one transaction.
 */

export type DepositSource =
  | { kind: 'file'; bytes: Buffer; filename?: string; mapping?: ColumnMapping }
  | { kind: 'text'; text: string };

async function ownedShow(ctx: AppContext, user: SessionUser, showId: number) {
  return assertOwned(await repo.findShowWithClub(ctx.db, showId), user.clubId!, '공연');
}

/** How many rows a message names before "외 n개". */
const NAMED_ROWS = 3;
/** How many row errors an answer lists; a file of thousands of bad rows is one mistake repeated. */
const LISTED_ROWS = 100;

/** A parse that found no deposits to read, as the error the manager sees; nothing is stored. */
function parseError(result: ParseFailure | ParseNeedsMapping): AppError {
  switch (result.code) {
    case 'NEEDS_MAPPING':
      return new AppError('STATEMENT_NEEDS_MAPPING', result.message, undefined, {
        statementMapping: {
          format: result.format,
          columnCount: result.columnCount,
          headerCandidates: result.headerCandidates.map((h) => ({
            row: h.row,
            cells: h.cells,
            found: Object.fromEntries(
              Object.entries(h.found).filter((e): e is [string, number] => typeof e[1] === 'number'),
            ),
          })),
          preview: result.preview,
        },
      });
    case 'TOO_LARGE':
      return new AppError('PAYLOAD_TOO_LARGE', result.message);
    case 'UNPACKS_TOO_LARGE':
      return new AppError('STATEMENT_TOO_LARGE', result.message);
    case 'TOO_MANY_ROWS':
      return new AppError('STATEMENT_TOO_MANY_ROWS', result.message);
    case 'TOO_SLOW':
      return new AppError('STATEMENT_TOO_SLOW', result.message);
    case 'BAD_FILE':
    case 'ENCRYPTED':
      return new AppError('STATEMENT_UNSUPPORTED', result.message);
    case 'BAD_ROWS': {
      const rows = result.rowErrors ?? [];
      const named = rows.slice(0, NAMED_ROWS).map((r) => r.message);
      const more = rows.length > NAMED_ROWS ? [`외 ${rows.length - NAMED_ROWS}개 줄.`] : [];
      return new AppError('STATEMENT_INVALID', [...named, ...more, result.message].join(' '), undefined, {
        rowErrors: rows.slice(0, LISTED_ROWS),
      });
    }
    default:
      return new AppError('STATEMENT_INVALID', result.message, undefined, {
        ...(result.rowErrors ? { rowErrors: result.rowErrors } : {}),
      });
  }
}

/**
 * Read in a worker thread (parse/off-thread.ts): the event loop stays free whatever the file. A file is read with the
 * club's saved layouts, so a layout whose columns the manager confirmed once needs no mapping step again.
 */
async function parse(source: DepositSource, now: Date, savedLayouts: SavedLayout[]): Promise<ParseResult> {
  return parseOffThread(
    source.kind === 'file'
      ? {
          kind: 'file',
          bytes: source.bytes,
          filename: source.filename,
          mapping: source.mapping,
          savedLayouts,
          now: now.toISOString(),
        }
      : { kind: 'text', text: source.text, now: now.toISOString() },
  );
}

async function clubLayouts(ctx: AppContext, clubId: number): Promise<SavedLayout[]> {
  return (await repo.listClubLayouts(ctx.db, clubId)).map((l) => ({
    signature: l.signature,
    mapping: JSON.parse(l.mapping) as ColumnMapping,
  }));
}

const NO_IGNORED: IgnoredCounts = { withdrawal: 0, zero: 0, total: 0, savings: 0, other: 0 };

/**
 * Parses, matches and stores one import; answers its totals and first page. A row stored by an earlier import and
 * applied is 중복; one stored but never applied is matched again and offered for applying, so a statement uploaded
 * again after a review left unapplied leads back to it. When every row was stored before by one import and none is
 * applied, no new import is made: the answer is that import.
 */
export async function importDeposits(
  ctx: AppContext,
  user: SessionUser,
  showId: number,
  source: DepositSource,
): Promise<DepositImport> {
  const show = await ownedShow(ctx, user, showId);
  const now = ctx.now();
  const result = await parse(source, now, source.kind === 'file' ? await clubLayouts(ctx, show.club_id) : []);
  if (!result.ok) throw parseError(result);

  const [reservations, charges, known] = await Promise.all([
    repo.listShowReservations(ctx.db, showId),
    repo.listClubCharges(ctx.db, show.club_id),
    repo.listShowFingerprints(ctx.db, showId),
  ]);
  const knownByFingerprint = new Map(known.map((k) => [k.fingerprint, k]));
  const fresh = result.rows.filter((r) => !knownByFingerprint.has(r.fingerprint));
  const outcomes = matchBoth(
    reservations.map(toMatchReservation),
    matchCharges(charges, seoulToday(now)),
    fresh.map((r) => matchTexts({ name: r.name, other_name: r.otherName ?? null, amount: r.amount }, 'name')),
  );
  const outcomeOf = new Map(fresh.map((r, i) => [r.fingerprint, outcomes[i]!]));

  const earlier = result.rows.map((r) => knownByFingerprint.get(r.fingerprint));
  const first = earlier[0];
  const same =
    fresh.length === 0 &&
    first &&
    earlier.every((k) => k!.import_id === first.import_id && k!.applied_at === null);
  const importId = same
    ? first.import_id
    : await ctx.db.transaction().execute(async (trx) => {
        const id = await repo.insertImport(trx, {
          show_id: showId,
          created_by: user.email,
          created_at: now.toISOString(),
          source: source.kind,
          filename: source.kind === 'file' ? (source.filename ?? null) : null,
          row_count: result.rows.length,
          format: result.format,
          layout_id: result.layout?.id ?? null,
          layout_label: result.layout?.label ?? null,
          name_header: result.nameHeader ?? null,
          other_name_header: result.otherNameHeader ?? null,
          ignored: JSON.stringify(result.ignored),
          header_signature: result.headerSignature ?? null,
          mapping: result.mapping ? JSON.stringify(result.mapping) : null,
          saved_layout: result.savedLayoutUsed ? 1 : 0,
        });
        // Columns the manager confirmed are this club's layout from now on (statement_layouts).
        if (source.kind === 'file' && source.mapping && result.headerSignature) {
          await repo.saveClubLayout(trx, {
            club_id: show.club_id,
            signature: result.headerSignature,
            mapping: JSON.stringify(source.mapping),
            saved_by: user.email,
            saved_at: now.toISOString(),
          });
        }
        const ids = await repo.insertDeposits(
          trx,
          fresh.map((r) => {
            const o = outcomeOf.get(r.fingerprint)!;
            return {
              import_id: id,
              show_id: showId,
              fingerprint: r.fingerprint,
              row: r.row,
              at: r.at,
              name: r.name,
              other_name: r.otherName ?? null,
              amount: r.amount,
              balance: r.balance,
              match: o.match,
              reservation_id: o.reservationId,
              candidates: JSON.stringify(o.candidates),
              charge_id: o.chargeId,
              charge_candidates: o.chargeCandidates.length > 0 ? JSON.stringify(o.chargeCandidates) : null,
              match_hint: hintOf(o, 'name'),
              applied_at: null,
              applied_by: null,
            };
          }),
        );
        // Rows stored by an earlier import, or by a concurrent one meanwhile, are linked as they are.
        for (const k of known) ids.set(k.fingerprint, k.id);
        const missing = result.rows.map((r) => r.fingerprint).filter((f) => !ids.has(f));
        for (const [f, depositId] of await repo.idsByFingerprint(trx, showId, missing)) ids.set(f, depositId);
        await repo.insertImportRows(
          trx,
          id,
          result.rows.map((r) => ids.get(r.fingerprint)!),
        );
        return id;
      });
  return reviewImport(ctx, { showId, clubId: show.club_id }, importId, { reservations, charges });
}

/**
 * Every row of an import matched again (those not applied) and totalled; the answer carries the first page, the rest
 * is read by importRows from `nextCursor`.
 */
async function reviewImport(
  ctx: AppContext,
  where: { showId: number; clubId: number },
  importId: number,
  read?: {
    reservations: Awaited<ReturnType<typeof repo.listShowReservations>>;
    charges: ChargeRow[];
  },
): Promise<DepositImport> {
  const [imp, current, charges, rows] = await Promise.all([
    repo.findImport(ctx.db, importId),
    read?.reservations ?? repo.listShowReservations(ctx.db, where.showId),
    read?.charges ?? repo.listClubCharges(ctx.db, where.clubId),
    repo.listImportRows(ctx.db, importId),
  ]);
  const deposits = await reviewDeposits(
    ctx.db,
    current,
    charges,
    rows,
    imp!.name_column,
    seoulToday(ctx.now()),
  );
  const page = deposits.slice(0, DEPOSIT_PAGE_DEFAULT);
  return {
    importId,
    createdAt: imp!.created_at,
    filename: imp!.filename,
    deposits: page,
    nextCursor: deposits.length > page.length ? rows[page.length - 1]!.position : null,
    totals: reviewTotals(deposits),
    reading: readingOf(imp!),
    ignored: imp!.ignored === null ? NO_IGNORED : (JSON.parse(imp!.ignored) as IgnoredCounts),
  };
}

type StoredImport = NonNullable<Awaited<ReturnType<typeof repo.findImport>>>;

function readingOf(imp: StoredImport): DepositReading {
  return {
    format: (imp.format as DepositReading['format']) ?? (imp.source === 'text' ? 'text' : null),
    layout: imp.layout_id && imp.layout_label ? { id: imp.layout_id, label: imp.layout_label } : null,
    nameHeader: imp.name_header,
    otherNameHeader: imp.other_name_header,
    nameColumn: imp.name_column,
    savedLayout: imp.saved_layout === 1,
  };
}

/**
 * Matches an import by the statement's other text column first (or back), for the whole file, and remembers the
 * choice for the club's layout: the next statement of the same header row is read with the columns swapped.
 */
export async function chooseNameColumn(
  ctx: AppContext,
  user: SessionUser,
  showId: number,
  importId: number,
  column: DepositNameColumn,
): Promise<DepositImport> {
  const imp = await ownedImport(ctx, user, showId, importId);
  if (imp.other_name_header === null) {
    throw new AppError('BAD_REQUEST', DEPOSIT_MESSAGES.noOtherNameColumn, {
      column: DEPOSIT_MESSAGES.noOtherNameColumn,
    });
  }
  if (imp.name_column !== column) {
    await ctx.db.transaction().execute(async (trx) => {
      await repo.setNameColumn(trx, importId, column);
      if (imp.header_signature && imp.mapping) {
        const mapping = JSON.parse(imp.mapping) as ColumnMapping;
        const swapped =
          column === 'otherName' && mapping.otherName !== undefined
            ? { ...mapping, name: mapping.otherName, otherName: mapping.name }
            : mapping;
        await repo.saveClubLayout(trx, {
          club_id: imp.club_id,
          signature: imp.header_signature,
          mapping: JSON.stringify(swapped),
          saved_by: user.email,
          saved_at: ctx.now().toISOString(),
        });
      }
    });
  }
  return reviewImport(ctx, { showId, clubId: imp.club_id }, importId);
}

/**
 * A page of an import's rows as last matched (by the import or its reopening), of one match or all, in the source's
 * order from after `after`.
 */
export async function importRows(
  ctx: AppContext,
  user: SessionUser,
  showId: number,
  importId: number,
  query: { match?: DepositMatch; after?: number; limit: number },
): Promise<DepositPage> {
  const imp = await ownedImport(ctx, user, showId, importId);
  const rows = await repo.pageImportRows(ctx.db, importId, query);
  const page = rows.slice(0, query.limit);
  const [reservations, charges] = await Promise.all([
    repo.listReservationsById(ctx.db, showId, candidateIds(page)),
    repo.listChargesById(ctx.db, imp.club_id, chargeIdsOf(page)),
  ]);
  const byId = new Map(reservations.map((r) => [r.id, r]));
  const chargesById = new Map(charges.map((c) => [c.id, c]));
  return {
    deposits: page.map((d) => toDeposit(d, byId, chargesById, imp.name_column)),
    nextCursor: rows.length > page.length ? page[page.length - 1]!.position : null,
  };
}

async function ownedImport(ctx: AppContext, user: SessionUser, showId: number, importId: number) {
  const show = await ownedShow(ctx, user, showId);
  const imp = await repo.findImport(ctx.db, importId);
  if (!imp || imp.show_id !== showId) throw new AppError('NOT_FOUND', DEPOSIT_MESSAGES.importNotFound);
  return { ...imp, club_id: show.club_id };
}

/** What an apply pays with a deposit: a reservation or a club's dues charge, never both. */
type Target = { kind: 'reservation'; id: number } | { kind: 'dues'; id: number };

/** A stored deposit's one target as matched (matched, alreadyPaid), if it names one. */
function matchedTarget(d: { reservation_id: number | null; charge_id: number | null }): Target | null {
  if (d.reservation_id !== null) return { kind: 'reservation', id: d.reservation_id };
  if (d.charge_id !== null) return { kind: 'dues', id: d.charge_id };
  return null;
}

/**
 * Applies deposits of an import: each matched one pays its reservation or dues charge, each pick pays the candidate
 * chosen (a ticket or a due), and a deposit for a ticket or a due already paid is recorded as such. Each is set
 * against its reservation's price or its charge's amount left, decided from the row locked in this transaction
 * (settle.ts, settle-dues.ts): duplicates and overpayments are recorded as money owed back, shortfalls leave the
 * reservation unpaid until settled. One transaction: a reservation that cannot be paid (its seats gone since it
 * expired, cancelled meanwhile) or a due at another amount refuses the whole call. Deposits already applied are
 * skipped: each deposit is claimed by a conditional update, so two applies racing apply it once.
 */
export async function applyDeposits(
  ctx: AppContext,
  user: SessionUser,
  showId: number,
  importId: number,
  request: {
    allMatched: boolean;
    except: number[];
    depositIds: number[];
    picks: { depositId: number; reservationId?: number; chargeId?: number }[];
  },
): Promise<DepositApplyResult> {
  const imp = await ownedImport(ctx, user, showId, importId);

  const asked = [...request.depositIds, ...request.picks.map((p) => p.depositId)];
  const deposits = new Map((await repo.listShowDeposits(ctx.db, showId, asked)).map((d) => [d.id, d]));
  const wanted = new Map<number, Target>();
  const refuse = (message: string): never => {
    throw new AppError('BAD_REQUEST', message);
  };
  let skippedBefore = 0;
  // Every deposit chosen from the start, read here: the review may have loaded only some pages of them.
  if (request.allMatched) {
    const except = new Set(request.except);
    for (const d of await repo.listImportChosen(ctx.db, importId)) {
      const target = matchedTarget(d);
      if (except.has(d.id) || !target) continue;
      deposits.set(d.id, d);
      wanted.set(d.id, target);
    }
  }
  for (const id of request.depositIds) {
    const d = deposits.get(id) ?? refuse(DEPOSIT_MESSAGES.unknownDeposit);
    if (d.applied_at) {
      skippedBefore++;
      continue;
    }
    const target = matchedTarget(d);
    if (!(d.match === 'matched' || d.match === 'alreadyPaid') || !target) {
      refuse(DEPOSIT_MESSAGES.notApplicable);
    }
    wanted.set(id, target!);
  }
  for (const pick of request.picks) {
    const d = deposits.get(pick.depositId) ?? refuse(DEPOSIT_MESSAGES.unknownDeposit);
    if (d.applied_at) {
      skippedBefore++;
      continue;
    }
    if (!(d.match === 'ambiguous' || d.match === 'matched')) refuse(DEPOSIT_MESSAGES.notApplicable);
    if (pick.reservationId !== undefined) {
      const candidates = JSON.parse(d.candidates) as number[];
      if (!candidates.includes(pick.reservationId)) refuse(DEPOSIT_MESSAGES.notApplicable);
      wanted.set(pick.depositId, { kind: 'reservation', id: pick.reservationId });
    } else if (pick.chargeId !== undefined) {
      const charges = d.charge_candidates === null ? [] : (JSON.parse(d.charge_candidates) as number[]);
      if (!(charges.includes(pick.chargeId) || d.charge_id === pick.chargeId)) {
        refuse(DEPOSIT_MESSAGES.notApplicable);
      }
      wanted.set(pick.depositId, { kind: 'dues', id: pick.chargeId });
    } else {
      refuse(DEPOSIT_MESSAGES.pickOneTarget);
    }
  }

  const now = ctx.now();
  const at = now.toISOString();
  const by = `import:${importId}`;
  const idsOf = (kind: Target['kind']) => [
    ...new Set([...wanted.values()].filter((t) => t.kind === kind).map((t) => t.id)),
  ];
  return ctx.db.transaction().execute(async (trx) => {
    const rows = await repo.reservationsForUpdate(trx, showId, idsOf('reservation'), ctx.dialect);
    const rowOf = new Map(rows.map((r) => [r.id, r]));
    const charges = await repo.chargesForUpdate(trx, imp.club_id, idsOf('dues'), ctx.dialect);
    const chargeOf = new Map(charges.map((c) => [c.id, c]));
    const result: DepositApplyResult = {
      paid: 0,
      amount: 0,
      duesPaid: 0,
      duesAmount: 0,
      skipped: skippedBefore,
      received: 0,
      refundOwed: 0,
      duplicates: 0,
      over: 0,
      short: 0,
      shortAmount: 0,
    };
    const paidIds: number[] = [];
    const chargeIds: number[] = [];
    const appliedIds: number[] = [];
    for (const [depositId, target] of wanted) {
      const d = deposits.get(depositId)!;
      const row = target.kind === 'reservation' ? rowOf.get(target.id) : undefined;
      const charge = target.kind === 'dues' ? chargeOf.get(target.id) : undefined;
      if (!row && !charge) refuse(DEPOSIT_MESSAGES.notApplicable);
      // A concurrent apply of the same deposit got there first.
      const claim = target.kind === 'reservation' ? { reservationId: target.id } : { chargeId: target.id };
      if (!(await repo.claimDeposit(trx, depositId, claim, at, user.email))) {
        result.skipped++;
        continue;
      }
      appliedIds.push(depositId);
      let settled: Settled;
      try {
        settled = row
          ? await settleDeposit(trx, d, row, { by, email: user.email }, now)
          : await settleDuesDeposit(trx, user, { showId, importId }, d, charge!, now);
      } catch (err) {
        if (err instanceof AppError) {
          throw new AppError(
            err.code,
            `${d.name}(${d.row}번째 줄, ${groupDigits(d.amount)}원): ${err.message}`,
          );
        }
        throw err;
      }
      result.received += d.amount;
      result.refundOwed += settled.refund;
      if (settled.paid && row) {
        result.paid++;
        result.amount += settled.expected;
        paidIds.push(target.id);
      } else if (settled.paid) {
        result.duesPaid++;
        result.duesAmount += settled.expected;
        chargeIds.push(target.id);
      }
      if (settled.outcome === 'duplicate') result.duplicates++;
      else if (settled.refund > 0) result.over++;
      if (settled.outcome === 'short') {
        result.short++;
        result.shortAmount += settled.missing;
      }
    }
    await noticeReservations(trx, paidIds, 'paymentConfirmed', at);
    if (appliedIds.length > 0) {
      await recordAudit(
        trx,
        user,
        'deposit.apply',
        { type: 'deposit_import', id: importId },
        {
          source: 'import',
          showId,
          depositIds: appliedIds,
          reservationIds: paidIds,
          chargeIds,
          amount: result.amount,
          duesAmount: result.duesAmount,
          received: result.received,
          refundOwed: result.refundOwed,
        },
      );
    }
    return result;
  });
}

/** The show's newest imports (DEPOSIT_IMPORTS_LISTED), with their review state, and how many there are. */
export async function depositImports(
  ctx: AppContext,
  user: SessionUser,
  showId: number,
): Promise<DepositImportList> {
  await ownedShow(ctx, user, showId);
  const [rows, total] = await Promise.all([
    repo.listImports(ctx.db, showId, DEPOSIT_IMPORTS_LISTED),
    repo.countImports(ctx.db, showId),
  ]);
  return {
    total,
    imports: rows.map((r) => ({
      importId: r.id,
      createdAt: r.created_at,
      createdBy: r.created_by,
      source: r.source,
      filename: r.filename,
      rowCount: r.row_count,
      deposits: Number(r.deposits),
      applied: Number(r.applied),
      open: Number(r.open ?? 0),
    })),
  };
}

/** An import reopened: its deposits, those not applied matched again against the reservations as they are now. */
export async function reopenImport(
  ctx: AppContext,
  user: SessionUser,
  showId: number,
  importId: number,
): Promise<DepositImport> {
  const imp = await ownedImport(ctx, user, showId, importId);
  return reviewImport(ctx, { showId, clubId: imp.club_id }, importId);
}
