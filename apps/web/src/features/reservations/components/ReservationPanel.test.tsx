import { SESSION_STORAGE_KEY } from '@moa/contract';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { clearToken } from '../../../lib/session';
import { ko } from '../../../text/ko';
import { jsonResponse, sampleUser, stubFetch, type RecordedRequest } from '../../../test/fetch';
import { renderApp } from '../../../test/render';

const FUTURE = '2099-11-28';

const SHOW = {
  showId: 7,
  showName: '소리울 정기공연 〈울림〉',
  photo: '/files/poster.webp',
  clubId: 1,
  clubName: '소리울',
  introductionLetter: '밴드 공연입니다.',
  location: '학생회관 대강당',
  startDate: FUTURE,
  endDate: FUTURE,
  runtime: 120,
  manager: '박지훈',
  managerPhoneNumber: '010-2843-1957',
  noticeLetter: '',
  qrImage: '/files/qr.png',
  earlyBird: false,
  scheduleList: [
    // 2 seats left, per-person cap 4: the seats bind
    {
      scheduleId: 12,
      order: 2,
      date: FUTURE,
      time: '19:00:00',
      cost: 15000,
      applyPeople: 78,
      maxPeople: 80,
      maxTickets: 4,
    },
    // 70 seats left, per-person cap 3: the cap binds
    {
      scheduleId: 11,
      order: 1,
      date: FUTURE,
      time: '14:00:00',
      cost: 15000,
      applyPeople: 10,
      maxPeople: 80,
      maxTickets: 3,
    },
    // sold out
    {
      scheduleId: 13,
      order: 3,
      date: FUTURE,
      time: '18:00:00',
      cost: 15000,
      applyPeople: 80,
      maxPeople: 80,
      maxTickets: 4,
    },
  ],
};

const RESULT = {
  reservationId: 501,
  scheduleId: 11,
  showId: 7,
  showName: SHOW.showName,
  order: 1,
  date: FUTURE,
  time: '14:00:00',
  ticketCount: 2,
  unitPrice: 15000,
  amount: 30000,
  qrImage: '/files/qr.png',
  bankName: '카카오뱅크',
  accountNumber: '3333051234567',
  accountName: '박지훈',
  depositName: '20260001김모아',
  seatsLeft: 68,
};

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  clearToken();
  sessionStorage.clear();
});

type Reply = (request: RecordedRequest) => Response;

function serve(reserve?: Reply, mine?: () => unknown[], user: Record<string, unknown> = {}) {
  return stubFetch((request) => {
    const { pathname } = request.url;
    if (pathname === '/show/detail/7') return jsonResponse(SHOW);
    if (pathname === '/api/auth/me') return jsonResponse(sampleUser(user));
    if (pathname === '/show/detail/reservation' && reserve) return reserve(request);
    if (pathname === '/mypage/student/reservation' && mine) return jsonResponse(mine());
    return jsonResponse({ status: 404, code: 'NOT_FOUND', message: 'none' }, 404);
  });
}

/** A reservation card of GET /mypage/student/reservation. */
function heldCard(scheduleId: number, showId = 7) {
  return {
    reservationId: 900 + scheduleId,
    scheduleId,
    showId,
    poster: '/files/poster.webp',
    title: SHOW.showName,
    qrImage: '/files/qr.png',
    order: 1,
    date: FUTURE,
    weekday: '토',
    time: '14:00',
    location: SHOW.location,
    managerPhone: SHOW.managerPhoneNumber,
    accountInfo: { bankName: '카카오뱅크', accountNumber: '3333051234567', accountName: '박지훈' },
    depositName: '20260001김모아',
    ticketCount: 2,
    price: 30000,
    paid: false,
    cancelRequest: false,
    createdAt: '2099-11-01T10:00:00.000Z',
  };
}

const reservationCalls = (requests: RecordedRequest[]) =>
  requests.filter((r) => r.url.pathname === '/mypage/student/reservation').length;

async function openShow(signedIn = false) {
  if (signedIn) sessionStorage.setItem(SESSION_STORAGE_KEY, 'student-token');
  const utils = renderApp('/show/7');
  // the first render loads the lazy page chunk: generous under a loaded test run
  await screen.findByRole('heading', { level: 1, name: SHOW.showName }, { timeout: 5000 });
  const stepper = screen.getByRole('group', { name: ko.reserve.tickets });
  return {
    ...utils,
    user: userEvent.setup(),
    stepper,
    plus: within(stepper).getByRole('button', { name: ko.reserve.increase }),
    minus: within(stepper).getByRole('button', { name: ko.reserve.decrease }),
    total: () => screen.getByText(ko.reserve.total).nextElementSibling,
    reserveButton: () => screen.getByRole('button', { name: ko.reserve.reserve }),
  };
}

const detailCalls = (requests: RecordedRequest[]) =>
  requests.filter((r) => r.url.pathname === '/show/detail/7').length;

describe('reserving on /show/:showId', () => {
  it('lists the sessions by order; a sold-out session is disabled and labelled 매진', async () => {
    serve();
    await openShow();
    const radios = screen.getAllByRole('radio');
    expect(radios.map((radio) => radio.closest('label')?.textContent)).toEqual([
      '1회차 · 11월 28일 (토) 14:00 · 15,000원 · 잔여석 70석',
      '2회차 · 11월 28일 (토) 19:00 · 15,000원 · 잔여석 2석',
      '3회차 · 11월 28일 (토) 18:00 · 15,000원 · 잔여석 0석 · 매진',
    ]);
    expect(screen.getByRole('radio', { name: /^3회차.*매진$/ })).toBeDisabled();
    expect(screen.getByRole('radio', { name: /^1회차/ })).toBeEnabled();
  });

  it('stops at the per-person cap with its text, and at the seats left with an alert; resets to 1 on a change', async () => {
    serve();
    const { user, stepper, plus, minus, total } = await openShow();
    expect(plus).toBeDisabled(); // no session yet
    expect(total()).toHaveTextContent('0원');

    await user.click(screen.getByRole('radio', { name: /^1회차/ }));
    expect(stepper).toHaveTextContent('1매');
    expect(minus).toBeDisabled();
    await user.click(plus);
    await user.click(plus);
    expect(stepper).toHaveTextContent('3매');
    expect(total()).toHaveTextContent('45,000원');
    // the per-person cap (3) is below the seats left (70): a text, no alert
    expect(screen.getByText(ko.reserve.perPersonCap(3))).toBeInTheDocument();
    await user.click(plus);
    expect(stepper).toHaveTextContent('3매');
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();

    // a session change resets the count to 1
    await user.click(screen.getByRole('radio', { name: /^2회차/ }));
    expect(stepper).toHaveTextContent('1매');
    expect(total()).toHaveTextContent('15,000원');
    expect(screen.queryByText(ko.reserve.perPersonCap(4))).not.toBeInTheDocument();
    await user.click(plus);
    expect(stepper).toHaveTextContent('2매');
    // two seats left, fewer than the cap of 4: + at the limit opens the alert
    await user.click(plus);
    const alert = screen.getByRole('alertdialog', { name: ko.reserve.seatsCap(2) });
    expect(stepper).toHaveTextContent('2매');
    expect(total()).toHaveTextContent('30,000원');
    await user.click(within(alert).getByRole('button', { name: ko.common.ok }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();

    await user.click(screen.getByRole('radio', { name: /^1회차/ }));
    expect(stepper).toHaveTextContent('1매');
  });

  it('예매하기 without a session asks to choose one', async () => {
    serve();
    const { user, reserveButton } = await openShow();
    await user.click(reserveButton());
    const ask = screen.getByRole('alertdialog', { name: ko.reserve.chooseSession });
    await user.click(within(ask).getByRole('button', { name: ko.common.ok }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('without a token the failure modal says to log in first; 확인 scrolls to the top and goes to /login', async () => {
    const requests = serve();
    const scrollTo = vi.spyOn(window, 'scrollTo');
    const { user, reserveButton, router } = await openShow();
    await user.click(screen.getByRole('radio', { name: /^1회차/ }));
    await user.click(reserveButton());

    const failure = screen.getByRole('alertdialog', { name: ko.reserve.failTitle });
    expect(failure).toHaveTextContent(ko.reserve.loginFirst);
    expect(requests.some((r) => r.url.pathname === '/show/detail/reservation')).toBe(false);
    await user.click(within(failure).getByRole('button', { name: ko.common.ok }));
    expect(scrollTo).toHaveBeenCalledWith(expect.objectContaining({ top: 0 }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
  });

  it('confirms with Enter, shows the transfer, reloads on 확인 and keeps 예매하기 disabled', async () => {
    const requests = serve(() => jsonResponse(RESULT));
    const { user, plus, reserveButton } = await openShow(true);
    await user.click(screen.getByRole('radio', { name: /^1회차/ }));
    await user.click(plus);
    await user.click(reserveButton());

    const confirm = screen.getByRole('alertdialog', { name: ko.reserve.confirmTitle });
    expect(confirm).toHaveTextContent('1회차');
    expect(confirm).toHaveTextContent('2매');
    expect(confirm).toHaveTextContent('30,000원');
    const before = detailCalls(requests);
    await user.keyboard('{Enter}');

    const success = await screen.findByRole('dialog', { name: ko.reserve.successTitle });
    const posts = requests.filter((r) => r.url.pathname === '/show/detail/reservation');
    expect(posts).toHaveLength(1);
    expect(posts[0]!.method).toBe('POST');
    expect(JSON.parse(String(posts[0]!.body))).toEqual({ scheduleId: 11, wishToPurchaseTickets: 2 });
    expect(success).toHaveTextContent(ko.reserve.successTransfer('30,000원'));
    expect(success).toHaveTextContent('입금자명: 20260001김모아');
    expect(success).toHaveTextContent('3333051234567');
    expect(success).toHaveTextContent('카카오뱅크');
    expect(within(success).getByRole('img', { name: ko.transfer.qrAlt })).toHaveAttribute(
      'src',
      expect.stringContaining('/files/qr.png'),
    );
    // the seats are fetched again after the attempt
    await waitFor(() => expect(detailCalls(requests)).toBeGreaterThan(before));

    const afterAttempt = detailCalls(requests);
    await user.click(within(success).getByRole('button', { name: ko.common.ok }));
    await waitFor(() => expect(detailCalls(requests)).toBeGreaterThan(afterAttempt));
    // disabled for assistive technology, yet focusable, so focus can come back to it from the modals
    expect(screen.getByRole('button', { name: ko.reserve.reservedButton })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
  });

  it('Enter on 취소 closes the confirm modal without reserving', async () => {
    const requests = serve(() => jsonResponse(RESULT));
    const { user, reserveButton } = await openShow(true);
    await user.click(screen.getByRole('radio', { name: /^1회차/ }));
    await user.click(reserveButton());
    const confirm = screen.getByRole('alertdialog', { name: ko.reserve.confirmTitle });
    within(confirm).getByRole('button', { name: ko.common.cancel }).focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(requests.some((r) => r.url.pathname === '/show/detail/reservation')).toBe(false);
  });

  it('Escape closes the confirm modal without reserving', async () => {
    const requests = serve(() => jsonResponse(RESULT));
    const { user, reserveButton } = await openShow(true);
    await user.click(screen.getByRole('radio', { name: /^1회차/ }));
    await user.click(reserveButton());
    const confirm = screen.getByRole('alertdialog', { name: ko.reserve.confirmTitle });
    // jsdom has no showModal: the native cancel event is what Escape fires in a browser
    confirm.dispatchEvent(new Event('cancel', { cancelable: true }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(requests.some((r) => r.url.pathname === '/show/detail/reservation')).toBe(false);
  });

  it('a refused reservation shows the server message and fetches the seats again', async () => {
    const requests = serve(() =>
      jsonResponse(
        { status: 409, code: 'SOLD_OUT', message: '잔여석이 부족합니다. 현재 1매 예매할 수 있습니다.' },
        409,
      ),
    );
    const { user, reserveButton, router } = await openShow(true);
    await user.click(screen.getByRole('radio', { name: /^1회차/ }));
    await user.click(reserveButton());
    const before = detailCalls(requests);
    await user.click(
      within(screen.getByRole('alertdialog', { name: ko.reserve.confirmTitle })).getByRole('button', {
        name: ko.reserve.confirm,
      }),
    );
    const failure = await screen.findByRole('alertdialog', { name: ko.reserve.failTitle });
    expect(failure).toHaveTextContent('잔여석이 부족합니다. 현재 1매 예매할 수 있습니다.');
    await waitFor(() => expect(detailCalls(requests)).toBeGreaterThan(before));
    await user.click(within(failure).getByRole('button', { name: ko.common.ok }));
    // signed in: it stays on the page and 예매하기 can be tried again
    expect(router.state.location.pathname).toBe('/show/7');
    expect(reserveButton()).toBeEnabled();
  });

  it('an incomplete profile offers the way to complete it', async () => {
    serve(() =>
      jsonResponse(
        {
          status: 409,
          code: 'PROFILE_INCOMPLETE',
          message: '예매하려면 먼저 이름, 학번, 전화번호를 입력해주세요.',
        },
        409,
      ),
    );
    const { user, reserveButton } = await openShow(true);
    await user.click(screen.getByRole('radio', { name: /^1회차/ }));
    await user.click(reserveButton());
    await user.click(
      within(screen.getByRole('alertdialog', { name: ko.reserve.confirmTitle })).getByRole('button', {
        name: ko.reserve.confirm,
      }),
    );
    const failure = await screen.findByRole('alertdialog', { name: ko.reserve.failTitle });
    expect(within(failure).getByRole('link', { name: ko.reserve.completeProfile })).toHaveAttribute(
      'href',
      '/mypage/update',
    );
  });

  it('a show whose sessions are all sold out says so and cannot be reserved', async () => {
    const soldOut = {
      ...SHOW,
      scheduleList: SHOW.scheduleList.map((s) => ({ ...s, applyPeople: s.maxPeople })),
    };
    stubFetch(({ url }) =>
      url.pathname === '/show/detail/7' ? jsonResponse(soldOut) : jsonResponse({}, 404),
    );
    renderApp('/show/7');
    await screen.findByRole('heading', { level: 1, name: SHOW.showName });
    for (const radio of screen.getAllByRole('radio')) expect(radio).toBeDisabled();
    expect(screen.getAllByText(ko.reserve.soldOut)).toHaveLength(3);
    expect(screen.getByText(ko.reserve.allSoldOut)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: ko.reserve.reserve })).toBeDisabled();
  });

  it('a student who holds a session sees it marked 예매함, not pickable, with the way to 마이페이지', async () => {
    // 1회차 of this show is held; a reservation of another show never marks a session here
    serve(undefined, () => [heldCard(11), heldCard(12, 99)]);
    const { user, reserveButton } = await openShow(true);
    const held = await screen.findByRole('radio', { name: /^1회차.*예매함$/ });
    expect(held).toBeDisabled();
    expect(held.closest('label')).toHaveTextContent(ko.reserve.held);
    expect(screen.getByRole('radio', { name: /^2회차/ })).toBeEnabled();
    expect(screen.getByRole('radio', { name: /^2회차/ })).not.toHaveAccessibleName(/예매함/);
    expect(screen.getByText(ko.reserve.heldNote, { exact: false })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: ko.reserve.toMyPage })).toHaveAttribute('href', '/mypage');

    // the other sessions are still bookable
    await user.click(screen.getByRole('radio', { name: /^2회차/ }));
    await user.click(reserveButton());
    expect(screen.getByRole('alertdialog', { name: ko.reserve.confirmTitle })).toHaveTextContent('2회차');
  });

  it('a session reserved here is marked 예매함 once the reservation succeeds', async () => {
    let mine: unknown[] = [];
    const requests = serve(
      () => {
        mine = [heldCard(11)];
        return jsonResponse(RESULT);
      },
      () => mine,
    );
    const { user, reserveButton } = await openShow(true);
    await waitFor(() => expect(reservationCalls(requests)).toBe(1));
    await user.click(screen.getByRole('radio', { name: /^1회차/ }));
    await user.click(reserveButton());
    await user.click(
      within(screen.getByRole('alertdialog', { name: ko.reserve.confirmTitle })).getByRole('button', {
        name: ko.reserve.confirm,
      }),
    );
    const success = await screen.findByRole('dialog', { name: ko.reserve.successTitle });
    await user.click(within(success).getByRole('button', { name: ko.common.ok }));
    expect(await screen.findByRole('radio', { name: /^1회차.*예매함$/ })).toBeDisabled();
  });

  it('nobody but a signed-in student asks for reservations', async () => {
    const anonymous = serve(undefined, () => [heldCard(11)]);
    await openShow();
    expect(reservationCalls(anonymous)).toBe(0);
    cleanup();
    vi.unstubAllGlobals();

    const manager = serve(undefined, () => [heldCard(11)], { authority: 'ROLE_CLUB', clubId: 1 });
    await openShow(true);
    // the session is loaded once the header shows the manager's way in
    await screen.findByText(ko.header.clubBadge, { exact: false });
    expect(reservationCalls(manager)).toBe(0);
    expect(screen.getByRole('radio', { name: /^1회차/ })).toBeEnabled();
  });
});
