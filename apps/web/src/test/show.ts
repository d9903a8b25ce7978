/** A sample show of GET /show/detail/:id for the /show page's tests (browse, app and reservation panel). */

export const FUTURE = '2099-11-28';

/** One schedule of a show's scheduleList: 15,000원, 10 of 80 seats taken, up to 4 tickets a person, at 19:00. */
export const sampleSchedule = (
  scheduleId: number,
  order: number,
  overrides: Record<string, unknown> = {},
) => ({
  scheduleId,
  order,
  date: FUTURE,
  time: '19:00:00',
  cost: 15000,
  applyPeople: 10,
  maxPeople: 80,
  maxTickets: 4,
  ...overrides,
});

/** Show 7 of 소리울, with one schedule (11, at 14:00, up to 3 tickets) unless overridden. */
export const sampleShow = <T extends Record<string, unknown>>(overrides: T = {} as T) => ({
  showId: 7,
  showName: '정기공연 〈울림〉',
  photo: '/files/poster.webp',
  clubId: 1,
  clubName: '소리울',
  introductionLetter: '밴드 공연입니다.',
  location: '학생회관 대강당',
  startDate: FUTURE,
  endDate: FUTURE,
  runtime: 120,
  manager: '박지훈',
  managerPhoneNumber: '010-2843-1957',
  noticeLetter: '',
  qrImage: '/files/qr.png',
  earlyBird: false,
  paymentDeadlineHours: 24,
  // no waiting list: a sold-out schedule is closed (the waiting list's tests turn it on)
  waitlistEnabled: false,
  scheduleList: [sampleSchedule(11, 1, { time: '14:00:00', maxTickets: 3 })],
  ...overrides,
});
