import { z } from 'zod';
import { isoDateTime } from './common.ts';
import { LIMITS } from './limits.ts';
import { VALIDATION } from './messages.ts';
import { INT32_MAX } from './validators.ts';
import { RESERVATION_STATUSES } from './labels.ts';

export { NEEDS_CHECK_LABEL, RESERVATION_STATUSES, RESERVATION_STATUS_LABELS } from './labels.ts';

export type ReservationStatus = (typeof RESERVATION_STATUSES)[number];
export const reservationStatusSchema = z.enum(RESERVATION_STATUSES);

export const PAYMENT_DEADLINE = {
  minHours: 1,
  maxHours: 168,
  defaultHours: 24,
  /** The pay-by time is never later than this long before the schedule starts. */
  beforeScheduleHours: 1,
  /** A reservation whose student says they transferred is kept this much longer for the manager to check. */
  claimGraceHours: 24,
} as const;

export const PAYMENT_MESSAGES = {
  deadlineRange: `입금 기한은 ${PAYMENT_DEADLINE.minHours}시간에서 ${PAYMENT_DEADLINE.maxHours}시간 사이로 입력해주세요`,
  claimAmountRequired: '보낸 금액을 입력해주세요.',
  claimNameRequired: '입금자명을 입력해주세요.',
  claimTimeInvalid: '보낸 시각을 다시 확인해주세요.',
  claimNotUnpaid: '입금 미확인 상태인 예매만 입금 완료를 알릴 수 있습니다.',
  restoreNotExpired: '기한이 만료된 예매만 되살릴 수 있습니다.',
  undoNotFound: '되돌릴 입금 상태 변경을 찾을 수 없습니다.',
  undoForbidden: '이 입금 상태 변경을 되돌릴 권한이 없습니다.',
  undoExpired: `입금 상태 변경은 ${LIMITS.paymentUndoMinutes}분 안에만 되돌릴 수 있습니다. 필요하면 입금 상태를 다시 바꿔주세요.`,
  alreadyUndone: '이미 되돌린 입금 상태 변경입니다.',
} as const;

/** Show create and edit: hours a student has to pay after reserving. */
export const paymentDeadlineHoursSchema = z
  .number({ error: PAYMENT_MESSAGES.deadlineRange })
  .int(VALIDATION.integer)
  .min(PAYMENT_DEADLINE.minHours, PAYMENT_MESSAGES.deadlineRange)
  .max(PAYMENT_DEADLINE.maxHours, PAYMENT_MESSAGES.deadlineRange);

/** What the student said about their transfer ("입금했어요"), shown back to them and to the manager. */
export const transferClaimSchema = z
  .object({
    /** When the student says they sent the money. */
    transferredAt: isoDateTime,
    amount: z.number().int(),
    depositName: z.string(),
    /** When they said so. */
    claimedAt: isoDateTime,
  })
  .meta({ id: 'TransferClaim' });
export type TransferClaim = z.infer<typeof transferClaimSchema>;

/** POST /mypage/student/reservation/{reservationId}/transfer-claim */
export const transferClaimRequest = z.object({
  transferredAt: z.iso.datetime({ offset: true, error: PAYMENT_MESSAGES.claimTimeInvalid }),
  amount: z
    .number({ error: PAYMENT_MESSAGES.claimAmountRequired })
    .int(VALIDATION.integer)
    .positive(PAYMENT_MESSAGES.claimAmountRequired)
    .max(INT32_MAX, VALIDATION.tooLarge),
  depositName: z
    .string({ error: PAYMENT_MESSAGES.claimNameRequired })
    .trim()
    .min(1, PAYMENT_MESSAGES.claimNameRequired)
    .max(LIMITS.shortTextMax, VALIDATION.maxLength(LIMITS.shortTextMax)),
});
export type TransferClaimRequest = z.infer<typeof transferClaimRequest>;
