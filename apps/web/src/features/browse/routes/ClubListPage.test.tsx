import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ko } from '../../../text/ko';
import { jsonResponse, stubFetch } from '../../../test/fetch';
import { headingLevels, skippedHeadingLevels } from '../../../test/headings';
import { renderApp } from '../../../test/render';

const CLUBS = {
  clubList: [
    { clubId: 2, id: 2, clubName: '극단 한울', poster: '/files/hanul.webp', category: 'performance' },
    { clubId: 1, id: 1, clubName: '소리울', poster: '/files/soriul.webp', category: 'performance' },
    { clubId: 4, id: 4, clubName: 'FC 청춘', poster: '', category: 'sports' },
  ],
};

afterEach(() => {
  vi.unstubAllGlobals();
});

function panel() {
  return screen.getByRole('tabpanel');
}

describe('/clubs load states', () => {
  it('loading: skeleton cards announced as loading, then the list', async () => {
    let answer: (response: Response) => void = () => {};
    stubFetch(({ url }) =>
      url.pathname === '/club/list'
        ? new Promise<Response>((resolve) => {
            answer = resolve;
          })
        : jsonResponse({}, 404),
    );
    renderApp('/clubs');

    expect(await screen.findByRole('heading', { level: 1, name: ko.pages.clubList })).toBeInTheDocument();
    expect(within(panel()).getByRole('status')).toHaveTextContent(ko.common.loading);
    expect(within(panel()).queryByRole('link')).not.toBeInTheDocument();

    answer(jsonResponse(CLUBS));
    expect(await within(panel()).findByRole('link', { name: /소리울/ })).toBeInTheDocument();
    expect(within(panel()).queryByRole('status')).not.toBeInTheDocument();
  });

  it('error: says the club list failed; 다시 시도 fetches again and shows the list', async () => {
    let calls = 0;
    const requests = stubFetch(({ url }) => {
      if (url.pathname !== '/club/list') return jsonResponse({}, 404);
      calls += 1;
      return calls === 1
        ? jsonResponse({ status: 500, code: 'INTERNAL', message: 'boom' }, 500)
        : jsonResponse(CLUBS);
    });
    renderApp('/clubs');

    const alert = await within(await screen.findByRole('tabpanel')).findByRole('alert');
    expect(alert).toHaveTextContent(ko.browse.clubs.loadFailed);

    await userEvent.click(within(alert).getByRole('button', { name: ko.common.retry }));

    expect(await within(panel()).findByRole('link', { name: /극단 한울/ })).toBeInTheDocument();
    expect(requests.filter((r) => r.url.pathname === '/club/list')).toHaveLength(2);
    expect(within(panel()).queryByRole('alert')).not.toBeInTheDocument();
  });

  it('empty: a tab without clubs says so in its own words', async () => {
    stubFetch(({ url }) => (url.pathname === '/club/list' ? jsonResponse(CLUBS) : jsonResponse({}, 404)));
    const { router } = renderApp('/clubs');
    await within(await screen.findByRole('tabpanel')).findByRole('link', { name: /소리울/ });

    await userEvent.click(screen.getByRole('tab', { name: ko.browse.clubCategories.computing }));

    expect(
      within(panel()).getByText(ko.browse.clubs.empty(ko.browse.clubCategories.computing)),
    ).toBeInTheDocument();
    expect(within(panel()).queryByRole('link')).not.toBeInTheDocument();
    expect(router.state.location.search).toBe('?category=computing');
  });

  it('list: seven tabs, cards of the selected category linking to /clubs/{id}, arrow keys move between tabs', async () => {
    stubFetch(({ url }) => (url.pathname === '/club/list' ? jsonResponse(CLUBS) : jsonResponse({}, 404)));
    renderApp('/clubs');

    const tabs = await screen.findAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual(Object.values(ko.browse.clubCategories));
    expect(tabs[0]).toHaveAttribute('aria-selected', 'true');

    const links = await within(panel()).findAllByRole('link');
    expect(links).toHaveLength(2);
    expect(within(panel()).getByRole('link', { name: /소리울/ })).toHaveAttribute('href', '/clubs/1');
    expect(within(panel()).queryByRole('link', { name: /FC 청춘/ })).not.toBeInTheDocument();

    tabs[0]!.focus();
    await userEvent.keyboard('{ArrowRight}');
    const sports = screen.getByRole('tab', { name: ko.browse.clubCategories.sports });
    expect(sports).toHaveAttribute('aria-selected', 'true');
    expect(sports).toHaveFocus();
    await waitFor(() =>
      expect(within(panel()).getByRole('link', { name: /FC 청춘/ })).toHaveAttribute('href', '/clubs/4'),
    );
  });
});

describe('/clubs headings', () => {
  it('club card titles are h2 under the page’s h1, no level skipped', async () => {
    stubFetch(({ url }) => (url.pathname === '/club/list' ? jsonResponse(CLUBS) : jsonResponse({}, 404)));
    renderApp('/clubs');
    await screen.findByRole('link', { name: new RegExp('소리울') });
    expect(screen.getByText('소리울', { selector: 'h1, h2, h3, h4, h5, h6' }).tagName).toBe('H2');
    const levels = headingLevels(screen.getByRole('main'));
    expect(levels[0]).toBe(1);
    expect(skippedHeadingLevels(levels)).toEqual([]);
  });
});
