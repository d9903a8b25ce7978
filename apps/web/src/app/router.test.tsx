import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PAGE_PATHS, SESSION_STORAGE_KEY } from '@moa/contract';
import { clearToken } from '../lib/session';
import { ko } from '../text/ko';
import { jsonResponse, sampleUser, stubFetch } from '../test/fetch';
import { renderApp } from '../test/render';
import { createAppRouter, pageRoutes } from './router';

afterEach(() => {
  vi.unstubAllGlobals();
  clearToken();
  sessionStorage.clear();
});

describe('routes', () => {
  it("are the contract's page addresses, which the server answers with a page (and any other with 404)", () => {
    const paths = pageRoutes.flatMap((r) => (r.index ? ['/'] : r.path === '*' ? [] : [`/${r.path}`]));
    expect([...paths].sort()).toEqual([...PAGE_PATHS].sort());
  });

  it('an unknown path renders the not-found page with a link home', async () => {
    renderApp('/no/such/page');
    expect(screen.getByRole('heading', { level: 1, name: ko.notFound.title })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: ko.notFound.home })).toHaveAttribute('href', '/main');
    await waitFor(() => expect(document.title).toBe(ko.documentTitle(ko.pages.notFound)));
  });

  it('/404 renders the not-found page', () => {
    renderApp('/404');
    expect(screen.getByRole('heading', { level: 1, name: ko.notFound.title })).toBeInTheDocument();
  });

  it('/ redirects to /main', async () => {
    const { router } = renderApp('/');
    expect(await screen.findByRole('heading', { level: 1, name: ko.pages.main })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/main');
    await waitFor(() => expect(document.title).toBe(ko.documentTitle(ko.pages.main)));
  });

  it.each([
    ['/login', ko.pages.login],
    ['/show/12', ko.pages.showDetail],
    ['/recruiting/5', ko.pages.recruitingDetail],
  ])('%s shows its page', async (path, name) => {
    renderApp(path);
    expect(await screen.findByRole('heading', { level: 1, name })).toBeInTheDocument();
    expect(screen.getByRole('main')).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
  });

  it.each([
    ['/show/create', ko.pages.showCreate],
    ['/recruiting/create', ko.pages.recruitingCreate],
    ['/entertain/create', ko.pages.entertainCreate],
    ['/manager/holder/3', ko.pages.managerHolders],
    ['/edit/show/4', ko.pages.showEdit],
  ])('%s shows its page to a club manager', async (path, name) => {
    sessionStorage.setItem(SESSION_STORAGE_KEY, 'club-token');
    stubFetch(({ url }) =>
      url.pathname === '/api/auth/me'
        ? jsonResponse(sampleUser({ authority: 'ROLE_CLUB', clubId: 1, clubName: 'Band' }))
        : jsonResponse({ status: 404, code: 'NOT_FOUND', message: 'none' }, 404),
    );
    renderApp(path);
    expect(await screen.findByRole('heading', { level: 1, name })).toBeInTheDocument();
    expect(screen.getByRole('main')).toBeInTheDocument();
  });
});

describe('scroll positions', () => {
  it('a full page load gets a history key of its own, so it never inherits another load’s scroll position', () => {
    window.history.replaceState(null, '', '/main');
    const first = createAppRouter();
    const firstKey = first.state.location.key;
    first.dispose();
    // a second full load in the same tab (a typed address): the browser starts it without history state
    window.history.replaceState(null, '', '/show/1');
    const second = createAppRouter();
    const secondKey = second.state.location.key;
    second.dispose();
    expect(firstKey).not.toBe('default');
    expect(secondKey).not.toBe('default');
    expect(secondKey).not.toBe(firstKey);
  });

  it('a reload or back/forward keeps the entry’s key, so its own position comes back', () => {
    window.history.replaceState({ usr: null, key: 'kept1234', idx: 3 }, '', '/main');
    const router = createAppRouter();
    expect(router.state.location.key).toBe('kept1234');
    router.dispose();
  });
});
