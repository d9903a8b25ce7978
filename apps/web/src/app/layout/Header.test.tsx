import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SESSION_STORAGE_KEY } from '@moa/contract';
import { clearToken, getSession } from '../../lib/session';
import { ko } from '../../text/ko';
import { jsonResponse, sampleUser, stubFetch } from '../../test/fetch';
import { renderApp } from '../../test/render';

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  clearToken();
  sessionStorage.clear();
});

function header() {
  return screen.getByRole('banner');
}

describe('header', () => {
  it('signed out: shows the logo, the tabs and a login link', async () => {
    const requests = stubFetch(() => jsonResponse({}, 500));
    renderApp('/main');

    const banner = header();
    expect(within(banner).getByRole('link', { name: ko.header.logoLabel })).toHaveAttribute('href', '/main');
    const nav = within(banner).getByRole('navigation', { name: ko.header.navLabel });
    expect(within(nav).getByRole('link', { name: ko.header.tabs.attractions })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(within(nav).getByRole('link', { name: ko.header.tabs.recruiting })).toHaveAttribute(
      'href',
      '/recruiting',
    );
    expect(within(nav).getByRole('link', { name: ko.header.tabs.clubs })).not.toHaveAttribute('aria-current');
    expect(within(banner).getByRole('link', { name: ko.header.login })).toHaveAttribute('href', '/login');
    expect(within(banner).queryByText(ko.header.clubBadge)).not.toBeInTheDocument();
    // no token: the user is never fetched (the page's own data may be, once its code has loaded)
    expect(requests.filter((r) => r.url.pathname === '/api/auth/me')).toHaveLength(0);
  });

  it('ROLE_CLUB: shows the club-account badge and a profile button to /manager/mypage', async () => {
    sessionStorage.setItem(SESSION_STORAGE_KEY, 'club-token');
    const requests = stubFetch(({ url }) =>
      url.pathname === '/api/auth/me'
        ? jsonResponse(sampleUser({ authority: 'ROLE_CLUB', clubId: 3, clubName: 'Band' }))
        : jsonResponse({}, 404),
    );
    renderApp('/clubs');

    const banner = header();
    expect(await within(banner).findByText(ko.header.clubBadge)).toBeInTheDocument();
    expect(within(banner).getByRole('link', { name: ko.header.profileManager })).toHaveAttribute(
      'href',
      '/manager/mypage',
    );
    expect(within(banner).queryByRole('link', { name: ko.header.login })).not.toBeInTheDocument();
    expect(requests[0]!.headers.get('Authorization')).toBe('Bearer club-token');
    expect(getSession()).toMatchObject({ isLoggedIn: true, isLoading: false, error: null });
  });

  it('ROLE_USER: the profile button leads to /mypage, no badge', async () => {
    sessionStorage.setItem(SESSION_STORAGE_KEY, 'user-token');
    stubFetch(() => jsonResponse(sampleUser()));
    renderApp('/main');
    const banner = header();
    expect(await within(banner).findByRole('link', { name: ko.header.profile })).toHaveAttribute(
      'href',
      '/mypage',
    );
    expect(within(banner).queryByText(ko.header.clubBadge)).not.toBeInTheDocument();
  });

  it('a 401 from /api/auth/me clears the stored token and shows the login link', async () => {
    sessionStorage.setItem(SESSION_STORAGE_KEY, 'stale-token');
    stubFetch(() => jsonResponse({ status: 401, code: 'SESSION_EXPIRED', message: 'expired' }, 401));
    renderApp('/main');
    expect(await within(header()).findByRole('link', { name: ko.header.login })).toBeInTheDocument();
    expect(sessionStorage.getItem(SESSION_STORAGE_KEY)).toBeNull();
    expect(getSession()).toMatchObject({ token: null, user: null, isLoggedIn: false, isLoading: false });
  });

  it('another failure of /api/auth/me keeps the token and stores the error', async () => {
    sessionStorage.setItem(SESSION_STORAGE_KEY, 'kept-token');
    stubFetch(() => jsonResponse({ status: 501, code: 'NOT_IMPLEMENTED', message: 'later' }, 501));
    renderApp('/main');
    await waitFor(() => expect(getSession().isLoading).toBe(false));
    expect(getSession()).toMatchObject({
      token: 'kept-token',
      error: ko.session.userLoadFailed,
      isLoggedIn: false,
    });
    // a status ≥ 500 also opens the server-down modal
    expect(await screen.findByRole('alertdialog', { name: ko.serverDown.network.title })).toBeInTheDocument();
  });

  it('the hamburger opens the side menu with shows, recruiting, club list and login', async () => {
    stubFetch(() => jsonResponse({}, 404));
    const user = userEvent.setup();
    renderApp('/recruiting');

    const button = within(header()).getByRole('button', { name: ko.header.openMenu });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    await user.click(button);

    const menu = await screen.findByRole('dialog', { name: ko.sideMenu.title });
    const nav = within(menu).getByRole('navigation', { name: ko.sideMenu.navLabel });
    const links = within(nav).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/main',
      '/recruiting',
      '/clubs',
      '/login',
    ]);
    expect(within(nav).getByRole('link', { name: ko.sideMenu.recruiting })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(button).toHaveAttribute('aria-expanded', 'true');

    await user.click(within(menu).getByRole('link', { name: ko.sideMenu.clubs }));
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: ko.sideMenu.title })).not.toBeInTheDocument(),
    );
    expect(await screen.findByRole('heading', { level: 1, name: ko.pages.clubList })).toBeInTheDocument();
  });

  it("the side menu shows the bell's unread count without asking for the notifications again", async () => {
    sessionStorage.setItem(SESSION_STORAGE_KEY, 'user-token');
    const requests = stubFetch(({ url }) => {
      if (url.pathname === '/api/auth/me') return jsonResponse(sampleUser());
      if (url.pathname === '/mypage/notifications')
        return jsonResponse({ unread: 3, items: [], nextBefore: null });
      return jsonResponse({}, 404);
    });
    const asked = () => requests.filter((r) => r.url.pathname === '/mypage/notifications').length;
    const user = userEvent.setup();
    renderApp('/clubs');
    expect(
      await within(header()).findByRole('button', { name: ko.notifications.bell(3) }),
    ).toBeInTheDocument();
    expect(asked()).toBe(1);

    // the bell's answer is stale by now: an observer that refetched on mount would ask again as the menu opens
    const later = Date.now() + 30_000;
    vi.spyOn(Date, 'now').mockReturnValue(later);
    await user.click(within(header()).getByRole('button', { name: ko.header.openMenu }));
    const menu = await screen.findByRole('dialog', { name: ko.sideMenu.title });
    expect(within(menu).getByRole('link', { name: ko.notifications.bell(3) })).toHaveAttribute(
      'href',
      '/notifications',
    );
    // the menu's effects and what they start have run (React Query starts a refetch as its observer subscribes)
    await act(async () => {});
    expect(asked()).toBe(1);
  });
});
