import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SESSION_STORAGE_KEY } from '@moa/contract';
import { clearToken } from '../../../lib/session';
import { ko } from '../../../text/ko';
import { studentKo } from '../../../text/ko-student';
import { jsonResponse, sampleUser, stubFetch, type RecordedRequest } from '../../../test/fetch';
import { renderApp } from '../../../test/render';
import { NONCE_KEY, STATE_KEY } from '../sign-in';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  clearToken();
  sessionStorage.clear();
});

function pendingSignIn(state = 'state-1', nonce = 'nonce-1') {
  sessionStorage.setItem(STATE_KEY, state);
  sessionStorage.setItem(NONCE_KEY, nonce);
}

function errorBody(status: number, code: string, message = '서버가 알려준 이유') {
  return jsonResponse({ status, code, message }, status);
}

async function expectFailure(message: string) {
  const alert = await screen.findByRole('alert');
  expect(alert).toHaveTextContent(studentKo.signIn.failedTitle);
  expect(alert).toHaveTextContent(message);
  expect(screen.getByRole('link', { name: studentKo.signIn.backToLogin })).toHaveAttribute('href', '/login');
  // the tab's title says it failed, as the heading does, no longer 로그인 중
  await waitFor(() => expect(document.title).toBe(ko.documentTitle(studentKo.signIn.failedTitle)));
}

describe('/loading', () => {
  it('refuses a state that differs from the stored one, without calling the server', async () => {
    pendingSignIn('expected-state');
    const requests = stubFetch(() => jsonResponse({}, 500));
    const { router } = renderApp('/loading#id_token=header.payload.sig&state=forged-state');

    await expectFailure(studentKo.signIn.stateMismatch);
    expect(requests.filter((r) => r.url.pathname.startsWith('/api/oauth'))).toHaveLength(0);
    // the single-use values are gone and the id token is no longer in the address
    expect(sessionStorage.getItem(STATE_KEY)).toBeNull();
    expect(sessionStorage.getItem(NONCE_KEY)).toBeNull();
    expect(router.state.location.hash).toBe('');
  });

  it('refuses a hash when no sign-in was started in this tab (no stored state)', async () => {
    stubFetch(() => jsonResponse({}, 500));
    renderApp('/loading#id_token=abc&state=any');
    await expectFailure(studentKo.signIn.stateMismatch);
  });

  it('without any sign-in information says so', async () => {
    stubFetch(() => jsonResponse({}, 500));
    renderApp('/loading');
    await expectFailure(studentKo.signIn.missingAuthInfo);
  });

  it('shows the error the provider reported', async () => {
    stubFetch(() => jsonResponse({}, 500));
    renderApp('/loading?error=access_denied');
    await expectFailure(studentKo.signIn.providerError('access_denied'));
  });

  it.each([
    [400, 'BAD_REQUEST', studentKo.signIn.badRequest],
    [401, 'TOKEN_INVALID', studentKo.signIn.unauthorized],
    [401, 'NONCE_REPLAYED', studentKo.signIn.unauthorized],
    [403, 'FORBIDDEN', studentKo.signIn.forbidden],
    [404, 'NOT_FOUND', studentKo.signIn.notFound],
    [500, 'INTERNAL', studentKo.signIn.internal],
    [409, 'CONFLICT', studentKo.signIn.server(409)],
    [502, 'UPSTREAM_FAILED', studentKo.signIn.server(502)],
  ])('a %i (%s) answer of the session call shows its message', async (status, code, message) => {
    pendingSignIn();
    stubFetch(({ url }) =>
      url.pathname === '/api/oauth/google/session' ? errorBody(status, code) : jsonResponse({}, 404),
    );
    renderApp('/loading#id_token=abc&state=state-1');
    await expectFailure(message);
    // the server's own words are shown under the status message
    expect(screen.getByText('서버가 알려준 이유')).toBeInTheDocument();
    expect(sessionStorage.getItem(SESSION_STORAGE_KEY)).toBeNull();
  });

  it('a foreign e-mail domain asks for the university account and opens the login-error modal', async () => {
    pendingSignIn();
    stubFetch(() => errorBody(403, 'DOMAIN_NOT_ALLOWED'));
    renderApp('/loading#id_token=abc&state=state-1');
    await expectFailure(studentKo.signIn.domainNotAllowed);
    expect(await screen.findByRole('alertdialog', { name: ko.serverDown.domain.title })).toHaveTextContent(
      ko.serverDown.domain.body,
    );
  });

  it.each([
    [400, 'BAD_REQUEST'],
    [401, 'TOKEN_EXPIRED'],
    [401, 'NONCE_REPLAYED'],
  ])(
    'a %i (%s) sign-in opens the 인증 오류 modal, whose 다시 로그인 goes to /login',
    async (status, code) => {
      pendingSignIn();
      stubFetch(({ url }) =>
        url.pathname === '/api/oauth/google/session' ? errorBody(status, code) : jsonResponse({}, 404),
      );
      const { router } = renderApp('/loading#id_token=abc&state=state-1');
      await expectFailure(status === 400 ? studentKo.signIn.badRequest : studentKo.signIn.unauthorized);
      const modal = await screen.findByRole('alertdialog', { name: ko.serverDown.auth.title });
      expect(modal).toHaveTextContent(ko.serverDown.auth.body);
      within(modal).getByRole('button', { name: ko.serverDown.login }).click();
      await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    },
  );

  it('a refusal that is neither a bad request nor an expired sign-in opens no modal', async () => {
    pendingSignIn();
    stubFetch(({ url }) =>
      url.pathname === '/api/oauth/google/session' ? errorBody(409, 'CONFLICT') : jsonResponse({}, 404),
    );
    renderApp('/loading#id_token=abc&state=state-1');
    await expectFailure(studentKo.signIn.server(409));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('a session call that runs past 30 s says the request timed out', async () => {
    pendingSignIn();
    const timeouts: number[] = [];
    // the platform's time-out signal, already expired (no module of ours is replaced)
    vi.spyOn(AbortSignal, 'timeout').mockImplementation((ms: number) => {
      timeouts.push(ms);
      return AbortSignal.abort(new DOMException('timed out', 'TimeoutError'));
    });
    stubFetch(({ signal }: RecordedRequest) => {
      if (signal?.aborted) throw signal.reason;
      return jsonResponse({}, 404);
    });
    renderApp('/loading#id_token=abc&state=state-1');
    await expectFailure(studentKo.signIn.timeout);
    expect(timeouts).toContain(30_000);
  });

  it('an answer without a token says no token was received', async () => {
    pendingSignIn();
    stubFetch(() => jsonResponse({ token: '', first: false }));
    renderApp('/loading#id_token=abc&state=state-1');
    await expectFailure(studentKo.signIn.noToken);
  });

  it('a first sign-in sends the id token with the stored nonce, keeps the token and goes to /add-info', async () => {
    pendingSignIn('state-1', 'nonce-xyz');
    const requests = stubFetch(({ url }) =>
      url.pathname === '/api/oauth/google/session'
        ? jsonResponse({ token: 'session-token', first: true })
        : url.pathname === '/api/auth/me'
          ? jsonResponse(
              sampleUser({ name: null, studentId: null, phoneNumber: null, profileComplete: false }),
            )
          : jsonResponse({}, 404),
    );
    const { router } = renderApp('/loading#id_token=the.id.token&state=state-1');

    await waitFor(() => expect(router.state.location.pathname).toBe('/add-info'));
    const session = requests.find((r) => r.url.pathname === '/api/oauth/google/session')!;
    expect(session.method).toBe('POST');
    expect(JSON.parse(String(session.body))).toEqual({ credential: 'the.id.token', nonce: 'nonce-xyz' });
    expect(sessionStorage.getItem(SESSION_STORAGE_KEY)).toBe('session-token');
    expect(sessionStorage.getItem(STATE_KEY)).toBeNull();
    expect(sessionStorage.getItem(NONCE_KEY)).toBeNull();
    expect(await screen.findByRole('heading', { level: 1, name: ko.pages.addInfo })).toBeInTheDocument();
  });

  it('a returning user goes to /main', async () => {
    pendingSignIn();
    stubFetch(({ url }) =>
      url.pathname === '/api/oauth/google/session'
        ? jsonResponse({ token: 'session-token', first: false })
        : url.pathname === '/api/auth/me'
          ? jsonResponse(sampleUser())
          : jsonResponse({}, 404),
    );
    const { router } = renderApp('/loading#id_token=abc&state=state-1');
    await waitFor(() => expect(router.state.location.pathname).toBe('/main'));
  });

  it('a token in the query is kept and routed by first', async () => {
    stubFetch(({ url }) =>
      url.pathname === '/api/auth/me' ? jsonResponse(sampleUser()) : jsonResponse({}, 404),
    );
    const { router } = renderApp('/loading?token=query-token&first=true');
    await waitFor(() => expect(router.state.location.pathname).toBe('/add-info'));
    expect(sessionStorage.getItem(SESSION_STORAGE_KEY)).toBe('query-token');
  });
});

describe('/login/oauth2/code/google', () => {
  it('without a code says the code is missing', async () => {
    stubFetch(() => jsonResponse({}, 500));
    renderApp('/login/oauth2/code/google?state=s');
    await expectFailure(studentKo.signIn.missingCode);
  });

  it('refuses a state that differs from the stored one', async () => {
    pendingSignIn('expected');
    const requests = stubFetch(() => jsonResponse({}, 500));
    renderApp('/login/oauth2/code/google?code=c1&state=other');
    await expectFailure(studentKo.signIn.stateMismatch);
    expect(requests).toHaveLength(0);
  });

  it('a failed exchange shows the token-exchange failure with one status', async () => {
    pendingSignIn();
    stubFetch(() => errorBody(502, 'UPSTREAM_FAILED', '토큰 교환에 실패했습니다. (400)'));
    renderApp('/login/oauth2/code/google?code=c1&state=state-1');
    await expectFailure(studentKo.signIn.tokenExchangeFailed(502));
    const alert = screen.getByRole('alert');
    expect(alert.textContent?.match(/\(\d{3}\)/g)).toEqual(['(502)']);
    // a provider failure is no sign-in refusal: no modal on top
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('a bad or used code shows one message and opens the 인증 오류 modal', async () => {
    pendingSignIn();
    const reason = '로그인 코드가 올바르지 않거나 이미 사용되었습니다. 다시 로그인해주세요.';
    stubFetch(() => errorBody(400, 'AUTH_CODE_INVALID', reason));
    renderApp('/login/oauth2/code/google?code=used&state=state-1');
    await expectFailure(studentKo.signIn.badRequest);
    expect(screen.getByRole('alert')).toHaveTextContent(reason);
    expect(await screen.findByRole('alertdialog', { name: ko.serverDown.auth.title })).toHaveTextContent(
      ko.serverDown.auth.body,
    );
  });

  it('without the stored nonce it asks to sign in again, without calling the server', async () => {
    sessionStorage.setItem(STATE_KEY, 'state-1');
    const requests = stubFetch(() => jsonResponse({}, 500));
    renderApp('/login/oauth2/code/google?code=c1&state=state-1');
    await expectFailure(studentKo.signIn.missingAuthInfo);
    expect(requests).toHaveLength(0);
  });

  it.each([
    ['first', { token: 'code-token', first: true }],
    ['isFirst', { token: 'code-token', isFirst: true }],
  ])('a first sign-in answered with %s goes to /add-info', async (_, answer) => {
    pendingSignIn('state-1', 'nonce-1');
    stubFetch(({ url }) =>
      url.pathname === '/api/oauth/google/token'
        ? jsonResponse(answer)
        : url.pathname === '/api/auth/me'
          ? jsonResponse(
              sampleUser({ name: null, studentId: null, phoneNumber: null, profileComplete: false }),
            )
          : jsonResponse({}, 404),
    );
    const { router } = renderApp('/login/oauth2/code/google?code=c1&state=state-1');
    await waitFor(() => expect(router.state.location.pathname).toBe('/add-info'));
    expect(sessionStorage.getItem(SESSION_STORAGE_KEY)).toBe('code-token');
  });

  it('an answer with neither first nor isFirst goes to /main', async () => {
    pendingSignIn('state-1', 'nonce-1');
    stubFetch(({ url }) =>
      url.pathname === '/api/oauth/google/token'
        ? jsonResponse({ token: 'code-token' })
        : url.pathname === '/api/auth/me'
          ? jsonResponse(sampleUser())
          : jsonResponse({}, 404),
    );
    const { router } = renderApp('/login/oauth2/code/google?code=c1&state=state-1');
    await waitFor(() => expect(router.state.location.pathname).toBe('/main'));
  });

  it('exchanges code, state and nonce, then goes to /main', async () => {
    pendingSignIn('state-1', 'nonce-1');
    const requests = stubFetch(({ url }) =>
      url.pathname === '/api/oauth/google/token'
        ? jsonResponse({ token: 'code-token', first: false })
        : url.pathname === '/api/auth/me'
          ? jsonResponse(sampleUser())
          : jsonResponse({}, 404),
    );
    const { router } = renderApp('/login/oauth2/code/google?code=c1&state=state-1');
    await waitFor(() => expect(router.state.location.pathname).toBe('/main'));
    const exchange = requests.find((r) => r.url.pathname === '/api/oauth/google/token')!;
    expect(JSON.parse(String(exchange.body))).toEqual({ code: 'c1', state: 'state-1', nonce: 'nonce-1' });
    expect(sessionStorage.getItem(SESSION_STORAGE_KEY)).toBe('code-token');
  });
});
