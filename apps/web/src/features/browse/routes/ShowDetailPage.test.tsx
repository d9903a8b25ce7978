import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ko } from '../../../text/ko';
import { jsonResponse, stubFetch } from '../../../test/fetch';
import { renderApp } from '../../../test/render';
import { ShowDetailPage } from './ShowDetailPage';

/**
 * The browse page on its own, without a reservation slot: its display-only session picker. (The app's /show route
 * composes the reservations feature's panel into the slot: app/routes/ShowPage.)
 */
const renderShowPage = () => renderApp('/show/7', [{ path: '/show/:showId', element: <ShowDetailPage /> }]);

const FUTURE = '2099-11-28';

const SHOW = {
  showId: 7,
  showName: '정기공연 〈울림〉',
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
  noticeLetter: '입금자명은 학번+이름으로 해주세요.',
  qrImage: '/files/qr.png',
  earlyBird: false,
  scheduleList: [
    // listed out of order: shown by order
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

afterEach(() => {
  vi.unstubAllGlobals();
});

function showAt(status: number, body: unknown) {
  return stubFetch(({ url }) =>
    url.pathname === '/show/detail/7' ? jsonResponse(body, status) : jsonResponse({}, 404),
  );
}

describe('/show/:showId', () => {
  it('shows the information and the sessions; a sold-out session is disabled and labelled 매진', async () => {
    showAt(200, SHOW);
    renderShowPage();

    expect(await screen.findByRole('heading', { level: 1, name: SHOW.showName })).toBeInTheDocument();
    expect(screen.getByText('120분')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '소리울' })).toHaveAttribute('href', '/clubs/1');

    const radios = screen.getAllByRole('radio');
    expect(radios.map((radio) => radio.closest('label')?.textContent)).toEqual([
      '1회차 · 11월 28일 (토) 14:00 · 15,000원 · 잔여석 70',
      '2회차 · 11월 28일 (토) 19:00 · 15,000원 · 잔여석 2',
      '3회차 · 11월 28일 (토) 18:00 · 15,000원 · 잔여석 0 · 매진',
    ]);
    expect(screen.getByRole('radio', { name: /^3회차.*매진$/ })).toBeDisabled();
    expect(screen.getByRole('radio', { name: /^1회차/ })).toBeEnabled();
  });

  it('the count starts at 1, stops at the smaller limit, resets on a session change; the total is cost × count', async () => {
    showAt(200, SHOW);
    renderShowPage();
    const user = userEvent.setup();
    await screen.findByRole('heading', { level: 1, name: SHOW.showName });
    const stepper = screen.getByRole('group', { name: ko.browse.showDetail.tickets });
    const plus = within(stepper).getByRole('button', { name: ko.browse.showDetail.increase });
    const minus = within(stepper).getByRole('button', { name: ko.browse.showDetail.decrease });
    const total = () => screen.getByText(ko.browse.showDetail.total).nextElementSibling;

    expect(plus).toBeDisabled(); // no session yet
    expect(total()).toHaveTextContent('0원');

    await user.click(screen.getByRole('radio', { name: /^1회차/ }));
    expect(stepper).toHaveTextContent('1매');
    expect(minus).toBeDisabled();
    await user.click(plus);
    await user.click(plus);
    expect(stepper).toHaveTextContent('3매');
    expect(total()).toHaveTextContent('45,000원');
    // the per-person cap (3) is smaller than the seats left (70)
    expect(plus).toBeDisabled();
    expect(screen.getByText(ko.browse.showDetail.perPersonCap(3))).toBeInTheDocument();

    await user.click(screen.getByRole('radio', { name: /^2회차/ }));
    expect(stepper).toHaveTextContent('1매');
    expect(total()).toHaveTextContent('15,000원');
    await user.click(plus);
    // two seats left: fewer than the per-person cap of 4
    expect(plus).toBeDisabled();
    expect(screen.getByText(ko.browse.showDetail.seatsCap(2))).toBeInTheDocument();
    expect(total()).toHaveTextContent('30,000원');
  });

  it('예매하기 without a session asks for one; with a session says reserving opens soon', async () => {
    showAt(200, SHOW);
    renderShowPage();
    const user = userEvent.setup();
    await screen.findByRole('heading', { level: 1, name: SHOW.showName });

    await user.click(screen.getByRole('button', { name: ko.browse.showDetail.reserve }));
    const ask = screen.getByRole('dialog', { name: ko.browse.showDetail.chooseSession });
    await user.click(within(ask).getByRole('button', { name: ko.common.ok }));

    await user.click(screen.getByRole('radio', { name: /^1회차/ }));
    await user.click(screen.getByRole('button', { name: ko.browse.showDetail.reserve }));
    expect(screen.getByRole('dialog', { name: ko.browse.showDetail.comingSoonTitle })).toHaveTextContent(
      ko.browse.showDetail.comingSoonBody,
    );
  });

  it.each([
    [401, ko.browse.showDetail.unauthorized, true],
    [403, ko.browse.showDetail.forbidden, false],
    [404, ko.browse.showDetail.notFound, false],
    [409, ko.browse.showDetail.loadFailed, false],
  ])('a %i answer says "%s" with retry and back (login button: %s)', async (status, message, login) => {
    const requests = showAt(status, { status, code: 'X', message: 'server words' });
    renderApp('/show/7');

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(message);
    expect(within(alert).getByRole('button', { name: ko.common.back })).toBeInTheDocument();
    const loginLink = within(alert).queryByRole('link', { name: ko.browse.showDetail.login });
    if (login) expect(loginLink).toHaveAttribute('href', '/login');
    else expect(loginLink).not.toBeInTheDocument();

    await userEvent.click(within(alert).getByRole('button', { name: ko.common.retry }));
    await vi.waitFor(() =>
      expect(requests.filter((r) => r.url.pathname === '/show/detail/7')).toHaveLength(2),
    );
  });
});
