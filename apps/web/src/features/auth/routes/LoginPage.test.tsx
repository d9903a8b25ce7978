import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SESSION_STORAGE_KEY } from '@moa/contract';
import { clearToken } from '../../../lib/session';
import { ko } from '../../../text/ko';
import { studentKo } from '../../../text/ko-student';
import { jsonResponse, sampleUser, stubFetch } from '../../../test/fetch';
import { renderApp } from '../../../test/render';
import { authorizeUrl, randomToken } from '../sign-in';

afterEach(() => {
  vi.unstubAllGlobals();
  clearToken();
  sessionStorage.clear();
});

const config = {
  issuer: 'http://localhost:8080/dev-idp',
  authorizationEndpoint: 'http://localhost:8080/dev-idp/authorize',
  clientId: 'moa-dev',
  scope: 'openid email profile',
  redirectPath: '/loading',
  development: true,
};

describe('/login', () => {
  it('shows the university-account caution and the Google button', async () => {
    stubFetch(({ url }) =>
      url.pathname === '/api/auth/config' ? jsonResponse(config) : jsonResponse({}, 404),
    );
    renderApp('/login');
    expect(await screen.findByRole('heading', { level: 1, name: ko.pages.login })).toBeInTheDocument();
    expect(screen.getByRole('note')).toHaveTextContent(studentKo.login.cautionTitle);
    expect(screen.getByRole('button', { name: studentKo.login.google })).toBeEnabled();
    expect(await screen.findByText(studentKo.login.development)).toBeInTheDocument();
  });

  it('a signed-in user is sent to /main', async () => {
    sessionStorage.setItem(SESSION_STORAGE_KEY, 'token');
    stubFetch(({ url }) =>
      url.pathname === '/api/auth/me' ? jsonResponse(sampleUser()) : jsonResponse({}, 404),
    );
    const { router } = renderApp('/login');
    await waitFor(() => expect(router.state.location.pathname).toBe('/main'));
  });

  it('when sign-in cannot start, the login-error alert says to try again', async () => {
    stubFetch(() => jsonResponse({ status: 500, code: 'INTERNAL', message: 'down' }, 500));
    const user = userEvent.setup();
    renderApp('/login');
    await user.click(await screen.findByRole('button', { name: studentKo.login.google }));
    const dialog = await screen.findByRole('alertdialog', { name: studentKo.login.errorTitle });
    expect(dialog).toHaveTextContent(studentKo.login.startFailed);
    // this failure is the login screen's own; the server-down modal stays closed
    expect(screen.queryByRole('alertdialog', { name: ko.serverDown.network.title })).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: ko.common.ok }));
    expect(screen.queryByRole('alertdialog', { name: studentKo.login.errorTitle })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: studentKo.login.google })).toBeEnabled();
  });
});

describe('sign-in request', () => {
  it('asks the provider for an id token with state, nonce, consent and our /loading address', () => {
    const url = new URL(authorizeUrl(config, 'the-state', 'the-nonce', 'http://127.0.0.1:8181'));
    expect(url.origin + url.pathname).toBe(config.authorizationEndpoint);
    expect(Object.fromEntries(url.searchParams)).toEqual({
      client_id: 'moa-dev',
      redirect_uri: 'http://127.0.0.1:8181/loading',
      response_type: 'id_token',
      scope: 'openid email profile',
      state: 'the-state',
      nonce: 'the-nonce',
      prompt: 'consent',
    });
  });

  it('makes unguessable base64url values', () => {
    const values = new Set(Array.from({ length: 50 }, () => randomToken()));
    expect(values.size).toBe(50);
    for (const value of values) expect(value).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });
});
