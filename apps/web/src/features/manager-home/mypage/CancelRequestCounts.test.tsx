/** The count of cancel requests on the manager's my-page (docs/product.md#cancelling-and-refunds). */
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { manageKo } from '../../../text/ko-manage';
import { jsonResponse } from '../../../test/fetch';
import { renderApp } from '../../../test/render';
import { serveManager, scheduleCard, setUpManagerTests } from '../../../test/manager';

const c = manageKo.cancelRequests;
const TITLE = '소리울 정기공연 〈울림〉';

const card = (scheduleId: number, order: number, cancelRequests: number) =>
  scheduleCard(scheduleId, order, { cancelRequests });

function serve(cards: ReturnType<typeof card>[]) {
  return serveManager((request) =>
    request.url.pathname === '/mypage/manager/holder/list'
      ? jsonResponse({ reservationList: cards })
      : request.url.pathname === '/mypage/manager/holder/11'
        ? jsonResponse({ status: 404, code: 'NOT_FOUND', message: 'x' }, 404)
        : undefined,
  );
}

setUpManagerTests();

describe('cancel requests on the manager my-page', () => {
  it('the 예매자 관리 tab counts them; each schedule card links to its worklist', async () => {
    serve([card(11, 1, 2), card(12, 2, 0), card(13, 3, 1)]);
    const { router } = renderApp('/manager/mypage');
    const tabs = await screen.findByRole('navigation', { name: manageKo.managerArea.tabs.label });
    expect(
      await within(tabs).findByRole('link', {
        // the number itself is hidden from screen readers, which hear the sentence instead
        name: new RegExp(`^${manageKo.managerArea.tabs.holders}\\s*${c.pendingTab(3)}$`),
      }),
    ).toHaveTextContent('3');
    expect(screen.getByRole('link', { name: c.pendingLabel(TITLE, 3, 1) })).toHaveTextContent(c.pending(1));
    expect(screen.queryByRole('link', { name: c.pendingLabel(TITLE, 2, 0) })).not.toBeInTheDocument();

    await userEvent.setup().click(screen.getByRole('link', { name: c.pendingLabel(TITLE, 1, 2) }));
    expect(router.state.location.pathname).toBe('/manager/holder/11');
    expect(router.state.location.search).toBe('?filter=cancelRequested');
  });

  it('no badge while nothing waits', async () => {
    serve([card(11, 1, 0)]);
    renderApp('/manager/mypage');
    const tabs = await screen.findByRole('navigation', { name: manageKo.managerArea.tabs.label });
    await screen.findByRole('link', { name: manageKo.managerArea.schedules.openHoldersLabel(TITLE, 1) });
    expect(within(tabs).getByRole('link', { name: manageKo.managerArea.tabs.holders })).toBeInTheDocument();
  });
});
