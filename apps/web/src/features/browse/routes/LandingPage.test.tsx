import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ko } from '../../../text/ko';
import { jsonResponse, stubFetch } from '../../../test/fetch';
import { renderApp } from '../../../test/render';

afterEach(() => {
  vi.unstubAllGlobals();
});

/** GET /api/config answers with this launch date; every other request is not found. */
function serveConfig(launchDate: string | null) {
  return stubFetch(({ url }) =>
    url.pathname === '/api/config'
      ? jsonResponse({ launchDate, kakaoJsKey: null, tossPaymentLink: null })
      : jsonResponse({ status: 404, code: 'NOT_FOUND', message: 'none' }, 404),
  );
}

describe('/ (landing)', () => {
  it("before the server's launch date: the teaser, with the desktop month and the mobile date", async () => {
    const requests = serveConfig('2099-08-20');
    const { router } = renderApp('/');

    expect(await screen.findByRole('heading', { level: 1, name: /8월 오픈/ })).toBeInTheDocument();
    expect(screen.getByText(ko.browse.landing.desktopBody(8, 20))).toBeInTheDocument();
    // shown under 768 px (CSS decides which of the two is displayed)
    expect(screen.getByText('모바일 버전은 준비 중이며 9월 1일에 오픈합니다.')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
    expect(requests.filter((r) => r.url.pathname === '/api/config')).toHaveLength(1);
  });

  it.each([
    ['on or after the launch date', '2020-08-20'],
    ['without a launch date', null],
  ])('%s: straight to /main, replacing "/"', async (_, launchDate) => {
    serveConfig(launchDate);
    const { router } = renderApp('/');
    expect(await screen.findByRole('heading', { level: 1, name: ko.pages.main })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/main');
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('shows nothing while the setting loads', async () => {
    let answer: (response: Response) => void = () => {};
    const requests = stubFetch(({ url }) =>
      url.pathname === '/api/config'
        ? new Promise<Response>((resolve) => {
            answer = resolve;
          })
        : jsonResponse({}, 404),
    );
    const { router } = renderApp('/');
    // the lazy page chunk has loaded once the config request is out
    await vi.waitFor(() => expect(requests.some((r) => r.url.pathname === '/api/config')).toBe(true));
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(screen.queryByRole('heading', { level: 1, name: /오픈/ })).not.toBeInTheDocument();
    expect(screen.queryByText(ko.browse.landing.badge)).not.toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');

    await act(async () =>
      answer(jsonResponse({ launchDate: '2099-08-20', kakaoJsKey: null, tossPaymentLink: null })),
    );
    expect(await screen.findByRole('heading', { level: 1, name: /8월 오픈/ })).toBeInTheDocument();
  });
});
