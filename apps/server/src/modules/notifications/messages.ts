import {
  formatSalesOpen,
  groupDigits,
  type ResultStage,
  seatsLabel,
  STUDENT_STAGE_LABELS,
  type VisibleStage,
} from '@moa/contract';
import { salesOpenAtOf } from '../../lib/time.ts';
import type { NewNotification, ReservationFacts } from './notify.ts';

/** The Korean text of every notification, in one place. */

const won = (n: number) => `${groupDigits(n)}원`;
/** "12월 1일 (화) 오후 8:00" of an ISO instant, in Seoul time. */
export const when = (iso: string) => formatSalesOpen(salesOpenAtOf(iso)!);
const schedule = (r: { show_name: string; order_index: number }) => `${r.show_name} ${r.order_index}회차`;
/** "2매", or with a seated schedule's seats "2매 (가열 5·6번)". */
const tickets = (r: { ticket_count: number; seat_keys?: string | null }) => {
  const seats = r.seat_keys ? (JSON.parse(r.seat_keys) as string[]) : [];
  return `${r.ticket_count}매${seats.length > 0 ? ` (${seatsLabel(seats)})` : ''}`;
};

/** What a student's reservation notice says of the reservation. */
type StudentFacts = Pick<
  ReservationFacts,
  'user_id' | 'ticket_count' | 'unit_price' | 'pay_by' | 'show_name' | 'order_index'
> &
  Partial<Pick<ReservationFacts, 'seat_keys'>>;
type ReservationNotice = (r: StudentFacts, extra?: string) => NewNotification;

export const RESERVATION_NOTICES = {
  reservationMade: (r) => ({
    userId: r.user_id,
    kind: 'reservationMade',
    title: '예매가 접수되었습니다',
    body: `${schedule(r)} ${tickets(r)}. ${when(r.pay_by)}까지 ${won(r.unit_price * r.ticket_count)}을 입금해주세요.`,
    link: '/mypage',
  }),
  paymentConfirmed: (r) => ({
    userId: r.user_id,
    kind: 'paymentConfirmed',
    title: '입금이 확인되었습니다',
    body: `${schedule(r)} ${tickets(r)} 예매가 확정되었습니다.`,
    link: '/mypage',
  }),
  paymentRevoked: (r) => ({
    userId: r.user_id,
    kind: 'paymentRevoked',
    title: '입금 확인이 취소되었습니다',
    body: `${schedule(r)} ${r.ticket_count}매 예매의 입금 확인을 동아리에서 취소했어요. 티켓은 다시 입금이 확인되면 보여요. ${when(r.pay_by)}까지 ${won(r.unit_price * r.ticket_count)}을 입금해주세요.`,
    link: '/mypage',
  }),
  payReminder: (r) => ({
    userId: r.user_id,
    kind: 'payReminder',
    title: '입금 기한이 다가옵니다',
    body: `${schedule(r)} 예매는 ${when(r.pay_by)}까지 입금하지 않으면 취소됩니다. ${won(r.unit_price * r.ticket_count)}`,
    link: '/mypage',
  }),
  reservationExpired: (r) => ({
    userId: r.user_id,
    kind: 'reservationExpired',
    title: '입금 기한이 지나 예매가 만료되었습니다',
    body: `${schedule(r)} ${r.ticket_count}매 예매의 좌석이 반환되었습니다.`,
    link: '/mypage',
  }),
  cancelApproved: (r) => ({
    userId: r.user_id,
    kind: 'cancelApproved',
    title: '예매 취소가 승인되었습니다',
    body: `${schedule(r)} ${r.ticket_count}매 예매가 취소되었습니다.`,
    link: '/mypage',
  }),
  cancelRejected: (r, reason) => ({
    userId: r.user_id,
    kind: 'cancelRejected',
    title: '예매 취소 요청이 거절되었습니다',
    body: `${schedule(r)}: ${reason ?? ''}`,
    link: '/mypage',
  }),
} satisfies Record<string, ReservationNotice>;

/** To the club's managers: a student's transfer claim or cancel request. */
export const MANAGER_NOTICES = {
  transferClaim: (r: ReservationFacts, name: string, managerId: number): NewNotification => ({
    userId: managerId,
    kind: 'transferClaim',
    title: '입금 확인 요청',
    body: `${name} 님이 ${schedule(r)} ${won(r.unit_price * r.ticket_count)} 입금을 알렸습니다.`,
    link: `/manager/holder/${r.schedule_id}`,
  }),
  cancelRequest: (r: ReservationFacts, name: string, managerId: number): NewNotification => ({
    userId: managerId,
    kind: 'cancelRequest',
    title: '예매 취소 요청',
    body: `${name} 님이 ${schedule(r)} ${r.ticket_count}매 예매의 취소를 요청했습니다.`,
    link: `/manager/holder/${r.schedule_id}`,
  }),
};

export const waitlistOffered = (
  userId: number,
  e: { show_name: string; order_index: number; tickets: number },
  expiresAt: string,
): NewNotification => ({
  userId,
  kind: 'waitlistOffer',
  title: '예매 대기 좌석이 나왔습니다',
  body: `${schedule(e)} ${e.tickets}매를 ${when(expiresAt)}까지 확정할 수 있습니다.`,
  link: '/mypage',
});

export const waitlistLapsed = (
  userId: number,
  e: { show_name: string; order_index: number; tickets: number },
): NewNotification => ({
  userId,
  kind: 'waitlistLapsed',
  title: '예매 대기 제안이 만료되었습니다',
  body: `${schedule(e)} ${e.tickets}매 제안 시간이 지나 다음 대기자에게 넘어갔습니다.`,
  link: '/mypage',
});

export const refundDone = (userId: number, showName: string, amount: number): NewNotification => ({
  userId,
  kind: 'refundDone',
  title: '환불이 완료되었습니다',
  body: `${showName} 예매 취소분 ${won(amount)}이 환불되었습니다.`,
  link: '/mypage',
});

const KIND_WORD = { show: '공연', entertain: '행사', recruiting: '모집 공고' } as const;

export const clubPublished = (
  userId: number,
  clubName: string,
  what: keyof typeof KIND_WORD,
  title: string,
  link: string,
): NewNotification => ({
  userId,
  kind: 'clubNews',
  title: `${clubName}의 새 ${KIND_WORD[what]}`,
  body: title,
  link,
});

export const salesOpened = (
  userId: number,
  clubName: string,
  showName: string,
  showId: number,
): NewNotification => ({
  userId,
  kind: 'clubNews',
  title: `${clubName} 예매가 열렸습니다`,
  body: `${showName} 예매를 지금 할 수 있습니다.`,
  link: `/show/${showId}`,
});

// ---- recruiting applications (docs/product.md#recruiting-applications) ----

/** What application notices say of the post. */
export interface PostFacts {
  id: number;
  title: string;
  club_name: string;
}

/**
 * The post as a notice names it: the club, then the title, unless the title names the club already ("소리울 신입
 * 부원 모집" is not "소리울 소리울 신입 부원 모집").
 */
export const postOf = (p: Pick<PostFacts, 'title' | 'club_name'>) =>
  p.title.includes(p.club_name) ? p.title : `${p.club_name} ${p.title}`;

/** The application's own page, where the interview is booked and the result shown. */
const applicationPage = (p: PostFacts) => `/recruiting/${p.id}/apply`;
const interviewAt = (slot: { starts_at: string; place: string }) => `${when(slot.starts_at)} · ${slot.place}`;

/**
 * A stage move changed what the student sees: they reached the interview stage (and are asked to book), their booked
 * interview was given back, or they were moved back from the interview stage; the words say where it stands now.
 */
export const applicationStageChanged = (
  userId: number,
  p: PostFacts,
  stage: VisibleStage,
  bookingDropped: boolean,
): NewNotification => {
  if (stage === 'interview') {
    return {
      userId,
      kind: 'application',
      title: '면접 단계로 진행합니다',
      body: `${postOf(p)}: 면접 시간을 골라 예약해주세요.`,
      link: applicationPage(p),
    };
  }
  return {
    userId,
    kind: 'application',
    title: bookingDropped ? '예약한 면접이 취소되었습니다' : '지원 단계가 바뀌었습니다',
    body: `${postOf(p)}: 지금 단계는 ‘${STUDENT_STAGE_LABELS[stage]}’입니다.`,
    link: '/mypage',
  };
};

/** A result the club told, with its message, shown on /mypage. */
export const applicationResult = (
  userId: number,
  p: PostFacts,
  stage: ResultStage,
  message: string,
): NewNotification => ({
  userId,
  kind: 'application',
  title: `${p.club_name} 지원 결과: ${STUDENT_STAGE_LABELS[stage]}`,
  body: message,
  link: '/mypage',
});

/** The student's own booking, as confirmation. */
export const interviewBooked = (
  userId: number,
  p: PostFacts,
  slot: { starts_at: string; place: string },
  moved: boolean,
): NewNotification => ({
  userId,
  kind: 'application',
  title: moved ? '면접 시간을 옮겼습니다' : '면접 시간이 예약되었습니다',
  body: `${postOf(p)} 면접: ${interviewAt(slot)}`,
  link: applicationPage(p),
});

/** The club changed the time or place of a booked slot. */
export const interviewSlotChanged = (
  userId: number,
  p: PostFacts,
  slot: { starts_at: string; place: string },
): NewNotification => ({
  userId,
  kind: 'application',
  title: '면접 일정이 바뀌었습니다',
  body: `${postOf(p)} 면접: ${interviewAt(slot)}`,
  link: applicationPage(p),
});

/** To the club's managers: a student applied. */
export const newApplication = (managerId: number, p: PostFacts, applicantName: string): NewNotification => ({
  userId: managerId,
  kind: 'newApplication',
  title: '새 지원서',
  body: `${applicantName} 님이 ${p.title}에 지원했습니다.`,
  link: `/manager/recruiting/${p.id}/applications`,
});
