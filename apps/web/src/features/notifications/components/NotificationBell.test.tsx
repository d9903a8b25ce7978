import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { clearToken } from '../../../lib/session';
import { ko } from '../../../text/ko';
import { jsonResponse, stubFetch } from '../../../test/fetch';
import { renderApp } from '../../../test/render';
import { signedInStudentEachTest } from '../../../test/session';
import { bodyOf, notification, page, serveNotifications } from '../notifications.fixtures';

const t = ko.notifications;

signedInStudentEachTest();

const banner = () => screen.getByRole('banner');
const bell = (unread: number) => within(banner()).findByRole('button', { name: t.bell(unread) });

describe('the header bell', { timeout: 30_000 }, () => {
  it('is not there for a signed-out visitor, who never asks for notifications', async () => {
    clearToken();
    const requests = stubFetch(() => jsonResponse({}, 404));
    renderApp('/clubs');
    expect(await within(banner()).findByRole('link', { name: ko.header.login })).toBeInTheDocument();
    expect(within(banner()).queryByRole('button', { name: /알림/ })).not.toBeInTheDocument();
    expect(requests.some((r) => r.url.pathname.startsWith('/mypage/notifications'))).toBe(false);
  });

  it('shows the unread count, read out in its name', async () => {
    serveNotifications({ list: () => jsonResponse(page([notification(2), notification(1)])) });
    renderApp('/clubs');
    const button = await bell(2);
    expect(button).toHaveTextContent('2');
    expect(button).toHaveAttribute('aria-expanded', 'false');
  });

  it('opens the list: titles, bodies, relative times, unread marked; Escape closes it and gives focus back', async () => {
    const user = userEvent.setup();
    serveNotifications({
      list: () =>
        jsonResponse(
          page([
            notification(2),
            notification(1, {
              readAt: new Date().toISOString(),
              createdAt: new Date(Date.now() - 86_400_000 * 3).toISOString(),
            }),
          ]),
        ),
    });
    renderApp('/clubs');
    await user.click(await bell(1));
    const panel = await screen.findByRole('region', { name: t.title });
    await waitFor(() => expect(within(panel).getByRole('heading', { name: t.title })).toHaveFocus());
    const links = within(panel).getAllByRole('link', { name: /소리울의 새 공연/ });
    expect(links[0]).toHaveAccessibleName(expect.stringContaining(t.unread));
    expect(links[0]).toHaveTextContent('정기공연 〈울림〉 2');
    expect(links[0]).toHaveTextContent('5분 전');
    expect(links[1]).not.toHaveAccessibleName(expect.stringContaining(t.unread));
    expect(links[1]).toHaveTextContent('3일 전');
    expect(within(panel).getByRole('link', { name: t.viewAll })).toHaveAttribute('href', '/notifications');

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('region', { name: t.title })).not.toBeInTheDocument();
    expect(await bell(1)).toHaveFocus();
  });

  it('opening an unread item marks it read and goes to its link', async () => {
    const user = userEvent.setup();
    let unread = true;
    const requests = serveNotifications({
      list: () => jsonResponse(page([notification(9, { readAt: unread ? null : new Date().toISOString() })])),
      read: () => {
        unread = false;
        return jsonResponse({ unread: 0 });
      },
    });
    const { router } = renderApp('/clubs');
    await user.click(await bell(1));
    await user.click(await screen.findByRole('link', { name: /소리울의 새 공연 9/ }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/show/9'));
    const put = requests.find((r) => r.url.pathname === '/mypage/notifications/read')!;
    expect(put.method).toBe('PUT');
    expect(bodyOf(put)).toEqual({ ids: [9] });
    expect(await bell(0)).not.toHaveTextContent(/\d/);
    expect(screen.queryByRole('region', { name: t.title })).not.toBeInTheDocument();
  });

  it('모두 읽음 marks every one read; 더 보기 asks for the page before the last one', async () => {
    const user = userEvent.setup();
    const requests = serveNotifications({
      list: ({ url }) =>
        url.searchParams.get('before') === '3'
          ? jsonResponse({ ...page([notification(2), notification(1)]), unread: 4 })
          : jsonResponse({ ...page([notification(4), notification(3)], 3), unread: 4 }),
      read: () => jsonResponse({ unread: 0 }),
    });
    renderApp('/clubs');
    await user.click(await bell(4));
    const panel = await screen.findByRole('region', { name: t.title });
    expect(await within(panel).findAllByRole('link', { name: /소리울의 새 공연/ })).toHaveLength(2);

    await user.click(within(panel).getByRole('button', { name: t.more }));
    await waitFor(() =>
      expect(within(panel).getAllByRole('link', { name: /소리울의 새 공연/ })).toHaveLength(4),
    );
    expect(within(panel).queryByRole('button', { name: t.more })).not.toBeInTheDocument();

    await user.click(within(panel).getByRole('button', { name: t.markAllRead }));
    const put = requests.find((r) => r.url.pathname === '/mypage/notifications/read')!;
    expect(bodyOf(put)).toEqual({ all: true });
    await waitFor(() =>
      expect(within(panel).queryByText(t.unread, { exact: false })).not.toBeInTheDocument(),
    );
    expect(banner().querySelector('button[aria-expanded]')).toHaveAccessibleName(t.bell(0));
    expect(within(panel).getByRole('button', { name: t.markAllRead })).toBeDisabled();
  });

  it('says when there is nothing yet, and when the list failed, with a retry', async () => {
    const user = userEvent.setup();
    let fail = true;
    serveNotifications({
      list: () =>
        fail ? jsonResponse({ status: 500, code: 'INTERNAL', message: 'x' }, 500) : jsonResponse(page([])),
    });
    renderApp('/clubs');
    await user.click(await bell(0));
    const panel = await screen.findByRole('region', { name: t.title });
    expect(await within(panel).findByText(t.loadFailed)).toBeInTheDocument();
    fail = false;
    await user.click(within(panel).getByRole('button', { name: ko.common.retry }));
    expect(await within(panel).findByText(t.empty)).toBeInTheDocument();
  });

  it('asks again every minute while the page stays open', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      let count = 1;
      serveNotifications({
        list: () => jsonResponse(page(Array.from({ length: count }, (_, i) => notification(i + 1)))),
      });
      renderApp('/clubs');
      await bell(1);
      count = 3;
      await vi.advanceTimersByTimeAsync(61_000);
      expect(await bell(3)).toBeInTheDocument();
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('the side menu', { timeout: 30_000 }, () => {
  it('has 알림 with the unread count', async () => {
    const user = userEvent.setup();
    serveNotifications({ list: () => jsonResponse(page([notification(1)])) });
    renderApp('/clubs');
    await bell(1);
    await user.click(within(banner()).getByRole('button', { name: ko.header.openMenu }));
    const nav = await screen.findByRole('navigation', { name: ko.sideMenu.navLabel });
    const item = within(nav).getByRole('link', { name: new RegExp(`^${t.sideMenu}`) });
    expect(item).toHaveAttribute('href', '/notifications');
    expect(item).toHaveAccessibleName(t.bell(1));
  });
});
