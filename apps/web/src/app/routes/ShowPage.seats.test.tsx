import { SESSION_STORAGE_KEY } from '@moa/contract';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SEATS_REFRESH_MS } from '../../features/browse/api/get-show-detail';
import { studentKo } from '../../text/ko-student';
import { jsonResponse, sampleUser, stubFetch, type RecordedRequest } from '../../test/fetch';
import { renderApp } from '../../test/render';
import { sampleSchedule as schedule, sampleShow } from '../../test/show';

/**
 * /show/:showId keeps its seats left true while it is visible (docs/product.md#reservations-and-capacity): it asks
 * again every SEATS_REFRESH_MS with the ETag it kept, an unchanged show answers 304, a changed one shows at once
 * (잔여석, 매진, and 예매 대기 in place of 예매하기 on a chosen schedule that sold out); hidden, it does not ask.
 */

const SHOW = sampleShow({
  waitlistEnabled: true,
  scheduleList: [schedule(11, 1, { time: '14:00:00', maxTickets: 3 }), schedule(12, 2, { applyPeople: 78 })],
});

let visibility: DocumentVisibilityState = 'visible';

function setVisibility(state: DocumentVisibilityState) {
  visibility = state;
  document.dispatchEvent(new Event('visibilitychange', { bubbles: true }));
}

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  sessionStorage.clear();
  setVisibility('visible');
});

/** The server: the show at a version; a matching If-None-Match is answered 304 with no body. */
function serve() {
  const server = { version: 1, applyPeople: 78 };
  const requests = stubFetch((request) => {
    const { pathname } = request.url;
    if (pathname === '/api/auth/me') return jsonResponse(sampleUser());
    if (pathname === '/mypage/student/reservation' || pathname === '/mypage/student/waitlist') {
      return jsonResponse([]);
    }
    if (pathname !== '/show/detail/7') {
      return jsonResponse({ status: 404, code: 'NOT_FOUND', message: 'none' }, 404);
    }
    const etag = `W/"seats-${server.version}"`;
    if (request.headers.get('if-none-match') === etag) {
      return new Response(null, { status: 304, headers: { ETag: etag, 'Cache-Control': 'no-cache' } });
    }
    const body = {
      ...SHOW,
      scheduleList: [SHOW.scheduleList[0], { ...SHOW.scheduleList[1], applyPeople: server.applyPeople }],
    };
    const answer = jsonResponse(body);
    answer.headers.set('ETag', etag);
    answer.headers.set('Cache-Control', 'no-cache');
    return answer;
  });
  return { server, requests };
}

const detailAsks = (requests: RecordedRequest[]) =>
  requests.filter((r) => r.url.pathname === '/show/detail/7');

describe('/show/:showId seats left', () => {
  it('asks again every 5 s while visible (304 while unchanged), shows 매진 and 예매 대기, and stops when hidden', async () => {
    Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => visibility });
    vi.useFakeTimers({ shouldAdvanceTime: true });
    sessionStorage.setItem(SESSION_STORAGE_KEY, 'student-token');
    const { server, requests } = serve();
    renderApp('/show/7');
    // the first render loads the lazy page chunk: generous under a loaded test run
    await screen.findByRole('heading', { level: 1, name: SHOW.showName }, { timeout: 5000 });
    const user = userEvent.setup({ advanceTimers: (ms) => vi.advanceTimersByTime(ms) });
    await user.click(screen.getByRole('radio', { name: /^2회차.*잔여석 2석$/ }));
    expect(screen.getByRole('button', { name: studentKo.reserve.reserve })).toBeEnabled();
    const first = detailAsks(requests).length;
    expect(detailAsks(requests)[0]!.headers.get('if-none-match')).toBeNull();

    // unchanged: asked with the kept ETag, answered 304, the page as it was
    await act(() => vi.advanceTimersByTimeAsync(SEATS_REFRESH_MS));
    await vi.waitFor(() => expect(detailAsks(requests).length).toBeGreaterThan(first));
    expect(detailAsks(requests).at(-1)!.headers.get('if-none-match')).toBe('W/"seats-1"');
    expect(screen.getByRole('radio', { name: /^2회차.*잔여석 2석$/ })).toBeChecked();

    // another student takes the last two seats: within one more period the page says 매진 and offers 예매 대기
    server.version = 2;
    server.applyPeople = 80;
    await act(() => vi.advanceTimersByTimeAsync(SEATS_REFRESH_MS));
    expect(await screen.findByRole('radio', { name: /^2회차.*대기 가능.*매진$/ })).toBeInTheDocument();
    expect(screen.getByText(studentKo.waitlist.soldOutLead)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: studentKo.waitlist.join })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: studentKo.reserve.reserve })).not.toBeInTheDocument();

    // hidden: no asking, however long
    setVisibility('hidden');
    const whileHidden = detailAsks(requests).length;
    await act(() => vi.advanceTimersByTimeAsync(10 * SEATS_REFRESH_MS));
    expect(detailAsks(requests)).toHaveLength(whileHidden);

    // visible again: asked at once (the seats shown are older than a period), with the newest ETag
    setVisibility('visible');
    await vi.waitFor(() => expect(detailAsks(requests).length).toBeGreaterThan(whileHidden));
    expect(detailAsks(requests).at(-1)!.headers.get('if-none-match')).toBe('W/"seats-2"');
  });
});
