import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { manageKo } from '../../../text/ko-manage';
import { jsonResponse } from '../../../test/fetch';
import { renderApp } from '../../../test/render';
import { db, holder, openPage, serve as serveHolders, TITLE } from '../holders/test-support';
import { serveManager, scheduleCard, setUpManagerTests } from '../../../test/manager';

setUpManagerTests();

const t = manageKo.waitlist;

const card = (scheduleId: number, order: number, waitlistLength: number) =>
  scheduleCard(scheduleId, order, { applyPeople: 80, waitlistLength });

/** The ways to a schedule's waiting list (docs/product.md#waiting-list): its card and its holder list. */
describe('ways to the waiting list', { timeout: 30_000 }, () => {
  it('a schedule card with students waiting says how many and leads to its list; one without says nothing', async () => {
    serveManager((request) =>
      request.url.pathname === '/mypage/manager/holder/list'
        ? jsonResponse({ reservationList: [card(21, 1, 3), card(22, 2, 0)] })
        : undefined,
    );
    renderApp('/manager/mypage');
    const link = await screen.findByRole('link', { name: t.cardLabel(TITLE, 1, 3) });
    expect(link).toHaveTextContent(t.cardCount(3));
    expect(link).toHaveAttribute('href', '/manager/holder/21/waitlist');
    expect(screen.getAllByText(/^예매 대기 \d+명$/)).toHaveLength(1);
  });

  it('the holder list leads to the schedule’s waiting list', async () => {
    db.holders = [holder(1, '김모아')];
    serveHolders();
    await openPage();
    expect(screen.getByRole('link', { name: t.linkLabel(TITLE, 1) })).toHaveAttribute(
      'href',
      '/manager/holder/7/waitlist',
    );
  });
});
