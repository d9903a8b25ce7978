/** A sample club of GET /club/detail/:id for the tests of club pages (browse and the manager's). */
export const sampleClub = <T extends Record<string, unknown>>(overrides: T = {} as T) => ({
  clubId: 3,
  photo: '/files/club.webp',
  clubName: '소리울',
  category: 'performance',
  content: '어쿠스틱 밴드',
  mandatorySemesters: null,
  instaUrl: '',
  youtubeUrl: '',
  kakaoUrl: '',
  url: '',
  progressingEventList: [],
  lastRecruitingList: [],
  lastEventList: [],
  ...overrides,
});
