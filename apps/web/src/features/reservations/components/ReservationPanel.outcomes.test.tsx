import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { clearToken } from '../../../lib/session';
import { ko } from '../../../text/ko';
import { studentKo } from '../../../text/ko-student';
import { jsonResponse, sampleUser, stubFetch } from '../../../test/fetch';
import { renderApp } from '../../../test/render';
import {
  SHOW,
  RESULT,
  serve,
  heldCard,
  openShow,
  reservationCalls,
  detailCalls,
} from './ReservationPanel.fixtures';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  clearToken();
  sessionStorage.clear();
});

const ALREADY_RESERVED = {
  status: 409,
  code: 'ALREADY_RESERVED',
  message: '이미 예매한 회차입니다. 마이페이지에서 예매 내역을 확인해주세요.',
};

/** Opens the show signed in, picks schedule 1, reserves and confirms. */
async function reserveFirstSchedule() {
  const opened = await openShow(true);
  const { user, reserveButton } = opened;
  await user.click(screen.getByRole('radio', { name: /^1회차/ }));
  await user.click(reserveButton());
  await user.click(
    within(screen.getByRole('alertdialog', { name: studentKo.reserve.confirmTitle })).getByRole('button', {
      name: studentKo.reserve.confirm,
    }),
  );
  return opened;
}

describe('the outcome of reserving on /show/:showId', () => {
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
      within(screen.getByRole('alertdialog', { name: studentKo.reserve.confirmTitle })).getByRole('button', {
        name: studentKo.reserve.confirm,
      }),
    );
    const failure = await screen.findByRole('alertdialog', { name: studentKo.reserve.failTitle });
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
    await reserveFirstSchedule();
    const failure = await screen.findByRole('alertdialog', { name: studentKo.reserve.failTitle });
    expect(within(failure).getByRole('link', { name: studentKo.reserve.completeProfile })).toHaveAttribute(
      'href',
      '/mypage/update',
    );
  });

  it('a show whose schedules are all sold out says so and cannot be reserved', async () => {
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
    expect(screen.getAllByText(studentKo.reserve.soldOut)).toHaveLength(3);
    expect(screen.getByText(studentKo.reserve.allSoldOut)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: studentKo.reserve.reserve })).toBeDisabled();
  });

  it('a student who holds a schedule sees it marked 예매함, not pickable, with the way to 마이페이지', async () => {
    // 1회차 of this show is held; a reservation of another show never marks a schedule here
    serve(undefined, () => [heldCard(11), heldCard(12, 99)]);
    const { user, reserveButton } = await openShow(true);
    const held = await screen.findByRole('radio', { name: /^1회차.*예매함$/ });
    expect(held).toBeDisabled();
    expect(held.closest('label')).toHaveTextContent(studentKo.reserve.held);
    expect(screen.getByRole('radio', { name: /^2회차/ })).toBeEnabled();
    expect(screen.getByRole('radio', { name: /^2회차/ })).not.toHaveAccessibleName(/예매함/);
    expect(screen.getByText(studentKo.reserve.heldNote, { exact: false })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: studentKo.reserve.toMyPage })).toHaveAttribute('href', '/mypage');

    // the other schedules are still bookable
    await user.click(screen.getByRole('radio', { name: /^2회차/ }));
    await user.click(reserveButton());
    expect(screen.getByRole('alertdialog', { name: studentKo.reserve.confirmTitle })).toHaveTextContent(
      '2회차',
    );
  });

  it('a cancelled or expired reservation leaves its schedule bookable again; only live ones count as 예매함', async () => {
    serve(undefined, () => [
      heldCard(11, 7, { status: 'cancelled' }),
      heldCard(12, 7, { status: 'expired' }),
    ]);
    const { user, reserveButton } = await openShow(true);
    const first = await screen.findByRole('radio', { name: /^1회차/ });
    // the list has loaded (the cards are asked once signed in) and still nothing is marked
    await waitFor(() => expect(first).toBeEnabled());
    expect(first).not.toHaveAccessibleName(/예매함/);
    expect(screen.getByRole('radio', { name: /^2회차/ })).not.toHaveAccessibleName(/예매함/);
    expect(screen.queryByText(studentKo.reserve.heldNote, { exact: false })).not.toBeInTheDocument();
    await user.click(first);
    await user.click(reserveButton());
    expect(screen.getByRole('alertdialog', { name: studentKo.reserve.confirmTitle })).toHaveTextContent(
      '1회차',
    );
  });

  it('a schedule reserved here is marked 예매함 once the reservation succeeds', async () => {
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
      within(screen.getByRole('alertdialog', { name: studentKo.reserve.confirmTitle })).getByRole('button', {
        name: studentKo.reserve.confirm,
      }),
    );
    const success = await screen.findByRole('dialog', { name: studentKo.reserve.successTitle });
    await user.click(within(success).getByRole('button', { name: ko.common.ok }));
    expect(await screen.findByRole('radio', { name: /^1회차.*예매함$/ })).toBeDisabled();
  });

  it('a double click on 예매하기 in the confirm modal sends one reservation and ends in the success modal', async () => {
    let mine: unknown[] = [];
    const requests = serve(
      () => {
        if (mine.length > 0) return jsonResponse(ALREADY_RESERVED, 409);
        mine = [heldCard(11)];
        return jsonResponse(RESULT);
      },
      () => mine,
    );
    const { user, reserveButton } = await openShow(true);
    await user.click(screen.getByRole('radio', { name: /^1회차/ }));
    await user.click(reserveButton());
    const confirm = screen.getByRole('alertdialog', { name: studentKo.reserve.confirmTitle });
    const button = within(confirm).getByRole('button', { name: studentKo.reserve.confirm });
    // two clicks in one go, before the screen shows the call under way
    fireEvent.click(button);
    fireEvent.click(button);
    const success = await screen.findByRole('dialog', { name: studentKo.reserve.successTitle });
    expect(success).toHaveTextContent('3333051234567');
    expect(requests.filter((r) => r.url.pathname === '/show/detail/reservation')).toHaveLength(1);
    expect(screen.queryByRole('alertdialog', { name: studentKo.reserve.failTitle })).not.toBeInTheDocument();
  });

  it('an answer that the schedule is already reserved reads the reservation back and shows it as a success', async () => {
    // the first answer was lost on the way: the server holds the reservation, the request sent again is refused
    let sent = false;
    const requests = serve(
      () => {
        sent = true;
        return jsonResponse(ALREADY_RESERVED, 409);
      },
      () =>
        sent ? [heldCard(11, 7, { ticketCount: 2, price: 30000, payBy: '2099-11-02T05:30:00.000Z' })] : [],
    );
    await reserveFirstSchedule();
    const success = await screen.findByRole('dialog', { name: studentKo.reserve.successTitle });
    expect(success).toHaveTextContent(studentKo.reserve.successTransfer('30,000원'));
    expect(success).toHaveTextContent('입금자명: 20260001김모아');
    expect(success).toHaveTextContent('3333051234567');
    expect(success).toHaveTextContent('11월 2일 (월) 오후 2:30까지 입금해주세요');
    expect(screen.queryByRole('alertdialog', { name: studentKo.reserve.failTitle })).not.toBeInTheDocument();
    expect(requests.filter((r) => r.url.pathname === '/mypage/student/reservation').length).toBeGreaterThan(
      1,
    );
  });

  it('ALREADY_RESERVED without a live reservation of the schedule read back stays a failure', async () => {
    serve(
      () => jsonResponse(ALREADY_RESERVED, 409),
      () => [heldCard(11, 7, { status: 'cancelled' })],
    );
    await reserveFirstSchedule();
    const failure = await screen.findByRole('alertdialog', { name: studentKo.reserve.failTitle });
    expect(failure).toHaveTextContent('이미 예매한 회차입니다');
  });

  it('the success modal says until when to pay and the time left', async () => {
    // a day to pay, from the moment the server answers
    serve(() => jsonResponse({ ...RESULT, payBy: new Date(Date.now() + 24 * 3_600_000).toISOString() }));
    await reserveFirstSchedule();
    const success = await screen.findByRole('dialog', { name: studentKo.reserve.successTitle });
    expect(success).toHaveTextContent(/\d+월 \d+일 \([월화수목금토일]\) 오[전후] \d+:\d{2}까지 입금해주세요/);
    expect(success).toHaveTextContent('23시간 59분 남음');
  });

  it("the success modal counts the time left on the server's clock, not the device's", async () => {
    // the device's clock is 7 minutes fast: the server's now is 7 minutes behind it
    const serverNow = () => Date.now() - 7 * 60_000;
    const requests = stubFetch((request) => {
      const { pathname } = request.url;
      if (pathname === '/show/detail/7') return jsonResponse(SHOW);
      if (pathname === '/api/auth/me') return jsonResponse(sampleUser());
      if (pathname === '/api/time') return jsonResponse({ now: new Date(serverNow()).toISOString() });
      if (pathname === '/mypage/student/reservation') return jsonResponse([]);
      // a day to pay, from the moment the server answers, on its clock
      if (pathname === '/show/detail/reservation')
        return jsonResponse({ ...RESULT, payBy: new Date(serverNow() + 24 * 3_600_000).toISOString() });
      return jsonResponse({ status: 404, code: 'NOT_FOUND', message: 'none' }, 404);
    });
    await reserveFirstSchedule();
    const success = await screen.findByRole('dialog', { name: studentKo.reserve.successTitle });
    await waitFor(() => expect(success).toHaveTextContent('23시간 59분 남음'));
    expect(requests.some((r) => r.url.pathname === '/api/time')).toBe(true);
  }, 15_000);

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
