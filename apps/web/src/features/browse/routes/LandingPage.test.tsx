import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ko } from '../../../text/ko';
import { jsonResponse, stubFetch } from '../../../test/fetch';
import { renderApp } from '../../../test/render';

afterEach(() => {
  vi.unstubAllEnvs();
  vi.unstubAllGlobals();
});

describe('/ (landing)', () => {
  it('before VITE_LAUNCH_DATE: the teaser, with the desktop month and the mobile date', async () => {
    vi.stubEnv('VITE_LAUNCH_DATE', '2099-08-20');
    const { router } = renderApp('/');

    expect(await screen.findByRole('heading', { level: 1, name: /8월 오픈/ })).toBeInTheDocument();
    expect(screen.getByText(ko.browse.landing.desktopBody(8, 20))).toBeInTheDocument();
    // shown under 768 px (CSS decides which of the two is displayed)
    expect(screen.getByText('모바일 버전은 준비 중이며 9월 1일에 오픈합니다.')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
  });

  it('on or after the launch date, or without one: straight to /main', async () => {
    stubFetch(() => jsonResponse({}, 404));
    vi.stubEnv('VITE_LAUNCH_DATE', '2020-08-20');
    const { router } = renderApp('/');
    expect(await screen.findByRole('heading', { level: 1, name: ko.pages.main })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/main');
  });
});
