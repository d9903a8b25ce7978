import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ko } from '../text/ko';
import { renderApp } from '../test/render';

describe('routes', () => {
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
    expect(document.title).toBe(ko.documentTitle(ko.pages.main));
  });

  it.each([
    ['/login', ko.pages.login],
    ['/login/oauth2/code/google', ko.pages.oauthCallback],
    ['/show/create', ko.pages.showCreate],
    ['/show/12', ko.pages.showDetail],
    ['/recruiting/create', ko.pages.recruitingCreate],
    ['/recruiting/5', ko.pages.recruitingDetail],
    ['/entertain/create', ko.pages.entertainCreate],
    ['/manager/holder/3', ko.pages.managerHolders],
    ['/edit/show/4', ko.pages.showEdit],
    ['/admin', ko.pages.admin],
  ])('%s shows its page', async (path, name) => {
    renderApp(path);
    expect(await screen.findByRole('heading', { level: 1, name })).toBeInTheDocument();
    expect(screen.getByRole('main')).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
  });
});
