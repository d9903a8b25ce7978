import { SESSION_STORAGE_KEY } from '@moa/contract';
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { clearToken, closeSessionExpired } from '../../../lib/session';
import { ko } from '../../../text/ko';
import { jsonResponse, sampleUser, stubFetch } from '../../../test/fetch';
import { renderApp } from '../../../test/render';

const t = ko.managerArea.clubForm;

configure({ asyncUtilTimeout: 5000 });

beforeEach(() => sessionStorage.setItem(SESSION_STORAGE_KEY, 'manager-token'));
afterEach(() => {
  vi.unstubAllGlobals();
  clearToken();
  closeSessionExpired();
  sessionStorage.clear();
});

const club = {
  clubId: 5,
  clubName: '소리울',
  managerName: '박지훈',
  phoneNumber: '010-2843-1957',
  content: '어쿠스틱 밴드 동아리',
  instaUrl: '',
  kakaoUrl: '',
  youtubeUrl: '',
  url: '',
  mandatorySemesters: 2,
  poster: '',
};

function serve() {
  return stubFetch((request) => {
    switch (request.url.pathname) {
      case '/api/auth/me':
        return jsonResponse(sampleUser({ authority: 'ROLE_CLUB', clubId: 5, clubName: '소리울' }));
      case '/mypage/manager/club':
        return jsonResponse(request.method === 'PUT' ? { ...club, content: '바뀐 소개' } : club);
      case '/mypage/manager/profile':
        return jsonResponse({
          clubName: '소리울',
          name: '박지훈',
          phoneNumber: '010-2843-1957',
          email: 'manager@example.ac.kr',
          clubPoster: '',
        });
      case '/mypage/manager/holder/list':
        return jsonResponse({ reservationList: [] });
      default:
        return jsonResponse({ status: 404, code: 'NOT_FOUND', message: 'not found' }, 404);
    }
  });
}

describe('club info form', { timeout: 60_000 }, () => {
  it('says it was saved next to the save button, and again on the my-page it goes to', async () => {
    serve();
    const scrolled: Element[] = [];
    const original = Element.prototype.scrollIntoView;
    Element.prototype.scrollIntoView = function (this: Element) {
      scrolled.push(this);
    };
    onTestFinished(() => {
      Element.prototype.scrollIntoView = original;
    });
    const { router } = renderApp('/manager/club/update');
    const user = userEvent.setup();
    const content = await screen.findByLabelText(t.content);
    await user.clear(content);
    await user.type(content, '바뀐 소개');
    const save = screen.getByRole('button', { name: ko.common.save });
    await user.click(save);

    const notice = await screen.findByText(`${t.saved}. ${t.redirecting}`);
    // the message sits with the buttons just pressed, and that spot is scrolled into view
    const bar = scrolled.at(-1)!;
    expect(bar).toContainElement(notice);
    expect(bar).toContainElement(screen.getByRole('button', { name: ko.common.save }));
    expect(within(bar as HTMLElement).getByRole('status')).toHaveTextContent(t.saved);

    await waitFor(() => expect(router.state.location.pathname).toBe('/manager/mypage'), {
      timeout: 10_000,
    });
    // carried over: the my-page shows the same message at its top
    expect(await screen.findByText(t.saved)).toBeInTheDocument();
  });
});
