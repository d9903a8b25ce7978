import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ko } from '../../../text/ko';
import { applicationsKo } from '../../../text/ko-applications';
import { jsonResponse, stubFetch } from '../../../test/fetch';
import { renderApp } from '../../../test/render';
import { todayInSeoul } from '../lib/dates';

const APPLY_URL = 'https://forms.example.ac.kr/soriul-recruit';

function post(startDate: string, endDate: string) {
  return {
    recruitingId: 5,
    poster: '/files/recruit.webp',
    clubId: 1,
    clubName: '소리울',
    recruitingTitle: '소리울 신입 부원 모집',
    category: 'regular',
    dates: `${startDate} - ${endDate}`,
    startDate,
    endDate,
    mandatorySemesters: '2학기',
    meetingTime: '매주 수요일 저녁',
    content: '밴드 합주',
    eligibility: '재학생',
    notice: '면접 있음',
    managerInfo: '박지훈 010-2843-1957',
    introductionLetter: '함께 음악해요',
    instaUrl: '',
    youtubeUrl: '',
    kakaoUrl: '',
    notionUrl: '',
    url: '',
    applicationUrl: APPLY_URL,
    applicationMode: 'link',
    questions: [],
    applicationRetentionDays: 90,
  };
}

/** A calendar date `days` away from today in Seoul. */
function dayFromToday(days: number): string {
  const today = new Date(`${todayInSeoul()}T12:00:00Z`);
  today.setUTCDate(today.getUTCDate() + days);
  return today.toISOString().slice(0, 10);
}

afterEach(() => {
  vi.unstubAllGlobals();
});

async function open(body: unknown) {
  stubFetch(({ url }) =>
    url.pathname === '/recruiting/detail/5' ? jsonResponse(body) : jsonResponse({}, 404),
  );
  renderApp('/recruiting/5');
  await screen.findByRole('heading', { level: 1, name: '소리울 신입 부원 모집' }, { timeout: 5000 });
}

describe('/recruiting/:recruitingId', () => {
  it('an open post offers 지원하기, opening the application form in a new window', async () => {
    await open(post(dayFromToday(-3), dayFromToday(5)));
    expect(screen.getByText(ko.browse.recruitingStatus.open)).toBeInTheDocument();
    const apply = screen.getByRole('link', { name: new RegExp(ko.browse.recruitingDetail.apply) });
    expect(apply).toHaveAttribute('href', APPLY_URL);
    expect(apply).toHaveAttribute('target', '_blank');
  });

  it('a closed post (모집 마감) offers no way to apply and says it is closed', async () => {
    await open(post(dayFromToday(-20), dayFromToday(-1)));
    expect(screen.getByText(ko.browse.recruitingStatus.closed)).toBeInTheDocument();
    expect(
      screen.queryByRole('link', { name: new RegExp(ko.browse.recruitingDetail.apply) }),
    ).not.toBeInTheDocument();
    expect(
      screen.queryByRole('button', { name: new RegExp(ko.browse.recruitingDetail.apply) }),
    ).not.toBeInTheDocument();
    expect(document.querySelector(`a[href="${APPLY_URL}"]`)).toBeNull();
    expect(screen.getByText(ko.browse.recruitingDetail.applyClosed)).toBeInTheDocument();
  });

  it('a post taking applications in the portal leads a signed-out visitor to sign in, not to the link', async () => {
    await open({ ...post(dayFromToday(-3), dayFromToday(5)), applicationMode: 'form', applicationUrl: '' });
    const apply = screen.getByRole('link', { name: applicationsKo.apply.loginToApply });
    expect(apply).toHaveAttribute('href', '/login');
    expect(apply).not.toHaveAttribute('target');
  });
});
