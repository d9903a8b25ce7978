import { SESSION_STORAGE_KEY } from '@moa/contract';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { clearToken } from '../../../lib/session';
import { ko } from '../../../text/ko';
import { jsonResponse, sampleUser, stubFetch } from '../../../test/fetch';
import { renderApp } from '../../../test/render';

const item = (
  id: number,
  category: string,
  title: string,
  tag = 'ongoing',
  kind: 'show' | 'entertain' = category === 'performance' ? 'show' : 'entertain',
) => ({
  id,
  title,
  club: '소리울',
  clubId: 1,
  period: '2026.11.20 - 2026.11.23',
  startDate: '2026-11-20',
  endDate: '2026-11-23',
  category,
  kind,
  tag,
  img: '',
});

const LIST = {
  rotatingPerformances: [item(3, 'performance', '햄릿', 'upcoming')],
  entireList: [
    item(3, 'performance', '햄릿', 'upcoming'),
    item(3, 'busking', '버스킹 데이'),
    item(9, 'food', '붕어빵', 'ended'),
    // an event edited into the performance category: still an event
    item(12, 'performance', '공연 같은 행사', 'ongoing', 'entertain'),
  ],
};

afterEach(() => {
  vi.unstubAllGlobals();
  clearToken();
  sessionStorage.clear();
});

function answer(user?: Record<string, unknown>) {
  return stubFetch(({ url }) => {
    if (url.pathname === '/attraction/list') return jsonResponse(LIST);
    if (url.pathname === '/api/auth/me' && user) return jsonResponse(sampleUser(user));
    return jsonResponse({}, 404);
  });
}

describe('/main list', () => {
  it('cards go to /show/{id} for a show and /entertain/{id} for an event, by kind, with their tag', async () => {
    answer();
    renderApp('/main');
    const panel = await screen.findByRole('tabpanel');
    expect(await within(panel).findByRole('link', { name: /햄릿/ })).toHaveAttribute('href', '/show/3');
    expect(within(panel).getByRole('link', { name: /버스킹 데이/ })).toHaveAttribute('href', '/entertain/3');
    expect(within(panel).getByRole('link', { name: /붕어빵/ })).toHaveTextContent(ko.browse.tags.ended);
    const event = within(panel).getByRole('link', { name: /공연 같은 행사/ });
    expect(event).toHaveAttribute('href', '/entertain/12');
    expect(event).toHaveTextContent(ko.browse.attractionCategories.performance);

    await userEvent.click(screen.getByRole('tab', { name: ko.browse.attractionCategories.worship }));
    expect(within(screen.getByRole('tabpanel')).getByText(ko.browse.main.empty.worship)).toBeInTheDocument();
    // signed out: no create menu
    expect(screen.queryByRole('button', { name: ko.browse.main.create })).not.toBeInTheDocument();
  });

  it('a club manager gets the 등록하기 menu with 새 공연 and 새 행사', async () => {
    sessionStorage.setItem(SESSION_STORAGE_KEY, 'club-token');
    answer({ authority: 'ROLE_CLUB', clubId: 1, clubName: '소리울' });
    renderApp('/main');
    const user = userEvent.setup();

    const create = await screen.findByRole('button', { name: ko.browse.main.create });
    expect(create).toHaveAttribute('aria-expanded', 'false');
    await user.click(create);
    expect(create).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('link', { name: ko.browse.main.createShow })).toHaveAttribute(
      'href',
      '/show/create',
    );
    expect(screen.getByRole('link', { name: ko.browse.main.createEntertain })).toHaveAttribute(
      'href',
      '/entertain/create',
    );
    await user.keyboard('{Escape}');
    expect(create).toHaveAttribute('aria-expanded', 'false');
    expect(create).toHaveFocus();
  });

  it('a student gets no create menu', async () => {
    sessionStorage.setItem(SESSION_STORAGE_KEY, 'student-token');
    answer({ authority: 'ROLE_USER' });
    renderApp('/main');
    await within(await screen.findByRole('tabpanel')).findByRole('link', { name: /햄릿/ });
    expect(screen.queryByRole('button', { name: ko.browse.main.create })).not.toBeInTheDocument();
  });
});
