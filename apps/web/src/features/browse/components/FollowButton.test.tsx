import type { FollowedClub } from '@moa/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { clearToken } from '../../../lib/session';
import { ko } from '../../../text/ko';
import { studentKo } from '../../../text/ko-student';
import { jsonResponse, sampleUser, stubFetch, type RecordedRequest } from '../../../test/fetch';
import { renderApp } from '../../../test/render';
import { signedInStudentEachTest } from '../../../test/session';
import { sampleClub } from '../../../test/club';
import { sampleShow } from '../../../test/show';

const t = studentKo.follow;

signedInStudentEachTest();

const CLUB = sampleClub();

const followed = (clubId: number, clubName: string): FollowedClub => ({
  clubId,
  clubName,
  photo: '',
  followedAt: '2026-11-01T10:00:00.000Z',
});

/**
 * The server: club 3, show 7 (of club 1), and the follows list, which a follow call changes as it succeeds (`answer`
 * may answer the call instead, e.g. with a failure or later).
 */
function serve(follows: FollowedClub[], answer?: (request: RecordedRequest) => Response | Promise<Response>) {
  let list = [...follows];
  return stubFetch(async (request) => {
    const { pathname } = request.url;
    if (pathname === '/api/auth/me') return jsonResponse(sampleUser());
    if (pathname === '/club/detail/3') return jsonResponse(CLUB);
    if (pathname === '/show/detail/7') return jsonResponse(sampleShow());
    if (pathname === '/mypage/follows') return jsonResponse(list);
    const follow = /^\/club\/(\d+)\/follow$/.exec(pathname);
    if (follow) {
      const clubId = Number(follow[1]);
      const response = answer
        ? await answer(request)
        : jsonResponse({ clubId, following: request.method === 'PUT' });
      if (response.ok) {
        list = list.filter((f) => f.clubId !== clubId);
        if (request.method === 'PUT') list.unshift(followed(clubId, '소리울'));
      }
      return response;
    }
    return jsonResponse({ status: 404, code: 'NOT_FOUND', message: 'none' }, 404);
  });
}

const followButton = (name: string) => screen.findByRole('button', { name });

describe('팔로우', { timeout: 30_000 }, () => {
  it('on a club’s page: follows at once, before the answer, and says so', async () => {
    const user = userEvent.setup();
    let answer!: (response: Response) => void;
    const requests = serve([], () => new Promise((resolve) => (answer = resolve)));
    renderApp('/clubs/3');
    await user.click(await followButton(`소리울 ${t.follow}`));
    expect(await followButton(`소리울 ${t.following}`)).toBeInTheDocument();
    const put = requests.find((r) => r.url.pathname === '/club/3/follow')!;
    expect(put.method).toBe('PUT');
    answer(jsonResponse({ clubId: 3, following: true }));
    expect(await screen.findByText(t.followed('소리울'))).toBeInTheDocument();
  });

  it('a refused change is put back, with an alert', async () => {
    const user = userEvent.setup();
    serve([], () => jsonResponse({ status: 500, code: 'INTERNAL', message: 'x' }, 500));
    renderApp('/clubs/3');
    await user.click(await followButton(`소리울 ${t.follow}`));
    const alert = await screen.findByRole('alertdialog', { name: t.failed });
    await user.click(within(alert).getByRole('button', { name: ko.common.ok }));
    expect(await followButton(`소리울 ${t.follow}`)).toBeInTheDocument();
  });

  it('on a show’s page: the state comes from the follows list, and 팔로잉 unfollows', async () => {
    const user = userEvent.setup();
    const requests = serve([followed(1, '소리울')]);
    renderApp('/show/7');
    await user.click(await followButton(`소리울 ${t.following}`));
    expect(await followButton(`소리울 ${t.follow}`)).toBeInTheDocument();
    const call = requests.find((r) => r.url.pathname === '/club/1/follow')!;
    expect(call.method).toBe('DELETE');
    expect(await screen.findByText(t.unfollowed('소리울'))).toBeInTheDocument();
  });

  it('waits for the list of followed clubs before it can be pressed', async () => {
    let answer!: (response: Response) => void;
    stubFetch(({ url }) => {
      if (url.pathname === '/api/auth/me') return jsonResponse(sampleUser());
      if (url.pathname === '/club/detail/3') return jsonResponse(CLUB);
      if (url.pathname === '/mypage/follows') return new Promise((resolve) => (answer = resolve));
      return jsonResponse({ status: 404, code: 'NOT_FOUND', message: 'none' }, 404);
    });
    renderApp('/clubs/3');
    expect(await followButton(`소리울 ${t.follow}`)).toBeDisabled();
    answer(jsonResponse([followed(3, '소리울')]));
    expect(await followButton(`소리울 ${t.following}`)).toBeEnabled();
  });

  it('a signed-out visitor is sent to sign in, and nobody asks for follows', async () => {
    const user = userEvent.setup();
    clearToken();
    const requests = serve([]);
    const { router } = renderApp('/clubs/3');
    await user.click(await followButton(`소리울 ${t.follow}`));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(requests.some((r) => r.url.pathname === '/mypage/follows')).toBe(false);
  });
});

describe('팔로우한 동아리 on /main', { timeout: 30_000 }, () => {
  it('lists the followed clubs, each opening its page', async () => {
    serve([followed(3, '소리울'), followed(5, '극단 한울')]);
    renderApp('/main');
    const heading = await screen.findByRole('heading', { level: 2, name: new RegExp(t.rowTitle) });
    const row = heading.closest('section')!;
    expect(within(row).getByRole('link', { name: '소리울' })).toHaveAttribute('href', '/clubs/3');
    expect(within(row).getByRole('link', { name: '극단 한울' })).toHaveAttribute('href', '/clubs/5');
  });

  it('is not there when none is followed', async () => {
    const requests = serve([]);
    renderApp('/main');
    await waitFor(() => expect(requests.some((r) => r.url.pathname === '/mypage/follows')).toBe(true));
    expect(screen.queryByRole('heading', { name: new RegExp(t.rowTitle) })).not.toBeInTheDocument();
  });
});
