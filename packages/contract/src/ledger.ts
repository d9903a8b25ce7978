/**
 * The treasurer's ledger (docs/product.md#the-union-report): income and expenses of a term the portal does not see,
 * entered by hand for the union's 결산. An expense carries a receipt image or the reason it has none; amounts are
 * whole won.
 */
import { z } from 'zod';
import { groupDigits } from './numbers.ts';
import { isoDate, isoDateTime } from './common.ts';
import { MEMBER_LIMITS } from './limits.ts';
import { VALIDATION } from './messages.ts';
import { dateField, idParam } from './validators.ts';

export const LEDGER_LIMITS = {
  /** One entry's amount in won. */
  amountMax: 100_000_000,
  categoryMax: 20,
  descriptionMax: 100,
  noReceiptReasonMax: 200,
  /** Entries a term may hold. */
  entriesPerTermMax: 500,
} as const;
const L = LEDGER_LIMITS;

export const LEDGER_DIRECTIONS = ['income', 'expense'] as const;
export type LedgerDirection = (typeof LEDGER_DIRECTIONS)[number];

/** Categories the form offers; any other short word is accepted too. */
export const LEDGER_CATEGORIES: Record<LedgerDirection, readonly string[]> = {
  income: ['이월금', '학교 지원금', '후원금', '기타 수입'],
  expense: ['대관료', '물품 구입', '식비', '교통비', '인쇄·홍보', '기타 지출'],
};

export const LEDGER_MESSAGES = {
  directionRequired: '수입인지 지출인지 골라주세요.',
  dateRequired: '날짜를 입력해주세요.',
  dateOutsideTerm: '날짜는 학기 기간 안이어야 합니다.',
  categoryRequired: '항목을 입력해주세요.',
  descriptionRequired: '내용을 입력해주세요.',
  amountRequired: '금액을 입력해주세요.',
  amountRange: `금액은 1원에서 ${groupDigits(L.amountMax)}원 사이의 정수로 입력해주세요.`,
  receiptOrReason: '지출에는 영수증 사진을 첨부하거나 영수증이 없는 사유를 적어주세요.',
  entriesMax: `한 학기에 수입·지출은 ${L.entriesPerTermMax}건까지 적을 수 있습니다.`,
  closed: `학기가 끝나고 ${MEMBER_LIMITS.reportDaysAfterTerm}일이 지나 결산을 고칠 수 없습니다.`,
  notFound: '수입·지출 내역을 찾을 수 없습니다. 새로고침 후 다시 시도해주세요.',
  receiptNotFound: '첨부한 영수증이 없습니다.',
} as const;
const m = LEDGER_MESSAGES;

const text = (max: number, required: string, label: string) =>
  z.string({ error: required }).trim().min(1, required).max(max, VALIDATION.charLimit(label, max));

/** The `request` part of creating or changing an entry (with an optional image part `receipt`). */
export const ledgerEntryRequest = z.object({
  direction: z.enum(LEDGER_DIRECTIONS, { error: m.directionRequired }),
  occurredOn: dateField,
  category: text(L.categoryMax, m.categoryRequired, '항목'),
  description: text(L.descriptionMax, m.descriptionRequired, '내용'),
  amount: z
    .number({ error: m.amountRequired })
    .int(m.amountRange)
    .min(1, m.amountRange)
    .max(L.amountMax, m.amountRange),
  noReceiptReason: z
    .string()
    .trim()
    .max(L.noReceiptReasonMax, VALIDATION.charLimit('사유', L.noReceiptReasonMax))
    .default(''),
  /** On a change: take the stored receipt away (a new `receipt` part replaces it anyway). */
  removeReceipt: z.boolean().default(false),
});
export type LedgerEntryRequest = z.infer<typeof ledgerEntryRequest>;

export const ledgerEntrySchema = z
  .object({
    entryId: z.number().int(),
    termId: z.number().int(),
    direction: z.enum(LEDGER_DIRECTIONS),
    occurredOn: isoDate,
    category: z.string(),
    description: z.string(),
    amount: z.number().int(),
    hasReceipt: z.boolean(),
    noReceiptReason: z.string(),
    updatedBy: z.string(),
    updatedAt: isoDateTime,
  })
  .meta({ id: 'LedgerEntry' });
export type LedgerEntry = z.infer<typeof ledgerEntrySchema>;

export const termLedgerSchema = z
  .object({
    entries: z.array(ledgerEntrySchema),
    /** Whether entries may still be added or changed (until MEMBER_LIMITS.reportDaysAfterTerm days after the term). */
    editable: z.boolean(),
    /** The last day entries may change. */
    editableUntil: isoDate,
  })
  .meta({ id: 'TermLedger' });
export type TermLedger = z.infer<typeof termLedgerSchema>;

export const ledgerEntryIdParams = z.object({ entryId: idParam });

/** A receipt is stored re-encoded as every uploaded image is (WebP), and served only to the club's managers. */
export const RECEIPT_CONTENT_TYPE = 'image/webp';
export const receiptFileSchema = z.file().mime('image/webp');
