import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SESSION_STORAGE_KEY } from '@moa/contract';
import { clearToken } from '../../lib/session';
import { ko } from '../../text/ko';
import { manageKo } from '../../text/ko-manage';
import { jsonResponse, sampleUser, stubFetch } from '../../test/fetch';
import { renderApp } from '../../test/render';

afterEach(() => {
  vi.unstubAllGlobals();
  clearToken();
  sessionStorage.clear();
});

/** A stored token whose GET /api/auth/me answers this authority; admin calls answer empty lists. */
function signedInAs(authority: 'ROLE_USER' | 'ROLE_CLUB' | 'ROLE_ADMIN') {
  sessionStorage.setItem(SESSION_STORAGE_KEY, `${authority}-token`);
  return stubFetch(({ url }) => {
    switch (url.pathname) {
      case '/api/auth/me':
        return jsonResponse(
          sampleUser(
            authority === 'ROLE_CLUB' ? { authority, clubId: 1, clubName: '소리울' } : { authority },
          ),
        );
      case '/api/admin/clubs':
        return jsonResponse({ clubs: [] });
      case '/api/admin/managers':
        return jsonResponse({ managers: [] });
      case '/api/admin/audit':
        return jsonResponse({ entries: [] });
      default:
        return jsonResponse({ status: 404, code: 'NOT_FOUND', message: 'none' }, 404);
    }
  });
}

describe('student pages', () => {
  it.each(['/mypage', '/mypage/update', '/add-info'])(
    '%s signed out goes to /login at once',
    async (path) => {
      stubFetch(() => jsonResponse({}, 404));
      const { router } = renderApp(path);
      await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
      expect(await screen.findByRole('heading', { level: 1, name: ko.pages.login })).toBeInTheDocument();
    },
  );

  it('/mypage shows its page to a signed-in student', async () => {
    signedInAs('ROLE_USER');
    renderApp('/mypage');
    expect(await screen.findByRole('heading', { level: 1, name: ko.pages.myPage })).toBeInTheDocument();
  });

  it('while the user is being fetched: a skeleton, no redirect', async () => {
    sessionStorage.setItem(SESSION_STORAGE_KEY, 'slow-token');
    let answer: (response: Response) => void = () => {};
    stubFetch(() => new Promise<Response>((resolve) => (answer = resolve)));
    const { router } = renderApp('/mypage');

    expect(await within(screen.getByRole('main')).findByRole('status')).toHaveTextContent(ko.common.loading);
    expect(router.state.location.pathname).toBe('/mypage');

    answer(jsonResponse(sampleUser()));
    expect(await screen.findByRole('heading', { level: 1, name: ko.pages.myPage })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/mypage');
  });

  it('a user fetch that fails (not 401/403) offers a retry instead of a sign-in', async () => {
    sessionStorage.setItem(SESSION_STORAGE_KEY, 'kept-token');
    let calls = 0;
    stubFetch(() => {
      calls += 1;
      return calls === 1 ? jsonResponse({}, 502) : jsonResponse(sampleUser());
    });
    const user = userEvent.setup();
    const { router } = renderApp('/mypage');

    const main = screen.getByRole('main');
    expect(await within(main).findByText(ko.session.userLoadFailed)).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/mypage');
    // the server-down modal is open too; close it, then retry on the page
    const modal = await screen.findByRole('alertdialog', { name: ko.serverDown.network.title });
    await user.click(within(modal).getByRole('button', { name: ko.common.close }));
    await user.click(within(main).getByRole('button', { name: ko.common.retry }));
    expect(await screen.findByRole('heading', { level: 1, name: ko.pages.myPage })).toBeInTheDocument();
  });
});

describe('manager pages', () => {
  it('signed out: "로그인이 필요합니다", then /login', async () => {
    stubFetch(() => jsonResponse({}, 404));
    const user = userEvent.setup();
    const { router } = renderApp('/manager/mypage');

    const dialog = await screen.findByRole('alertdialog', { name: ko.guards.loginRequiredTitle });
    expect(dialog).toHaveTextContent(ko.guards.loginRequiredBody);
    expect(screen.queryByRole('heading', { level: 1, name: ko.pages.managerMyPage })).not.toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: ko.common.ok }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
  });

  it.each(['ROLE_USER', 'ROLE_ADMIN'] as const)(
    '%s: "동아리 관리자 권한이 필요합니다", then /',
    async (authority) => {
      signedInAs(authority);
      const user = userEvent.setup();
      const { router } = renderApp('/show/create');

      const dialog = await screen.findByRole('alertdialog', { name: ko.guards.managerRequiredTitle });
      expect(screen.queryByRole('heading', { level: 1, name: ko.pages.showCreate })).not.toBeInTheDocument();
      await user.click(within(dialog).getByRole('button', { name: ko.common.ok }));
      // "/" is the entry route, which shows /main
      await waitFor(() => expect(router.state.location.pathname).toBe('/main'));
    },
  );

  it('Escape also leads away', async () => {
    signedInAs('ROLE_USER');
    const { router } = renderApp('/manager/show');
    const dialog = await screen.findByRole('alertdialog', { name: ko.guards.managerRequiredTitle });
    dialog.dispatchEvent(new Event('cancel', { cancelable: true }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/main'));
  });

  it.each([
    ['/manager/mypage', ko.pages.managerMyPage],
    ['/edit/recruiting/3', ko.pages.recruitingEdit],
    ['/edit/entertain/2', ko.pages.entertainEdit],
  ])('%s shows its page to ROLE_CLUB', async (path, name) => {
    signedInAs('ROLE_CLUB');
    renderApp(path);
    expect(await screen.findByRole('heading', { level: 1, name })).toBeInTheDocument();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });
});

describe('/admin', () => {
  it('signed out: "로그인이 필요합니다", then /login', async () => {
    stubFetch(() => jsonResponse({}, 404));
    const user = userEvent.setup();
    const { router } = renderApp('/admin');
    const dialog = await screen.findByRole('alertdialog', { name: ko.guards.loginRequiredTitle });
    await user.click(within(dialog).getByRole('button', { name: ko.common.ok }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
  });

  it.each(['ROLE_USER', 'ROLE_CLUB'] as const)(
    '%s: "관리자 권한이 필요합니다", then /',
    async (authority) => {
      const requests = signedInAs(authority);
      const user = userEvent.setup();
      const { router } = renderApp('/admin');
      const dialog = await screen.findByRole('alertdialog', { name: ko.guards.adminRequiredTitle });
      expect(dialog).toHaveTextContent(ko.guards.adminRequiredBody);
      // the console never asked the server for anything
      expect(requests.filter((r) => r.url.pathname.startsWith('/api/admin'))).toHaveLength(0);
      await user.click(within(dialog).getByRole('button', { name: ko.common.ok }));
      await waitFor(() => expect(router.state.location.pathname).toBe('/main'));
    },
  );

  it('ROLE_ADMIN sees the console', async () => {
    signedInAs('ROLE_ADMIN');
    renderApp('/admin');
    expect(await screen.findByRole('heading', { level: 1, name: ko.pages.admin })).toBeInTheDocument();
    expect(await screen.findByText(manageKo.admin.clubs.empty)).toBeInTheDocument();
  });
});
