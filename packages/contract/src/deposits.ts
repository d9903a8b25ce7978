import { z } from 'zod';
import { groupDigits } from './numbers.ts';
import { isoDateTime } from './common.ts';
import { reservationStatusSchema } from './payment.ts';
import { idParam } from './validators.ts';

/**
 * Deposit import and matching (docs/product.md#reservation-status): a bank statement file or pasted deposit
 * notifications become deposits, each matched with the show's reservations; the manager reviews and applies them.
 */

/** The largest statement file accepted (10 MB); images stay at 5 MB. */
export const STATEMENT_MAX_BYTES = 10 * 1024 * 1024;
/** Pasted notification text: far more than a month of a busy account's messages. */
export const DEPOSIT_TEXT_MAX = 200_000;
/** The most deposits one apply call takes. */
export const DEPOSIT_APPLY_MAX = 10_000;
/**
 * Rows of an import per page: an import answer carries its first page and its totals, the rest is read page by page
 * (a 20,000-row statement would otherwise be megabytes of JSON in one answer).
 */
export const DEPOSIT_PAGE_DEFAULT = 100;
export const DEPOSIT_PAGE_MAX = 500;
/** The history's newest imports and the open deposits one answer lists; `total` says how many there are. */
export const DEPOSIT_IMPORTS_LISTED = 50;
export const DEPOSIT_ISSUES_LISTED = 500;

/**
 * What applying a deposit did against its reservation's price: paid (at the price), duplicate (the ticket was paid by
 * another deposit: all of it owed back), over (paid, the rest owed back), short (less: unpaid until settled), topUp
 * (it completed earlier short deposits).
 */
export const DEPOSIT_OUTCOMES = ['paid', 'duplicate', 'over', 'short', 'topUp'] as const;
export type DepositOutcome = (typeof DEPOSIT_OUTCOMES)[number];

export const DEPOSIT_MATCHES = ['matched', 'ambiguous', 'unmatched', 'duplicate', 'alreadyPaid'] as const;
export type DepositMatch = (typeof DEPOSIT_MATCHES)[number];

export const DEPOSIT_MESSAGES = {
  textRequired: '붙여 넣은 내용이 없어요. 입금 알림 문자를 붙여 넣어 주세요.',
  textTooLong: '붙여 넣은 내용이 너무 길어요. 나눠서 붙여 넣어 주세요.',
  fileRequired: '거래내역 파일을 올려 주세요.',
  fileEmpty: '빈 파일이에요. 거래내역이 담긴 엑셀(.xls·.xlsx)이나 CSV 파일을 올려 주세요.',
  fileTooLarge: '파일이 너무 커요. 거래내역 파일은 10MB까지 올릴 수 있어요.',
  applyEmpty: '적용할 입금 내역을 골라 주세요.',
  notApplicable:
    '매칭된 입금 내역이나 후보를 고른 입금 내역만 적용할 수 있어요. 새로고침 후 다시 시도해 주세요.',
  unknownDeposit: '이 가져오기에 없는 입금 내역이 포함되어 있어 처리하지 않았어요.',
  importNotFound: '입금 내역 가져오기를 찾을 수 없습니다.',
  pageTooLarge: `한 번에 ${DEPOSIT_PAGE_MAX}건까지 불러올 수 있어요.`,
  noOtherNameColumn: '이 가져오기에는 이름으로 쓸 다른 열이 없어요.',
  settleNotOpen: '이미 정리된 입금이거나 부족 입금이 아니에요. 새로고침 후 다시 확인해 주세요.',
  pickOneTarget: '입금 하나에는 예매나 회비 중 하나만 고를 수 있어요.',
  duesTermOver: '끝난 학기의 회비는 입금 내역으로 처리할 수 없어요. 회원 관리에서 확인해 주세요.',
  duesAmountDiffers: (left: number) =>
    `회비는 남은 금액(${groupDigits(left)}원)과 같은 입금만 적용할 수 있어요. 부분 납부는 회원 관리에서 기록해 주세요.`,
} as const;

const columnIndex = z.number().int().min(0).max(1000);

/** Which columns of a statement hold what (0-based, as in the preview), and the header's row (1-based; 0 = none). */
export const columnMappingSchema = z
  .object({
    headerRow: z.number().int().min(0).max(1_000_000),
    at: columnIndex,
    time: columnIndex.optional(),
    name: columnIndex,
    /** A second text column (하나 의뢰인/수취인 beside 적요): matched when the name column finds nobody. */
    otherName: columnIndex.optional(),
    amount: columnIndex,
    withdrawal: columnIndex.optional(),
    balance: columnIndex.optional(),
    type: columnIndex.optional(),
  })
  .meta({ id: 'ColumnMapping' });
export type ColumnMapping = z.infer<typeof columnMappingSchema>;

/** The `request` part of a statement upload: the columns, after the server asked for them. */
export const depositFileRequest = z.object({ mapping: columnMappingSchema.optional() });
export type DepositFileRequest = z.infer<typeof depositFileRequest>;

/** The JSON body of an import of pasted notifications. */
export const depositTextRequest = z.object({
  text: z
    .string({ error: DEPOSIT_MESSAGES.textRequired })
    .trim()
    .min(1, DEPOSIT_MESSAGES.textRequired)
    .max(DEPOSIT_TEXT_MAX, DEPOSIT_MESSAGES.textTooLong),
});
export type DepositTextRequest = z.infer<typeof depositTextRequest>;

/** A reservation a deposit may pay for. */
export const depositCandidateSchema = z
  .object({
    reservationId: z.number().int(),
    scheduleId: z.number().int(),
    /** The schedule's number in the show (1회차, 2회차, …). */
    order: z.number().int(),
    name: z.string(),
    stdCode: z.string(),
    depositName: z.string(),
    price: z.number().int(),
    status: reservationStatusSchema,
  })
  .meta({ id: 'DepositCandidate' });
export type DepositCandidate = z.infer<typeof depositCandidateSchema>;

/**
 * A club's dues charge a deposit may pay (docs/product.md#members): the charge of a membership in one of the club's
 * terms, named by the member's deposit name (학번+이름). `amount` is what is left to pay (the whole amount once paid).
 */
export const depositDuesCandidateSchema = z
  .object({
    chargeId: z.number().int(),
    membershipId: z.number().int(),
    termId: z.number().int(),
    termName: z.string(),
    name: z.string(),
    stdCode: z.string(),
    depositName: z.string(),
    amount: z.number().int(),
    status: z.enum(['unpaid', 'paid', 'waived']),
  })
  .meta({ id: 'DepositDuesCandidate' });
export type DepositDuesCandidate = z.infer<typeof depositDuesCandidateSchema>;

/** What a deposit pays, or paid: a reservation (a ticket) or a dues charge; a deposit pays at most one thing. */
export const depositTargetSchema = z
  .discriminatedUnion('kind', [
    z.object({ kind: z.literal('reservation'), reservationId: z.number().int() }),
    z.object({ kind: z.literal('dues'), chargeId: z.number().int(), membershipId: z.number().int() }),
  ])
  .meta({ id: 'DepositTarget' });
export type DepositTarget = z.infer<typeof depositTargetSchema>;

/** Which of a statement's two text columns the review matches and shows first. */
export const DEPOSIT_NAME_COLUMNS = ['name', 'otherName'] as const;
export type DepositNameColumn = (typeof DEPOSIT_NAME_COLUMNS)[number];

/**
 * How a deposit's text was read when it is not the deposit name exactly (match.ts): nameFirst, the name before the
 * student id; truncated, a name the bank cut short; idMistyped, a student id a digit off; nameOnly, the name without
 * a student id (the last two only offer candidates, the manager picks); then why candidates are offered: otherAmount,
 * the name fits at another price; several, several reservations fit; ticketOrDues, a ticket and a dues charge fit
 * alike (same name, same amount), so the manager chooses.
 */
export const DEPOSIT_HINT_REASONS = [
  'nameFirst',
  'truncated',
  'idMistyped',
  'nameOnly',
  'otherAmount',
  'several',
  'ticketOrDues',
] as const;
export type DepositHintReason = (typeof DEPOSIT_HINT_REASONS)[number];

/** What matching saw in a deposit beyond its match. */
export const depositHintSchema = z
  .object({
    /** The transfer came through a relay (토스, 카카오페이): its prefix was set aside, or it names no person. */
    via: z.string().nullable(),
    /** Which text gave the match, when the source has two. */
    basis: z.enum(DEPOSIT_NAME_COLUMNS).nullable(),
    reason: z.enum(DEPOSIT_HINT_REASONS).nullable(),
  })
  .meta({ id: 'DepositHint' });
export type DepositHint = z.infer<typeof depositHintSchema>;

export const depositSchema = z
  .object({
    depositId: z.number().int(),
    at: isoDateTime,
    /** The depositor as the source writes it, in the column the review matches first; '' when it names nobody. */
    name: z.string(),
    /** The source's other text column, when it has two (하나 의뢰인/수취인 beside 적요); otherwise null. */
    otherName: z.string().nullable(),
    hint: depositHintSchema.nullable(),
    amount: z.number().int(),
    match: z.enum(DEPOSIT_MATCHES),
    /** matched and alreadyPaid as a ticket (and once applied to one): the reservation; otherwise null. */
    reservationId: z.number().int().nullable(),
    /** ambiguous: the reservations to pick from; matched and alreadyPaid as a ticket: the one reservation. */
    candidates: z.array(depositCandidateSchema),
    /** What it pays (matched, alreadyPaid) or paid (applied): a ticket or a dues charge; null when not one thing. */
    target: depositTargetSchema.nullable(),
    /** ambiguous: the club's dues charges to pick from; matched and alreadyPaid as dues: the one charge. */
    duesCandidates: z.array(depositDuesCandidateSchema),
    /** When this deposit was applied; null before. */
    appliedAt: isoDateTime.nullable(),
    /** Once applied: what it did against the price. */
    outcome: z.enum(DEPOSIT_OUTCOMES).nullable(),
  })
  .meta({ id: 'Deposit' });
export type Deposit = z.infer<typeof depositSchema>;

/** How many deposits, and their money in won. */
export const depositTallySchema = z
  .object({ count: z.number().int(), amount: z.number().int() })
  .meta({ id: 'DepositTally' });
export type DepositTally = z.infer<typeof depositTallySchema>;

/** The whole of an import, however many pages its rows take. */
export const depositReviewTotalsSchema = z
  .object({
    /** Every deposit of the import. */
    all: depositTallySchema,
    /** By how each matches now (as `match` of its rows). */
    byMatch: z.object({
      matched: depositTallySchema,
      ambiguous: depositTallySchema,
      unmatched: depositTallySchema,
      duplicate: depositTallySchema,
      alreadyPaid: depositTallySchema,
    }),
    /** Applied already. */
    applied: depositTallySchema,
    /**
     * Chosen from the start (matched and already paid, not applied): what `allMatched` applies. `people` are the
     * unpaid reservations they name, `expected` their prices; `short` and `over` are deposits below or above them.
     */
    toApply: z.object({
      count: z.number().int(),
      received: z.number().int(),
      people: z.number().int(),
      expected: z.number().int(),
      short: z.number().int(),
      over: z.number().int(),
    }),
  })
  .meta({ id: 'DepositReviewTotals' });
export type DepositReviewTotals = z.infer<typeof depositReviewTotalsSchema>;

/** The rows of an import, one page: `nextCursor` reads the next (null: this was the last). */
export const depositPageSchema = z
  .object({ deposits: z.array(depositSchema), nextCursor: z.number().int().nullable() })
  .meta({ id: 'DepositPage' });
export type DepositPage = z.infer<typeof depositPageSchema>;

/** GET …/deposits/{importId}/rows: a page of an import's rows in the source's order, of one match or all. */
export const depositPageQuery = z.object({
  match: z.enum(DEPOSIT_MATCHES).optional(),
  /** The `nextCursor` of the page before. */
  after: z.coerce.number().int().min(0).max(2_147_483_647).optional(),
  limit: z.coerce
    .number()
    .int()
    .min(1)
    .max(DEPOSIT_PAGE_MAX, DEPOSIT_MESSAGES.pageTooLarge)
    .default(DEPOSIT_PAGE_DEFAULT),
});
export type DepositPageQuery = z.input<typeof depositPageQuery>;

export const DEPOSIT_SOURCE_FORMATS = ['csv', 'xlsx', 'xls', 'html', 'text'] as const;

/** How a source was read, so a treasurer can trust it: the format, the bank layout, the name columns. */
export const depositReadingSchema = z
  .object({
    /** csv: any delimited text; xls: Excel 97–2003; html: an HTML table saved as .xls; text: pasted notifications. */
    format: z.enum(DEPOSIT_SOURCE_FORMATS).nullable(),
    /** The bank layout recognised, e.g. { id: 'kb-web-html', label: 'KB국민은행 인터넷뱅킹 엑셀저장' }. */
    layout: z.object({ id: z.string(), label: z.string() }).nullable(),
    /** The header texts of the name column and of a second text column, as the file writes them. */
    nameHeader: z.string().nullable(),
    otherNameHeader: z.string().nullable(),
    /** Which of the two the review matches first (switched by depositNameColumn). */
    nameColumn: z.enum(DEPOSIT_NAME_COLUMNS),
    /** Read with the columns the club confirmed for this layout before (no mapping step). */
    savedLayout: z.boolean(),
  })
  .meta({ id: 'DepositReading' });
export type DepositReading = z.infer<typeof depositReadingSchema>;

/** PUT …/deposits/{importId}/name-column: match and show the import by the other text column. */
export const depositNameColumnRequest = z.object({ column: z.enum(DEPOSIT_NAME_COLUMNS) });
export type DepositNameColumnRequest = z.infer<typeof depositNameColumnRequest>;

export const depositImportSchema = z
  .object({
    importId: z.number().int(),
    createdAt: isoDateTime,
    /** The statement's file name; null for pasted notifications. */
    filename: z.string().nullable(),
    /** The first page of the import's rows (DEPOSIT_PAGE_DEFAULT); the rest by depositImportRows from `nextCursor`. */
    deposits: z.array(depositSchema),
    nextCursor: z.number().int().nullable(),
    totals: depositReviewTotalsSchema,
    reading: depositReadingSchema,
    /** Rows of the source that are not deposits: withdrawals, zero amounts, totals, savings moves and notes. */
    ignored: z.object({
      withdrawal: z.number().int(),
      zero: z.number().int(),
      total: z.number().int(),
      savings: z.number().int(),
      other: z.number().int(),
    }),
  })
  .meta({ id: 'DepositImport' });
export type DepositImport = z.infer<typeof depositImportSchema>;

/**
 * What to apply: `depositIds` are matched deposits (each pays its one reservation or dues charge); `picks` are
 * ambiguous deposits with the candidate the manager chose, a reservation or a dues charge; `allMatched` adds every deposit of the import chosen from the start (matched
 * or already paid, not applied: the totals' `toApply`) but those in `except`, whether or not the review loaded them.
 * Deposits already applied are skipped, so applying twice is harmless.
 */
export const depositApplyRequest = z
  .object({
    allMatched: z.boolean().default(false),
    except: z.array(idParam).max(DEPOSIT_APPLY_MAX).default([]),
    depositIds: z.array(idParam).max(DEPOSIT_APPLY_MAX).default([]),
    /** The candidate chosen: a reservation (reservationId) or a dues charge (chargeId), one of them. */
    picks: z
      .array(
        z
          .object({ depositId: idParam, reservationId: idParam.optional(), chargeId: idParam.optional() })
          .refine((p) => (p.reservationId === undefined) !== (p.chargeId === undefined), {
            message: DEPOSIT_MESSAGES.pickOneTarget,
            path: ['reservationId'],
          }),
      )
      .max(DEPOSIT_APPLY_MAX)
      .default([]),
  })
  .refine((v) => v.allMatched || v.depositIds.length + v.picks.length > 0, {
    message: DEPOSIT_MESSAGES.applyEmpty,
    path: ['depositIds'],
  });
export type DepositApplyRequest = z.input<typeof depositApplyRequest>;

export const depositApplyResultSchema = z
  .object({
    /** Reservations this call marked paid. */
    paid: z.number().int(),
    /** Dues charges this call marked paid (their memberships made active), and their amounts in won. */
    duesPaid: z.number().int(),
    duesAmount: z.number().int(),
    /** Their prices (what was expected), in won. */
    amount: z.number().int(),
    /** Deposits skipped: applied before (by an earlier or a concurrent call). */
    skipped: z.number().int(),
    /** The money of the deposits this call applied, in won: received, to set against `amount`. */
    received: z.number().int(),
    /** Money to give back, recorded in 환불 관리: second deposits for a paid ticket and the part above a price. */
    refundOwed: z.number().int(),
    /** Deposits for a ticket already paid by another deposit (중복 입금). */
    duplicates: z.number().int(),
    /** Deposits above their price (초과 입금). */
    over: z.number().int(),
    /** Deposits below their price (부족 입금), whose reservations stay unpaid until settled, and what is missing. */
    short: z.number().int(),
    shortAmount: z.number().int(),
  })
  .meta({ id: 'DepositApplyResult' });
export type DepositApplyResult = z.infer<typeof depositApplyResultSchema>;

/** The extra body of a STATEMENT_NEEDS_MAPPING error: what the column-mapping step shows. */
export const statementMappingSchema = z
  .object({
    format: z.enum(DEPOSIT_SOURCE_FORMATS).exclude(['text']),
    columnCount: z.number().int(),
    headerCandidates: z.array(
      z.object({
        row: z.number().int(),
        cells: z.array(z.string()),
        found: z.record(z.string(), z.number().int()),
      }),
    ),
    preview: z.array(z.object({ row: z.number().int(), cells: z.array(z.string()) })),
  })
  .meta({ id: 'StatementMapping' });
export type StatementMapping = z.infer<typeof statementMappingSchema>;

export const rowErrorSchema = z.object({ row: z.number().int(), message: z.string() });
export type RowError = z.infer<typeof rowErrorSchema>;

/**
 * A deposit that did not fit its reservation and is not settled yet: money owed back (duplicate, over: settled when
 * its refund is marked sent in 환불 관리) or a shortfall (settled by a later deposit, by accepting it, or by giving the
 * money back).
 */
export const depositIssueSchema = z
  .object({
    depositId: z.number().int(),
    importId: z.number().int(),
    at: isoDateTime,
    name: z.string(),
    amount: z.number().int(),
    outcome: z.enum(['duplicate', 'over', 'short']),
    reservationId: z.number().int().nullable(),
    /** The reservation's price. */
    expected: z.number().int(),
    /** Everything received for the reservation by deposits still counted (this one included). */
    received: z.number().int(),
    student: z.object({ name: z.string(), stdCode: z.string(), order: z.number().int().nullable() }),
    /** Money owed back for this deposit, once recorded. */
    refund: z.object({ refundId: z.number().int(), amount: z.number().int() }).nullable(),
    appliedAt: isoDateTime,
  })
  .meta({ id: 'DepositIssue' });
export type DepositIssue = z.infer<typeof depositIssueSchema>;

/** GET /mypage/manager/show/{showId}/deposits/open: the first DEPOSIT_ISSUES_LISTED, of `total`. */
export const depositIssueListSchema = z
  .object({ issues: z.array(depositIssueSchema), total: z.number().int() })
  .meta({ id: 'DepositIssueList' });
export type DepositIssueList = z.infer<typeof depositIssueListSchema>;

/** POST /mypage/manager/show/{showId}/deposits/settle: a short deposit accepted as paid, or its money given back. */
export const depositSettleRequest = z.object({
  depositId: idParam,
  action: z.enum(['accept', 'refund']),
});
export type DepositSettleRequest = z.infer<typeof depositSettleRequest>;

/** One import in the show's history, with its review state. */
export const depositImportSummarySchema = z
  .object({
    importId: z.number().int(),
    createdAt: isoDateTime,
    createdBy: z.string(),
    source: z.enum(['file', 'text']),
    filename: z.string().nullable(),
    /** Deposits the source held (those stored by an earlier import included). */
    rowCount: z.number().int(),
    /** Deposits this import stored, how many are applied, and how many could still be (matched, to pick, paid). */
    deposits: z.number().int(),
    applied: z.number().int(),
    open: z.number().int(),
  })
  .meta({ id: 'DepositImportSummary' });
export type DepositImportSummary = z.infer<typeof depositImportSummarySchema>;

/** GET /mypage/manager/show/{showId}/deposits: the newest DEPOSIT_IMPORTS_LISTED, of `total`. */
export const depositImportListSchema = z
  .object({ imports: z.array(depositImportSummarySchema), total: z.number().int() })
  .meta({ id: 'DepositImportList' });
export type DepositImportList = z.infer<typeof depositImportListSchema>;
