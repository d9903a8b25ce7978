import { SESSION_STORAGE_KEY } from '@moa/contract';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { clearToken } from '../../../lib/session';
import { studentKo } from '../../../text/ko-student';
import { jsonResponse, sampleUser, stubFetch, type RecordedRequest } from '../../../test/fetch';
import { renderApp } from '../../../test/render';
import { clockOffset, formatCountdown, spokenCountdown } from '../lib/sales-opening';
import { detailCalls, RESULT, SHOW } from './ReservationPanel.fixtures';

/**
 * Sales that open at a set time (docs/product.md#sales-opening): the countdown follows the server's clock, and
 * 예매하기 turns on at the second without a reload.
 */
const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
/** 2099-11-01 21:00 in Seoul. */
const OPENING = '2099-11-01T21:00';
const OPENS_AT = Date.parse('2099-11-01T12:00:00Z');
/** The phone runs five minutes behind the server. */
const SKEW = 5 * MINUTE;

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  clearToken();
  sessionStorage.clear();
});

function serve(reserve?: (request: RecordedRequest) => Response) {
  return stubFetch((request) => {
    const { pathname } = request.url;
    if (pathname === '/show/detail/7') return jsonResponse({ ...SHOW, salesOpenAt: OPENING });
    if (pathname === '/api/time') return jsonResponse({ now: new Date(Date.now() + SKEW).toISOString() });
    if (pathname === '/api/auth/me') return jsonResponse(sampleUser());
    if (pathname === '/mypage/student/reservation') return jsonResponse([]);
    if (pathname === '/show/detail/reservation' && reserve) return reserve(request);
    return jsonResponse({ status: 404, code: 'NOT_FOUND', message: 'none' }, 404);
  });
}

async function openShow() {
  sessionStorage.setItem(SESSION_STORAGE_KEY, 'student-token');
  renderApp('/show/7');
  await screen.findByRole('heading', { level: 1, name: SHOW.showName }, { timeout: 5000 });
}

/** What the server's clock says now, as the page measured it. */
const serverNow = () => Date.now() + SKEW;

describe('sales that open at a set time', () => {
  it('counts down on the server clock and turns 예매하기 on at the second, fetching fresh seats', async () => {
    // the server's clock 10 s before the opening; the phone's says 5 min 10 s
    vi.useFakeTimers({ shouldAdvanceTime: true, now: OPENS_AT - SKEW - 10 * SECOND });
    const requests = serve(() => jsonResponse(RESULT));
    await openShow();

    expect(screen.getByText('11월 1일 (일) 오후 9:00').closest('p')).toHaveTextContent(
      `${studentKo.reserve.opening.label}11월 1일 (일) 오후 9:00`,
    );
    const countdown = await screen.findByTestId('sales-countdown');
    // seconds in the last hour, on the server's clock (the phone's would say 5분 10초)
    await vi.waitFor(() => expect(countdown).toHaveTextContent(/^오픈까지(10|9)초$/));
    // a screen reader hears the minute step, not every second
    expect(screen.getByText(studentKo.reserve.opening.spokenWithin(1))).toHaveAttribute(
      'aria-live',
      'polite',
    );

    const button = screen.getByRole('button', { name: studentKo.reserve.beforeOpen });
    expect(button).toBeDisabled();
    // schedules can be chosen before the opening
    const user = userEvent.setup({ advanceTimers: (ms) => vi.advanceTimersByTime(ms) });
    await user.click(screen.getByRole('radio', { name: /^1회차/ }));
    expect(screen.getByRole('button', { name: studentKo.reserve.beforeOpen })).toBeDisabled();

    const detailsBefore = detailCalls(requests);
    // 200 ms before the opening: still off
    await act(() => vi.advanceTimersByTimeAsync(OPENS_AT - serverNow() - 200));
    expect(screen.getByRole('button', { name: studentKo.reserve.beforeOpen })).toBeDisabled();
    expect(countdown).toHaveTextContent('오픈까지1초');

    // the opening: on, without a reload; the countdown is gone and the show is fetched again
    await act(() => vi.advanceTimersByTimeAsync(250));
    const reserve = screen.getByRole('button', { name: studentKo.reserve.reserve });
    expect(reserve).toBeEnabled();
    expect(screen.queryByTestId('sales-countdown')).not.toBeInTheDocument();
    expect(screen.getByText(studentKo.reserve.opening.openedNow)).toHaveAttribute('aria-live', 'polite');
    await vi.waitFor(() => expect(detailCalls(requests)).toBeGreaterThan(detailsBefore));

    await user.click(reserve);
    const confirm = screen.getByRole('alertdialog', { name: studentKo.reserve.confirmTitle });
    await user.click(within(confirm).getByRole('button', { name: studentKo.reserve.confirm }));
    expect(await screen.findByRole('dialog', { name: studentKo.reserve.successTitle })).toBeInTheDocument();
    expect(requests.filter((r) => r.url.pathname === '/api/time')).toHaveLength(1);
  });

  it('shows days, hours and minutes while more than an hour is left', async () => {
    vi.useFakeTimers({
      shouldAdvanceTime: true,
      now: OPENS_AT - SKEW - (2 * 24 * HOUR + 3 * HOUR + 4 * MINUTE + 30 * SECOND),
    });
    serve();
    await openShow();
    const countdown = await screen.findByTestId('sales-countdown');
    await vi.waitFor(() => expect(countdown).toHaveTextContent('오픈까지2일 3시간 4분'));
    expect(screen.getByText(studentKo.reserve.opening.spokenLeft('2일 3시간'))).toBeInTheDocument();
    expect(screen.getByRole('button', { name: studentKo.reserve.beforeOpen })).toBeDisabled();
  });

  it('shows no countdown once sales are open', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true, now: OPENS_AT - SKEW + MINUTE });
    serve();
    await openShow();
    await vi.waitFor(() =>
      expect(screen.getByRole('button', { name: studentKo.reserve.reserve })).toBeEnabled(),
    );
    expect(screen.queryByTestId('sales-countdown')).not.toBeInTheDocument();
  });
});

describe('the countdown words', () => {
  it('says the time left, seconds only in the last hour, rounded up', () => {
    expect(formatCountdown(2 * 24 * HOUR + 3 * HOUR + 4 * MINUTE + 59 * SECOND)).toBe('2일 3시간 4분');
    expect(formatCountdown(HOUR + 1)).toBe('1시간');
    expect(formatCountdown(HOUR)).toBe('1시간');
    expect(formatCountdown(HOUR - SECOND)).toBe('59분 59초');
    expect(formatCountdown(12 * MINUTE + 4_001)).toBe('12분 5초');
    expect(formatCountdown(1)).toBe('1초');
  });

  it('tells a screen reader hourly, then at 60, 30, 10, 5 and 1 minutes, then the opening', () => {
    expect(spokenCountdown(26 * HOUR + 59 * MINUTE)).toBe(studentKo.reserve.opening.spokenLeft('1일 2시간'));
    expect(spokenCountdown(HOUR)).toBe(studentKo.reserve.opening.spokenWithin(60));
    expect(spokenCountdown(31 * MINUTE)).toBe(studentKo.reserve.opening.spokenWithin(60));
    expect(spokenCountdown(30 * MINUTE)).toBe(studentKo.reserve.opening.spokenWithin(30));
    expect(spokenCountdown(7 * MINUTE)).toBe(studentKo.reserve.opening.spokenWithin(10));
    expect(spokenCountdown(50 * SECOND)).toBe(studentKo.reserve.opening.spokenWithin(1));
    expect(spokenCountdown(0)).toBe(studentKo.reserve.opening.openedNow);
  });

  it("measures the server's offset with half the round trip", () => {
    expect(clockOffset(1_000, 1_200, new Date(301_100).toISOString())).toBe(300_000);
    expect(clockOffset(1_000, 1_200, 'nonsense')).toBe(0);
  });
});
