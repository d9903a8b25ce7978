/** The show, the server and the page of the reservation panel's tests (ReservationPanel*.test.tsx). */
import { SESSION_STORAGE_KEY, type ReservationCard } from '@moa/contract';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { studentKo } from '../../../text/ko-student';
import { jsonResponse, sampleUser, stubFetch, type RecordedRequest } from '../../../test/fetch';
import { renderApp } from '../../../test/render';
import { FUTURE, sampleSchedule, sampleShow } from '../../../test/show';
import { card } from '../routes/MyPage.fixtures';

export { FUTURE };

export const SHOW = sampleShow({
  showName: '소리울 정기공연 〈울림〉',
  scheduleList: [
    // 2 seats left, per-person cap 4: the seats bind
    sampleSchedule(12, 2, { applyPeople: 78 }),
    // 70 seats left, per-person cap 3: the cap binds
    sampleSchedule(11, 1, { time: '14:00:00', maxTickets: 3 }),
    // sold out
    sampleSchedule(13, 3, { time: '18:00:00', applyPeople: 80 }),
  ],
});

export const RESULT = {
  reservationId: 501,
  scheduleId: 11,
  showId: 7,
  showName: SHOW.showName,
  order: 1,
  date: FUTURE,
  time: '14:00:00',
  ticketCount: 2,
  seats: [] as string[],
  unitPrice: 15000,
  amount: 30000,
  qrImage: '/files/qr.png',
  bankName: '카카오뱅크',
  accountNumber: '3333051234567',
  accountName: '박지훈',
  depositName: '20260001김모아',
  seatsLeft: 68,
  payBy: '2099-11-02T05:30:00.000Z',
};

export type Reply = (request: RecordedRequest) => Response;

export function serve(reserve?: Reply, mine?: () => unknown[], user: Record<string, unknown> = {}) {
  return stubFetch((request) => {
    const { pathname } = request.url;
    if (pathname === '/show/detail/7') return jsonResponse(SHOW);
    if (pathname === '/api/auth/me') return jsonResponse(sampleUser(user));
    if (pathname === '/show/detail/reservation' && reserve) return reserve(request);
    if (pathname === '/mypage/student/reservation' && mine) return jsonResponse(mine());
    return jsonResponse({ status: 404, code: 'NOT_FOUND', message: 'none' }, 404);
  });
}

/** A reservation card of GET /mypage/student/reservation: /mypage's sample card on this show's schedule. */
export function heldCard(scheduleId: number, showId = 7, overrides: Partial<ReservationCard> = {}) {
  return card({
    reservationId: 900 + scheduleId,
    scheduleId,
    showId,
    title: SHOW.showName,
    date: FUTURE,
    time: '14:00',
    location: SHOW.location,
    managerPhone: SHOW.managerPhoneNumber,
    price: 30000,
    ...overrides,
  });
}

export const reservationCalls = (requests: RecordedRequest[]) =>
  requests.filter((r) => r.url.pathname === '/mypage/student/reservation').length;

export async function openShow(signedIn = false) {
  if (signedIn) sessionStorage.setItem(SESSION_STORAGE_KEY, 'student-token');
  const utils = renderApp('/show/7');
  // the first render loads the lazy page chunk: generous under a loaded test run
  await screen.findByRole('heading', { level: 1, name: SHOW.showName }, { timeout: 5000 });
  const stepper = screen.getByRole('group', { name: studentKo.reserve.tickets });
  return {
    ...utils,
    user: userEvent.setup(),
    stepper,
    plus: within(stepper).getByRole('button', { name: studentKo.reserve.increase }),
    minus: within(stepper).getByRole('button', { name: studentKo.reserve.decrease }),
    total: () => screen.getByText(studentKo.reserve.total).nextElementSibling,
    reserveButton: () => screen.getByRole('button', { name: studentKo.reserve.reserve }),
  };
}

export const detailCalls = (requests: RecordedRequest[]) =>
  requests.filter((r) => r.url.pathname === '/show/detail/7').length;
