import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { studentKo } from '../../../text/ko-student';
import { jsonResponse } from '../../../test/fetch';
import { sampleClub } from '../../../test/club';
import { renderApp } from '../../../test/render';
import { serveManager, setUpManagerTests } from '../../../test/manager';

setUpManagerTests();

const detail = (clubId: number) => sampleClub({ clubId, clubName: clubId === 5 ? '소리울' : '극단 한울' });

function serve() {
  return serveManager(({ url }) => {
    const club = /^\/club\/detail\/(\d+)$/.exec(url.pathname);
    if (club) return jsonResponse(detail(Number(club[1])));
    if (url.pathname === '/mypage/manager/club') {
      return jsonResponse({
        clubId: 5,
        clubName: '소리울',
        managerName: '박지훈',
        phoneNumber: '010-2843-1957',
        content: '',
        instaUrl: '',
        kakaoUrl: '',
        youtubeUrl: '',
        url: '',
        mandatorySemesters: null,
        poster: '',
        followerCount: 1234,
      });
    }
    return undefined;
  });
}

describe("the manager's club page", { timeout: 30_000 }, () => {
  it('shows how many follow the club: 팔로워 1,234명', async () => {
    serve();
    renderApp('/manager/club/5');
    const count = await screen.findByText(studentKo.follow.followerCount(1234));
    expect(count).toHaveTextContent('1,234명');
    expect(count.previousElementSibling).toHaveTextContent(studentKo.follow.followers);
  });

  it("another club's page does not", async () => {
    const requests = serve();
    renderApp('/manager/club/6');
    expect(await screen.findByRole('heading', { level: 1, name: '극단 한울' })).toBeInTheDocument();
    expect(screen.queryByText(studentKo.follow.followers)).not.toBeInTheDocument();
    expect(requests.some((r) => r.url.pathname === '/mypage/manager/club')).toBe(false);
  });
});
