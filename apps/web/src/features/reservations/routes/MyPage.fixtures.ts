/** The server and the page of /mypage's tests (MyPage*.test.tsx). */
import type { ReservationCard } from '@moa/contract';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ko } from '../../../text/ko';
import { jsonResponse, sampleUser, stubFetch, type RecordedRequest } from '../../../test/fetch';
import { renderApp } from '../../../test/render';

export const PROFILE = {
  name: '김모아',
  studentId: '20260001',
  phoneNumber: '010-1234-5678',
  email: 'student@example.ac.kr',
  department: null,
  schoolYear: null,
};

export function card(overrides: Partial<ReservationCard> = {}): ReservationCard {
  return {
    reservationId: 31,
    scheduleId: 11,
    showId: 7,
    poster: '/files/poster.webp',
    title: '소리울 정기공연 〈울림〉',
    seats: [],
    qrImage: '/files/qr.png',
    order: 1,
    date: '2099-11-28',
    weekday: '토',
    time: '19:00',
    location: '학생회관 대강당',
    managerPhone: '010-2843-1957',
    accountInfo: { bankName: '카카오뱅크', accountNumber: '3333051234567', accountName: '박지훈' },
    depositName: '20260001김모아',
    ticketCount: 2,
    price: 20000,
    paid: false,
    cancelRequest: false,
    createdAt: '2099-11-01T10:00:00.000Z',
    status: 'unpaid',
    payBy: '2099-11-02T10:00:00.000Z',
    expiresAt: '2099-11-02T10:00:00.000Z',
    transferClaim: null,
    cancelRequestedAt: null,
    refundAccount: null,
    cancelRejection: null,
    refund: null,
    ticket: null,
    ...overrides,
  };
}

const CONFIG = { launchDate: null, kakaoJsKey: null, tossPaymentLink: null };

export interface Backend {
  profile?: () => Response;
  reservations?: () => Response;
  cancel?: (request: RecordedRequest) => Response;
  /** DELETE /mypage/student/reservation/{id}: the unpaid reservation cancelled at once. */
  cancelReservation?: (request: RecordedRequest) => Response;
  claim?: (request: RecordedRequest) => Response;
  /** The waiting list: GET /mypage/student/waitlist and its calls (claim, leave); none by default. */
  waitlist?: (request: RecordedRequest) => Response | undefined;
}

export function serve(backend: Backend = {}) {
  return stubFetch((request) => {
    const { pathname } = request.url;
    if (pathname === '/api/auth/me') return jsonResponse(sampleUser());
    if (pathname === '/api/config') return jsonResponse(CONFIG);
    if (pathname === '/mypage/student/profile') return backend.profile?.() ?? jsonResponse(PROFILE);
    if (pathname === '/mypage/student/reservation') return backend.reservations?.() ?? jsonResponse([]);
    // the page's 지원 내역 (features/applications): none
    if (pathname === '/mypage/student/applications') return jsonResponse([]);
    // the page's 내 동아리 (features/membership): no club
    if (
      ['memberships', 'renewals', 'dues', 'meetings'].some((list) => pathname === `/mypage/student/${list}`)
    ) {
      return jsonResponse([]);
    }
    if (pathname === '/mypage/handovers') return jsonResponse([]);
    if (pathname.endsWith('/cancel-request') && backend.cancel) return backend.cancel(request);
    if (/^\/mypage\/student\/reservation\/\d+$/.test(pathname) && backend.cancelReservation) {
      return backend.cancelReservation(request);
    }
    if (pathname.endsWith('/transfer-claim') && backend.claim) return backend.claim(request);
    if (pathname.startsWith('/mypage/student/waitlist')) {
      const answer = backend.waitlist?.(request);
      if (answer) return answer;
      if (pathname === '/mypage/student/waitlist') return jsonResponse([]);
    }
    return jsonResponse({ status: 404, code: 'NOT_FOUND', message: 'none' }, 404);
  });
}

export async function openMyPage() {
  const utils = renderApp('/mypage');
  // the first render loads the lazy page chunk: generous under a loaded test run
  await screen.findByRole('heading', { level: 1, name: ko.pages.myPage }, { timeout: 5000 });
  return { ...utils, user: userEvent.setup() };
}
