/**
 * The words and names of states that screens show without validating anything: no zod here, so a page that only shows
 * data can import them without the schemas (docs/decisions/0007-first-load.md, 0018-signed-in-first-load.md). The
 * schema modules (payment, applications, notifications) re-export them.
 */

import type { MEMBERSHIP_STATUSES, RESULT_STAGES } from './limits.ts';

/** The stages a student sees (applications.ts's visibleStageSchema). */
type VisibleStageName = 'applied' | 'interview' | (typeof RESULT_STAGES)[number];

/**
 * The reservation life cycle (docs/product.md#reservation-status): unpaid and paid hold seats; expired (the pay-by
 * time passed) and cancelled gave them back and stay on record.
 */
export const RESERVATION_STATUSES = ['unpaid', 'paid', 'expired', 'cancelled'] as const;

/**
 * One word per reservation state on every screen and in every export, the manager's and the student's alike
 * (the glossary: unpaid is 입금 미확인, paid is 예매 확정).
 */
export const RESERVATION_STATUS_LABELS = {
  unpaid: '입금 미확인',
  paid: '예매 확정',
  expired: '기한 만료',
  cancelled: '취소됨',
} as const satisfies Record<(typeof RESERVATION_STATUSES)[number], string>;
/** An unpaid reservation whose student says they transferred, as the manager sees it. */
export const NEEDS_CHECK_LABEL = '확인 필요';

/** An application's stage as the student reads it, on /mypage and in their notices (the same words in both). */
export const STUDENT_STAGE_LABELS: Record<VisibleStageName, string> = {
  applied: '지원 완료 · 검토 중',
  interview: '면접 단계',
  screenPassed: '서류 합격',
  screenFailed: '서류 불합격',
  accepted: '최종 합격',
  rejected: '최종 불합격',
};

/**
 * The notification centre, following clubs and e-mail (docs/product.md#notifications). Each notification has a kind;
 * a student chooses by kind which also come by e-mail.
 */
export const NOTIFICATION_KINDS = [
  'reservationMade',
  'paymentConfirmed',
  /** The club took a confirmed payment back (paid → unpaid): the ticket is gone until the new pay-by time. */
  'paymentRevoked',
  'payReminder',
  'reservationExpired',
  'waitlistOffer',
  'waitlistLapsed',
  'cancelApproved',
  'cancelRejected',
  'refundDone',
  /** A recruiting application: its stage as the student sees it, an interview booked or moved, a result told. */
  'application',
  'clubNews',
  /**
   * A member's club life (docs/product.md#members): a new term asks whether they continue, a welcome, a meeting
   * scheduled, a 공결 decided, a hand-over to answer.
   */
  'membership',
  // for managers
  'transferClaim',
  'cancelRequest',
  /** A student applied to one of the club's recruiting posts. */
  'newApplication',
] as const;

/** What each kind is called where a student chooses what comes by e-mail, and in the unsubscribe page. */
export const NOTIFICATION_KIND_LABELS: Record<(typeof NOTIFICATION_KINDS)[number], string> = {
  reservationMade: '예매 완료',
  paymentConfirmed: '입금 확인',
  paymentRevoked: '입금 확인 취소',
  payReminder: '입금 기한 알림',
  reservationExpired: '기한 만료',
  waitlistOffer: '예매 대기 좌석 제안',
  waitlistLapsed: '예매 대기 제안 만료',
  cancelApproved: '취소 승인',
  cancelRejected: '취소 거절',
  refundDone: '환불 완료',
  application: '지원 현황과 결과',
  clubNews: '팔로우한 동아리 소식',
  membership: '동아리 회원 활동 (모임·공결·계속 여부)',
  transferClaim: '입금 알림 (관리자)',
  cancelRequest: '취소 요청 (관리자)',
  newApplication: '새 지원서 (관리자)',
};

/**
 * The id of the 알림 메일 section: /notifications#notification-mail is where every signed-in user (a club's manager
 * too) finds the switches, so e-mails link there.
 */
export const EMAIL_SECTION_ID = 'notification-mail';

/** A membership's status on the roster, in its filters and exports (docs/product.md#members). */
export const MEMBERSHIP_STATUS_LABELS = {
  pending: '가입 대기',
  active: '활동',
  leave: '휴학',
  alumni: '졸업',
  withdrawn: '탈퇴',
} as const satisfies Record<(typeof MEMBERSHIP_STATUSES)[number], string>;
