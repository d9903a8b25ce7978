import { z } from 'zod';
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

export const DEPOSIT_MATCHES = ['matched', 'ambiguous', 'unmatched', 'duplicate', 'alreadyPaid'] as const;
export type DepositMatch = (typeof DEPOSIT_MATCHES)[number];

export const DEPOSIT_MESSAGES = {
  textRequired: '붙여 넣은 내용이 없어요. 입금 알림 문자를 붙여 넣어 주세요.',
  textTooLong: '붙여 넣은 내용이 너무 길어요. 나눠서 붙여 넣어 주세요.',
  fileRequired: '거래내역 파일을 올려 주세요.',
  fileEmpty: '빈 파일이에요. 거래내역이 담긴 CSV나 엑셀(.xlsx) 파일을 올려 주세요.',
  fileTooLarge: '파일이 너무 커요. 거래내역 파일은 10MB까지 올릴 수 있어요.',
  applyEmpty: '적용할 입금 내역을 골라 주세요.',
  notApplicable:
    '매칭된 입금 내역이나 후보를 고른 입금 내역만 적용할 수 있어요. 새로고침 후 다시 시도해 주세요.',
  unknownDeposit: '이 가져오기에 없는 입금 내역이 포함되어 있어 처리하지 않았어요.',
  importNotFound: '입금 내역 가져오기를 찾을 수 없습니다.',
} as const;

const columnIndex = z.number().int().min(0).max(1000);

/** Which columns of a statement hold what (0-based, as in the preview), and the header's row (1-based; 0 = none). */
export const columnMappingSchema = z
  .object({
    headerRow: z.number().int().min(0).max(1_000_000),
    at: columnIndex,
    time: columnIndex.optional(),
    name: columnIndex,
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
    /** The session's number in the show (1회차, 2회차, …). */
    order: z.number().int(),
    name: z.string(),
    stdCode: z.string(),
    depositName: z.string(),
    price: z.number().int(),
    status: reservationStatusSchema,
  })
  .meta({ id: 'DepositCandidate' });
export type DepositCandidate = z.infer<typeof depositCandidateSchema>;

export const depositSchema = z
  .object({
    depositId: z.number().int(),
    at: isoDateTime,
    name: z.string(),
    amount: z.number().int(),
    match: z.enum(DEPOSIT_MATCHES),
    /** matched and alreadyPaid: the reservation; otherwise null. */
    reservationId: z.number().int().nullable(),
    /** ambiguous: the reservations to pick from; matched and alreadyPaid: the one reservation. */
    candidates: z.array(depositCandidateSchema),
    /** When this deposit was applied (it paid its reservation); null before. */
    appliedAt: isoDateTime.nullable(),
  })
  .meta({ id: 'Deposit' });
export type Deposit = z.infer<typeof depositSchema>;

export const depositImportSchema = z
  .object({
    importId: z.number().int(),
    deposits: z.array(depositSchema),
    /** Rows of the source that are not deposits: withdrawals, zero amounts, totals and notes. */
    ignored: z.object({
      withdrawal: z.number().int(),
      zero: z.number().int(),
      other: z.number().int(),
    }),
  })
  .meta({ id: 'DepositImport' });
export type DepositImport = z.infer<typeof depositImportSchema>;

/**
 * What to apply: `depositIds` are matched deposits (each pays its one reservation); `picks` are ambiguous deposits
 * with the candidate the manager chose. Deposits already applied are skipped, so applying twice is harmless.
 */
export const depositApplyRequest = z
  .object({
    depositIds: z.array(idParam).max(DEPOSIT_APPLY_MAX).default([]),
    picks: z
      .array(z.object({ depositId: idParam, reservationId: idParam }))
      .max(DEPOSIT_APPLY_MAX)
      .default([]),
  })
  .refine((v) => v.depositIds.length + v.picks.length > 0, {
    message: DEPOSIT_MESSAGES.applyEmpty,
    path: ['depositIds'],
  });
export type DepositApplyRequest = z.input<typeof depositApplyRequest>;

export const depositApplyResultSchema = z
  .object({
    /** Reservations this call marked paid. */
    paid: z.number().int(),
    /** Their money, in won. */
    amount: z.number().int(),
    /** Deposits skipped: already applied, or their reservation was already paid. */
    skipped: z.number().int(),
  })
  .meta({ id: 'DepositApplyResult' });
export type DepositApplyResult = z.infer<typeof depositApplyResultSchema>;

/** The extra body of a STATEMENT_NEEDS_MAPPING error: what the column-mapping step shows. */
export const statementMappingSchema = z
  .object({
    format: z.enum(['csv', 'xlsx']),
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
