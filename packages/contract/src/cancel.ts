import { z } from 'zod';
import { isoDateTime } from './common.ts';
import { LIMITS, REFUND_BANKS } from './limits.ts';
import { VALIDATION } from './messages.ts';
import { digitsOnly } from './formats.ts';
import { idField } from './validators.ts';

/**
 * Cancelling and refunds (docs/product.md#cancelling-and-refunds): a student cancels an unpaid reservation at once; a
 * paid one is cancelled by the club on the student's request, which carries the account the refund goes to; every
 * refund owed is recorded until the manager marks it sent.
 */

export const CANCEL_LIMITS = {
  reasonMax: 200,
} as const;

export const CANCEL_MESSAGES = {
  bankRequired: '환불받을 은행을 선택해주세요.',
  accountNumberRequired: '환불받을 계좌번호를 입력해주세요.',
  holderRequired: '예금주를 입력해주세요.',
  refundAccountRequired: '입금 확인된 예매는 환불받을 계좌를 입력해야 취소를 요청할 수 있습니다.',
  reasonRequired: '거절 사유를 입력해주세요.',
  cancelNotUnpaid: '입금 미확인 상태인 예매만 바로 취소할 수 있습니다. 입금한 예매는 취소 요청을 보내주세요.',
  cancelStarted: '이미 시작된 회차의 예매는 취소할 수 없습니다.',
  requestNotLive: '취소되었거나 기한이 지난 예매에는 취소 요청을 보낼 수 없습니다.',
  notRequested: '취소 요청이 없는 예매가 포함되어 있어 처리하지 않았습니다.',
  refundsRequired: '환불 내역을 선택해주세요.',
  showHasRefundsOwed: '아직 환불하지 않은 내역이 있는 공연은 삭제할 수 없습니다. 환불을 먼저 처리해주세요.',
  holderGone: '이미 삭제되었거나 없는 예매자가 있어 처리하지 않았습니다. 새로고침 후 다시 확인해주세요.',
  changedMeanwhile: '다른 곳에서 방금 바뀐 예매가 있어 처리하지 않았습니다. 새로고침 후 다시 시도해주세요.',
  admitted:
    '이미 입장한 티켓은 취소하거나 환불을 요청할 수 없습니다. 궁금한 점은 공연 담당자에게 문의해주세요.',
  approveAdmitted:
    '이미 입장한 티켓의 예매가 있어 취소를 승인하지 않았습니다. 그 요청은 사유와 함께 거절해주세요.',
} as const;

/** The account a refund goes to, as the student gives it with a cancel request. */
export const refundAccountSchema = z
  .object({
    bankName: z.enum(REFUND_BANKS, { error: CANCEL_MESSAGES.bankRequired }),
    accountNumber: z
      .string({ error: CANCEL_MESSAGES.accountNumberRequired })
      .trim()
      .min(1, CANCEL_MESSAGES.accountNumberRequired)
      .max(LIMITS.accountNumberMax, VALIDATION.maxLength(LIMITS.accountNumberMax))
      .refine((v) => digitsOnly(v) === v, VALIDATION.accountDigits),
    holder: z
      .string({ error: CANCEL_MESSAGES.holderRequired })
      .trim()
      .min(1, CANCEL_MESSAGES.holderRequired)
      .max(LIMITS.nameMax, VALIDATION.maxLength(LIMITS.nameMax)),
  })
  .meta({ id: 'RefundAccount' });
export type RefundAccount = z.infer<typeof refundAccountSchema>;

/**
 * POST /mypage/student/reservation/{reservationId}/cancel-request. A paid reservation needs the refund account; an
 * unpaid one may leave it out. Sending it again replaces the account (until the club handles the request).
 */
export const cancelRequestBody = z.object({
  refundAccount: refundAccountSchema.optional(),
});
export type CancelRequestBody = z.input<typeof cancelRequestBody>;

/** The club's answer to a refused cancel request, shown to the student. */
export const cancelRejectionSchema = z.object({ reason: z.string(), at: isoDateTime });
export type CancelRejection = z.infer<typeof cancelRejectionSchema>;

/** A refund on the student's card: what is owed to them and when it was sent (null: not yet). */
export const cardRefundSchema = z.object({ amount: z.number().int(), refundedAt: isoDateTime.nullable() });

/** POST /mypage/manager/holder/{scheduleId}/cancel: approve or refuse cancel requests of one schedule. */
export const holderCancelRequest = z
  .object({
    reservationIds: z
      .array(idField())
      .min(1, '예매자를 선택해주세요.')
      .max(LIMITS.holderBatchMax, VALIDATION.tooLarge),
    approve: z.boolean(),
    reason: z
      .string()
      .trim()
      .max(CANCEL_LIMITS.reasonMax, VALIDATION.maxLength(CANCEL_LIMITS.reasonMax))
      .optional(),
  })
  .superRefine((v, ctx) => {
    if (!v.approve && !v.reason) {
      ctx.addIssue({ code: 'custom', path: ['reason'], message: CANCEL_MESSAGES.reasonRequired });
    }
  });
export type HolderCancelRequest = z.input<typeof holderCancelRequest>;

/** cancel and delete: a paid reservation cancelled or deleted; the rest: a deposit's money owed back. */
export const REFUND_REASONS = ['cancel', 'delete', 'duplicate', 'overpaid', 'shortfall'] as const;

/** One refund owed or sent, as the manager's refund list shows it. */
export const refundSchema = z
  .object({
    refundId: z.number().int(),
    /** The reservation it came from; null once a deleted holder's record is gone. */
    reservationId: z.number().int().nullable(),
    scheduleId: z.number().int().nullable(),
    order: z.number().int().nullable(),
    name: z.string(),
    stdCode: z.string(),
    phoneNumber: z.string(),
    ticketNumber: z.number().int(),
    amount: z.number().int(),
    /** null: the student gave no account (a holder deleted without a cancel request); contact them. */
    account: refundAccountSchema.nullable(),
    /**
     * cancel: an approved cancel request; delete: a paid holder deleted by the club; duplicate: a second deposit for a
     * paid ticket; overpaid: the part of a deposit above the price; shortfall: a short deposit given back.
     */
    reason: z.enum(REFUND_REASONS),
    requestedAt: isoDateTime.nullable(),
    approvedAt: isoDateTime,
    approvedBy: z.string(),
    refundedAt: isoDateTime.nullable(),
    refundedBy: z.string().nullable(),
  })
  .meta({ id: 'Refund' });
export type Refund = z.infer<typeof refundSchema>;

/** GET /mypage/manager/show/{showId}/refunds */
export const refundListSchema = z
  .object({
    showId: z.number().int(),
    title: z.string(),
    refunds: z.array(refundSchema),
    summary: z.object({
      owedCount: z.number().int(),
      owedAmount: z.number().int(),
      doneCount: z.number().int(),
      doneAmount: z.number().int(),
    }),
  })
  .meta({ id: 'RefundList' });
export type RefundList = z.infer<typeof refundListSchema>;

/** PUT /mypage/manager/show/{showId}/refunds: mark refunds sent (or not, to undo a mistake). */
export const refundMarkRequest = z.object({
  refundIds: z
    .array(idField())
    .min(1, CANCEL_MESSAGES.refundsRequired)
    .max(LIMITS.holderBatchMax, VALIDATION.tooLarge),
  refunded: z.boolean(),
});
export type RefundMarkRequest = z.infer<typeof refundMarkRequest>;
