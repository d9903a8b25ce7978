import { z } from 'zod';

/**
 * Deleting a student's own account (docs/product.md#deleting-the-account, docs/decisions/0015-account-deletion.md):
 * what the deletion will do, asked first; the deletion itself, confirmed by typing a word.
 */

/** The word the student types to confirm. */
export const ACCOUNT_DELETION_WORD = '탈퇴';

export const ACCOUNT_DELETION_MESSAGES = {
  confirmWord: `확인을 위해 ‘${ACCOUNT_DELETION_WORD}’를 입력해주세요.`,
  paidTickets:
    '아직 열리지 않은 회차의 입금 확인된 표가 있어요. 탈퇴하면 이 표를 쓸 수 없고 환불도 받을 수 없어요. 환불을 원하면 먼저 취소 요청을 해주세요.',
  blocked: '아직 끝나지 않은 돈 문제가 있어 탈퇴할 수 없어요.',
  refundPending: '동아리가 아직 환불하지 않은 예매가 있어요. 환불이 끝난 뒤 탈퇴할 수 있어요.',
  cancelRequested: '동아리가 처리 중인 취소 요청이 있어요. 처리된 뒤 탈퇴하거나 요청을 철회해주세요.',
  transferClaimed:
    '입금했다고 알린 예매를 동아리가 아직 확인하지 않았어요. 입금이 확인되거나 기한이 지난 뒤 탈퇴할 수 있어요.',
  notStudent: '동아리 관리자와 관리자 계정은 여기서 탈퇴할 수 없어요. 계정 삭제는 관리자에게 요청해주세요.',
} as const;

const line = z.object({
  reservationId: z.number().int(),
  title: z.string(),
  order: z.number().int(),
  date: z.string().describe('YYYY-MM-DD, Seoul'),
  time: z.string().describe('HH:MM, Seoul'),
  tickets: z.number().int(),
  amount: z.number().int(),
});
export type AccountDeletionLine = z.infer<typeof line>;

export const ACCOUNT_DELETION_BLOCKERS = ['refundPending', 'cancelRequested', 'transferClaimed'] as const;

export const accountDeletionPreviewSchema = z.object({
  /** What keeps the account from being deleted now: money the club still owes or has still to confirm. */
  blockers: z.array(line.extend({ reason: z.enum(ACCOUNT_DELETION_BLOCKERS) })),
  /** Paid tickets of schedules not yet started: forfeited by the deletion (the request must say so). */
  paidTickets: z.array(line),
  /** Unpaid reservations: cancelled by the deletion, their seats back to the schedule. */
  unpaidReservations: z.array(line),
  waitlistEntries: z.number().int(),
  applications: z.number().int(),
  notifications: z.number().int(),
});
export type AccountDeletionPreview = z.infer<typeof accountDeletionPreviewSchema>;

export const accountDeletionRequest = z.object({
  confirm: z
    .string()
    .refine((v) => v.trim() === ACCOUNT_DELETION_WORD, ACCOUNT_DELETION_MESSAGES.confirmWord),
  /** Required (true) when the student holds paid tickets of schedules not yet started. */
  forfeitPaidTickets: z.boolean().optional(),
});
export type AccountDeletionRequest = z.infer<typeof accountDeletionRequest>;
