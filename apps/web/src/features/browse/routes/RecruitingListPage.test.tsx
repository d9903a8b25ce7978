import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, stubFetch } from '../../../test/fetch';
import { headingLevels, skippedHeadingLevels } from '../../../test/headings';
import { renderApp } from '../../../test/render';

const POSTS = {
  recruitingList: [
    {
      recruitingId: 3,
      clubName: '소리울',
      category: 'regular',
      recruitingTitle: '소리울 신입 부원 모집',
      poster: '',
      startDate: '2020-01-01',
      endDate: '2999-12-31',
    },
  ],
};

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('/recruiting headings', () => {
  it('post card titles are h2 under the page’s h1, no level skipped', async () => {
    stubFetch(({ url }) =>
      url.pathname === '/recruiting/list' ? jsonResponse(POSTS) : jsonResponse({}, 404),
    );
    renderApp('/recruiting');
    await screen.findByRole('link', { name: /소리울 신입 부원 모집/ });
    expect(screen.getByText('소리울 신입 부원 모집', { selector: 'h1, h2, h3, h4, h5, h6' }).tagName).toBe(
      'H2',
    );
    const levels = headingLevels(screen.getByRole('main'));
    expect(levels[0]).toBe(1);
    expect(skippedHeadingLevels(levels)).toEqual([]);
  });
});
