import { describe, expect, it } from 'vitest';
import { clubDetailSchema } from './club.ts';
import { entertainDetailSchema } from './entertain.ts';
import { endpoints } from './endpoints.ts';
import { listPageTab, matchPagePath, PAGE_PATHS, PRIVATE_PAGE_PREFIXES } from './pages.ts';
import { recruitingDetailSchema } from './recruiting.ts';
import { showDetailSchema } from './show.ts';

describe('page addresses', () => {
  it('names the pattern of an address, a fixed page before one with a parameter', () => {
    expect(matchPagePath('/show/12')).toBe('/show/:showId');
    expect(matchPagePath('/show/create')).toBe('/show/create');
    expect(matchPagePath('/recruiting/3/apply')).toBe('/recruiting/:recruitingId/apply');
    expect(matchPagePath('/main')).toBe('/main');
    expect(matchPagePath('/')).toBe('/');
  });

  it('knows no page at an address that is none, or whose id is no number', () => {
    expect(matchPagePath('/show/abc')).toBeNull();
    expect(matchPagePath('/show')).toBeNull();
    expect(matchPagePath('/no/such/page')).toBeNull();
    expect(matchPagePath('/show/detail/1')).toBeNull();
  });

  it("names a list page's tab only when the page has it and it is not the page's fallback", () => {
    expect(listPageTab('/main', 'food')).toBe('food');
    expect(listPageTab('/recruiting', 'rolling')).toBe('rolling');
    expect(listPageTab('/clubs', 'sports')).toBe('sports');
    expect(listPageTab('/main', 'all')).toBeNull();
    expect(listPageTab('/clubs', 'performance')).toBeNull();
    expect(listPageTab('/main', 'sports')).toBeNull();
    expect(listPageTab('/main', 'made-up')).toBeNull();
    expect(listPageTab('/main', '')).toBeNull();
    expect(listPageTab('/main', null)).toBeNull();
    expect(listPageTab('/show/1', 'food')).toBeNull();
    expect(listPageTab('/constructor', 'food')).toBeNull();
    expect(listPageTab('constructor', 'food')).toBeNull();
    expect(listPageTab('__proto__', 'food')).toBeNull();
  });

  it('shares no address with a GET call but /main, the health check', () => {
    const calls = new Set<string>(
      Object.values(endpoints).flatMap((e) => (e.method === 'GET' ? [e.path] : [])),
    );
    expect(PAGE_PATHS.filter((p) => calls.has(p))).toEqual(['/main']);
  });

  it('keeps the signed-in pages private and the public ones public', () => {
    const isPrivate = (path: string) => PRIVATE_PAGE_PREFIXES.some((p) => path.startsWith(p));
    for (const page of ['/mypage', '/manager/mypage', '/admin', '/login', '/edit/show/:id', '/show/create']) {
      expect(isPrivate(page), page).toBe(true);
    }
    for (const page of [
      '/main',
      '/show/:showId',
      '/entertain/:id',
      '/recruiting',
      '/recruiting/:recruitingId',
      '/clubs',
      '/clubs/:id',
    ]) {
      expect(isPrivate(page), page).toBe(false);
    }
  });
});

describe('share images in the detail answers', () => {
  const bare = {
    show: {
      showId: 1,
      showName: '공연',
      photo: '',
      clubId: 1,
      clubName: '동아리',
      introductionLetter: '',
      location: '',
      startDate: '2026-12-01',
      endDate: '2026-12-01',
      runtime: 90,
      manager: '',
      managerPhoneNumber: '',
      noticeLetter: '',
      qrImage: '',
      earlyBird: false,
      paymentDeadlineHours: 24,
      salesOpenAt: null,
      waitlistEnabled: false,
      scheduleList: [],
    },
    entertain: {
      entertainId: 1,
      entertainName: '행사',
      clubId: 1,
      clubName: '동아리',
      photo: '',
      instaUrl: '',
      youtubeUrl: '',
      kakaoUrl: '',
      notionUrl: '',
      url: '',
      introductionLetter: '',
      category: 'food',
      location: '',
      date: '2026.12.01',
      startDate: '2026-12-01',
      endDate: '2026-12-01',
      timeList: '',
      manager: '',
      managerPhoneNumber: '',
      etcInfo: '',
    },
    recruiting: {
      recruitingId: 1,
      poster: '',
      clubId: 1,
      clubName: '동아리',
      recruitingTitle: '모집',
      category: 'regular',
      dates: '',
      startDate: '2026-12-01',
      endDate: '2026-12-01',
      mandatorySemesters: '',
      meetingTime: '',
      content: '',
      eligibility: '',
      notice: '',
      managerInfo: '',
      introductionLetter: '',
      instaUrl: '',
      youtubeUrl: '',
      kakaoUrl: '',
      notionUrl: '',
      url: '',
      applicationUrl: '',
      applicationMode: 'link',
      questions: [],
      applicationRetentionDays: 30,
    },
    club: {
      clubId: 1,
      photo: '',
      clubName: '동아리',
      category: 'performance',
      content: '',
      mandatorySemesters: null,
      instaUrl: '',
      youtubeUrl: '',
      kakaoUrl: '',
      url: '',
      progressingEventList: [],
      lastEventList: [],
      lastRecruitingList: [],
    },
  };
  const schemas = {
    show: showDetailSchema,
    entertain: entertainDetailSchema,
    recruiting: recruitingDetailSchema,
    club: clubDetailSchema,
  } as const;

  it.each(Object.keys(schemas) as (keyof typeof schemas)[])(
    '%s: parses with shareImage and without it',
    (kind) => {
      const schema = schemas[kind];
      expect(schema.parse(bare[kind])).not.toHaveProperty('shareImage');
      const image = `/files/share/${kind}-1-0123456789abcdef.jpg`;
      expect(schema.parse({ ...bare[kind], shareImage: image })).toMatchObject({ shareImage: image });
      expect(() => schema.parse({ ...bare[kind], shareImage: 3 })).toThrow();
    },
  );
});
