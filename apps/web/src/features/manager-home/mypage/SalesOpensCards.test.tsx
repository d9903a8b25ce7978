import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { formatDeadline, salesOpenTime } from '../../../lib/format';
import { manageKo } from '../../../text/ko-manage';
import { jsonResponse } from '../../../test/fetch';
import { renderApp } from '../../../test/render';
import { serveManager, setUpManagerTests } from '../../../test/manager';

/** The manager's cards say when a show's sales open while that is still ahead (docs/product.md#sales-opening). */
const AHEAD = '2099-12-01T20:00';
const PASSED = '2020-12-01T20:00';
const card = (id: number, title: string, salesOpenAt: string | null) => ({
  id,
  scheduleId: id,
  showId: id,
  poster: '',
  title,
  order: 1,
  date: '2099-12-24',
  time: '19:00',
  applyPeople: 0,
  maxPeople: 80,
  salesOpenAt,
  cancelRequests: 0,
  waitlistLength: 0,
});

setUpManagerTests();

function serve() {
  serveManager((request) => {
    switch (request.url.pathname) {
      case '/mypage/manager/holder/list':
        return jsonResponse({
          reservationList: [
            card(1, '곧 오픈', AHEAD),
            card(2, '이미 오픈', PASSED),
            card(3, '바로 오픈', null),
          ],
        });
      case '/mypage/manager/show':
        return jsonResponse({
          performanceList: [
            { showId: 1, poster: '', title: '곧 오픈', date: '2099-12-24', salesOpenAt: AHEAD },
            { showId: 2, poster: '', title: '이미 오픈', date: '2099-12-24', salesOpenAt: PASSED },
          ],
        });
      default:
        return undefined;
    }
  });
}

describe('sales opening on the manager cards', () => {
  const said = manageKo.managerArea.salesOpens(formatDeadline(salesOpenTime(AHEAD)!));

  it('says it on the schedule cards and the show list, only while it is ahead', async () => {
    expect(said).toBe('예매 오픈 12월 1일 (화) 오후 8:00');
    serve();
    renderApp('/manager/mypage');
    expect(await screen.findByText(said)).toBeInTheDocument();
    expect(screen.getAllByText(/^예매 오픈 /)).toHaveLength(1);
  });

  it('on the show list too', async () => {
    serve();
    renderApp('/manager/show');
    expect(await screen.findByText(said)).toBeInTheDocument();
    expect(screen.getAllByText(/^예매 오픈 /)).toHaveLength(1);
  });
});
