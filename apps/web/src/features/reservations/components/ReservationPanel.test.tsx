import type { ShowDetail } from '@moa/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { clearToken } from '../../../lib/session';
import { ko } from '../../../text/ko';
import { studentKo } from '../../../text/ko-student';
import { jsonResponse, sampleUser, stubFetch } from '../../../test/fetch';
import { withoutSeatsLeft } from '../../../lib/seats-unknown';
import { RESULT, SHOW, serve, openShow, detailCalls } from './ReservationPanel.fixtures';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  clearToken();
  sessionStorage.clear();
});

describe('reserving on /show/:showId', () => {
  it('lists the schedules by order; a sold-out schedule is disabled and labelled 매진', async () => {
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

  it('says 잔여석 확인 중 until the seats left are known, and reserves nothing meanwhile', async () => {
    // what a page the server rendered starts from (app/server-pages.ts), answered here by the API itself
    stubFetch((request) => {
      if (request.url.pathname === '/show/detail/7')
        return jsonResponse(withoutSeatsLeft(SHOW as ShowDetail));
      if (request.url.pathname === '/api/auth/me') return jsonResponse(sampleUser());
      return jsonResponse({ status: 404, code: 'NOT_FOUND', message: 'none' }, 404);
    });
    const { user, stepper, plus } = await openShow();
    const radios = screen.getAllByRole('radio');
    expect(radios.map((radio) => radio.closest('label')?.textContent)).toEqual([
      '1회차 · 11월 28일 (토) 14:00 · 15,000원 · 잔여석 확인 중',
      '2회차 · 11월 28일 (토) 19:00 · 15,000원 · 잔여석 확인 중',
      '3회차 · 11월 28일 (토) 18:00 · 15,000원 · 잔여석 확인 중',
    ]);
    const reserve = screen.getByRole('button', { name: studentKo.reserve.seatsChecking });
    expect(reserve).toBeDisabled();
    // The schedule with 2 seats left (not known here): the stepper goes to the per-person cap, with no seats alert.
    await user.click(screen.getByRole('radio', { name: /^2회차/ }));
    for (let i = 0; i < 3; i++) await user.click(plus);
    expect(stepper).toHaveTextContent('4매');
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(reserve).toBeDisabled();
  });

  it('stops at the per-person cap with its text, and at the seats left with an alert; resets to 1 on a change', async () => {
    serve();
    const { user, stepper, plus, minus, total } = await openShow();
    expect(plus).toBeDisabled(); // no schedule yet
    expect(total()).toHaveTextContent('0원');

    await user.click(screen.getByRole('radio', { name: /^1회차/ }));
    expect(stepper).toHaveTextContent('1매');
    expect(minus).toBeDisabled();
    await user.click(plus);
    await user.click(plus);
    expect(stepper).toHaveTextContent('3매');
    expect(total()).toHaveTextContent('45,000원');
    // the per-person cap (3) is below the seats left (70): a text, no alert
    expect(screen.getByText(studentKo.reserve.perPersonCap(3))).toBeInTheDocument();
    await user.click(plus);
    expect(stepper).toHaveTextContent('3매');
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();

    // a schedule change resets the count to 1
    await user.click(screen.getByRole('radio', { name: /^2회차/ }));
    expect(stepper).toHaveTextContent('1매');
    expect(total()).toHaveTextContent('15,000원');
    expect(screen.queryByText(studentKo.reserve.perPersonCap(4))).not.toBeInTheDocument();
    await user.click(plus);
    expect(stepper).toHaveTextContent('2매');
    // two seats left, fewer than the cap of 4: + at the limit opens the alert
    await user.click(plus);
    const alert = screen.getByRole('alertdialog', { name: studentKo.reserve.seatsCap(2) });
    expect(stepper).toHaveTextContent('2매');
    expect(total()).toHaveTextContent('30,000원');
    await user.click(within(alert).getByRole('button', { name: ko.common.ok }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();

    await user.click(screen.getByRole('radio', { name: /^1회차/ }));
    expect(stepper).toHaveTextContent('1매');
  });

  it('예매하기 without a schedule asks to choose one', async () => {
    serve();
    const { user, reserveButton } = await openShow();
    await user.click(reserveButton());
    const ask = screen.getByRole('alertdialog', { name: studentKo.reserve.chooseSchedule });
    await user.click(within(ask).getByRole('button', { name: ko.common.ok }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('without a token the failure modal says to log in first; 확인 scrolls to the top and goes to /login', async () => {
    const requests = serve();
    const scrollTo = vi.spyOn(window, 'scrollTo');
    const { user, reserveButton, router } = await openShow();
    await user.click(screen.getByRole('radio', { name: /^1회차/ }));
    await user.click(reserveButton());

    const failure = screen.getByRole('alertdialog', { name: studentKo.reserve.failTitle });
    expect(failure).toHaveTextContent(studentKo.reserve.loginFirst);
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

    const confirm = screen.getByRole('alertdialog', { name: studentKo.reserve.confirmTitle });
    expect(confirm).toHaveTextContent('1회차');
    expect(confirm).toHaveTextContent('2매');
    expect(confirm).toHaveTextContent('30,000원');
    const before = detailCalls(requests);
    await user.keyboard('{Enter}');

    const success = await screen.findByRole('dialog', { name: studentKo.reserve.successTitle });
    const posts = requests.filter((r) => r.url.pathname === '/show/detail/reservation');
    expect(posts).toHaveLength(1);
    expect(posts[0]!.method).toBe('POST');
    expect(JSON.parse(String(posts[0]!.body))).toEqual({ scheduleId: 11, wishToPurchaseTickets: 2 });
    expect(success).toHaveTextContent(studentKo.reserve.successTransfer('30,000원'));
    expect(success).toHaveTextContent('입금자명: 20260001김모아');
    // the pay-by time in Seoul and the time left
    expect(success).toHaveTextContent('11월 2일 (월) 오후 2:30까지 입금해주세요');
    expect(success).toHaveTextContent(/\d+일( \d+시간)? 남음/);
    expect(success).toHaveTextContent('3333051234567');
    expect(success).toHaveTextContent('카카오뱅크');
    expect(within(success).getByRole('img', { name: studentKo.transfer.qrAlt })).toHaveAttribute(
      'src',
      expect.stringContaining('/files/qr.png'),
    );
    // the seats are fetched again after the attempt
    await waitFor(() => expect(detailCalls(requests)).toBeGreaterThan(before));

    const afterAttempt = detailCalls(requests);
    await user.click(within(success).getByRole('button', { name: ko.common.ok }));
    await waitFor(() => expect(detailCalls(requests)).toBeGreaterThan(afterAttempt));
    // disabled for assistive technology, yet focusable, so focus can come back to it from the modals
    expect(screen.getByRole('button', { name: studentKo.reserve.reservedButton })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
  });

  it('Enter on 취소 closes the confirm modal without reserving', async () => {
    const requests = serve(() => jsonResponse(RESULT));
    const { user, reserveButton } = await openShow(true);
    await user.click(screen.getByRole('radio', { name: /^1회차/ }));
    await user.click(reserveButton());
    const confirm = screen.getByRole('alertdialog', { name: studentKo.reserve.confirmTitle });
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
    const confirm = screen.getByRole('alertdialog', { name: studentKo.reserve.confirmTitle });
    // jsdom has no showModal: the native cancel event is what Escape fires in a browser
    confirm.dispatchEvent(new Event('cancel', { cancelable: true }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(requests.some((r) => r.url.pathname === '/show/detail/reservation')).toBe(false);
  });
});
